// Addresses in page URLs: the canonical form is the lowercase raw address.
import { isValidAddress, normalizeAddress } from './address';

export type RouteAddress = { kind: 'ok'; address: string } | { kind: 'redirect'; address: string } | { kind: 'invalid' };

/** Valid and canonical, valid but to be redirected to its canonical form, or not an address at all. */
export function routeAddress(param: string | undefined): RouteAddress {
  let raw: string;
  try {
    raw = param ? decodeURIComponent(param) : '';
  } catch {
    return { kind: 'invalid' }; // a broken %-escape
  }
  const address = normalizeAddress(raw);
  if (!address || !isValidAddress(address)) return { kind: 'invalid' };
  return address === raw ? { kind: 'ok', address } : { kind: 'redirect', address };
}
