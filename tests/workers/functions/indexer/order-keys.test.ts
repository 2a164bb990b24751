// Events keep chain order under real logical times: Everscale's lts are 3.9e13-5.5e13, where lt × 256 is
// past 2^53, and an lt may be any uint64. Each envelope is made as the reader makes it (to-envelope.ts).
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@functions/reader/to-envelope';
import { ingest } from '@functions/indexer';
import { resetDatabase } from '../../../support/indexer/database';
import { A, FixtureChain, wvenom } from '../../../support/indexer/fixtures';
import { json, post } from '../api/fixtures';

const db = env.DB;
const LT_49 = 48_736_402_000_014n;
const LT_55 = 55_000_000_000_007n;
const LT_MAX = 2n ** 63n - 1n;

/** One bid per event; its amount in whole tokens names it. */
const bid = (chain: FixtureChain, lt: bigint, index: number, tokens: number) =>
  envelope(`${lt.toString(16).padStart(16, '0')}${'ab'.repeat(24)}`, index, lt, chain.now, A('a1'), {
    kind: 'auction_bid_placed',
    payload: { auction: A('a1'), nft: A('n1'), bidder: A('bob'), amount: wvenom(tokens), nextBidValue: wvenom(tokens + 1) },
  });

interface Feed {
  data: { auction: { auctionBidPlaced: { bidValue: string } | null } | null }[];
}
const bidsOf = async (filter: Record<string, unknown>) =>
  (await json<Feed>(await post('/events', { ...filter, types: ['auction_bid_placed'], limit: 20 }))).data.map(
    (e) => e.auction!.auctionBidPlaced!.bidValue,
  );

beforeAll(async () => {
  await resetDatabase(db);
  const chain = new FixtureChain();
  await ingest(db, [...chain.setup(), chain.collection('c1'), chain.mint('n1', 'c1', 'alice')]);
  chain.tick();
  await ingest(db, [chain.event('auction_active', chain.auction('a1', 'n1', 'alice', wvenom(1)), A('a1'))]);
  chain.tick();
  // All in one second. The reader's first tick reads the later transactions, a later tick the earlier one
  // (its account was read in another wave): only the keys can put it back in its place.
  await ingest(db, [
    bid(chain, LT_55, 0, 4),
    bid(chain, LT_55, 1, 5),
    bid(chain, LT_55, 2, 6),
    bid(chain, LT_MAX, 0, 7),
    bid(chain, LT_MAX, 1, 8),
  ]);
  await ingest(db, [bid(chain, LT_49, 0, 1), bid(chain, LT_49, 1, 2), bid(chain, LT_49, 2, 3)]);
});

describe('order keys of real-sized logical times', () => {
  it('every feed lists the events newest first in chain order, events of one transaction by their index', async () => {
    const newestFirst = [8, 7, 6, 5, 4, 3, 2, 1].map(wvenom);
    expect(await bidsOf({ nft: A('n1') })).toEqual(newestFirst);
    expect(await bidsOf({ owner: A('bob') })).toEqual(newestFirst);
    expect(await bidsOf({ owner: A('alice') })).toEqual(newestFirst);
    expect(await bidsOf({ collections: [A('c1')] })).toEqual(newestFirst);
  });

  it('stores each key exactly: lt × 256 + index, an INTEGER below 2^63 and a 9-byte BLOB above', async () => {
    const stored = async (table: string) =>
      (
        await db
          .prepare(
            `SELECT typeof(lt) AS type, CASE typeof(lt) WHEN 'blob' THEN hex(lt) ELSE CAST(lt AS TEXT) END AS key FROM ${table} ORDER BY lt`,
          )
          .all<{ type: string; key: string }>()
      ).results;
    const integer = (lt: bigint, index: number) => ({ type: 'integer', key: (lt * 256n + BigInt(index)).toString() });
    const blob = (lt: bigint, index: number) => ({
      type: 'blob',
      key: (lt * 256n + BigInt(index)).toString(16).toUpperCase().padStart(18, '0'),
    });
    const expected = [
      integer(LT_49, 0),
      integer(LT_49, 1),
      integer(LT_49, 2),
      integer(LT_55, 0),
      integer(LT_55, 1),
      integer(LT_55, 2),
      blob(LT_MAX, 0),
      blob(LT_MAX, 1),
    ];
    expect(await stored('bids')).toEqual(expected);
    const activity = (await stored('activity')).slice(-8);
    expect(activity).toEqual(expected);
  });
});
