import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isTokenValid, readAccessToken } from '@shared/lib/session';

const ADDRESS = `0:${'ab'.repeat(32)}`;
const EXP = 1_700_000_000;

const b64url = (value: string): string => Buffer.from(value, 'utf8').toString('base64url');
const jwt = (payload: unknown, header: unknown = { typ: 'JWT', alg: 'HS256' }): string =>
  `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;

const token = jwt({ sub: ADDRESS, exp: EXP });

describe('decodeJwtPayload', () => {
  it('reads sub and exp without verifying', () => {
    expect(decodeJwtPayload(token)).toEqual({ sub: ADDRESS, exp: EXP });
  });

  it('handles base64url characters and UTF-8', () => {
    // "?>" in JSON encodes to base64 with "/" and "+" variants; base64url swaps them for "_" and "-".
    const payload = { sub: 'ü?>?>~~~', exp: EXP };
    const encoded = jwt(payload);
    expect(encoded.split('.')[1]).toMatch(/[-_]/);
    expect(decodeJwtPayload(encoded)).toEqual(payload);
  });

  it('rejects malformed tokens', () => {
    expect(decodeJwtPayload('')).toBeNull();
    expect(decodeJwtPayload('a.b')).toBeNull();
    expect(decodeJwtPayload(`${token}.extra`)).toBeNull();
    expect(decodeJwtPayload('a..c')).toBeNull();
    expect(decodeJwtPayload('a.not*base64.c')).toBeNull();
    expect(decodeJwtPayload('a.abcde.c')).toBeNull();
    expect(decodeJwtPayload(`a.${b64url('not json')}.c`)).toBeNull();
    expect(decodeJwtPayload(`a.${Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url')}.c`)).toBeNull();
  });

  it('rejects payloads without a string sub and a numeric exp', () => {
    expect(decodeJwtPayload(jwt({ sub: ADDRESS }))).toBeNull();
    expect(decodeJwtPayload(jwt({ exp: EXP }))).toBeNull();
    expect(decodeJwtPayload(jwt({ sub: ADDRESS, exp: String(EXP) }))).toBeNull();
    expect(decodeJwtPayload(jwt({ sub: '', exp: EXP }))).toBeNull();
    expect(decodeJwtPayload(jwt([1, 2]))).toBeNull();
  });
});

describe('readAccessToken', () => {
  it('gives the token with its address and expiry', () => {
    expect(readAccessToken(token)).toEqual({ token, address: ADDRESS, expiresAt: EXP });
    expect(readAccessToken('junk')).toBeNull();
  });
});

describe('isTokenValid: expired within 5 seconds of exp', () => {
  it('is valid 6 seconds before expiry', () => {
    expect(isTokenValid(token, EXP - 6)).toBe(true);
    expect(isTokenValid(token, EXP - 5.001)).toBe(true);
  });

  it('is expired exactly 5 seconds before expiry and after', () => {
    expect(isTokenValid(token, EXP - 5)).toBe(false);
    expect(isTokenValid(token, EXP - 4)).toBe(false);
    expect(isTokenValid(token, EXP)).toBe(false);
    expect(isTokenValid(token, EXP + 100)).toBe(false);
  });

  it('is never valid when malformed', () => {
    expect(isTokenValid('junk', 0)).toBe(false);
  });
});
