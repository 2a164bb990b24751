// A run of new listings is written together (functions/indexer/apply/sells.ts, `flushListings`): its activity
// rows, then its listings, in one pair of statements. Its rows must be exactly those of the same events applied
// one at a time, whatever the run holds: a listing repeated, one on an NFT not indexed, one past its end, one in
// another token, a watched NFT between them (written at once, its alert reading the listing), and events after
// it that read the listings (a purchase, a cancel).
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ingest } from '@functions/indexer';
import type { ChainEventInput } from '@functions/indexer';
import { LISTINGS_PER_FLUSH } from '@functions/indexer/apply/sells';
import { resetDatabase } from '../../../support/indexer/database';
import { A, FIXTURE_TOKENS, FixtureChain, nftMeta, wvenom } from '../../../support/indexer/fixtures';
import { readable } from '../../../support/db/readable';

const db = env.DB;

/** Collection `c` minted to Alice and Bob, then a run of listings and the events after it. */
function history(chain: FixtureChain, c: string): { setup: ChainEventInput[]; run: ChainEventInput[] } {
  const n = (i: number) => `${c}-nft-${i}`;
  const s = (i: number) => `${c}-sell-${i}`;
  const sell = (i: number, seller: string, price: string, token?: string, end?: number) =>
    chain.event('sell_active', chain.sell(s(i), n(i), seller, price, token, end), A(s(i)));
  const setup = [
    chain.collection(c),
    ...[1, 2, 3, 4, 5].map((i) => chain.mint(n(i), c, i % 2 === 0 ? 'bob' : 'alice', nftMeta(n(i)), String(i))),
  ];
  const past = chain.now - 10;
  const run = [
    sell(1, 'alice', wvenom(5)),
    sell(2, 'bob', wvenom(7)),
    // The same listing again (a replayed page): it changes nothing.
    sell(1, 'alice', wvenom(5)),
    // An NFT nobody indexed: no activity row, and the listing is kept.
    chain.event('sell_active', chain.sell(s(9), `${c}-unknown`, 'carol', wvenom(1)), A(s(9))),
    sell(3, 'alice', '2500000', FIXTURE_TOKENS.USDT),
    // Watched (see below): written at once, between the run's two parts.
    sell(4, 'bob', wvenom(9)),
    sell(5, 'alice', wvenom(3), undefined, past),
    // Read the listings: the run before each is written first.
    chain.event('sell_purchased', { ...chain.sell(s(2), n(2), 'bob', wvenom(7)), buyer: A('dave') }, A(s(2))),
    chain.event('sell_canceled', chain.sell(s(3), n(3), 'alice', '2500000', FIXTURE_TOKENS.USDT), A(s(3))),
  ];
  return { setup, run };
}

/** The labels of collection `c`'s own addresses (the people, tokens and roots are shared). */
const labelsOf = (c: string): string[] => [
  c,
  `${c}-unknown`,
  ...[1, 2, 3, 4, 5].map((i) => `${c}-nft-${i}`),
  ...[1, 2, 3, 4, 5, 9].map((i) => `${c}-sell-${i}`),
];

