// Owners kept true without a page visit, and reader work that survives a crash. The reader runs on
// mainnet settings (CHAIN=mainnet, CHAIN_JRPC_URL, READER_* seeds, SITE_ORIGIN), woken by its alarm as
// on mainnet, reading a fake JRPC of real BOCs.
// - A TIP-4 transfer made on the NFT's own account (wallet to wallet, no market event) shows the new
//   owner in D1, in the API's owner lists and on purged pages after the alarm's owner scan; NFTs that did
//   not move cost one `unchanged` answer; a scan step reads at most its budget and goes round.
// - A restart between a commit and its follow-up work (purges, live messages) ends with correct data and
//   purged pages: a crash after the D1 batch and before the reader's commit, a purge that throws, and a
//   re-read whose commit never happened.
import { env, runInDurableObject } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChainReader } from '@functions/reader/ChainReader';
import { JrpcClient } from '@functions/reader/jrpc';
import { createOwnerScanTables, SCAN_PAGE_SQL, scanStep } from '@functions/reader/owner-scan';
import { cachedPage, currentBuildId, pageVariant } from '@functions/platform/html-cache';
import { defaultCache } from '@functions/platform/runtime';
import { abis, addr, event, FakeJrpc, ZERO } from '../../../support/chain/fake-jrpc';
import { resetDatabase } from '../../../support/indexer/database';

const COLLECTION = addr('owners-collection');
const FACTORY = addr('owners-factory');
const ALICE = addr('owners-alice');
const BOB = addr('owners-bob');
const CAROL = addr('owners-carol');
const NFTS = [1, 2, 3, 4, 5].map((i) => addr(`owners-nft-${i}`));

const JRPC_URL = 'https://jrpc.test/rpc';

let jrpc: FakeJrpc;
let instance = 0;
let readerName: string;
/** Each test's own origin, so no page it caches is another test's. */
let SITE: string;

const mainnet = () => ({
  CHAIN: 'mainnet',
  CHAIN_JRPC_URL: JRPC_URL,
  READER_FACTORIES: `directSell=${FACTORY}`,
  READER_COLLECTIONS: COLLECTION,
  SITE_ORIGIN: SITE,
});

function stub(): DurableObjectStub<ChainReader> {
  return env.READER.get(env.READER.idFromName(readerName)) as unknown as DurableObjectStub<ChainReader>;
}

function mint(id: number, nft: string, owner = ALICE): void {
  jrpc.nftData(nft, { id: String(id), collection: COLLECTION, owner, json: { name: `Owners #${id}` } });
  jrpc.transaction(COLLECTION, [event(abis.collectionAbi, 'NftCreated', { id: String(id), nft, owner, manager: owner, creator: owner })]);
}

/** A TIP-4 `transfer` on the NFT's own account: new owner and manager, and no event any watched account emits. */
function transferOutsideTheMarket(nft: string, id: number, to: string): void {
  jrpc.nftData(nft, { id: String(id), collection: COLLECTION, owner: to, json: { name: `Owners #${id}` } });
  jrpc.transaction(nft, [
    event(abis.nftAbi, 'OwnerChanged', { oldOwner: ALICE, newOwner: to }),
    event(abis.nftAbi, 'ManagerChanged', { oldManager: ALICE, newManager: to }),
  ]);
}

interface Faults {
  /** The storage transaction calls that throw, counted from 1 ("the isolate died" before that commit). */
  failCommits?: number[];
  /** The Cache API deletes throw (a purge that fails). */
  failPurges?: boolean;
}

/**
 * Runs `fn` with a reader instance on the test's storage, configured for mainnet: a fresh instance
 * each time (nothing of an earlier one's memory survives, as after a restart), with optional faults.
 */
