/**
 * A small marketplace world for the API tests, created THROUGH the indexer (`ingest`): roots with
 * default fees, two priced tokens, three collections (two verified), NFTs with traits, and market
 * history (a sale, an outbid, an accepted offer, live listings and offers, an expired listing, a
 * burn). Every test file builds its own world in `beforeAll` (each file has its own D1).
 *
 * Times are relative to the wall clock, because the API computes `expired` against it.
 */
import { env, exports } from 'cloudflare:workers';
import { issueToken } from '@functions/api/auth/jwt';
import { ingest } from '@functions/indexer';
import type { ChainEventInput } from '@functions/indexer';

/** A deterministic raw address for a label (FNV-1a, 8 rounds). */
export function addr(label: string): string {
  let hex = '';
  for (let round = 0; round < 8; round++) {
    let h = 0x811c9dc5 ^ round;
    for (const ch of `${label}#${round}`) {
      h ^= ch.charCodeAt(0);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    hex += h.toString(16).padStart(8, '0');
  }
  return `0:${hex}`;
}

export const NOW = Math.floor(Date.now() / 1000);
export const DAY = 86_400;
/** The world's history starts 10 days ago. */
export const T0 = NOW - 10 * DAY;

let seq = 0;
export function event<K extends ChainEventInput['kind']>(
  kind: K,
  ts: number,
  payload: Extract<ChainEventInput, { kind: K }>['payload'],
  emitter = addr('emitter'),
): ChainEventInput {
  seq++;
  return { id: `test-${seq}:${kind}`, kind, ts, lt: ts * 1000 + (seq % 1000), emitter, payload } as ChainEventInput;
}

export const W = {
  alice: addr('alice'),
  bob: addr('bob'),
  carol: addr('carol'),
  dave: addr('dave'),
  roots: { sell: addr('root:sell'), buy: addr('root:buy'), auction: addr('root:auction'), rogue: addr('root:rogue') },
  tokens: { wvenom: addr('token:wvenom'), usdt: addr('token:usdt') },
  punks: addr('collection:punks'),
  orbs: addr('collection:orbs'),
  glyphs: addr('collection:glyphs'),
  nft: {
    p1: addr('nft:p1'),
    p2: addr('nft:p2'),
    p3: addr('nft:p3'),
    p4: addr('nft:p4'),
    p5: addr('nft:p5'),
    p10: addr('nft:p10'),
    o1: addr('nft:o1'),
    o2: addr('nft:o2'),
    g1: addr('nft:g1'),
  },
  sell: {
    s1: addr('sell:s1'),
    s2: addr('sell:s2'),
    s3: addr('sell:s3'),
    sRogue: addr('sell:rogue'),
    sExpired: addr('sell:expired'),
    sCanceled: addr('sell:canceled'),
    sGlyph: addr('sell:glyph'),
  },
  offer: { accepted: addr('offer:accepted'), wv: addr('offer:wv'), usd: addr('offer:usd'), p3: addr('offer:p3') },
  auction: { a1: addr('auction:a1'), done: addr('auction:done'), stale: addr('auction:stale') },
} as const;

/** 1 WVENOM = 0.1 USD (9 decimals); 1 USDT = 1 USD (6 decimals). */
export const WV = (whole: number): string => (BigInt(Math.round(whole * 100)) * 10n ** 7n).toString();
export const USDT = (whole: number): string => (BigInt(Math.round(whole * 100)) * 10n ** 4n).toString();

const nftMeta = (name: string, attributes: { trait_type: string; value: unknown }[], mimetype = 'image/png') => ({
  type: 'Basic NFT',
  name,
  description: `${name} description`,
  preview: { source: imageOf(name), mimetype },
  files: [{ source: imageOf(name).replace('.png', '-full.png'), mimetype }],
  attributes,
  royalty: { description: '5% to the artist', royaltyType: 'percent' },
});

/** The preview URL the world gives an NFT named `name`. */
export const imageOf = (name: string): string => `https://img.example/${encodeURIComponent(name)}.png`;

export interface Times {
  saleAt: number;
  outbidAt: number;
  acceptedAt: number;
}

/** The events of the world, in chain order. */
export function worldEvents(): { events: ChainEventInput[]; times: Times } {
  const e: ChainEventInput[] = [];
  const t = (days: number, seconds = 0) => T0 + days * DAY + seconds;
  const { alice, bob, carol, dave, roots, tokens } = W;

  // Roots and fees. The rogue root is registered with an expiry before its offers: not whitelisted.
  e.push(event('root_registered', t(0), { root: roots.sell, code: 'sell', expiresAt: null }));
  e.push(event('root_registered', t(0), { root: roots.buy, code: 'buy', expiresAt: null }));
  e.push(event('root_registered', t(0), { root: roots.auction, code: 'auction', expiresAt: null }));
  e.push(event('root_registered', t(0), { root: roots.rogue, code: 'sell', expiresAt: t(0, 10) }));
  e.push(event('market_fee_default_changed', t(0, 1), { root: roots.sell, fee: { numerator: 25, denominator: 1000 } }));
  e.push(event('market_fee_default_changed', t(0, 1), { root: roots.buy, fee: { numerator: 20, denominator: 1000 } }));
  e.push(event('market_fee_default_changed', t(0, 1), { root: roots.auction, fee: { numerator: 30, denominator: 1000 } }));
  e.push(event('token_price', t(0, 2), { token: tokens.wvenom, usd: '0.1', decimals: 9, symbol: 'WVENOM' }));
  e.push(event('token_price', t(0, 2), { token: tokens.usdt, usd: '1', decimals: 6, symbol: 'USDT' }));

  // Collections.
  e.push(
    event('collection_created', t(0, 3), {
      collection: W.punks,
      owner: alice,
      verified: true,
      forBanner: true,
      meta: {
        name: 'Venom Punks',
        description: 'Punks 100% on Venom',
        preview: { source: 'https://img.example/punks-logo.png', mimetype: 'image/png' },
        wallpaper: 'https://img.example/punks-wall.png',
        social: { twitter: '@venompunks' },
        royalty: { description: 'punk royalty', royaltyType: 'percent' },
      },
    }),
  );
  e.push(
    event('collection_created', t(0, 4), {
      collection: W.orbs,
      owner: bob,
      verified: true,
      meta: {
        name: 'Oasis Orbs',
        description: 'Glass orbs with weather',
        preview: { source: 'https://img.example/orbs.png', mimetype: 'image/png' },
      },
    }),
  );
  e.push(
    event('collection_created', t(0, 5), {
      collection: W.glyphs,
      owner: alice,
      verified: false,
      meta: { name: 'Aurora Glyphs', description: 'Unverified glyphs' },
    }),
  );
  e.push(event('collection_fee_rule', t(0, 6), { root: roots.sell, collection: W.orbs, fee: { numerator: 5, denominator: 1000 } }));

  // Mints (punks to alice, orbs to bob, glyphs to alice).
  const mint = (nft: string, collection: string, id: number, owner: string, ts: number, meta: Record<string, unknown>) =>
    e.push(event('mint', ts, { nft, collection, id: String(id), owner, creator: owner, meta }));
  mint(
    W.nft.p1,
    W.punks,
    1,
    alice,
    t(1),
    nftMeta('Punk #1', [
      { trait_type: 'Background', value: 'Midnight' },
      { trait_type: 'Eyes', value: 'Laser' },
    ]),
  );
  mint(
    W.nft.p2,
    W.punks,
    2,
    alice,
    t(1, 1),
    nftMeta('Punk #2', [
      { trait_type: 'Background', value: 'Gold, Rare' },
      { trait_type: 'Eyes', value: 'Laser' },
    ]),
  );
  mint(
    W.nft.p3,
    W.punks,
    3,
    alice,
    t(1, 2),
    nftMeta('Punk #3', [
      { trait_type: 'Background', value: 'Midnight' },
      { trait_type: 'Eyes', value: 'Say "cheese"' },
    ]),
  );
  mint(
    W.nft.p4,
    W.punks,
    4,
    alice,
    t(1, 3),
    nftMeta('Punk #4', [
      { trait_type: 'Background', value: 'Gold, Rare' },
      { trait_type: 'Level', value: 7 },
    ]),
  );
  mint(W.nft.p5, W.punks, 5, alice, t(1, 4), nftMeta('Punk #5', [{ trait_type: 'Background', value: 'Midnight' }]));
  mint(W.nft.p10, W.punks, 10, alice, t(1, 5), nftMeta('Punk #10', [{ trait_type: 'Background', value: 'Lagoon' }]));
  mint(W.nft.o1, W.orbs, 1, bob, t(1, 6), nftMeta('Orb 50% off_sale', [{ trait_type: 'Palette', value: 'Neon' }]));
  mint(W.nft.o2, W.orbs, 2, bob, t(1, 7), nftMeta('Stormy Orb', [{ trait_type: 'Palette', value: 'Deep Sea' }]));
  mint(W.nft.g1, W.glyphs, 1, alice, t(1, 8), nftMeta('Glyph One', [{ trait_type: 'Shape', value: 'Ring' }], 'image/svg+xml'));

  const sell = (
    kind: 'sell_active' | 'sell_canceled' | 'sell_expired',
    ts: number,
    p: { sell: string; nft: string; seller: string; token: string; price: string; start: number; end: number; root?: string },
  ) => e.push(event(kind, ts, { ...p, root: p.root ?? roots.sell }));

  // p1: listed, canceled, listed again, bought by bob (a sale).
  sell('sell_active', t(2), {
    sell: W.sell.sCanceled,
    nft: W.nft.p1,
    seller: alice,
    token: tokens.wvenom,
    price: WV(20),
    start: t(2),
    end: 0,
  });
  sell('sell_canceled', t(2, 60), {
    sell: W.sell.sCanceled,
    nft: W.nft.p1,
    seller: alice,
    token: tokens.wvenom,
    price: WV(20),
    start: t(2),
    end: 0,
  });
  sell('sell_active', t(3), { sell: W.sell.s1, nft: W.nft.p1, seller: alice, token: tokens.wvenom, price: WV(10), start: t(3), end: 0 });
  const saleAt = t(3, 600);
  e.push(
    event('sell_purchased', saleAt, {
      sell: W.sell.s1,
      nft: W.nft.p1,
      seller: alice,
      token: tokens.wvenom,
      price: WV(10),
      start: t(3),
      end: 0,
      root: roots.sell,
      buyer: bob,
    }),
  );
  e.push(event('transfer', saleAt, { nft: W.nft.p1, oldOwner: alice, newOwner: bob }));

  // p2: live listing at 5 WVENOM with a per-offer fee; two live offers (1 USDT beats 4 WVENOM = 0.4 USD).
  e.push(event('market_fee_changed', t(4), { offer: W.sell.s2, fee: { numerator: 10, denominator: 1000 }, root: roots.sell }));
  sell('sell_active', t(4, 1), {
    sell: W.sell.s2,
    nft: W.nft.p2,
    seller: alice,
    token: tokens.wvenom,
    price: WV(5),
    start: t(4, 1),
    end: 0,
  });
  const offer = (
    kind: 'offer_active' | 'offer_canceled',
    ts: number,
    p: { offer: string; nft: string; buyer: string; token: string; price: string; start: number; end: number },
  ) => e.push(event(kind, ts, { ...p, root: roots.buy }));
  offer('offer_active', t(4, 10), {
    offer: W.offer.wv,
    nft: W.nft.p2,
    buyer: dave,
    token: tokens.wvenom,
    price: WV(4),
    start: t(4, 10),
    end: NOW + 30 * DAY,
  });
  offer('offer_active', t(4, 20), {
    offer: W.offer.usd,
    nft: W.nft.p2,
    buyer: dave,
    token: tokens.usdt,
    price: USDT(1),
    start: t(4, 20),
    end: 0,
  });

  // p3: auction with a bid by bob, then carol outbids him.
  const auctionInfo = {
    auction: W.auction.a1,
    nft: W.nft.p3,
    owner: alice,
    token: tokens.wvenom,
    price: WV(2),
    start: t(5),
    duration: 20 * DAY,
    end: t(5) + 20 * DAY,
    root: roots.auction,
  };
  e.push(event('auction_active', t(5), auctionInfo));
  e.push(
    event('auction_bid_placed', t(5, 100), { auction: W.auction.a1, nft: W.nft.p3, bidder: bob, amount: WV(2), nextBidValue: WV(2.1) }),
  );
  const outbidAt = t(5, 200);
  e.push(
    event('auction_bid_placed', outbidAt, { auction: W.auction.a1, nft: W.nft.p3, bidder: carol, amount: WV(3), nextBidValue: WV(3.15) }),
  );
  e.push(event('auction_bid_declined', t(5, 300), { auction: W.auction.a1, nft: W.nft.p3, bidder: dave, amount: WV(1) }));
  // p3 also has a live offer by bob.
  offer('offer_active', t(5, 400), {
    offer: W.offer.p3,
    nft: W.nft.p3,
    buyer: bob,
    token: tokens.usdt,
    price: USDT(2),
    start: t(5, 400),
    end: 0,
  });

  // p4: carol's offer of 1.5 USDT, accepted by alice (the NFT moves to carol).
  offer('offer_active', t(6), {
    offer: W.offer.accepted,
    nft: W.nft.p4,
    buyer: carol,
    token: tokens.usdt,
    price: USDT(1.5),
    start: t(6),
    end: 0,
  });
  const acceptedAt = t(6, 50);
  e.push(
    event('offer_filled', acceptedAt, {
      offer: W.offer.accepted,
      nft: W.nft.p4,
      buyer: carol,
      token: tokens.usdt,
      price: USDT(1.5),
      start: t(6),
      end: 0,
      root: roots.buy,
      seller: alice,
    }),
  );

  // A completed auction on p10 (won by dave at 6 WVENOM).
  const doneInfo = {
    auction: W.auction.done,
    nft: W.nft.p10,
    owner: alice,
    token: tokens.wvenom,
    price: WV(5),
    start: t(6, 100),
    duration: DAY,
    end: t(7, 100),
    root: roots.auction,
  };
  e.push(event('auction_active', t(6, 100), doneInfo));
  e.push(
    event('auction_bid_placed', t(6, 200), { auction: W.auction.done, nft: W.nft.p10, bidder: dave, amount: WV(6), nextBidValue: WV(6.3) }),
  );
  e.push(event('auction_complete', t(7, 200), { ...doneInfo, buyer: dave, amount: WV(6) }));

  // p5 is burned.
  e.push(event('burn', t(7, 400), { nft: W.nft.p5, collection: W.punks, owner: alice }));

  // Orbs: o1 listed in USDT (2 USDT); o2 listed with an end that has passed (expired, never finished).
  sell('sell_active', t(8), { sell: W.sell.s3, nft: W.nft.o1, seller: bob, token: tokens.usdt, price: USDT(2), start: t(8), end: 0 });
  sell('sell_active', t(8, 10), {
    sell: W.sell.sExpired,
    nft: W.nft.o2,
    seller: bob,
    token: tokens.usdt,
    price: USDT(3),
    start: t(8, 10),
    end: t(8, 20),
  });
  // A listing through the rogue root (expired before the listing): not whitelisted.
  sell('sell_active', t(8, 30), {
    sell: W.sell.sRogue,
    nft: W.nft.o2,
    seller: bob,
    token: tokens.usdt,
    price: USDT(0.5),
    start: t(8, 30),
    end: 0,
    root: roots.rogue,
  });
  // An auction on o2 that ended without a bid and was never finished: stored active, shown expired.
  e.push(
    event('auction_active', t(8, 40), {
      auction: W.auction.stale,
      nft: W.nft.o2,
      owner: bob,
      token: tokens.usdt,
      price: USDT(1),
      start: t(8, 40),
      duration: 10,
      end: t(8, 50),
      root: roots.auction,
    }),
  );
  // Glyphs (unverified): g1 listed at 1 WVENOM.
  sell('sell_active', t(9), { sell: W.sell.sGlyph, nft: W.nft.g1, seller: alice, token: tokens.wvenom, price: WV(1), start: t(9), end: 0 });
  return { events: e, times: { saleAt, outbidAt, acceptedAt } };
}

export async function buildWorld(): Promise<Times> {
  const { events, times } = worldEvents();
  const result = await ingest(env.DB, events);
  if (result.applied !== events.length) throw new Error(`ingest applied ${result.applied} of ${events.length}`);
  return times;
}

// ------------------------------------------------------------------------------------------------
// HTTP helpers
// ------------------------------------------------------------------------------------------------

const BASE = 'http://localhost/api';

export function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return exports.default.fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return exports.default.fetch(`${BASE}${path}`, { headers });
}

