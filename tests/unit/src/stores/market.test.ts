// The NFT page's market store: the 5 s refresh through the typed API client, its pause while a
// live socket delivers changes, the socket's nudges, and what it tells the island (`changed`).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getNftResultSchema } from '@shared/contract/schemas';
import { marketStateFrom } from '~/view-model/market';
import { $liveChange, $liveConnected } from '~/stores/live-status';
import { $market, followMarket, marketNow, refreshMarket, showMarket } from '~/stores/market';
import { fixture } from '../api/fake-fetch';

const details = getNftResultSchema.parse(JSON.parse(fixture('reference-nft-details.json')));
const NFT = details.nft.address;
const NEW_OWNER = `0:${'ab'.repeat(32)}`;

/** The API as the store's client reaches it: answers by path, the NFT's owner as the test sets it. */
function fakeApi() {
  const calls: string[] = [];
  let owner = details.nft.owner;
  let valid = true;
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://site.test').pathname;
    calls.push(path);
    const body =
      path === '/api/nft/details'
        ? valid
          ? {
              ...JSON.parse(fixture('reference-nft-details.json')),
              nft: { ...JSON.parse(fixture('reference-nft-details.json')).nft, owner },
            }
          : { nft: { address: 42 } }
        : path === '/api/nft/direct/buy'
          ? JSON.parse(fixture('nft-direct-buy.json'))
          : path === '/api/auction/bids'
            ? JSON.parse(fixture('auction-bids.json'))
            : path === '/api/events'
              ? JSON.parse(fixture('events.json'))
              : null;
    return new Response(JSON.stringify(body), { status: body ? 200 : 404, headers: { 'content-type': 'application/json' } });
  });
  return {
    fetch,
    calls,
    setOwner: (next: string) => (owner = next),
    breakAnswers: () => (valid = false),
  };
}

/** A page whose visibility the test sets. */
function fakeDocument() {
  const target = new EventTarget();
  return Object.assign(target, { visibilityState: 'visible' as DocumentVisibilityState });
}

/** Lets a refresh's awaits (dynamic import, fetches, zod) settle: only the 5 s interval runs on fake time. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 40));
}

/**
 * Retries `assertion` in real time until it passes (10 s at most). Unlike vi.waitFor, it never moves the
 * fake clock, so a slow machine cannot reach the next 5 s poll while it waits.
 */
async function eventually(assertion: () => void): Promise<void> {
  const deadline = performance.now() + 10_000;
  for (;;) {
    try {
      return assertion();
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

let api: ReturnType<typeof fakeApi>;
let page: ReturnType<typeof fakeDocument>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  api = fakeApi();
  page = fakeDocument();
  vi.stubGlobal('fetch', api.fetch);
  vi.stubGlobal('document', page);
  $liveConnected.set(false);
  $liveChange.set(null);
  // A fresh page: another NFT first, so showMarket starts over.
  showMarket({ nft: `0:${'00'.repeat(32)}`, apiBase: '', state: marketStateFrom(details, [], []), renderedAt: 1 });
  showMarket({ nft: NFT, apiBase: '', state: marketStateFrom(details, [], []), renderedAt: 1_700_000_000 });
  api.calls.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('$market', () => {
  it('starts from the state the server rendered, unchanged and without activity', () => {
    const market = $market.get();
    expect(market?.nft).toBe(NFT);
    expect(market?.state.owner).toBe(details.nft.owner);
    expect(market?.changed).toBe(false);
    expect(market?.events).toBeNull();
    expect(market?.now).toBe(1_700_000_000);
  });

  it('reads the NFT through the API every 5 s while the page is visible, and only the record while nothing changed', async () => {
    await vi.advanceTimersByTimeAsync(4_999);
    expect(api.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await eventually(() => expect(api.calls).toEqual(['/api/nft/details']));
    await settle();
    expect(api.calls).toEqual(['/api/nft/details']);
    expect($market.get()?.changed).toBe(false);

    page.visibilityState = 'hidden';
    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(api.calls).toEqual(['/api/nft/details']);
  });

  it('sees a new owner: the state follows, `changed` is set, and the offers, bids and activity are read', async () => {
    api.setOwner(NEW_OWNER);
    await vi.advanceTimersByTimeAsync(5_000);
    await eventually(() => expect($market.get()?.events).not.toBeNull());
    const market = $market.get();
    expect(market?.state.owner).toBe(NEW_OWNER);
    expect(market?.changed).toBe(true);
    expect(market?.events?.length).toBeGreaterThan(0);
    expect(new Set(api.calls)).toEqual(new Set(['/api/nft/details', '/api/nft/direct/buy', '/api/auction/bids', '/api/events']));
  });

  it('pauses while the live socket is connected, refreshes when it names this NFT, and catches up when it drops', async () => {
    $liveConnected.set(true);
    await vi.advanceTimersByTimeAsync(15_000);
    await settle();
    expect(api.calls).toEqual([]);

    $liveChange.set({ topic: 'nft:0:someone-else', at: 1 });
    await settle();
    expect(api.calls).toEqual([]);

    api.setOwner(NEW_OWNER);
    $liveChange.set({ topic: `nft:${NFT}`, at: 2 });
    await eventually(() => expect($market.get()?.state.owner).toBe(NEW_OWNER));

    api.calls.length = 0;
    $liveConnected.set(false);
    await eventually(() => expect(api.calls).toContain('/api/nft/details'));
  });

  it('keeps what the page shows when an answer does not parse', async () => {
    api.breakAnswers();
    const before = $market.get();
    await refreshMarket(true);
    expect($market.get()).toBe(before);
  });

  it('after an action, and once followed, reads offers, bids and activity, and judges time by the chain clock', async () => {
    const chainTime = Math.floor(Date.now() / 1000) + 2 * 86_400;
    await followMarket(async () => chainTime);
    expect(new Set(api.calls)).toEqual(new Set(['/api/nft/details', '/api/nft/direct/buy', '/api/auction/bids']));
    expect(marketNow() - chainTime).toBeLessThanOrEqual(1);
    expect($market.get()?.now).toBeGreaterThanOrEqual(chainTime);

    api.calls.length = 0;
    await refreshMarket(true);
    expect(api.calls).toContain('/api/events');
    expect($market.get()?.events?.length).toBeGreaterThan(0);
  });
});
