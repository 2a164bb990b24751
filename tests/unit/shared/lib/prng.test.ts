import { describe, expect, it } from 'vitest';
import { addressOf, cyrb128, hex64, Random } from '@shared/lib/prng';

describe('seeded randomness', () => {
  it('hashes a string to the same four words everywhere', () => {
    expect(cyrb128('venom')).toEqual(cyrb128('venom'));
    expect(cyrb128('venom')).not.toEqual(cyrb128('Venom'));
    expect(hex64('x')).toMatch(/^[0-9a-f]{64}$/);
    expect(addressOf('user:1')).toMatch(/^0:[0-9a-f]{64}$/);
    expect(addressOf('user:1')).not.toBe(addressOf('user:2'));
  });

  it('replays the same sequence for the same seed', () => {
    const a = new Random('seed');
    const b = new Random('seed');
    const seqA = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Random('other').next()).not.toBe(seqA[0]);
  });

  it('draws integers in range, by weight, and shuffles into a permutation', () => {
    const r = new Random('ranges');
    const ints = Array.from({ length: 2000 }, () => r.int(3, 6));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5, 6]));
    const picks = Array.from({ length: 4000 }, () =>
      r.weighted([
        ['a', 9],
        ['b', 1],
      ] as const),
    );
    const share = picks.filter((p) => p === 'a').length / picks.length;
    expect(share).toBeGreaterThan(0.85);
    expect(share).toBeLessThan(0.95);
    expect(r.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    const v = r.logUniform(1, 100);
    expect(v).toBeGreaterThanOrEqual(1);
    expect(v).toBeLessThanOrEqual(100);
  });
});
