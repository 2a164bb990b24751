// The chain reader against a fake JRPC built from locally encoded fixtures (real BOCs, ABI-encoded
// events and persistent data): pagination, a restart between a batch and its cursor commit, duplicate
// delivery, 429 then success, an unknown event, offers discovered and retired.
import { env, runInDurableObject } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { JrpcClient } from '@functions/reader/jrpc';
import { rereadNft } from '@functions/reader/nft-refresh';
import { ingest } from '@functions/indexer';
import type { OffChainDeps } from '@functions/reader/offchain-meta';
import { activeWatch, readMeta, tick, watch, type TickResult } from '@functions/reader/reader';
import { resetDatabase } from '../../../support/indexer/database';
import { abis, addr, event, FakeJrpc, ZERO } from '../../../support/chain/fake-jrpc';
import { readable } from '../../../support/db/readable';

const db = env.DB;
const COLLECTION = addr('collection');
const FACTORY = addr('factory-sell');
const SELL = addr('sell-1');
const TOKEN = addr('wvenom');
const ALICE = addr('alice');
const BOB = addr('bob');

let jrpc: FakeJrpc;
let instance = 0;
let readerName: string;

const count = async (table: string) => (await db.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

function client(): JrpcClient {
  return new JrpcClient({ endpoint: 'https://jrpc.test/rpc', fetch: jrpc.fetch, backoffMs: 0 });
}

/** Runs one tick inside the reader Durable Object's own SQLite storage. */
function runTick(
  options: { failCommit?: boolean; maxPagesPerTick?: number; only?: string[]; offChain?: OffChainDeps } = {},
): Promise<TickResult> {
  const stub = env.READER.get(env.READER.idFromName(readerName));
  return runInDurableObject(stub, async (_instance, state) => {
    const sql = state.storage.sql;
    watch(sql, [
      { address: COLLECTION, kind: 'collection' },
      { address: FACTORY, kind: 'factoryDirectSell' },
    ]);
    return tick({
      sql,
      db,
      jrpc: client(),
      ...(options.maxPagesPerTick ? { maxPagesPerTick: options.maxPagesPerTick } : {}),
      ...(options.only ? { only: new Set(options.only) } : {}),
      ...(options.offChain ? { offChain: options.offChain } : {}),
      transactionSync: (fn) => {
        if (options.failCommit) throw new Error('the isolate died before the cursor commit');
        return state.storage.transactionSync(fn);
      },
    });
  });
}

function inReader<T>(fn: (sql: SqlStorage) => T): Promise<T> {
  return runInDurableObject(env.READER.get(env.READER.idFromName(readerName)), async (_i, state) => fn(state.storage.sql));
}

function mintTx(id: number, owner = ALICE): void {
  const nft = addr(`nft-${id}`);
  jrpc.nftData(nft, { id: String(id), collection: COLLECTION, owner, json: { name: `Thing #${id}`, type: 'Basic NFT' } });
  jrpc.transaction(COLLECTION, [event(abis.collectionAbi, 'NftCreated', { id: String(id), nft, owner, manager: owner, creator: owner })]);
}

function sellInfo(status: number, price = '5000000000') {
  return {
    factory: FACTORY,
    creator: ALICE,
    token: TOKEN,
    nft: addr('nft-1'),
    _timeTx: '0',
    start: String(jrpc.now),
    end: '0',
    _price: price,
    wallet: addr('sell-wallet'),
    status: String(status),
    collection: COLLECTION,
  };
}

beforeEach(async () => {
  await resetDatabase(db);
  jrpc = new FakeJrpc();
  readerName = `reader-test-${++instance}`;
  jrpc.collectionData(COLLECTION, ALICE, { name: 'Fixture Things', description: 'A collection read from the chain' });
  jrpc.transaction(COLLECTION, [event(abis.collectionAbi, 'OwnershipTransferred', { oldOwner: ZERO, newOwner: ALICE })]);
  jrpc.transaction(FACTORY, [event(abis.factoryDirectSellAbi, 'OwnershipTransferred', { oldOwner: ZERO, newOwner: ALICE })]);
});

describe('the chain reader', () => {
  it("pages getTransactionsList down to the cursor and ingests in chain order, with metadata from the NFTs' data", async () => {
    for (let i = 1; i <= 150; i++) mintTx(i);
    const result = await runTick();
    expect(result.applied).toBe(152); // collection_created + root_registered + 150 mints
    const pages = jrpc.calls.filter((c) => c.method === 'getTransactionsList' && c.params.account === COLLECTION);
    expect(pages).toHaveLength(2);
    expect(await count('nfts')).toBe(150);
    expect(await db.prepare('SELECT name FROM collections WHERE address = ?1').bind(COLLECTION).first('name')).toBe('Fixture Things');
    expect(await db.prepare('SELECT name, owner FROM nfts WHERE address = ?1').bind(addr('nft-150')).first()).toEqual({
      name: 'Thing #150',
      owner: ALICE,
    });
    const cursor = (await inReader((sql) => activeWatch(sql))).find((r) => r.address === COLLECTION)!.cursor;
    expect(cursor).toBe(jrpc.accounts.get(COLLECTION)!.txs.at(-1)!.lt.toString());

    // The next tick reads only what is new.
    mintTx(151);
    jrpc.calls.length = 0;
    expect((await runTick()).applied).toBe(1);
    expect(jrpc.calls.filter((c) => c.method === 'getTransactionsList')).toHaveLength(1);
  });

  it('asks each watched account for its state with the last transaction it read, and reads nothing more of an unchanged one', async () => {
    mintTx(1);
    await runTick();
    const cursors = new Map((await inReader((sql) => activeWatch(sql))).map((r) => [r.address, r.cursor]));
    mintTx(2);
    jrpc.calls.length = 0;
    expect((await runTick()).applied).toBe(1);
    const asked = jrpc.calls.filter((c) => c.method === 'getContractState' && cursors.has(c.params.address));
    expect(asked.map((c) => [c.params.address, c.params.lastTransactionLt]).sort()).toEqual([...cursors].sort());
    // The factory had nothing new: its answer was `unchanged`, and its transactions were not paged.
    expect(jrpc.calls.filter((c) => c.method === 'getTransactionsList').map((c) => c.params.account)).toEqual([COLLECTION]);
    expect(await count('nfts')).toBe(2);
  });

  it('reads at most its page budget per tick and goes on where it stopped, oldest pages first, to the same rows', async () => {
    for (let i = 1; i <= 250; i++) mintTx(i); // the collection: 251 transactions, 3 pages
    const capped = { maxPagesPerTick: 1, only: [COLLECTION] };
    const collection = async () => (await inReader((sql) => activeWatch(sql))).find((r) => r.address === COLLECTION)!;
    const collectionPages = () => jrpc.calls.filter((c) => c.method === 'getTransactionsList' && c.params.account === COLLECTION).length;

    // Ticks 1 and 2 walk down (one page each) and ingest nothing of the collection yet.
    for (const walked of [1, 2]) {
      const result = await runTick(capped);
      expect(result.behind).toBeGreaterThan(0);
      expect(await count('nfts')).toBe(0);
      expect((await collection()).cursor).toBe('0');
      expect((await collection()).backlog!.split(',')).toHaveLength(walked);
      expect(collectionPages()).toBe(walked);
    }
    // Tick 3 meets the cursor: the oldest page (51 transactions) is ingested first.
    await runTick(capped);
    expect(await count('nfts')).toBe(50);
    expect(await db.prepare('SELECT max(CAST(nft_id AS INTEGER)) AS id FROM nfts').first('id')).toBe(50);
    const txs = jrpc.accounts.get(COLLECTION)!.txs;
    expect((await collection()).cursor).toBe(txs[50]!.lt.toString());
    expect((await collection()).walk).toBe('');

    // A mint meanwhile waits until the backlog is read, upward, a page per tick.
    mintTx(251);
    await runTick(capped);
    expect(await count('nfts')).toBe(150);
    expect(await db.prepare('SELECT max(CAST(nft_id AS INTEGER)) AS id FROM nfts').first('id')).toBe(150); // oldest first, no gap
    await runTick(capped);
    expect(await count('nfts')).toBe(250);
    expect((await collection()).backlog).toBe('');
    expect((await collection()).cursor).toBe(txs[250]!.lt.toString());
    const last = await runTick(capped);
    expect(await count('nfts')).toBe(251);
    expect(last.behind).toBe(0);
    expect(collectionPages()).toBe(6); // 3 walked + 2 backlog pages read again + 1 new
    expect((await runTick(capped)).applied).toBe(0);
  }, 30_000);

  it("takes metadata an NFT names by URL through the media proxy's rules, and none from a refused one", async () => {
    const cid = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';
    const asked: string[] = [];
    const offChain: OffChainDeps = {
      selfHost: 'market.test',
      gateways: 'https://gw.example/ipfs/',
      fetch: async (url) => (
        asked.push(url),
        url === `https://gw.example/ipfs/${cid}/1.json` ? Response.json({ name: 'Off chain #1' }) : new Response('no', { status: 404 })
      ),
    };
    for (const [id, json] of [
      [1, `ipfs://${cid}/1.json`],
      [2, 'https://127.0.0.1/2.json'],
    ] as const) {
      const nft = addr(`nft-${id}`);
      jrpc.nftData(nft, { id: String(id), collection: COLLECTION, owner: ALICE, json });
      jrpc.transaction(COLLECTION, [
        event(abis.collectionAbi, 'NftCreated', { id: String(id), nft, owner: ALICE, manager: ALICE, creator: ALICE }),
      ]);
    }
    await runTick({ offChain });
    expect(await db.prepare('SELECT name FROM nfts WHERE address = ?1').bind(addr('nft-1')).first('name')).toBe('Off chain #1');
    expect(await db.prepare('SELECT name FROM nfts WHERE address = ?1').bind(addr('nft-2')).first('name')).toBeNull();
    expect(asked).toEqual([`https://gw.example/ipfs/${cid}/1.json`]);
  });

  it('a restart between the batch and its cursor commit replays the batch and changes nothing', async () => {
    mintTx(1);
    mintTx(2);
    await expect(runTick({ failCommit: true })).rejects.toThrow(/cursor commit/);
    expect(await count('nfts')).toBe(2); // ingest committed
    expect((await inReader((sql) => activeWatch(sql))).every((r) => r.cursor === '0')).toBe(true);
    const events = await count('chain_events');

    const replay = await runTick();
    expect(replay.applied).toBe(0);
    expect(replay.events).toBe(4);
    expect(await count('chain_events')).toBe(events);
    expect(await count('nfts')).toBe(2);
    expect((await inReader((sql) => activeWatch(sql))).every((r) => r.cursor !== '0')).toBe(true);
  });

  it('duplicate delivery of transactions is applied once', async () => {
    mintTx(1);
    mintTx(2);
    jrpc.duplicatePages = true;
    const result = await runTick();
    expect(result.transactions).toBe(4);
    expect(result.applied).toBe(4);
    expect(await count('nfts')).toBe(2);
    expect(await count('chain_events')).toBe(4);
  });

  it('retries 429 (and 5xx) with backoff, then succeeds', async () => {
    mintTx(1);
    jrpc.failures = [429, 429, 503];
    const jrpcClient = client();
    const stub = env.READER.get(env.READER.idFromName(readerName));
    const result = await runInDurableObject(stub, async (_i, state) => {
      watch(state.storage.sql, [{ address: COLLECTION, kind: 'collection' }]);
      return tick({ sql: state.storage.sql, db, jrpc: jrpcClient, transactionSync: (fn) => state.storage.transactionSync(fn) });
    });
    expect(jrpcClient.stats.retries).toBe(3);
    expect(result.applied).toBe(2);
    expect(await count('nfts')).toBe(1);
  });

  it('gives up after its attempts with a clear error, and moves no cursor', async () => {
    mintTx(1);
    jrpc.failures = Array(10).fill(429);
    await expect(runTick()).rejects.toThrow(/getContractState: HTTP 429/);
    expect(await count('nfts')).toBe(0);
  });

  it('skips and counts an event its contract kind does not declare', async () => {
    const stranger = event(abis.directSellAbi, 'DirectSellStateChanged', {
      from: '0',
      to: '2',
      value2: sellInfo(2),
      old_owner: ALICE,
      new_owner: ALICE,
    });
    jrpc.transaction(COLLECTION, [stranger]);
    mintTx(1);
    const result = await runTick();
    expect(result.unknownEvents).toBe(1);
    expect(await count('nfts')).toBe(1);
    expect(await count('direct_sells')).toBe(0);
    expect(await inReader((sql) => readMeta(sql, 'unknown_events'))).toBe('1');
  });

  it("finds offers from the factory's *Deployed events, follows them, and retires them at a terminal status", async () => {
    mintTx(1);
    jrpc.transaction(FACTORY, [
      event(abis.factoryDirectSellAbi, 'DirectSellDeployed', {
        directSell: SELL,
        sender: ALICE,
        paymentToken: TOKEN,
        nft: addr('nft-1'),
        nonce: '1',
        price: '5000000000',
      }),
    ]);
    jrpc.transaction(SELL, [
      event(abis.directSellAbi, 'DirectSellStateChanged', { from: '1', to: '2', value2: sellInfo(2), old_owner: ALICE, new_owner: ALICE }),
    ]);
    const first = await runTick();
    expect(first.discovered).toBe(1);
    expect(await db.prepare(`SELECT count(*) AS n FROM ${readable.direct_sells} WHERE address = ?1`).bind(SELL).first('n')).toBe(1);
    expect((await inReader((sql) => activeWatch(sql))).map((r) => r.address)).toContain(SELL);

    jrpc.transaction(SELL, [
      event(abis.directSellAbi, 'DirectSellStateChanged', { from: '2', to: '3', value2: sellInfo(3), old_owner: ALICE, new_owner: BOB }),
    ]);
    const second = await runTick();
    expect(second.retired).toBe(1);
    expect(await db.prepare('SELECT owner FROM nfts WHERE address = ?1').bind(addr('nft-1')).first('owner')).toBe(BOB);
    expect((await inReader((sql) => activeWatch(sql))).map((r) => r.address)).not.toContain(SELL);
    const retired = await inReader((sql) =>
      sql.exec<{ active: number; root: string }>('SELECT active, root FROM watch WHERE address = ?', SELL).one(),
    );
    expect(retired).toEqual({ active: 0, root: FACTORY });
  });
});

describe('re-reading an NFT when its page is rendered', () => {
  it('sees a transfer made outside the market, at most once a minute per NFT', async () => {
    mintTx(1);
    await runTick();
    const nft = addr('nft-1');
    jrpc.nftData(nft, { id: '1', collection: COLLECTION, owner: BOB, json: {} });
    jrpc.transaction(nft, []);
    const refresh = (now: number) =>
      runInDurableObject(env.READER.get(env.READER.idFromName(readerName)), async (_i, state) => {
        const reread = await rereadNft({ sql: state.storage.sql, db, jrpc: client(), address: nft, now });
        const touched = reread.events.length > 0 ? (await ingest(db, reread.events)).touched : { nfts: [] };
        return { refreshed: reread.refreshed, touched };
      });
    const first = await refresh(1_000);
    expect(first.refreshed).toBe(true);
    expect(first.touched.nfts).toEqual([nft]);
    expect(await db.prepare('SELECT owner FROM nfts WHERE address = ?1').bind(nft).first('owner')).toBe(BOB);

    jrpc.nftData(nft, { id: '1', collection: COLLECTION, owner: ALICE, json: {} });
    jrpc.transaction(nft, []);
    expect((await refresh(1_030)).refreshed).toBe(false);
    expect(await db.prepare('SELECT owner FROM nfts WHERE address = ?1').bind(nft).first('owner')).toBe(BOB);
    expect((await refresh(1_061)).refreshed).toBe(true);
    expect(await db.prepare('SELECT owner FROM nfts WHERE address = ?1').bind(nft).first('owner')).toBe(ALICE);
  });
});

describe('GET /api/healthz', () => {
  it("reports the reader's last tick, lag and last error", async () => {
    const res = await exports.default.fetch('http://localhost/api/healthz');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; reader: Record<string, unknown> };
    expect(body.ok).toBe(true);
    expect(body.reader).toHaveProperty('lastTick');
    expect(body.reader).toHaveProperty('lagSeconds');
    expect(body.reader).toHaveProperty('lastError');
  });
});

