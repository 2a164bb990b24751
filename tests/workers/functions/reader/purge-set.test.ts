// What the chain reader purges after each kind of event (functions/reader/purge.ts over ingest's touched
// keys, before and after the commit): every tab of everyone the event touched (the outbid bidder, the
// offer makers, buyer and seller, the owner), the NFT, its collection's tabs and the lists it appears in.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ingest, type ChainEventInput } from '@functions/indexer';
import { LIST_PAGES, pagesOf } from '@functions/platform/html-cache';
import { resetDatabase } from '../../../support/indexer/database';
import { A, FixtureChain, wvenom } from '../../../support/indexer/fixtures';

const db = env.DB;
let chain: FixtureChain;

/** The pages purged for these events: before their commit (the rows as they stood) and after it. */
async function purgedBy(events: ChainEventInput[]): Promise<{ all: Set<string>; before: Set<string> }> {
  const before = new Set<string>();
  const result = await ingest(db, events, {
    beforeCommit: async (touched) => {
      for (const page of pagesOf(touched)) before.add(page);
    },
  });
  return { all: new Set([...before, ...pagesOf(result.touched)]), before };
}

const profileTabs = (who: string) => ['', '/activity', '/bids', '/offers', '/watchlist'].map((tab) => `/profile/${A(who)}${tab}`);
const collectionTabs = (c: string) => ['', '/activity', '/analytics'].map((tab) => `/collection/${A(c)}${tab}`);

/** Every page that shows the change: each person's tabs, the NFT, the collection's tabs, the lists. */
function expectPurged(pages: Set<string>, want: { nft: string; people: string[] }): void {
  const expected = [...LIST_PAGES, `/nft/${A(want.nft)}`, ...collectionTabs('c1'), ...want.people.flatMap(profileTabs)];
  expect(expected.filter((page) => !pages.has(page))).toEqual([]);
}

beforeEach(async () => {
  await resetDatabase(db);
  chain = new FixtureChain();
  await ingest(db, [
    ...chain.setup(),
    chain.collection('c1'),
    chain.mint('n1', 'c1', 'alice'),
    chain.mint('n2', 'c1', 'bob', undefined, '2'),
  ]);
  chain.tick();
});

const event = <K extends Parameters<FixtureChain['event']>[0]>(kind: K, payload: Parameters<FixtureChain['event']>[1], emitter: string) =>
  chain.event(kind, payload as never, A(emitter));

