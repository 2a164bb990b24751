// The chain reader purges the cached pages its commits touch whatever the chain: here on mainnet settings
// (CHAIN=mainnet, CHAIN_JRPC_URL, READER_* seeds, SITE_ORIGIN), woken by its alarm as on mainnet, reading
// a fake JRPC of real BOCs. A cached NFT page shows the new owner after the sale the tick read; a page
// the tick did not touch stays cached.
import { env, runInDurableObject } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChainReader } from '@functions/reader/ChainReader';
import { abis, addr, event, FakeJrpc, ZERO } from '../../../support/chain/fake-jrpc';
import { cachedPage, currentBuildId, HOT_MS, pageVariant } from '@functions/platform/html-cache';
import { defaultCache } from '@functions/platform/runtime';
import { resetDatabase } from '../../../support/indexer/database';

const SITE = 'https://market.test';
const COLLECTION = addr('purge-collection');
const FACTORY = addr('purge-factory');
const SELL = addr('purge-sell');
const TOKEN = addr('purge-token');
const ALICE = addr('purge-alice');
const BOB = addr('purge-bob');
const SOLD = addr('purge-nft-1');
const OTHER = addr('purge-nft-2');

const MAINNET = {
  CHAIN: 'mainnet',
  CHAIN_JRPC_URL: 'https://jrpc.test/rpc',
  READER_FACTORIES: `directSell=${FACTORY}`,
  READER_COLLECTIONS: COLLECTION,
  SITE_ORIGIN: SITE,
};

let jrpc: FakeJrpc;
let instance = 0;
let readerName: string;

const minted = new Map<string, number>();

function mint(id: number, nft: string): void {
  minted.set(nft, id);
  jrpc.nftData(nft, { id: String(id), collection: COLLECTION, owner: ALICE, json: { name: `Purge #${id}` } });
  jrpc.transaction(COLLECTION, [
    event(abis.collectionAbi, 'NftCreated', { id: String(id), nft, owner: ALICE, manager: ALICE, creator: ALICE }),
  ]);
}

/** A sale of `nft` at `sell`, deployed by the factory and going active. */
function list(sell: string, nft: string): void {
  jrpc.transaction(FACTORY, [
    event(abis.factoryDirectSellAbi, 'DirectSellDeployed', {
      directSell: sell,
      sender: ALICE,
      paymentToken: TOKEN,
      nft,
      nonce: '1',
      price: '5000000000',
    }),
  ]);
  sellState(sell, nft, 1, 2, ALICE);
}

function sellState(sell: string, nft: string, from: number, to: number, newOwner: string): void {
  const info = {
    factory: FACTORY,
    creator: ALICE,
    token: TOKEN,
    nft,
    _timeTx: '0',
    start: String(jrpc.now),
    end: '0',
    _price: '5000000000',
    wallet: addr('purge-wallet'),
    status: String(to),
    collection: COLLECTION,
  };
  jrpc.transaction(sell, [
    event(abis.directSellAbi, 'DirectSellStateChanged', {
      from: String(from),
      to: String(to),
      value2: info,
      old_owner: ALICE,
      new_owner: newOwner,
    }),
  ]);
  // A filled sale sends the NFT to its buyer: the NFT's own state changes, as on the chain.
  if (to === 3) {
    const id = minted.get(nft);
    jrpc.nftData(nft, { id: String(id), collection: COLLECTION, owner: newOwner, json: { name: `Purge #${id}` } });
    jrpc.transaction(nft, [event(abis.nftAbi, 'OwnerChanged', { oldOwner: ALICE, newOwner })]);
  }
}

/**
 * The reader runs in its own isolate: a page another isolate keeps hot in memory shows the purge within
 * HOT_MS, as in production, so a read after a purge waits that long.
 */
const pastHotCopies = () => new Promise((resolve) => setTimeout(resolve, HOT_MS + 50));

/** The reader's alarm, as Cloudflare runs it, in a reader configured for mainnet. */
function alarmTick(vars: Record<string, string> = MAINNET): Promise<void> {
  const stub = env.READER.get(env.READER.idFromName(readerName)) as unknown as DurableObjectStub<ChainReader>;
  return runInDurableObject(stub, async (reader: ChainReader, state) => {
    (reader as unknown as { env: Env }).env = { ...env, ...vars } as Env;
    await reader.alarm();
    await state.storage.deleteAlarm();
  });
}

