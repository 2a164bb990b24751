/**
 * The typed row -> entity mappings of api-contract §8 (NFT, Collection, Auction, DirectSell, DirectBuy,
 * AuctionBid): each entity's columns, its row type and its mapper. An offer stored `active` whose end has
 * passed (0 < end < now) is reported as `expired` everywhere (api-contract §13 gap 18).
 */
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
import { formatReal, integerAmount, usdOf, type TokenPrices } from './usd';

/** `column AS name` with the address the id column holds (the offer, bid and deal tables keep address ids). */
const addressAs = (column: string, name: string): string => `${addressSql(column)} AS ${name}`;

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

/** A listing's or an offer's row: the same columns, with the seller or the buyer as its party. */
interface OrderRow {
  address: string;
  nft: string;
  collection: string;
  token: string;
  price: string;
  status: string;
  created_at: number;
  expired_at: number;
  finished_at: number | null;
  fee_num: number | null;
  fee_den: number | null;
}
export type SellRow = OrderRow & { seller: string };
export type BuyRow = OrderRow & { buyer: string };

const orderColumns = (t: string, party: 'seller' | 'buyer'): string => `
  ${t}.address, ${addressAs(`${t}.nft`, 'nft')}, ${addressAs(`${t}.collection`, 'collection')}, ${addressAs(`${t}.${party}`, party)},
  ${addressAs(`${t}.token`, 'token')}, ${t}.price, ${t}.status, ${t}.created_at,
  ${t}.expired_at, ${t}.finished_at, ${feeColumnsSql(t)}`;
export const sellColumns = (s: string): string => orderColumns(s, 'seller');
export const buyColumns = (b: string): string => orderColumns(b, 'buyer');

/** What a listing and an offer answer alike, after their address, NFT and party. */
function orderFromRow<S extends string>(row: OrderRow, prices: TokenPrices, now: number) {
  const price = integerAmount(row.price) ?? row.price;
  return {
    price: { priceToken: row.token, price, usdPrice: usdOf(prices, row.token, price) },
    status: offerStatus(row.status as S, row.expired_at, now),
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    expiredAt: row.expired_at,
    fee: feeOf(row.fee_num, row.fee_den),
  };
}

export function sellFromRow(row: SellRow, prices: TokenPrices, now: number): DirectSell {
  return { address: row.address, nft: row.nft, seller: row.seller, ...orderFromRow<DirectSellState>(row, prices, now) };
}

export function buyFromRow(row: BuyRow, prices: TokenPrices, now: number): DirectBuy {
  return { address: row.address, nft: row.nft, buyer: row.buyer, ...orderFromRow<DirectBuyState>(row, prices, now) };
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
  `${b}.id, ${addressAs(`${b}.auction`, 'auction')}, ${addressAs(`${b}.nft`, 'nft')}, ${addressAs(`${b}.collection`, 'collection')}, ${addressAs(`${b}.bidder`, 'bidder')},
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
