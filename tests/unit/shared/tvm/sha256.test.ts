import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256 } from '@shared/tvm/sha256';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe("sha256 (the lean BOC reader's cell hash)", () => {
  it('matches node:crypto for every length across the padding boundaries and for long inputs', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) & 0xff;
    for (const length of [...Array.from({ length: 200 }, (_, i) => i), 255, 256, 1000, 4099]) {
      const bytes = Uint8Array.from({ length }, random);
      expect(hex(sha256(bytes)), `length ${length}`).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('hashes only the first `length` bytes when told', () => {
    const bytes = new TextEncoder().encode('abcdef');
    expect(hex(sha256(bytes, 3))).toBe(createHash('sha256').update('abc').digest('hex'));
    expect(hex(sha256(new Uint8Array()))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});
