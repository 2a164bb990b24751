/**
 * Row types of the marketplace tables (migrations/0001_schema.sql), exactly as D1 returns them:
 * INTEGER and REAL as number, TEXT as string, NULL as null. README.md describes each table.
 */

export type Address = string;
/** Integer amount in a token's smallest units, as decimal text. */
export type RawAmount = string;
/** 0 or 1. */
export type Flag = 0 | 1;

export interface ChainEventRow {
  id: string;
  kind: string;
  ts: number;
  lt: number;
  emitter: Address;
  payload: string;
}

export interface TokenUsdPriceRow {
  token: Address;
  usd_price: string;
  usd_price_real: number;
  decimals: number;
  symbol: string | null;
  updated_at: number;
}

export interface RootRow {
  address: Address;
  code: 'auction' | 'sell' | 'buy';
  expires_at: number | null;
  registered_at: number;
  fee_numerator: number | null;
  fee_denominator: number | null;
  fee_updated_at: number | null;
}

export interface CollectionFeeRuleRow {
  root: Address;
  collection: Address;
  fee_numerator: number;
  fee_denominator: number;
  code_hash: string | null;
  code_depth: number | null;
  updated_at: number;
}

export interface OfferFeeRow {
  offer: Address;
  fee_numerator: number;
  fee_denominator: number;
  updated_at: number;
}

export interface CollectionRow {
  address: Address;
  owner: Address;
  name: string | null;
  description: string | null;
  logo: string | null;
  wallpaper: string | null;
  social: string | null;
  royalty: string | null;
  meta: string | null;
  verified: Flag;
  for_banner: Flag;
  created_at: number;
  first_mint: number | null;
  updated_at: number;
  nft_count: number;
  owners_count: number;
  floor_price_usd: number | null;
  total_volume_usd: number;
}

export interface CollectionCustomRow {
  address: Address;
  name: string | null;
  description: string | null;
  wallpaper: string | null;
  logo: string | null;
  social: string | null;
  updated_at: number;
}

export interface CollectionOwnerRow {
  collection: Address;
  owner: Address;
  nft_count: number;
}

export interface CollectionTraitRow {
  collection: Address;
  type_key: string;
  value_key: string;
  trait_type: string;
  trait_value: string;
  nft_count: number;
}

export interface CollectionMimetypeRow {
  collection: Address;
  mimetype: string;
  nft_count: number;
}

export interface CollectionVolumeRow {
  collection: Address;
  token: Address;
  amount_sum: number;
  deals: number;
}

export interface NftRow {
  address: Address;
  collection: Address;
  nft_id: string | null;
  owner: Address | null;
  manager: Address | null;
  creator: Address | null;
  name: string | null;
  name_sort: string;
  description: string | null;
  image: string | null;
  mimetype: string | null;
  full_image: string | null;
  full_image_mimetype: string | null;
  type: string | null;
  files_mimetypes: string;
  royalty: string | null;
  meta: string | null;
  burned: Flag;
  verified: Flag;
  created_at: number;
  updated_at: number;
  sell_address: Address | null;
  sell_token: Address | null;
  sell_price: RawAmount | null;
  sell_price_usd: number | null;
  sell_end: number | null;
  auction_address: Address | null;
  auction_token: Address | null;
  auction_price: RawAmount | null;
  auction_price_usd: number | null;
  auction_end: number | null;
  best_offer_address: Address | null;
  best_offer_price_usd: number | null;
  floor_price_usd: number | null;
  floor_price: RawAmount | null;
  floor_token: Address | null;
  deal_price: RawAmount | null;
  deal_token: Address | null;
  deal_price_usd: number | null;
  deal_ts: number | null;
  floor_sort_asc: number;
  deal_sort_asc: number;
}

export interface NftTraitRow {
  collection: Address;
  type_key: string;
  value_key: string;
  nft: Address;
  trait_type: string;
  trait_value: string;
}

export type DirectSellStatus = 'create' | 'await_nft' | 'active' | 'filled' | 'cancelled' | 'expired';
export type DirectBuyStatus = 'create' | 'await_tokens' | 'active' | 'filled' | 'cancelled' | 'expired';
export type AuctionRowStatus = 'created' | 'active' | 'completed' | 'cancelled';

interface OfferColumns {
  address: Address;
  nft: Address;
  collection: Address;
  token: Address;
  price: RawAmount;
  price_num: number;
  price_usd: number | null;
  created_at: number;
  expired_at: number;
  finished_at: number | null;
  updated_at: number;
  fee_numerator: number | null;
  fee_denominator: number | null;
  root: Address;
  wallet: Address | null;
  whitelisted: Flag;
  live: 0 | 1 | 2;
}

export interface DirectSellRow extends OfferColumns {
  seller: Address;
  buyer: Address | null;
  status: DirectSellStatus;
}

export interface DirectBuyRow extends OfferColumns {
  buyer: Address;
  seller: Address | null;
  status: DirectBuyStatus;
  duration: number | null;
}

export interface AuctionRow {
  address: Address;
  nft: Address;
  collection: Address;
  owner: Address;
  token: Address;
  wallet_for_bids: Address | null;
  start_price: RawAmount;
  min_bid: RawAmount;
  min_bid_usd: number | null;
  max_bid: RawAmount | null;
  last_bid_from: Address | null;
  last_bid_time: number | null;
  last_bid_value: RawAmount | null;
  start_time: number;
  duration: number;
  finish_time: number;
  status: AuctionRowStatus;
  bids_count: number;
  fee_numerator: number | null;
  fee_denominator: number | null;
  root: Address;
  nonce: string | null;
  created_at: number;
  finished_at: number | null;
  updated_at: number;
  whitelisted: Flag;
  live: 0 | 1 | 2;
}

export interface BidRow {
  id: number;
  auction: Address;
  nft: Address;
  collection: Address;
  bidder: Address;
  token: Address;
  price: RawAmount;
  next_bid: RawAmount | null;
  created_at: number;
  lt: number;
  declined: Flag;
  outbid: Flag;
  bidder_latest: Flag;
  nft_owner: Address;
  source_event: string;
}

export type NftEventType =
  | 'sell_active'
  | 'sell_purchased'
  | 'sell_canceled'
  | 'offer_active'
  | 'offer_filled'
  | 'offer_canceled'
  | 'auction_active'
  | 'auction_bid_placed'
  | 'auction_canceled'
  | 'auction_complete'
  | 'mint'
  | 'transfer';

export interface ActivityRow {
  id: number;
  event_type: NftEventType;
  nft: Address;
  collection: Address;
  ts: number;
  lt: number;
  verified: Flag;
  payload: string;
  source_event: string;
}

export interface ActivityParticipantRow {
  address: Address;
  ts: number;
  lt: number;
  activity_id: number;
  event_type: NftEventType;
}

export interface PriceHistoryRow {
  id: number;
  nft: Address;
  collection: Address;
  ts: number;
  token: Address;
  amount: RawAmount;
  usd: number | null;
  source: Address;
  source_kind: 'sell' | 'offer' | 'auction';
  buyer: Address;
  seller: Address;
  whitelisted: Flag;
}

export interface UserRow {
  address: Address;
  username: string | null;
  bio: string | null;
  logo_nft: Address | null;
  twitter: string | null;
  instagram: string | null;
  facebook: string | null;
  link: string | null;
  email: string | null;
  updated_at: number;
}

export interface SearchDocRow {
  id: number;
  address: Address;
  kind: 'nft' | 'collection';
  collection: Address;
}
