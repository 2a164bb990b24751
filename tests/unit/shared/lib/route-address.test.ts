import { describe, expect, it } from 'vitest';
import { routeAddress } from '@shared/lib/route-address';

const lower = `0:${'ab'.repeat(32)}`;

describe('routeAddress', () => {
  it('accepts a canonical raw address', () => {
    expect(routeAddress(lower)).toEqual({ kind: 'ok', address: lower });
  });
  it('redirects other spellings of a valid address to the lowercase form', () => {
    expect(routeAddress(lower.toUpperCase())).toEqual({ kind: 'redirect', address: lower });
    expect(routeAddress(encodeURIComponent(lower))).toEqual({ kind: 'ok', address: lower });
  });
  it('refuses what is not an address', () => {
    expect(routeAddress(undefined)).toEqual({ kind: 'invalid' });
    expect(routeAddress('0:123')).toEqual({ kind: 'invalid' });
    expect(routeAddress(`2:${'ab'.repeat(32)}`)).toEqual({ kind: 'invalid' });
    expect(routeAddress('<script>')).toEqual({ kind: 'invalid' });
    expect(routeAddress('0%3A%E0%A4%A')).toEqual({ kind: 'invalid' });
  });
});
