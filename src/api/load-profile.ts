// Shared by the four profile tabs: the address from the URL and the profile to show with it.
import type { MarketplaceApi } from './client';
import type { User } from '@shared/contract/schemas';
import { routeAddress, type RouteAddress } from '@shared/lib/route-address';

export async function loadProfile(api: MarketplaceApi, param: string | undefined): Promise<{ route: RouteAddress; user: User | null }> {
  const route = routeAddress(param);
  if (route.kind !== 'ok') return { route, user: null };
  return { route, user: await api.user(route.address) };
}
