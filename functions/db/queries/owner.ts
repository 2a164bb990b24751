/**
 * One address's bids, offers, listings and market fee: /owner/bids-out, /owner/bids-in,
 * /owner/direct/buy, /owner/direct/buy-in, /owner/direct/sell, /owner/fee.
 *
 * Every list covers whitelisted offers only, shows and filters the computed status (`active` past
 * its end is `expired`, gap 18), is ordered newest first with the address (or bid id) as the last
 * tie-breaker, and counts the rows matching the filters.
 */
import type { AuctionBid, DirectBuy, DirectSell, OwnerFee, VecWith } from '@shared/contract/schemas';
import type {
  OwnerBidsInParams,
  OwnerBidsOutParams,
  OwnerDirectBuyParams,
  OwnerDirectSellParams,
  OwnerFeeParams,
} from '@shared/contract/requests';
import { addressIdSql, addressSql } from '../address-ids';
import { all, countSql, first, idInList, jsonList, nowSeconds, type SqlValue } from './sql';
import {
  bidColumns,
  bidFromRow,
  buyColumns,
  buyFromRow,
  computedStatusSql,
  feeJoinsSql,
  sellColumns,
  sellFromRow,
  type BidRow,
  type BuyRow,
  type SellRow,
} from './rows';
import { loadTokenPrices } from './usd';
import { sideLoad } from './side-load';

async function bidPage(db: D1Database, where: string[], params: SqlValue[], limit: number, offset: number): Promise<VecWith<AuctionBid>> {
  const now = nowSeconds();
  const sqlWhere = where.join(' AND ');
  const [rows, count, prices] = await Promise.all([
    all<BidRow>(db, `SELECT ${bidColumns('b')} FROM bids b WHERE ${sqlWhere} ORDER BY b.created_at DESC, b.id DESC LIMIT ? OFFSET ?`, [
      ...params,
      limit,
      offset,
    ]),
    first<{ total: number }>(db, countSql('bids b', sqlWhere), params),
    loadTokenPrices(db),
  ]);
  const maps = await sideLoad(
    db,
    { nfts: rows.map((r) => r.nft), collections: rows.map((r) => r.collection), auctions: rows.map((r) => r.auction) },
    prices,
    now,
  );
  return { totalCount: count?.total ?? 0, items: rows.map((r) => bidFromRow(r, prices)), ...maps, directBuy: null, directSell: null };
}

// Bids on whitelisted auctions only (bids-in too: gap 17). Declined bids are refused bids that
// never counted: they are not listed.
const RUNNING_AUCTION = `EXISTS (SELECT 1 FROM auctions a WHERE a.address = ${addressSql('b.auction')} AND a.status = 'active' AND a.finish_time > ?)`;
const WHITELISTED_AUCTION = `EXISTS (SELECT 1 FROM auctions a WHERE a.address = ${addressSql('b.auction')} AND a.whitelisted = 1 AND a.status != 'created')`;

/**
 * POST /owner/bids-out (§10.18): bids placed by `owner`. `lastbid: true` keeps the bidder's latest
 * bid in each auction; `active` on an item says whether it still leads its auction.
 */
export async function ownerBidsOut(db: D1Database, p: OwnerBidsOutParams): Promise<VecWith<AuctionBid>> {
  const params: SqlValue[] = [p.owner];
  const where = [`b.bidder = ${addressIdSql('?')}`, 'b.declined = 0', WHITELISTED_AUCTION];
  if (p.lastbid === true) where.push('b.bidder_latest = 1');
  if (p.collections.length > 0) where.push(idInList('b.collection', p.collections, params));
  if (p.running !== undefined) {
    // Running as shared/lib/bids.ts `bidOutcome` reads it: active and before its finish time.
    where.push(`${p.running ? '' : 'NOT '}${RUNNING_AUCTION}`);
    params.push(nowSeconds());
  }
  return bidPage(db, where, params, p.limit, p.offset);
}

/**
 * POST /owner/bids-in (§10.19): bids on auctions of NFTs `owner` put up. `active: true` keeps the
 * leading bid of each auction.
 */
export async function ownerBidsIn(db: D1Database, p: OwnerBidsInParams): Promise<VecWith<AuctionBid>> {
  const params: SqlValue[] = [p.owner];
  const where = [`b.nft_owner = ${addressIdSql('?')}`, 'b.declined = 0', WHITELISTED_AUCTION];
  if (p.active === true) where.push('b.outbid = 0');
  if (p.collections.length > 0) where.push(idInList('b.collection', p.collections, params));
  return bidPage(db, where, params, p.limit, p.offset);
}

type OfferTable = 'direct_buys' | 'direct_sells';