/** The rows `c`'s history wrote, each of its own addresses written as its label with `c` as "C". */
async function rowsOf(c: string) {
  const sells = JSON.stringify(
    labelsOf(c)
      .filter((label) => label.includes('-sell-'))
      .map(A),
  );
  const all = async (sql: string, ...params: string[]) =>
    (
      await db
        .prepare(sql)
        .bind(...params)
        .all()
    ).results;
  const rows = {
    listings: await all(
      `SELECT s.address, s.nft, s.collection, s.seller, s.buyer, s.token, s.price, s.price_usd, s.status, s.created_at, s.expired_at,
              s.finished_at, s.fee_numerator, s.fee_denominator, s.whitelisted, s.live
       FROM ${readable.direct_sells} s WHERE s.address IN (SELECT value FROM json_each(?1)) `,
      sells,
    ),
    activity: await all(
      `SELECT a.kind, a.ts, a.payload, length(a.tx) AS tx FROM activity a JOIN addresses c ON c.id = a.collection
       WHERE c.address = ?1 ORDER BY a.id`,
      A(c),
    ),
    market: await all('SELECT address, sell_price, sell_token, owner FROM nfts WHERE collection = ?1 ORDER BY nft_id', A(c)),
    alerts: await all(
      `SELECT n.kind, n.nft, n.amount, n.counterparty FROM ${readable.notifications} n
       WHERE n.collection = ?1 ORDER BY n.id`,
      A(c),
    ),
  };
  let text = JSON.stringify(rows);
  for (const label of labelsOf(c)) text = text.replaceAll(A(label), label.replace(c, 'C'));
  const labelled = JSON.parse(text) as typeof rows;
  labelled.listings.sort((x, y) => String(x['address']).localeCompare(String(y['address'])));
  return labelled;
}

beforeEach(async () => {
  await resetDatabase(db);
});

describe('a run of new listings', () => {
  it('writes what the same events write one at a time, a watched listing and its alert included', async () => {
    const chain = new FixtureChain();
    await ingest(db, chain.setup());
    const together = history(chain, 'together');
    const alone = history(chain, 'alone');
    await ingest(db, [...together.setup, ...alone.setup]);
    for (const c of ['together', 'alone'])
      await db
        .prepare('INSERT INTO watches (owner, kind, target, floor_below_usd, created_at) VALUES (?1, ?2, ?3, NULL, 0)')
        .bind(A('erin'), 'nft', A(`${c}-nft-4`))
        .run();

    const applied = (await ingest(db, together.run)).applied;
    let appliedAlone = 0;
    for (const e of alone.run) appliedAlone += (await ingest(db, [e])).applied;
    expect(applied).toBe(appliedAlone);

    const a = await rowsOf('together');
    expect(a).toEqual(await rowsOf('alone'));
    // And what it is: six listings; the purchase and the cancel applied on top of the run; the one past its end
    // not live; Erin told of the watched listing once, Bob of his sale.
    expect(a.listings.map((l) => [l['status'], l['live']])).toEqual([
      ['active', 1],
      ['filled', 0],
      ['cancelled', 0],
      ['active', 1],
      ['active', 0],
      ['active', 1],
    ]);
    expect(a.alerts).toEqual([
      { kind: 'watched_listed', nft: 'C-nft-4', amount: wvenom(9), counterparty: A('bob') },
      { kind: 'sold', nft: 'C-nft-2', amount: wvenom(7), counterparty: A('dave') },
    ]);
    expect(a.market.filter((m) => m['sell_price'] !== null)).toHaveLength(2);
  });

  it('writes runs longer than one pair of statements holds', async () => {
    const chain = new FixtureChain();
    await ingest(db, chain.setup());
    const count = LISTINGS_PER_FLUSH * 2 + 17;
    const mints = Array.from({ length: count }, (_, i) => chain.mint(`big-${i}`, 'big', 'alice', nftMeta(`big-${i}`), String(i)));
    await ingest(db, [chain.collection('big'), ...mints]);
    const listings = mints.map((_, i) =>
      chain.event('sell_active', chain.sell(`big-sell-${i}`, `big-${i}`, 'alice', wvenom(1 + i)), A(`big-sell-${i}`)),
    );
    expect((await ingest(db, listings)).applied).toBe(count);
    const live = await db
      .prepare(`SELECT count(*) AS n, sum(CAST(price AS INTEGER) / 1000000000) AS total FROM ${readable.direct_sells} WHERE live = 1`)
      .first();
    expect(live).toEqual({ n: count, total: (count * (count + 1)) / 2 });
    const rows = await db
      .prepare("SELECT count(*) AS n FROM activity WHERE kind = (SELECT code FROM event_kinds WHERE name = 'sell_active')")
      .first();
    expect(rows).toEqual({ n: count });
  });
});
