/**
 * Shared pieces of the API's read queries: SQL helpers, the current token prices, USD formatting,
 * and the typed row -> entity mappings of api-contract §8 (NFT, Collection, Auction, DirectSell,
 * DirectBuy, AuctionBid) with the side-loaded maps of §7.1.
 *
 * Conventions:
 * - Lists of values are bound as ONE JSON parameter and read with `json_each` (D1 allows at most
 *   100 bound parameters per statement); a single value is bound as `= ?` so SQLite can use the
 *   ordered indexes (an IN list cannot give index order).
 * - USD strings are exact: raw integer amount x `token_usd_prices.usd_price` (a decimal string)
 *   with bignumber.js. Aggregates that only exist as REAL shadows (collection floor and volume)
 *   are printed with 15 significant digits.
 * - "Now" is the wall clock in unix seconds; an offer stored `active` whose end has passed
 *   (0 < end < now) is reported as `expired` everywhere (api-contract §13 gap 18).
 */
import BigNumber from 'bignumber.js';
import { addressSql } from '../address-ids';
import type {
  Auction,
  AuctionBid,
  AuctionStatus,
  Collection,
  DirectBuy,
  DirectBuyState,
  DirectSell,
  DirectSellState,
  Fee,
  Nft,
  Royalty,
  Social,
} from '@shared/contract/schemas';

export type SqlValue = string | number | null;

/** `column AS name` with the address the id column holds (the offer, bid and deal tables keep address ids). */
const addressAs = (column: string, name: string): string => `${addressSql(column)} AS ${name}`;

/** Wall clock, unix seconds. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A JSON text for a `json_each(?)` parameter. */
export const jsonList = (values: readonly unknown[]): string => JSON.stringify(values);

/** `column = ?` for one value, `column IN (json_each(?))` for several (caller skips empty lists). */
export function inList(column: string, values: readonly string[], params: SqlValue[]): string {
  if (values.length === 1) {
    params.push(values[0]!);
    return `${column} = ?`;
  }
  params.push(jsonList(values));
  return `${column} IN (SELECT value FROM json_each(?))`;
}

/**
 * `column IN` the ids of the given addresses, for a column holding address ids (functions/db/README.md,
 * "Address ids"): the table's index on the id column serves it.
 */
export function idInList(column: string, values: readonly string[], params: SqlValue[]): string {
  params.push(jsonList(values));
  return `${column} IN (SELECT id FROM addresses WHERE address IN (SELECT value FROM json_each(?)))`;
}

export async function all<T>(db: D1Database, sql: string, params: readonly SqlValue[]): Promise<T[]> {
  return (
    await db
      .prepare(sql)
      .bind(...params)
      .all<T>()
  ).results;
}

export async function first<T>(db: D1Database, sql: string, params: readonly SqlValue[]): Promise<T | null> {
  return db
    .prepare(sql)
    .bind(...params)
    .first<T>();
}

/**
 * `SELECT count(*) AS total` of the rows `from` (tables and aliases) has `where`, as a plain subquery
 * (kept apart by LIMIT -1) that reads only what the WHERE needs.
 */
export const countSql = (from: string, where: string): string =>
  `SELECT count(*) AS total FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT -1)`;

// ------------------------------------------------------------------------------------------------
// Token prices and USD
// ------------------------------------------------------------------------------------------------

/** Current USD per smallest unit of each priced token (exact decimal strings). */
export type TokenPrices = ReadonlyMap<string, string>;

/** The token price table is tiny (one row per payment token): read it whole. */
export async function loadTokenPrices(db: D1Database): Promise<TokenPrices> {
  const rows = await all<{ token: string; usd_price: string }>(db, 'SELECT token, usd_price FROM token_usd_prices', []);
  return new Map(rows.map((r) => [r.token, r.usd_price]));
}

/** Plain decimal string of a BigNumber (no exponent; "-0" as "0"). */
function plain(value: BigNumber): string {
  const text = value.toFixed();
  return text === '-0' ? '0' : text;
}

