import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildLoginMessage, loginSignedBytes, withSignatureIdPrefix } from '@shared/lib/login-message';

describe('buildLoginMessage', () => {
  it('is the contract sentence with the service, the address and the unix seconds', () => {
    expect(buildLoginMessage('Tokstock', '0:ab', 1700000000)).toBe('I want to login at Tokstock with address 0:ab at 1700000000');
  });
});

describe('loginSignedBytes', () => {
  const hash = createHash('sha256').update('hello').digest();

  it('is the SHA-256 of the message without a signature id', async () => {
    expect(Buffer.from(await loginSignedBytes('hello', null))).toEqual(hash);
    expect(Buffer.from(await loginSignedBytes('hello', undefined))).toEqual(hash);
  });

  it('puts the signature id in front as a big-endian int32 (Venom mainnet: 1)', async () => {
    expect(Buffer.from(await loginSignedBytes('hello', 1))).toEqual(Buffer.concat([Buffer.from([0, 0, 0, 1]), hash]));
    expect([...withSignatureIdPrefix(new Uint8Array([9]), -2)]).toEqual([0xff, 0xff, 0xff, 0xfe, 9]);
  });
});