describe('a listing of an NFT whose collection nobody configured', () => {
  const OTHER = addr('other-collection');
  const STRAY = addr('stray-1');
  const STRAY_SELL = addr('stray-sell');

  it('indexes the NFT and its collection from their states, unverified, and follows the collection from then on', async () => {
    jrpc.collectionData(OTHER, BOB, { name: 'Stray Things', description: 'Nobody configured it' });
    jrpc.transaction(OTHER, [event(abis.collectionAbi, 'OwnershipTransferred', { oldOwner: ZERO, newOwner: BOB })]);
    jrpc.nftData(STRAY, {
      id: '7',
      collection: OTHER,
      owner: BOB,
      json: { name: 'Stray #7', type: 'Basic NFT', description: 'Listed first' },
    });
    jrpc.transaction(FACTORY, [
      event(abis.factoryDirectSellAbi, 'DirectSellDeployed', {
        directSell: STRAY_SELL,
        sender: BOB,
        paymentToken: TOKEN,
        nft: STRAY,
        nonce: '1',
        price: '5000000000',
      }),
    ]);
    const info = { ...sellInfo(2), creator: BOB, nft: STRAY, collection: OTHER };
    jrpc.transaction(STRAY_SELL, [
      event(abis.directSellAbi, 'DirectSellStateChanged', { from: '1', to: '2', value2: info, old_owner: BOB, new_owner: BOB }),
    ]);

    await runTick();
    expect(await db.prepare('SELECT name, verified, collection, owner FROM nfts WHERE address = ?1').bind(STRAY).first()).toEqual({
      name: 'Stray #7',
      verified: 0,
      collection: OTHER,
      owner: BOB,
    });
    expect(await db.prepare('SELECT name, verified, owner FROM collections WHERE address = ?1').bind(OTHER).first()).toEqual({
      name: 'Stray Things',
      verified: 0,
      owner: BOB,
    });
    expect(
      await db
        .prepare(`SELECT count(*) AS n FROM ${readable.direct_sells} WHERE address = ?1 AND nft = ?2`)
        .bind(STRAY_SELL, STRAY)
        .first('n'),
    ).toBe(1);
    expect((await inReader((sql) => activeWatch(sql))).filter((r) => r.address === OTHER).map((r) => r.kind)).toEqual(['collection']);

    // Followed: its next mint is read from its own transactions.
    const next = addr('stray-2');
    jrpc.nftData(next, { id: '8', collection: OTHER, owner: ALICE, json: { name: 'Stray #8', type: 'Basic NFT' } });
    jrpc.transaction(OTHER, [
      event(abis.collectionAbi, 'NftCreated', { id: '8', nft: next, owner: ALICE, manager: ALICE, creator: ALICE }),
    ]);
    await runTick();
    expect(await db.prepare('SELECT name, collection FROM nfts WHERE address = ?1').bind(next).first()).toEqual({
      name: 'Stray #8',
      collection: OTHER,
    });
    expect(await db.prepare('SELECT verified FROM collections WHERE address = ?1').bind(OTHER).first('verified')).toBe(0);
  });
});
