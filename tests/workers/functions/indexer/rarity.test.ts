// Rarity score and rank (functions/indexer/rarity.ts) kept by ingest through mints, metadata changes and burns,
// checked against the information-content definition computed here in plain TypeScript.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ingest } from '@functions/indexer';
import { resetDatabase } from '../../../support/indexer/database';
import { seedWorld } from '@functions/indexer/seed/run';
import { A, FixtureChain, nftMeta, T0 } from '../../../support/indexer/fixtures';

const db = env.DB;
let chain: FixtureChain;

type Traits = Record<string, string>;

/** Information content per NFT: sum over the collection's trait types of -log2(share of NFTs with its value, "none" if absent). */
function expectedScores(nfts: Record<string, Traits>): Record<string, number> {
  const labels = Object.keys(nfts);
  const types = [...new Set(labels.flatMap((l) => Object.keys(nfts[l]!)))];
  const share = (type: string, value: string | undefined) => labels.filter((l) => nfts[l]![type] === value).length / labels.length;
  return Object.fromEntries(labels.map((l) => [l, types.reduce((sum, t) => sum - Math.log2(share(t, nfts[l]![t])), 0)]));
}

/** Rank 1 = highest score; equal scores share a rank (the next rank skips, as SQL's rank()). */
function expectedRanks(scores: Record<string, number>): Record<string, number> {
  const values = Object.values(scores);
  return Object.fromEntries(Object.entries(scores).map(([l, s]) => [l, 1 + values.filter((v) => v > s + 1e-9).length]));
}

async function rarity(): Promise<Record<string, { score: number | null; rank: number | null }>> {
  const rows = await db
    .prepare('SELECT address, rarity_score AS score, rarity_rank AS rank FROM nfts ORDER BY address')
    .all<{ address: string; score: number | null; rank: number | null }>();
  const byAddress = new Map(rows.results.map((r) => [r.address, { score: r.score, rank: r.rank }]));
  return Object.fromEntries(['n1', 'n2', 'n3', 'n4', 'n5'].filter((l) => byAddress.has(A(l))).map((l) => [l, byAddress.get(A(l))!]));
}

const WORLD: Record<string, Traits> = {
  n1: { Background: 'Blue', Eyes: 'Laser' },
  n2: { Background: 'Blue', Eyes: 'Sleepy' },
  n3: { Background: 'Blue', Eyes: 'Sleepy' },
  n4: { Background: 'Gold' },
};

beforeEach(async () => {
  await resetDatabase(db);
  chain = new FixtureChain();
  await ingest(db, [...chain.setup(), chain.collection('c1')]);
  await ingest(
    db,
    Object.entries(WORLD).map(([label, traits], i) => chain.mint(label, 'c1', 'alice', nftMeta(label, traits), String(i + 1))),
  );
});