export function send(method: string, path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(`${BASE}${path}`, { ...init, method });
}

/**
 * Sorts the NFTs by their id (the order the indexer first met their addresses), the
 * tie-break of every /nfts order: `byId(list)` ascending.
 */
export async function nftIdOrder(addresses: readonly string[]): Promise<(list: readonly string[]) => string[]> {
  const rows = await env.DB.prepare('SELECT address, id FROM nfts WHERE address IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(addresses))
    .all<{ address: string; id: number }>();
  const ids = new Map(rows.results.map((r) => [r.address, r.id]));
  return (list) => [...list].sort((x, y) => ids.get(x)! - ids.get(y)!);
}

export async function bearer(address: string, lifetime = 3600): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await issueToken(address, env.JWT_SECRET, lifetime, NOW)}` };
}

/** The JSON body of a response that must have this status. */
export async function json<T = unknown>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Every stored event id, oldest first. */
export async function logIds(): Promise<number[]> {
  const rows = await env.DB.prepare('SELECT id FROM activity ORDER BY id').all<{ id: number }>();
  return rows.results.map((r) => r.id);
}

/** Stores `times` copies of event `id` (with its participants), as new rows after every other; returns their ids. */
export async function copyEvent(id: number, times = 1): Promise<number[]> {
  const made: number[] = [];
  for (let i = 0; i < times; i += 50) {
    const statements: D1PreparedStatement[] = [];
    for (let j = i; j < Math.min(times, i + 50); j++) {
      statements.push(
        env.DB.prepare(
          'INSERT INTO activity (kind, nft, collection, ts, lt, verified, payload) SELECT kind, nft, collection, ts, lt, verified, payload FROM activity WHERE id = ?',
        ).bind(id),
        env.DB.prepare(
          'INSERT INTO activity_participants (address, ts, lt, activity_id, kind) SELECT address, ts, lt, (SELECT max(id) FROM activity), kind FROM activity_participants WHERE activity_id = ?',
        ).bind(id),
      );
    }
    await env.DB.batch(statements);
  }
  const ids = await logIds();
  made.push(...ids.slice(ids.length - times));
  return made;
}
