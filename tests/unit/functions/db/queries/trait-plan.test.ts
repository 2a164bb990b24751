// How /nfts meets trait filters in one collection: walk the sorted index, or drive from the trait
// lists. The cases are measured on the 1,000,000-NFT bench world's biggest collection (41,616
// NFTs), where the faster strategy (in sqlite3, page 5 of 24, trait_keys walk) is noted beside each.
import { describe, expect, it } from 'vitest';
import { chooseTraitPlan } from '@functions/db/queries/nft-list-plan';

const TOTAL = 41_616;
const WANTED = 120; // offset 96 + limit 24

describe('chooseTraitPlan', () => {
  it('walks when the traits are common: background aurora|coral and eyes cyclops|laser (walk 6 ms, drive 47 ms)', () => {
    expect(chooseTraitPlan([8_056, 9_983], TOTAL, WANTED, 1)).toEqual({ empty: false, drive: null, probes: [0, 1] });
  });

  it('walks when both lists are long, probing the rarer trait first: tier common and skin olive (drive 75 ms)', () => {
    expect(chooseTraitPlan([24_911, 13_933], TOTAL, WANTED, 1)).toEqual({ empty: false, drive: null, probes: [1, 0] });
  });

  it('drives from the rarest list first when a trait is rare: tier legendary and eyes (walk 60 ms, drive 14 ms)', () => {
    expect(chooseTraitPlan([9_983, 371], TOTAL, WANTED, 1)).toEqual({ empty: false, drive: [1, 0] });
  });

  it('drives when the combination is rare: background gold and headwear crown (walk 36 ms, drive 2 ms)', () => {
    expect(chooseTraitPlan([1_220, 2_056], TOTAL, WANTED, 1)).toEqual({ empty: false, drive: [0, 1] });
  });

  it('always drives across several collections, which have no single sorted walk', () => {
    expect(chooseTraitPlan([24_911, 13_933], TOTAL, WANTED, 2)).toEqual({ empty: false, drive: [1, 0] });
  });

  it('answers empty without a query when a requested trait matches no NFT', () => {
    expect(chooseTraitPlan([5_000, 0], TOTAL, WANTED, 1)).toEqual({ empty: true, drive: null });
  });

  it('intersects at most five lists (D1 allows five terms in a compound SELECT)', () => {
    const plan = chooseTraitPlan([60, 50, 40, 30, 20, 10], TOTAL, WANTED, 1);
    expect(plan.drive).toEqual([5, 4, 3, 2, 1]);
  });
});