describe('rarity', () => {
  it('scores each NFT by information content, a missing trait counting as the value "none", and ranks the rarest first', async () => {
    const expected = expectedScores(WORLD);
    const got = await rarity();
    for (const label of Object.keys(WORLD)) expect(got[label]!.score).toBeCloseTo(expected[label]!, 5);
    // n4 (Gold, no Eyes) is rarest; n1's Laser beats the two equal Sleepy NFTs, which share rank 3.
    expect(Object.fromEntries(Object.entries(got).map(([l, r]) => [l, r.rank]))).toEqual({ n4: 1, n1: 2, n2: 3, n3: 3 });
  });

  it('ranks once after the last batch of a call, and again when a replay follows a crash before it', async () => {
    chain.tick();
    const world: Record<string, Traits> = { ...WORLD, n5: { Background: 'Gold', Eyes: 'Laser' }, n2: { Background: 'Silver' } };
    const events = [
      chain.mint('n5', 'c1', 'bob', nftMeta('n5', world.n5), '5'),
      chain.event('nft_metadata', { nft: A('n2'), meta: nftMeta('n2', world.n2) }, A('n2')),
    ];
    // A few statements per batch: each event commits in a batch of its own.
    await ingest(db, events, { maxStatementsPerBatch: 2 });
    const expected = expectedScores(world);
    let got = await rarity();
    for (const label of Object.keys(world)) expect(got[label]!.score).toBeCloseTo(expected[label]!, 5);
    expect(Object.fromEntries(Object.keys(world).map((l) => [l, got[l]!.rank]))).toEqual(expectedRanks(expected));

    // A crash after the batches and before the recompute leaves the ranks behind; the replay recomputes them.
    await db.prepare('UPDATE nfts SET rarity_score = NULL, rarity_rank = NULL').run();
    expect((await ingest(db, events, { reportKnown: true })).applied).toBe(0);
    got = await rarity();
    for (const label of Object.keys(world)) expect(got[label]!.score).toBeCloseTo(expected[label]!, 5);
  });

  it('re-ranks the whole collection when an NFT is minted, changes metadata or is burnt', async () => {
    chain.tick();
    const world: Record<string, Traits> = { ...WORLD, n5: { Background: 'Gold', Eyes: 'Laser' } };
    await ingest(db, [chain.mint('n5', 'c1', 'bob', nftMeta('n5', world.n5), '5')]);
    let expected = expectedScores(world);
    let got = await rarity();
    for (const label of Object.keys(world)) expect(got[label]!.score).toBeCloseTo(expected[label]!, 5);

    chain.tick();
    world.n2 = { Background: 'Silver', Eyes: 'Sleepy' };
    await ingest(db, [chain.event('nft_metadata', { nft: A('n2'), meta: nftMeta('n2', world.n2) }, A('n2'))]);
    expected = expectedScores(world);
    got = await rarity();
    for (const label of Object.keys(world)) expect(got[label]!.score).toBeCloseTo(expected[label]!, 5);
    expect(Object.fromEntries(Object.keys(world).map((l) => [l, got[l]!.rank]))).toEqual(expectedRanks(expected));

    chain.tick();
    await ingest(db, [chain.event('burn', { nft: A('n2'), collection: A('c1'), owner: A('alice') }, A('c1'))]);
    delete world.n2;
    expected = expectedScores(world);
    got = await rarity();
    expect(got.n2).toEqual({ score: null, rank: null });
    for (const label of Object.keys(world)) expect(got[label]!.score).toBeCloseTo(expected[label]!, 5);
    // n1 and n5 (2 bits each), n3 and n4 (3 bits each): two ties.
    expect(Object.fromEntries(Object.keys(world).map((l) => [l, got[l]!.rank]))).toEqual(expectedRanks(expected));
    expect(expectedRanks(expected)).toEqual({ n1: 3, n3: 1, n4: 1, n5: 3 });
  });

  it('leaves NFTs unranked in a collection without traits', async () => {
    await ingest(db, [chain.collection('c2'), chain.mint('n5', 'c2', 'alice', nftMeta('n5'), '1')]);
    expect((await rarity()).n5).toEqual({ score: null, rank: null });
  });
});

describe('rarity of the seeded demo world', () => {
  it('ranks every NFT of every collection with traits, 1 to at most its size', async () => {
    await resetDatabase(db);
    await seedWorld(db, { scale: 60, now: T0 });
    const unranked = await db
      .prepare(
        `SELECT count(*) AS n FROM nfts n WHERE n.burned = 0 AND n.rarity_rank IS NULL AND EXISTS (SELECT 1 FROM collection_traits ct WHERE ct.collection = n.collection)`,
      )
      .first<{ n: number }>();
    expect(unranked?.n).toBe(0);
    const ranges = await db
      .prepare(
        `SELECT c.nft_count AS size, min(n.rarity_rank) AS best, max(n.rarity_rank) AS worst, count(n.rarity_rank) AS ranked
                FROM nfts n JOIN collections c ON c.address = n.collection WHERE n.burned = 0 GROUP BY n.collection`,
      )
      .all<{ size: number; best: number; worst: number; ranked: number }>();
    expect(ranges.results.length).toBeGreaterThan(0);
    for (const r of ranges.results) {
      expect(r.ranked).toBe(r.size);
      expect(r.best).toBe(1);
      expect(r.worst).toBeLessThanOrEqual(r.size);
    }
  });
});
