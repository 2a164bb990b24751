/**
 * Auctions: /auctions, /auction, /auction/bids. Only whitelisted auctions that went live are
 * shown (a `created` row has no wire status, gap 15); `expired` is computed (active, past its end).
 */
import type { Auction, AuctionBid, GetAuctionResult, VecWith } from '@shared/contract/schemas';
import type { AuctionBidsParams, AuctionsParams } from '@shared/contract/requests';
import { addressIdSql } from '../address-ids';
import { all, countSql, first, idInList, nowSeconds, type SqlValue } from './sql';
import { auctionColumns, auctionFromRow, bidColumns, bidFromRow, feeJoinsSql, type AuctionRow, type BidRow } from './rows';
import { loadTokenPrices } from './usd';
import { sideLoad } from './side-load';

const SHOWN = "a.whitelisted = 1 AND a.status != 'created'";

/**
 * Sort orders. `start-date`: newest start first. `bids-count`: most bids first (the reference sorts
 * ascending with no direction, gap 15), then newest start. The `average*` orders are not defined by
 * the contract (not implemented in the reference either) and sort like `start-date`.
 */
function auctionOrder(sort: AuctionsParams['sort']): string {
  return sort === 'bids-count' ? 'a.bids_count DESC, a.start_time DESC, a.address DESC' : 'a.start_time DESC, a.address DESC';
}

/**
 * POST /auctions (§10.24): every status. `owners` is the NFT owner when the auction was created,
 * `tokens` the payment token (the reference matched the NFT address, gap 15). totalCount is exact.
 */
export async function listAuctions(db: D1Database, p: AuctionsParams): Promise<VecWith<Auction>> {
  const now = nowSeconds();
  const params: SqlValue[] = [];
  const where = [SHOWN];
  if (p.owners.length > 0) where.push(idInList('a.owner', p.owners, params));
  if (p.collections.length > 0) where.push(idInList('a.collection', p.collections, params));
  if (p.tokens.length > 0) where.push(idInList('a.token', p.tokens, params));
  const sqlWhere = where.join(' AND ');
  const [rows, count, prices] = await Promise.all([
    all<AuctionRow>(
      db,
      `SELECT ${auctionColumns('a')} FROM auctions a ${feeJoinsSql('a')} WHERE ${sqlWhere} ORDER BY ${auctionOrder(p.sort)} LIMIT ? OFFSET ?`,
      [...params, p.limit, p.offset],
    ),
    first<{ total: number }>(db, countSql('auctions a', sqlWhere), params),
    loadTokenPrices(db),
  ]);
  const maps = await sideLoad(db, { nfts: rows.map((r) => r.nft), collections: rows.map((r) => r.collection) }, prices, now);
  return { totalCount: count?.total ?? 0, items: rows.map((r) => auctionFromRow(r, prices, now)), ...maps };
}

async function findAuction(db: D1Database, address: string): Promise<AuctionRow | null> {
  return first<AuctionRow>(db, `SELECT ${auctionColumns('a')} FROM auctions a ${feeJoinsSql('a')} WHERE a.address = ?1 AND ${SHOWN}`, [
    address,
  ]);
}

/** POST /auction (§10.25): null when unknown or not whitelisted. `bid` is the leading bid. */
export async function getAuction(db: D1Database, address: string): Promise<GetAuctionResult | null> {
  const now = nowSeconds();
  const [row, bid, prices] = await Promise.all([
    findAuction(db, address),
    first<BidRow>(
      db,
      `SELECT ${bidColumns('b')} FROM bids b WHERE b.auction = ${addressIdSql('?1')} AND b.declined = 0 ORDER BY b.created_at DESC, b.id DESC LIMIT 1`,
      [address],
    ),
    loadTokenPrices(db),
  ]);
  if (!row) return null;
  const maps = await sideLoad(db, { nfts: [row.nft], collections: [row.collection] }, prices, now);
  return {
    auction: auctionFromRow(row, prices, now),
    bid: bid ? { ...bidFromRow(bid, prices), active: true } : null,
    nft: maps.nft ?? {},
    collection: maps.collection ?? {},
  };
}

/**
 * POST /auction/bids (§10.26): accepted bids, newest first; `active` marks the leading one. Null
 * when the auction is unknown or not whitelisted.
 */
export async function auctionBids(db: D1Database, p: AuctionBidsParams): Promise<VecWith<AuctionBid> | null> {
  const now = nowSeconds();
  const [row, rows, count, prices] = await Promise.all([
    findAuction(db, p.auction),
    all<BidRow>(
      db,
      `SELECT ${bidColumns('b')} FROM bids b WHERE b.auction = ${addressIdSql('?1')} AND b.declined = 0 ORDER BY b.created_at DESC, b.id DESC LIMIT ?2 OFFSET ?3`,
      [p.auction, p.limit, p.offset],
    ),
    first<{ total: number }>(db, countSql('bids b', `b.auction = ${addressIdSql('?1')} AND b.declined = 0`), [p.auction]),
    loadTokenPrices(db),
  ]);
  if (!row) return null;
  const maps = await sideLoad(
    db,
    {
      nfts: [row.nft, ...rows.map((r) => r.nft)],
      collections: [row.collection, ...rows.map((r) => r.collection)],
      auctions: [row.address],
    },
    prices,
    now,
  );
  return { totalCount: count?.total ?? 0, items: rows.map((r) => bidFromRow(r, prices)), ...maps, directBuy: null, directSell: null };
}