async function offerPage<R extends BuyRow | SellRow, T>(
  db: D1Database,
  table: OfferTable,
  scope: { sql: string; params: SqlValue[] },
  p: { collections: readonly string[]; status: readonly string[]; limit: number; offset: number },
  toEntity: (row: R, prices: Awaited<ReturnType<typeof loadTokenPrices>>, now: number) => T,
): Promise<VecWith<T>> {
  const now = nowSeconds();
  const params: SqlValue[] = [...scope.params];
  const where = [scope.sql, 'x.whitelisted = 1'];
  if (p.collections.length > 0) where.push(idInList('x.collection', p.collections, params));
  if (p.status.length > 0) {
    where.push(`${computedStatusSql('x', 'expired_at')} IN (SELECT value FROM json_each(?))`);
    params.push(now, jsonList(p.status));
  }
  const sqlWhere = where.join(' AND ');
  const columns = table === 'direct_buys' ? buyColumns('x') : sellColumns('x');
  const [rows, count, prices] = await Promise.all([
    all<R>(
      db,
      `SELECT ${columns} FROM ${table} x ${feeJoinsSql('x')} WHERE ${sqlWhere} ORDER BY x.updated_at DESC, x.address DESC LIMIT ? OFFSET ?`,
      [...params, p.limit, p.offset],
    ),
    first<{ total: number }>(db, `SELECT count(*) AS total FROM ${table} x WHERE ${sqlWhere}`, params),
    loadTokenPrices(db),
  ]);
  const maps = await sideLoad(db, { nfts: rows.map((r) => r.nft), collections: rows.map((r) => r.collection) }, prices, now);
  return { totalCount: count?.total ?? 0, items: rows.map((r) => toEntity(r, prices, now)), ...maps };
}

/** POST /owner/direct/buy (§10.20): offers `owner` made. */
export function ownerDirectBuy(db: D1Database, p: OwnerDirectBuyParams): Promise<VecWith<DirectBuy>> {
  return offerPage<BuyRow, DirectBuy>(db, 'direct_buys', { sql: `x.buyer = ${addressIdSql('?')}`, params: [p.owner] }, p, buyFromRow);
}

/** POST /owner/direct/buy-in (§10.21): offers on the NFTs `owner` holds now. */
export function ownerDirectBuyIn(db: D1Database, p: OwnerDirectBuyParams): Promise<VecWith<DirectBuy>> {
  return offerPage<BuyRow, DirectBuy>(
    db,
    'direct_buys',
    { sql: `x.nft IN (SELECT id FROM nfts WHERE owner_id = ${addressIdSql('?')} AND burned = 0)`, params: [p.owner] },
    p,
    buyFromRow,
  );
}

/** POST /owner/direct/sell (§10.22): listings `owner` created. */
export function ownerDirectSell(db: D1Database, p: OwnerDirectSellParams): Promise<VecWith<DirectSell>> {
  return offerPage<SellRow, DirectSell>(db, 'direct_sells', { sql: `x.seller = ${addressIdSql('?')}`, params: [p.owner] }, p, sellFromRow);
}

/**
 * GET /owner/fee (§10.23). The default is the newest default fee among the unexpired roots of that
 * kind. If `owner` holds NFTs of collections with a special fee rule at that root, the lowest such
 * fee applies (ties: collection address), with one of the owner's NFTs there (first by name).
 * Null when no default fee is known.
 */
export async function ownerFee(db: D1Database, p: OwnerFeeParams): Promise<OwnerFee | null> {
  const now = nowSeconds();
  const root = await first<{ address: string; fee_numerator: number; fee_denominator: number }>(
    db,
    `SELECT address, fee_numerator, fee_denominator FROM roots
     WHERE code = ?1 AND fee_numerator IS NOT NULL AND fee_denominator > 0 AND (expires_at IS NULL OR expires_at > ?2)
     ORDER BY fee_updated_at DESC, address LIMIT 1`,
    [p.rootCode, now],
  );
  if (!root) return null;
  const rule = await first<{ collection: string; fee_numerator: number; fee_denominator: number; nft_id: string | null }>(
    db,
    `SELECT r.collection, r.fee_numerator, r.fee_denominator,
       (SELECT n.nft_id FROM nfts n WHERE n.owner_id = ${addressIdSql('?2')} AND n.collection_id = ${addressIdSql('r.collection')} AND n.burned = 0
        ORDER BY n.name_sort, n.id LIMIT 1) AS nft_id
     FROM collection_fee_rules r JOIN collection_owners o
       ON o.collection = ${addressIdSql('r.collection')} AND o.owner = ${addressIdSql('?2')} AND o.nft_count > 0
     WHERE r.root = ?1 AND r.fee_denominator > 0
     ORDER BY CAST(r.fee_numerator AS REAL) / r.fee_denominator, r.collection LIMIT 1`,
    [root.address, p.owner],
  );
  if (rule)
    return { fee: { numerator: rule.fee_numerator, denominator: rule.fee_denominator }, nftId: rule.nft_id, collection: rule.collection };
  return { fee: { numerator: root.fee_numerator, denominator: root.fee_denominator }, nftId: null, collection: null };
}