function withReader<T>(fn: (reader: ChainReader, state: DurableObjectState) => Promise<T>, faults: Faults = {}): Promise<T> {
  return runInDurableObject(stub(), async (_running: ChainReader, state) => {
    let commits = 0;
    const storage = new Proxy(state.storage, {
      get(target, key) {
        if (key === 'transactionSync') {
          return <R>(body: () => R): R => {
            if (faults.failCommits?.includes(++commits)) throw new Error('the isolate died before this commit');
            return target.transactionSync(body);
          };
        }
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const ctx = new Proxy(state, {
      get(target, key) {
        if (key === 'storage') return storage;
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const cache = defaultCache();
    const realDelete = cache.delete.bind(cache);
    if (faults.failPurges) cache.delete = () => Promise.reject(new Error('the cache is unreachable'));
    try {
      const reader = new ChainReader(state, env);
      Object.assign(reader, { ctx, env: { ...env, ...mainnet() } });
      return await fn(reader, state);
    } finally {
      cache.delete = realDelete;
    }
  });
}

/** The reader's alarm as Cloudflare runs it, an interval after the previous one (its owner scan is due). */
function alarmTick(faults: Faults = {}): Promise<void> {
  return withReader(async (reader, state) => {
    state.storage.sql.exec("DELETE FROM reader_meta WHERE key = 'owner_scan_at'");
    await reader.alarm();
    await state.storage.deleteAlarm();
  }, faults);
}

async function ownerInD1(nft: string): Promise<string | null> {
  return (await env.DB.prepare('SELECT owner FROM nfts WHERE address = ?1').bind(nft).first<string>('owner')) ?? null;
}

async function ownedInApi(owner: string): Promise<string[]> {
  const res = await exports.default.fetch(`${SITE}/api/nfts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ owners: [owner], verified: false, limit: 50 }),
  });
  return ((await res.json()) as { items: { address: string }[] }).items.map((n) => n.address).sort();
}

/** A profile page as the site serves it: through the HTML cache, listing what the API says the person holds. */
async function profilePage(owner: string): Promise<{ cache: string | null; html: string }> {
  const pending: Promise<unknown>[] = [];
  const res = await cachedPage(
    new Request(`${SITE}/profile/${owner}`),
    async () =>
      new Response(`<ul>${(await ownedInApi(owner)).map((n) => `<li>${n}</li>`).join('')}</ul>`, {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      }),
    { cache: defaultCache(), variant: pageVariant(currentBuildId(), false), waitUntil: (p) => pending.push(p) },
  );
  const html = await res.text();
  await Promise.all(pending);
  return { cache: res.headers.get('x-cache'), html };
}

beforeEach(async () => {
  await resetDatabase(env.DB);
  jrpc = new FakeJrpc();
  readerName = `owners-test-${++instance}`;
  SITE = `https://owners-${instance}.test`;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url !== JRPC_URL) throw new Error(`unexpected fetch ${request.url}`);
    return jrpc.fetch(request);
  });
  jrpc.collectionData(COLLECTION, ALICE, { name: 'Owners Things' });
  jrpc.transaction(COLLECTION, [event(abis.collectionAbi, 'OwnershipTransferred', { oldOwner: ZERO, newOwner: ALICE })]);
  jrpc.transaction(FACTORY, [event(abis.factoryDirectSellAbi, 'OwnershipTransferred', { oldOwner: ZERO, newOwner: ALICE })]);
  NFTS.forEach((nft, i) => mint(i + 1, nft));
  await alarmTick();
}, 30_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NFTs that move outside the market', { timeout: 30_000 }, () => {
  it('a wallet-to-wallet transfer shows the new owner after the next alarm, with nobody opening the NFT page', async () => {
    expect(await ownedInApi(ALICE)).toEqual([...NFTS].sort());
    expect((await profilePage(ALICE)).html).toContain(NFTS[1]);
    expect((await profilePage(BOB)).html).toBe('<ul></ul>');
    expect((await profilePage(BOB)).cache).toBe('HIT');

    transferOutsideTheMarket(NFTS[1]!, 2, BOB);
    jrpc.calls.length = 0;
    await alarmTick();

    expect(await ownerInD1(NFTS[1]!)).toBe(BOB);
    expect(await ownedInApi(BOB)).toEqual([NFTS[1]]);
    expect(await ownedInApi(ALICE)).not.toContain(NFTS[1]);
    // Both profiles' cached pages were dropped and show the move.
    const bob = await profilePage(BOB);
    expect(bob.cache).toBe('MISS');
    expect(bob.html).toContain(NFTS[1]);
    expect((await profilePage(ALICE)).html).not.toContain(NFTS[1]);
    // The NFTs that did not move cost an `unchanged` answer: each was asked with its confirmed lt.
    const asked = jrpc.calls.filter((c) => c.method === 'getContractState' && NFTS.includes(c.params.address));
    expect(asked).toHaveLength(NFTS.length);
    expect(asked.every((c) => typeof c.params.lastTransactionLt === 'string')).toBe(true);
  });

  it('a scan step reads at most its budget, goes on where it stopped and wraps around', async () => {
    const client = new JrpcClient({ endpoint: JRPC_URL, fetch: jrpc.fetch, backoffMs: 0 });
    const steps = await runInDurableObject(stub(), async (_i, state) => {
      const sql = state.storage.sql;
      createOwnerScanTables(sql);
      sql.exec('DELETE FROM nft_seen');
      const out: string[][] = [];
      for (let i = 0; i < 3; i++) {
        jrpc.calls.length = 0;
        const step = await scanStep({ sql, db: env.DB, jrpc: client, collections: [COLLECTION], budget: 2 });
        sql.exec("INSERT OR REPLACE INTO reader_meta (key, value) VALUES ('owner_scan_after', ?)", step.after);
        out.push(jrpc.calls.map((c) => c.params.address as string));
      }
      return out;
    });
    // In the index's order: the collection's NFTs by id.
    const byId = (
      await env.DB.prepare('SELECT address FROM nfts WHERE collection = ?1 AND address IN (SELECT value FROM json_each(?2)) ORDER BY id')
        .bind(COLLECTION, JSON.stringify(NFTS))
        .all<{ address: string }>()
    ).results.map((r) => r.address);
    expect(byId).toHaveLength(NFTS.length);
    expect(steps).toEqual([byId.slice(0, 2), byId.slice(2, 4), [byId[4]!, byId[0]!]]);
  });
});

describe('the owner scan at scale', () => {
  it("reads only the followed collections' own index ranges, never walking other collections' NFTs", async () => {
    const plan = (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${SCAN_PAGE_SQL}`)
        .bind(JSON.stringify([COLLECTION]), 1, 1, 100)
        .all<{ detail: string }>()
    ).results.map((r) => r.detail);
    expect(plan).toContain('SEARCH n USING INDEX nfts_by_collection_id (collection_id=? AND rowid>?)');
    expect(plan).toContain('SEARCH n USING INDEX nfts_by_collection_id (collection_id=?)');
    expect(plan.filter((d) => /^SCAN n\b/.test(d))).toEqual([]);
  });
});

describe('reader work that survives a crash', { timeout: 30_000 }, () => {
  it('a crash after the D1 batch and before the reader commit: the replay purges the pages and tells nothing twice', async () => {
    expect((await profilePage(ALICE)).cache).toBe('MISS');
    expect((await profilePage(ALICE)).cache).toBe('HIT');
    // Carol's mint: the tick's D1 batch commits, its cursor commit does not (the first storage transaction).
    mint(6, addr('owners-nft-6'), CAROL);
    await alarmTick({ failCommits: [1] });
    expect(await ownerInD1(addr('owners-nft-6'))).toBe(CAROL);
    expect((await profilePage(CAROL)).cache).toBe('MISS');
    expect((await profilePage(CAROL)).cache).toBe('HIT');

    // A new instance (a restart) replays the transactions: known events, but their follow-up is done.
    await alarmTick();
    expect((await profilePage(CAROL)).cache).toBe('MISS');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM nfts WHERE owner = ?1').bind(CAROL).first('n')).toBe(1);
  });

  it('a purge that throws after the commit is done on the next run', async () => {
    expect((await profilePage(BOB)).html).toBe('<ul></ul>');
    transferOutsideTheMarket(NFTS[0]!, 1, BOB);
    await alarmTick({ failPurges: true });
    expect(await ownerInD1(NFTS[0]!)).toBe(BOB);
    expect((await profilePage(BOB)).cache).toBe('HIT'); // still the stale copy

    await alarmTick();
    const bob = await profilePage(BOB);
    expect(bob.cache).toBe('MISS');
    expect(bob.html).toContain(NFTS[0]);
  });

  it('a re-read whose commit never happened is finished by the next run: data right, pages purged', async () => {
    expect((await profilePage(BOB)).html).toBe('<ul></ul>');
    transferOutsideTheMarket(NFTS[2]!, 3, BOB);
    // The tick's own commit is the first storage transaction; the owner scan's commit is the second.
    await alarmTick({ failCommits: [2] });
    expect(await ownerInD1(NFTS[2]!)).toBe(BOB);
    // The pages the re-read changes were purged before its D1 batch: the crash after it leaves none stale.
    const before = await profilePage(BOB);
    expect(before.cache).toBe('MISS');
    expect(before.html).toContain(NFTS[2]);
    expect((await profilePage(BOB)).cache).toBe('HIT');

    // After a restart the journaled re-read is ingested again (known events) and its follow-up done.
    await withReader(async (reader) => {
      await reader.tick();
    });
    const bob = await profilePage(BOB);
    expect(bob.cache).toBe('MISS');
    expect(bob.html).toContain(NFTS[2]);
    expect(await ownedInApi(ALICE)).not.toContain(NFTS[2]);
  });
});