/** amount x current USD price of `token`, exact; null when the amount or the price is unknown. */
export function usdOf(prices: TokenPrices, token: string | null | undefined, amount: string | null | undefined): string | null {
  if (token == null || amount == null) return null;
  const price = prices.get(token);
  if (price === undefined) return null;
  const value = new BigNumber(amount);
  if (!value.isFinite()) return null;
  return plain(value.times(price));
}

/** A REAL shadow value as a decimal string (15 significant digits, no float noise). */
export function formatReal(value: number | null | undefined): string | null {
  if (value == null || !Number.isFinite(value)) return null;
  return plain(new BigNumber(value.toPrecision(15)));
}

/** A raw amount as an integer string (the reference rounds formatted amounts, §1.5). */
export function integerAmount(value: string | null | undefined): string | null {
  if (value == null) return null;
  const n = new BigNumber(value);
  return n.isFinite() ? plain(n.integerValue(BigNumber.ROUND_HALF_UP)) : null;
}

// ------------------------------------------------------------------------------------------------
// Small JSON columns
// ------------------------------------------------------------------------------------------------

function parseObject(text: string | null): Record<string, unknown> | null {
  if (text == null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function parseRoyalty(text: string | null): Royalty | null {
  const o = parseObject(text);
  return o ? { description: stringOrNull(o['description']), royaltyType: stringOrNull(o['royaltyType']) } : null;
}

const SOCIAL_KEYS = ['twitter', 'telegram', 'discord', 'youtube', 'facebook', 'medium', 'website'] as const;

/** Social with absent keys left out (§8.4); a malformed value is null, never an error (gap 30). */
export function parseSocial(text: string | null): Social | null {
  const o = parseObject(text);
  if (!o) return null;
  const social: Social = {};
  for (const key of SOCIAL_KEYS) {
    const value = o[key];
    if (typeof value === 'string' && value !== '') social[key] = value;
  }
  return Object.keys(social).length > 0 ? social : null;
}

// ------------------------------------------------------------------------------------------------
// Computed statuses and fees
// ------------------------------------------------------------------------------------------------

/** `active` past its end (0 < end < now) is `expired`. */
export function offerStatus<S extends string>(status: S, end: number | null, now: number): S | 'expired' {
  return status === 'active' && end !== null && end > 0 && end < now ? 'expired' : status;
}

/** The same rule in SQL, for status filters; `?` is bound to now. */
export const computedStatusSql = (alias: string, endColumn: string): string =>
  `(CASE WHEN ${alias}.status = 'active' AND ${alias}.${endColumn} > 0 AND ${alias}.${endColumn} < ? THEN 'expired' ELSE ${alias}.status END)`;

/**
 * The offer's fee, resolved at read time: the fee stored on the offer (the event's own, or the one
 * its factory pushed, or the root default at the time), else the factory's per-offer fee row, else
 * the root's current default (api-contract §13 gap 16: no hard-coded 2/100). `x` is the offer's alias.
 */
export const feeColumnsSql = (x: string): string => `
  CASE WHEN ${x}.fee_numerator IS NOT NULL AND ${x}.fee_denominator IS NOT NULL THEN ${x}.fee_numerator
       WHEN ofee.offer IS NOT NULL THEN ofee.fee_numerator ELSE froot.fee_numerator END AS fee_num,
  CASE WHEN ${x}.fee_numerator IS NOT NULL AND ${x}.fee_denominator IS NOT NULL THEN ${x}.fee_denominator
       WHEN ofee.offer IS NOT NULL THEN ofee.fee_denominator ELSE froot.fee_denominator END AS fee_den`;

export const feeJoinsSql = (x: string): string =>
  `LEFT JOIN offer_fees ofee ON ofee.offer = ${x}.address LEFT JOIN roots froot ON froot.address = ${addressSql(`${x}.root`)}`;

/** When no fee is known at all (no per-offer fee, no root default): zero, stated as 0/1. */
export function feeOf(numerator: number | null, denominator: number | null): Fee {
  if (numerator === null || denominator === null || denominator <= 0) return { numerator: 0, denominator: 1 };
  return { numerator, denominator };
}

// ------------------------------------------------------------------------------------------------
// NFT
// ------------------------------------------------------------------------------------------------

export interface NftRow {
  address: string;
  collection: string;
  nft_id: string | null;
  owner: string | null;
  manager: string | null;
  name: string | null;
  description: string | null;
  image: string | null;
  mimetype: string | null;
  full_image: string | null;
  full_image_mimetype: string | null;
  type: string | null;
  royalty: string | null;
  verified: number;
  sell_address: string | null;
  auction_address: string | null;
  best_offer_address: string | null;
  floor_price_usd: number | null;
  floor_price: string | null;
  floor_token: string | null;
  deal_price: string | null;
  deal_token: string | null;
  rarity_rank: number | null;
  rarity_score: number | null;
  /** The collection's NFT count when the NFT is ranked: the M of "rank N of M". */
  rarity_of: number | null;
}

/** An NFT's manager: stored only when it is not the owner. */
export const NFT_MANAGER_SQL = (n: string): string => `coalesce(${n}.manager, ${n}.owner)`;

/** The nfts columns an NFT entity needs, for `SELECT ${nftColumns('n')} FROM nfts n`. */
export const nftColumns = (n: string): string =>
  [
    'address',
    'collection',
    'nft_id',
    'owner',
    'name',
    'description',
    'image',
    'mimetype',
    'full_image',
    'full_image_mimetype',
    'type',
    'royalty',
    'verified',
    'sell_address',
    'auction_address',
    'best_offer_address',
    'floor_price_usd',
    'floor_price',
    'floor_token',
    'deal_price',
    'deal_token',
    'rarity_rank',
    'rarity_score',
  ]
    .map((c) => `${n}.${c}`)
    .concat(`${NFT_MANAGER_SQL(n)} AS manager`)
    .concat(
      `CASE WHEN ${n}.rarity_rank IS NOT NULL THEN (SELECT rc.nft_count FROM collections rc WHERE rc.address = ${n}.collection) END AS rarity_of`,
    )
    .join(', ');

export function nftFromRow(row: NftRow, prices: TokenPrices): Nft {
  const floorKnown = row.floor_price_usd !== null && row.floor_price !== null && row.floor_token !== null;
  return {
    address: row.address,
    name: row.name,
    description: row.description,
    owner: row.owner,
    // The reference always sends null (gap 29); we know it: the collection's verified flag.
    verified: row.verified === 1,
    collection: row.collection,
    image: row.image,
    mimetype: row.mimetype,
    fullImage: row.full_image,
    fullImageMimetype: row.full_image_mimetype,
    type: row.type,
    auction: row.auction_address,
    forsale: row.sell_address,
    bestOffer: row.best_offer_address,
    manager: row.manager,
    dealPriceUsd: usdOf(prices, row.deal_token, row.deal_price),
    floorPrice: floorKnown
      ? {
          priceToken: row.floor_token!,
          price: row.floor_price!,
          usdPrice: usdOf(prices, row.floor_token, row.floor_price) ?? formatReal(row.floor_price_usd),
        }
      : null,
    nftId: row.nft_id,
    royalty: parseRoyalty(row.royalty),
    rarity:
      row.rarity_rank !== null && row.rarity_score !== null && row.rarity_of !== null
        ? { rank: row.rarity_rank, of: Math.max(row.rarity_of, row.rarity_rank), score: row.rarity_score }
        : null,
  };
}

// ------------------------------------------------------------------------------------------------
// Collection
// ------------------------------------------------------------------------------------------------

export interface CollectionRow {
  address: string;
  owner: string;
  name: string | null;
  description: string | null;
  logo: string | null;
  wallpaper: string | null;
  social: string | null;
  royalty: string | null;
  verified: number;
  created_at: number;
  first_mint: number | null;
  nft_count: number;
  owners_count: number;
  floor_price_usd: number | null;
  total_volume_usd: number;
}

/** Displayed collection columns: the owner's custom values (collection_custom) win over on-chain ones. */
export const collectionColumns = (c: string, cc: string): string => `
  ${c}.address, ${c}.owner, coalesce(${cc}.name, ${c}.name) AS name, coalesce(${cc}.description, ${c}.description) AS description,
  coalesce(${cc}.logo, ${c}.logo) AS logo, coalesce(${cc}.wallpaper, ${c}.wallpaper) AS wallpaper,
  coalesce(${cc}.social, ${c}.social) AS social, ${c}.royalty, ${c}.verified, ${c}.created_at, ${c}.first_mint,
  ${c}.nft_count, ${c}.owners_count, ${c}.floor_price_usd, ${c}.total_volume_usd`;

export const COLLECTION_FROM = 'collections c LEFT JOIN collection_custom cc ON cc.address = c.address';

export function collectionFromRow(row: CollectionRow): Collection {
  return {
    address: row.address,
    name: row.name ?? '',
    description: row.description ?? '',
    owner: row.owner,
    verified: row.verified === 1,
    createdAt: row.created_at,
    wallpaper: row.wallpaper,
    logo: row.logo,
    ownersCount: Math.max(0, row.owners_count),
    nftCount: Math.max(0, row.nft_count),
    lowestPrice: null,
    totalPrice: null,
    // No mint yet: 0 (the reference panics on a null first mint, gap 9).
    firstMint: row.first_mint ?? 0,
    social: parseSocial(row.social),
    royalty: parseRoyalty(row.royalty),
  };
}

// ------------------------------------------------------------------------------------------------
// Offers
// ------------------------------------------------------------------------------------------------

export interface AuctionRow {
  address: string;
  nft: string;
  collection: string;
  status: string;
  token: string;
  wallet_for_bids: string | null;
  start_price: string;
  min_bid: string;
  max_bid: string | null;
  last_bid_from: string | null;
  last_bid_time: number | null;
  last_bid_value: string | null;
  start_time: number;
  finish_time: number;
  bids_count: number;
  fee_num: number | null;
  fee_den: number | null;
}

export const auctionColumns = (a: string): string => `
  ${a}.address, ${addressAs(`${a}.nft`, 'nft')}, ${addressAs(`${a}.collection`, 'collection')}, ${a}.status,
  ${addressAs(`${a}.token`, 'token')}, ${a}.wallet_for_bids, ${a}.start_price, ${a}.min_bid,
  ${a}.max_bid, ${addressAs(`${a}.last_bid_from`, 'last_bid_from')}, ${a}.last_bid_time, ${a}.last_bid_value, ${a}.start_time, ${a}.finish_time,
  ${a}.bids_count, ${feeColumnsSql(a)}`;

export function auctionFromRow(row: AuctionRow, prices: TokenPrices, now: number): Auction {
  // 'created' (deployed, not yet active) has no wire value; such rows are filtered out by the
  // queries, and shown as active should one slip through.
  const stored = (row.status === 'created' ? 'active' : row.status) as Exclude<AuctionStatus, 'expired'>;
  const startBid = integerAmount(row.start_price);
  const minBid = integerAmount(row.min_bid);
  const maxBid = integerAmount(row.max_bid);
  return {
    address: row.address,
    nft: row.nft,
    status: offerStatus(stored, row.finish_time, now),
    bidToken: row.token,
    walletForBids: row.wallet_for_bids,
    startBid,
    startUsdBid: usdOf(prices, row.token, startBid),
    minBid,
    minUsdBid: usdOf(prices, row.token, minBid),
    maxBid,
    maxUsdBid: usdOf(prices, row.token, maxBid),
    startTime: row.start_time,
    finishTime: row.finish_time,
    lastBidFrom: row.last_bid_from,
    lastBidTime: row.last_bid_time,
    lastBidValue: row.last_bid_value,
    lastBidUsdValue: usdOf(prices, row.token, row.last_bid_value),
    fee: feeOf(row.fee_num, row.fee_den),
  };
}

export interface SellRow {
  address: string;
  nft: string;
  collection: string;
  seller: string;
  token: string;
  price: string;
  status: string;
  created_at: number;
  expired_at: number;
  finished_at: number | null;
  fee_num: number | null;
  fee_den: number | null;
}

export const sellColumns = (s: string): string => `
  ${s}.address, ${addressAs(`${s}.nft`, 'nft')}, ${addressAs(`${s}.collection`, 'collection')}, ${addressAs(`${s}.seller`, 'seller')},
  ${addressAs(`${s}.token`, 'token')}, ${s}.price, ${s}.status, ${s}.created_at,
  ${s}.expired_at, ${s}.finished_at, ${feeColumnsSql(s)}`;

export function sellFromRow(row: SellRow, prices: TokenPrices, now: number): DirectSell {
  const price = integerAmount(row.price) ?? row.price;
  return {
    address: row.address,
    nft: row.nft,
    seller: row.seller,
    price: { priceToken: row.token, price, usdPrice: usdOf(prices, row.token, price) },
    status: offerStatus(row.status as DirectSellState, row.expired_at, now),
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    expiredAt: row.expired_at,
    fee: feeOf(row.fee_num, row.fee_den),
  };
}

export interface BuyRow {
  address: string;
  nft: string;
  collection: string;
  buyer: string;
  token: string;
  price: string;
  status: string;
  created_at: number;
  expired_at: number;
  finished_at: number | null;
  fee_num: number | null;
  fee_den: number | null;
}

export const buyColumns = (b: string): string => `
  ${b}.address, ${addressAs(`${b}.nft`, 'nft')}, ${addressAs(`${b}.collection`, 'collection')}, ${addressAs(`${b}.buyer`, 'buyer')},
  ${addressAs(`${b}.token`, 'token')}, ${b}.price, ${b}.status, ${b}.created_at,
  ${b}.expired_at, ${b}.finished_at, ${feeColumnsSql(b)}`;

export function buyFromRow(row: BuyRow, prices: TokenPrices, now: number): DirectBuy {
  const price = integerAmount(row.price) ?? row.price;
  return {
    address: row.address,
    nft: row.nft,
    buyer: row.buyer,
    price: { priceToken: row.token, price, usdPrice: usdOf(prices, row.token, price) },
    status: offerStatus(row.status as DirectBuyState, row.expired_at, now),
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    expiredAt: row.expired_at,
    fee: feeOf(row.fee_num, row.fee_den),
  };
}

export interface BidRow {
  id: number;
  auction: string;
  nft: string;
  collection: string;
  bidder: string;
  token: string;
  price: string;
  created_at: number;
  declined: number;
  outbid: number;
  bidder_latest: number;
}

export const bidColumns = (b: string): string =>
  `${b}.id, ${b}.auction, ${addressAs(`${b}.nft`, 'nft')}, ${addressAs(`${b}.collection`, 'collection')}, ${addressAs(`${b}.bidder`, 'bidder')},
  ${addressAs(`${b}.token`, 'token')}, ${b}.price, ${b}.created_at, ${b}.declined, ${b}.outbid, ${b}.bidder_latest`;

/**
 * A bid; `active` means it is its auction's leading bid: accepted and not outbid since (the
 * reference meant "this bidder's latest bid" in bids-out, gap 17).
 */
export function bidFromRow(row: BidRow, prices: TokenPrices): AuctionBid {
  const price = integerAmount(row.price) ?? row.price;
  return {
    from: row.bidder,
    auction: row.auction,
    nft: row.nft,
    price,
    usdPrice: usdOf(prices, row.token, price),
    active: row.declined === 0 && row.outbid === 0,
    createdAt: row.created_at,
  };
}

// ------------------------------------------------------------------------------------------------
// Side-loaded maps (§7.1): one `WHERE address IN (...)` query each, run in one D1 batch.
// ------------------------------------------------------------------------------------------------

export interface SideLoadRequest {
  nfts?: Iterable<string | null | undefined>;
  collections?: Iterable<string | null | undefined>;
  auctions?: Iterable<string | null | undefined>;
  directBuys?: Iterable<string | null | undefined>;
  directSells?: Iterable<string | null | undefined>;
}

export interface SideLoaded {
  nft: Record<string, Nft> | null;
  collection: Record<string, Collection> | null;
  auction: Record<string, Auction> | null;
  directBuy: Record<string, DirectBuy> | null;
  directSell: Record<string, DirectSell> | null;
}

const distinct = (values: Iterable<string | null | undefined> | undefined): string[] =>
  values === undefined ? [] : [...new Set([...values].filter((v): v is string => typeof v === 'string' && v !== ''))].sort();

const IN_JSON = 'IN (SELECT value FROM json_each(?1))';

type Slot = 'nft' | 'collection' | 'auction' | 'buy' | 'sell';

/**
 * Loads the requested maps in one D1 batch; a map not requested is null, a requested one is `{}`
 * at least. Side-loaded NFTs are non-burned; offers are whitelisted (§7.1).
 */
export async function sideLoad(db: D1Database, want: SideLoadRequest, prices: TokenPrices, now: number): Promise<SideLoaded> {
  const statements: D1PreparedStatement[] = [];
  const slot: Partial<Record<Slot, number>> = {};
  const add = (key: Slot, sql: string, values: Iterable<string | null | undefined> | undefined) => {
    const list = distinct(values);
    if (list.length === 0) return;
    slot[key] = statements.length;
    statements.push(db.prepare(sql).bind(jsonList(list)));
  };
  add('nft', `SELECT ${nftColumns('n')} FROM nfts n WHERE n.address ${IN_JSON} AND n.burned = 0`, want.nfts);
  add('collection', `SELECT ${collectionColumns('c', 'cc')} FROM ${COLLECTION_FROM} WHERE c.address ${IN_JSON}`, want.collections);
  add(
    'auction',
    `SELECT ${auctionColumns('a')} FROM auctions a ${feeJoinsSql('a')} WHERE a.address ${IN_JSON} AND a.whitelisted = 1 AND a.status != 'created'`,
    want.auctions,
  );
  add(
    'buy',
    `SELECT ${buyColumns('b')} FROM direct_buys b ${feeJoinsSql('b')} WHERE b.address ${IN_JSON} AND b.whitelisted = 1`,
    want.directBuys,
  );
  add(
    'sell',
    `SELECT ${sellColumns('s')} FROM direct_sells s ${feeJoinsSql('s')} WHERE s.address ${IN_JSON} AND s.whitelisted = 1`,
    want.directSells,
  );
  const results = statements.length > 0 ? await db.batch(statements) : [];
  const rowsOf = <T>(key: Slot): T[] => (slot[key] === undefined ? [] : ((results[slot[key]!]?.results ?? []) as T[]));
  const map = <R extends { address: string }, T>(key: Slot, wanted: unknown, to: (row: R) => T): Record<string, T> | null =>
    wanted === undefined ? null : Object.fromEntries(rowsOf<R>(key).map((r) => [r.address, to(r)]));
  return {
    nft: map<NftRow, Nft>('nft', want.nfts, (r) => nftFromRow(r, prices)),
    collection: map<CollectionRow, Collection>('collection', want.collections, collectionFromRow),
    auction: map<AuctionRow, Auction>('auction', want.auctions, (r) => auctionFromRow(r, prices, now)),
    directBuy: map<BuyRow, DirectBuy>('buy', want.directBuys, (r) => buyFromRow(r, prices, now)),
    directSell: map<SellRow, DirectSell>('sell', want.directSells, (r) => sellFromRow(r, prices, now)),
  };
}

/** `{address: Collection}` for the given addresses (unknown ones are left out). */
export async function loadCollections(db: D1Database, addresses: readonly string[]): Promise<Record<string, Collection>> {
  if (addresses.length === 0) return {};
  const rows = await all<CollectionRow>(db, `SELECT ${collectionColumns('c', 'cc')} FROM ${COLLECTION_FROM} WHERE c.address ${IN_JSON}`, [
    jsonList(addresses),
  ]);
  return Object.fromEntries(rows.map((r) => [r.address, collectionFromRow(r)]));
}

/** A page of items with the "one more row" total of /nfts and /events (§7.5). */
export function pageTotal(offset: number, limit: number, fetched: number, exact: number | null): number {
  if (exact !== null) return exact;
  return fetched > limit ? offset + limit + 1 : offset + fetched;
}