describe('the purge set of each kind of event', () => {
  it('mint: the new owner, the NFT, the collection and the lists', async () => {
    const { all } = await purgedBy([chain.mint('n3', 'c1', 'carol', undefined, '3')]);
    expectPurged(all, { nft: 'n3', people: ['carol'] });
  });

  it('transfer: the old owner and the new one', async () => {
    const { all, before } = await purgedBy([event('transfer', { nft: A('n1'), oldOwner: A('alice'), newOwner: A('erin') }, 'n1')]);
    expectPurged(all, { nft: 'n1', people: ['alice', 'erin'] });
    // The old owner's Collected tab is dropped before the NFT leaves it.
    expect(before.has(`/profile/${A('alice')}`)).toBe(true);
  });

  it('listing and its cancel: the seller, and the makers of live offers on the NFT', async () => {
    await ingest(db, [event('offer_active', chain.offer('o1', 'n1', 'dave', wvenom(10)), 'o1')]);
    const s1 = chain.sell('s1', 'n1', 'alice', wvenom(50));
    expectPurged((await purgedBy([event('sell_active', s1, 's1')])).all, { nft: 'n1', people: ['alice', 'dave'] });
    chain.tick();
    expectPurged((await purgedBy([event('sell_canceled', s1, 's1')])).all, { nft: 'n1', people: ['alice', 'dave'] });
  });

  it('sale: buyer, seller and the makers of live offers on the NFT', async () => {
    await ingest(db, [event('offer_active', chain.offer('o1', 'n1', 'dave', wvenom(10)), 'o1')]);
    const s1 = chain.sell('s1', 'n1', 'alice', wvenom(50));
    await ingest(db, [event('sell_active', s1, 's1')]);
    chain.tick();
    const { all } = await purgedBy([
      event('sell_purchased', { ...s1, buyer: A('carol') }, 's1'),
      event('transfer', { nft: A('n1'), oldOwner: A('alice'), newOwner: A('carol') }, 'n1'),
    ]);
    expectPurged(all, { nft: 'n1', people: ['alice', 'carol', 'dave'] });
  });

  it('auction create, bid, outbid and finish: the owner and every bidder, the outbid one before the bid can be read', async () => {
    const a1 = chain.auction('a1', 'n1', 'alice', wvenom(20));
    expectPurged((await purgedBy([event('auction_active', a1, 'a1')])).all, { nft: 'n1', people: ['alice'] });
    chain.tick();
    const bid = (bidder: string, amount: number) =>
      event(
        'auction_bid_placed',
        { auction: A('a1'), nft: A('n1'), bidder: A(bidder), amount: wvenom(amount), nextBidValue: wvenom(amount + 1) },
        'a1',
      );
    expectPurged((await purgedBy([bid('bob', 20)])).all, { nft: 'n1', people: ['alice', 'bob'] });
    chain.tick();
    const outbid = await purgedBy([bid('carol', 25)]);
    expectPurged(outbid.all, { nft: 'n1', people: ['alice', 'bob', 'carol'] });
    // No event of the outbid names Bob: his Bids tab is found from the auction's bids, before the commit too.
    expect(profileTabs('bob').filter((page) => !outbid.before.has(page))).toEqual([]);
    const done = chain.tick(86_400);
    const finished = await purgedBy([
      event('auction_complete', { ...a1, start: done - 86_400 - 120, end: done - 120, buyer: A('carol'), amount: wvenom(25) }, 'a1'),
      event('transfer', { nft: A('n1'), oldOwner: A('alice'), newOwner: A('carol') }, 'n1'),
    ]);
    expectPurged(finished.all, { nft: 'n1', people: ['alice', 'bob', 'carol'] });
  });

  it('auction cancel: the owner', async () => {
    const a1 = chain.auction('a1', 'n1', 'alice', wvenom(20));
    await ingest(db, [event('auction_active', a1, 'a1')]);
    chain.tick();
    expectPurged((await purgedBy([event('auction_canceled', a1, 'a1')])).all, { nft: 'n1', people: ['alice'] });
  });

  it('offer make, cancel and accept: the maker, the owner, and the other makers on an accept', async () => {
    const o1 = chain.offer('o1', 'n1', 'dave', wvenom(10));
    expectPurged((await purgedBy([event('offer_active', o1, 'o1')])).all, { nft: 'n1', people: ['dave', 'alice'] });
    chain.tick();
    expectPurged((await purgedBy([event('offer_canceled', o1, 'o1')])).all, { nft: 'n1', people: ['dave', 'alice'] });
    chain.tick();
    const o2 = chain.offer('o2', 'n1', 'dave', wvenom(12));
    const o3 = chain.offer('o3', 'n1', 'erin', wvenom(11));
    await ingest(db, [event('offer_active', o2, 'o2'), event('offer_active', o3, 'o3')]);
    chain.tick();
    const accepted = await purgedBy([
      event('offer_filled', { ...o2, seller: A('alice') }, 'o2'),
      event('transfer', { nft: A('n1'), oldOwner: A('alice'), newOwner: A('dave') }, 'n1'),
    ]);
    expectPurged(accepted.all, { nft: 'n1', people: ['alice', 'dave', 'erin'] });
  });

  it('metadata and burn: the owner, the NFT, the collection and the lists', async () => {
    expectPurged((await purgedBy([event('nft_metadata', { nft: A('n2'), meta: { name: 'Renamed' } }, 'n2')])).all, {
      nft: 'n2',
      people: ['bob'],
    });
    chain.tick();
    expectPurged((await purgedBy([event('burn', { nft: A('n2'), owner: A('bob') }, 'n2')])).all, { nft: 'n2', people: ['bob'] });
  });
});

describe('the purge before the commits of one call', () => {
  it('purges each stored page before the first batch that changes it, and only then', async () => {
    const calls: string[][] = [];
    const move = (nft: string, from: string, to: string) => event('transfer', { nft: A(nft), oldOwner: A(from), newOwner: A(to) }, nft);
    const result = await ingest(
      db,
      [
        move('n1', 'alice', 'carol'),
        move('n2', 'bob', 'dave'),
        move('n1', 'carol', 'erin'),
        chain.mint('n3', 'c1', 'alice', undefined, '3'),
      ],
      {
        // A few statements per batch: each event gets a batch of its own.
        maxStatementsPerBatch: 2,
        beforeCommit: async (touched) => {
          calls.push(pagesOf(touched));
        },
      },
    );
    expect(result.applied).toBe(4);
    const counted = (page: string) => calls.filter((pages) => pages.includes(page)).length;
    // n1 before the first batch moving it, not again before the second; n3 had no page before its mint
    // (its batch purges the profile of its creator, new to the call).
    expect(calls.map((pages) => pages.filter((page) => page.startsWith('/nft/')))).toEqual([
      [`/nft/${A('n1')}`],
      [`/nft/${A('n2')}`],
      [],
      [],
    ]);
    expect(counted(`/nft/${A('n3')}`)).toBe(0);
    expect(counted(`/collection/${A('c1')}`)).toBe(1);
    expect(counted(`/profile/${A('carol')}`)).toBe(1);
    expect(calls[2]).toContain(`/profile/${A('erin')}`);
    // Everything was purged again after the call.
    expectPurged(new Set(pagesOf(result.touched)), { nft: 'n3', people: ['alice', 'bob', 'carol', 'dave', 'erin'] });
  });
});
