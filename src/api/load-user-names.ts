// Usernames for the addresses a list shows (activity, bids, offers), so people read names rather
// than raw addresses. The contract has no batch lookup: one GET /user per distinct address, in
// parallel, at most MAX_NAMES; an address without a profile or whose lookup fails keeps its address.
import type { MarketplaceApi } from './client';
import { isZeroAddress } from '@shared/lib/address';

const MAX_NAMES = 40;

export type UserNames = Readonly<Record<string, string>>;

export async function loadUserNames(api: MarketplaceApi, addresses: Iterable<string | null | undefined>): Promise<UserNames> {
  const distinct = [...new Set([...addresses].filter((a): a is string => !!a && !isZeroAddress(a)))].slice(0, MAX_NAMES);
  const users = await Promise.allSettled(distinct.map((address) => api.user(address)));
  const names: Record<string, string> = {};
  users.forEach((result, i) => {
    const name = result.status === 'fulfilled' ? result.value.username?.trim() : undefined;
    if (name) names[distinct[i]!] = name;
  });
  return names;
}