/** The NFT page as the site serves it: through the HTML cache, drawn from the API. */
async function nftPage(nft: string): Promise<{ cache: string | null; html: string }> {
  const pending: Promise<unknown>[] = [];
  const res = await cachedPage(
    new Request(`${SITE}/nft/${nft}`),
    async () => {
      const api = await exports.default.fetch(`${SITE}/api/nft/details`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ nft }),
      });
      const { nft: record } = (await api.json()) as { nft: { owner: string; forsale: string | null } };
      return new Response(`<p>owner ${record.owner}</p><p>for sale: ${record.forsale ?? 'no'}</p>`, {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
    { cache: defaultCache(), variant: pageVariant(currentBuildId(), false), waitUntil: (p) => pending.push(p) },
  );
  const html = await res.text();
  await Promise.all(pending);
  return { cache: res.headers.get('x-cache'), html };
}

beforeEach(async () => {
  await resetDatabase(env.DB);
  jrpc = new FakeJrpc();
  readerName = `purge-test-${++instance}`;
  // The reader's JRPC client calls the global fetch with the configured endpoint: answer it from the fake.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url !== MAINNET.CHAIN_JRPC_URL) throw new Error(`unexpected fetch ${request.url}`);
    return jrpc.fetch(request);
  });
  jrpc.collectionData(COLLECTION, ALICE, { name: 'Purge Things' });
  jrpc.transaction(COLLECTION, [event(abis.collectionAbi, 'OwnershipTransferred', { oldOwner: ZERO, newOwner: ALICE })]);
  jrpc.transaction(FACTORY, [event(abis.factoryDirectSellAbi, 'OwnershipTransferred', { oldOwner: ZERO, newOwner: ALICE })]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the chain reader purges the pages its commits touch, on mainnet too', () => {
  it('an alarm tick that reads a sale drops the cached NFT page, which then shows the new owner; untouched pages stay cached', async () => {
    mint(1, SOLD);
    mint(2, OTHER);
    list(SELL, SOLD);
    await alarmTick();

    const listed = await nftPage(SOLD);
    expect(listed.html).toBe(`<p>owner ${ALICE}</p><p>for sale: ${SELL}</p>`);
    expect((await nftPage(SOLD)).cache).toBe('HIT');
    expect((await nftPage(OTHER)).html).toContain(`owner ${ALICE}`);

    // Bob buys it: the next alarm tick reads the sale's new state, ingests it and purges.
    sellState(SELL, SOLD, 2, 3, BOB);
    await alarmTick();
    await pastHotCopies();

    const sold = await nftPage(SOLD);
    expect(sold.cache).toBe('MISS');
    expect(sold.html).toBe(`<p>owner ${BOB}</p><p>for sale: no</p>`);
    expect((await nftPage(OTHER)).cache).toBe('HIT');
  });

  it('without SITE_ORIGIN, it purges on the origin pages were last served from', async () => {
    const { SITE_ORIGIN: _none, ...withoutOrigin } = MAINNET;
    const nft = addr('purge-nft-3');
    const sell = addr('purge-sell-3');
    mint(3, nft);
    list(sell, nft);
    await alarmTick(withoutOrigin);
    expect((await nftPage(nft)).html).toContain(`for sale: ${sell}`);

    // The NFT page's render asks the reader to re-read the NFT, naming its origin.
    const stub = env.READER.get(env.READER.idFromName(readerName)) as unknown as DurableObjectStub<ChainReader>;
    await runInDurableObject(stub, async (reader: ChainReader) => {
      (reader as unknown as { env: Env }).env = { ...env, ...withoutOrigin } as Env;
      await reader.refreshNft(nft, SITE);
    });
    expect((await nftPage(nft)).cache).toBe('HIT');

    sellState(sell, nft, 2, 3, BOB);
    await alarmTick(withoutOrigin);
    await pastHotCopies();
    const sold = await nftPage(nft);
    expect(sold.cache).toBe('MISS');
    expect(sold.html).toContain(`owner ${BOB}`);
  });
});
