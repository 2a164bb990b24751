/**
 * NFT reads: /nfts, /nfts/random-buy, /nfts/sell-count, /nft/details, /nfts/top, /nft/banner,
 * /nft/direct/buy, /nft/price-history, /nfts/types, /nfts/price-range, /nft/my-best-offer.
 *
 * /nfts reads only the `nfts` table (one row per NFT, derived market columns kept by the
 * indexer), so it never returns duplicates, and every query repeats `n.burned = 0` so the partial
 * indexes apply and burned NFTs never show (api-contract §13 gap 12).
 */
import type {
  Auction,
  DirectBuy,
  GetNftResult,
  NftForBanner,
  NftList,
  NftSellCount,
  NftTrait,
  NftsPriceRange,
  PricePoint,
  VecWith,
} from '@shared/contract/schemas';
import type {
  NftDirectBuyParams,
  NftPriceHistoryParams,
  NftsParams,
  NftsPriceRangeParams,
  NftsRandomBuyParams,
  NftsSellCountParams,
  NftsTopParams,
  NftsTypesParams,
} from '@shared/contract/requests';
import { addressIdSql } from '../address-ids';
import { amountKey } from '../amount-key';
import { nftTraitPairsSql } from '../trait-keys';
import { all, countSql, first, jsonList, nowSeconds, pageTotal, type SqlValue } from './sql';
import {
  auctionColumns,
  auctionFromRow,
  buyColumns,
  buyFromRow,
  feeJoinsSql,
  collectionColumns,
  collectionFromRow,
  COLLECTION_FROM,
  nftColumns,
  nftFromRow,
  sellColumns,
  sellFromRow,
  type AuctionRow,
  type BuyRow,
  type CollectionRow,
  type NftRow,
  type SellRow,
} from './rows';
import { formatReal, loadTokenPrices, type TokenPrices } from './usd';
import { sideLoad } from './side-load';

import { nftFrom, nftsListSql, nftWhere, planTraits } from './nft-list-plan';

/**
 * The newest auction of each NFT that is past its end (the indexer's sweep made it not live) but
 * still `active`: nobody has finished it. Reported as expired: the indexer judged it by chain time.
 */
async function endedAuctions(db: D1Database, nfts: readonly string[], prices: TokenPrices, now: number): Promise<Map<string, Auction>> {
  const ended = new Map<string, Auction>();
  if (nfts.length === 0) return ended;
  const rows = await all<AuctionRow>(
    db,
    `SELECT ${auctionColumns('a')} FROM auctions a ${feeJoinsSql('a')}
     WHERE a.nft IN (SELECT id FROM addresses WHERE address IN (SELECT value FROM json_each(?1)))
       AND a.live = 0 AND a.status = 'active' AND a.whitelisted = 1
     ORDER BY a.start_time DESC, a.address DESC`,
    [jsonList(nfts)],
  );
  for (const row of rows) if (!ended.has(row.nft)) ended.set(row.nft, { ...auctionFromRow(row, prices, now), status: 'expired' });
  return ended;
}

/**
 * VecWith<NFT> with the collection, auction, directBuy and directSell maps of the items (§7.1).
 * Items without a running auction name an ended, unfinished one in `endedAuction` (our extension).
 */
async function nftPage(db: D1Database, rows: NftRow[], prices: TokenPrices, now: number, totalCount: number): Promise<NftList> {
  const [maps, ended] = await Promise.all([
    sideLoad(
      db,
      {
        collections: rows.map((r) => r.collection),
        auctions: rows.map((r) => r.auction_address),
        directBuys: rows.map((r) => r.best_offer_address),
        directSells: rows.map((r) => r.sell_address),
      },
      prices,
      now,
    ),
    endedAuctions(
      db,
      rows.filter((r) => r.auction_address === null).map((r) => r.address),
      prices,
      now,
    ),
  ]);
  const items = rows.map((r) => ({ ...nftFromRow(r, prices), endedAuction: ended.get(r.address)?.address ?? null }));
  const auction = { ...maps.auction, ...Object.fromEntries([...ended.values()].map((a) => [a.address, a])) };
  return { totalCount, items, ...maps, auction, nft: null };
}

/** POST /nfts (§10.1). */
export async function listNfts(db: D1Database, p: NftsParams): Promise<NftList> {
  const now = nowSeconds();
  const plan = await planTraits(db, p, p.offset + p.limit + 1);
  if (plan.empty)
    return { totalCount: p.withCount ? 0 : p.offset, items: [], nft: null, collection: {}, auction: {}, directBuy: {}, directSell: {} };
  const q = nftsListSql(p, plan);
  const [rows, prices, exact] = await Promise.all([
    all<NftRow>(db, q.sql, [...q.pageParams, p.limit + 1, p.offset]),
    loadTokenPrices(db),
    p.withCount ? first<{ total: number }>(db, q.countSql, q.params).then((r) => r?.total ?? 0) : Promise.resolve(null),
  ]);
  const page = rows.slice(0, p.limit);
  return nftPage(db, page, prices, now, pageTotal(p.offset, p.limit, rows.length, exact));
}

/** POST /nfts/random-buy (§10.2): verified NFTs with a live, started, unexpired sell priced <= maxPrice (raw, exact). */
export async function randomBuyNfts(db: D1Database, p: NftsRandomBuyParams): Promise<NftList> {
  const now = nowSeconds();
  const [rows, prices] = await Promise.all([
    all<NftRow>(
      db,
      `SELECT ${nftColumns('n')} FROM nfts n
       WHERE n.id IN (SELECT s.nft FROM direct_sells s WHERE s.live = 1 AND s.price_key <= ?1 AND s.created_at <= ?2
                             AND (s.expired_at = 0 OR s.expired_at > ?2))
         AND n.burned = 0 AND n.verified = 1
       ORDER BY random() LIMIT ?3`,
      [amountKey(p.maxPrice), now, p.limit],
    ),
    loadTokenPrices(db),
  ]);
  return nftPage(db, rows, prices, now, rows.length);
}

/** POST /nfts/sell-count (§10.3). */
export async function sellCount(db: D1Database, p: NftsSellCountParams): Promise<NftSellCount> {
  const now = nowSeconds();
  const row = await first<{ count: number }>(
    db,
    // A plain subquery (LIMIT -1), as countSql explains.
    `SELECT count(*) AS count FROM (SELECT 1 FROM direct_sells s JOIN nfts n ON n.id = s.nft
     WHERE s.live = 1 AND s.price_key <= ?1 AND s.created_at <= ?2 AND (s.expired_at = 0 OR s.expired_at > ?2)
       AND n.burned = 0 AND n.verified = 1 LIMIT -1)`,
    [amountKey(p.maxPrice), now],
  );
  return { count: row?.count ?? 0, timestamp: now };
}

interface TraitRow {
  trait_type: string;
  trait_value: string;
  cnt: number | null;
}

/** POST /nft/details (§10.4); null when the NFT is unknown or burned. */
export async function nftDetails(db: D1Database, nft: string): Promise<GetNftResult | null> {
  const now = nowSeconds();
  const [row, prices] = await Promise.all([
    first<NftRow>(db, `SELECT ${nftColumns('n')} FROM nfts n WHERE n.address = ?1 AND n.burned = 0`, [nft]),
    loadTokenPrices(db),
  ]);
  if (!row) return null;
  // The newest whitelisted auction / sell that is active (or past its end: shown as expired), and
  // the best live offer: one D1 batch.
  const [auctionRes, sellRes, buyRes, traitRes, collectionRes] = await db.batch([
    db
      .prepare(
        `SELECT ${auctionColumns('a')} FROM auctions a ${feeJoinsSql('a')}
         WHERE a.nft = ${addressIdSql('?1')} AND a.status = 'active' AND a.whitelisted = 1 ORDER BY a.start_time DESC, a.address DESC LIMIT 1`,
      )
      .bind(nft),
    db
      .prepare(
        `SELECT ${sellColumns('s')} FROM direct_sells s ${feeJoinsSql('s')}
         WHERE s.nft = ${addressIdSql('?1')} AND s.status = 'active' AND s.whitelisted = 1 ORDER BY s.created_at DESC, s.address DESC LIMIT 1`,
      )
      .bind(nft),
    db
      .prepare(`SELECT ${buyColumns('b')} FROM direct_buys b ${feeJoinsSql('b')} WHERE b.address = ?1 AND b.whitelisted = 1`)
      .bind(row.best_offer_address),
    db
      .prepare(
        `SELECT t.trait_type, t.trait_value, ct.nft_count AS cnt FROM (${nftTraitPairsSql('?1')}) p
         JOIN nft_traits t ON t.collection = ${addressIdSql('p.collection')} AND t.type_key = p.type_key AND t.value_key = p.value_key
           AND t.nft = ${addressIdSql('?1')}
         LEFT JOIN collection_traits ct ON ct.collection = p.collection AND ct.type_key = t.type_key AND ct.value_key = t.value_key
         ORDER BY t.type_key, t.value_key`,
      )
      .bind(nft),
    db.prepare(`SELECT ${collectionColumns('c', 'cc')} FROM ${COLLECTION_FROM} WHERE c.address = ?1`).bind(row.collection),
  ]);
  const auction = ((auctionRes?.results ?? []) as AuctionRow[])[0];
  const sell = ((sellRes?.results ?? []) as SellRow[])[0];
  const buy = ((buyRes?.results ?? []) as BuyRow[])[0];
  const entity = nftFromRow(row, prices);
  // Details show the active-or-expired offers found here (§8.5).
  entity.auction = auction?.address ?? null;
  entity.forsale = sell?.address ?? null;
  return {
    nft: entity,
    collection: Object.fromEntries(((collectionRes?.results ?? []) as CollectionRow[]).map((c) => [c.address, collectionFromRow(c)])),
    auction: auction ? { [auction.address]: auctionFromRow(auction, prices, now) } : {},
    directSell: sell ? { [sell.address]: sellFromRow(sell, prices, now) } : {},
    directBuy: buy ? { [buy.address]: buyFromRow(buy, prices, now) } : {},
    traits: ((traitRes?.results ?? []) as TraitRow[]).map(traitFromRow),
  };
}

function traitFromRow(row: TraitRow): NftTrait {
  let value: NftTrait['traitValue'];
  try {
    value = JSON.parse(row.trait_value) as NftTrait['traitValue'];
  } catch {
    value = row.trait_value;
  }
  return { traitType: row.trait_type, traitValue: value, cnt: row.cnt ?? 0 };
}

/**
 * POST /nfts/top (§10.5): verified NFTs with the most whitelisted deals after `from`, then the
 * most recently updated, then the address (both descending).
 */
export async function topNfts(db: D1Database, p: NftsTopParams): Promise<NftList> {
  const now = nowSeconds();
  const [rows, prices] = await Promise.all([
    all<NftRow & { deals: number }>(
      db,
      `SELECT ${nftColumns('n')}, d.deals FROM
         (SELECT nft, count(*) AS deals FROM price_history WHERE ts > ?1 AND whitelisted = 1 GROUP BY nft) d
       JOIN nfts n ON n.id = d.nft
       WHERE n.burned = 0 AND n.verified = 1
       ORDER BY d.deals DESC, n.updated_at DESC, n.address DESC LIMIT ?2 OFFSET ?3`,
      [p.from, p.limit, p.offset],
    ),
    loadTokenPrices(db),
  ]);
  return nftPage(db, rows, prices, now, rows.length);
}

/** POST /nft/banner (§10.6): one random NFT with a preview from each collection flagged for the banner. */
export async function bannerNfts(db: D1Database): Promise<NftForBanner[]> {
  const rows = await all<{ collection: string; name: string | null; nft: string | null; image: string | null; mimetype: string | null }>(
    db,
    `SELECT b.collection, b.name, n.address AS nft, n.image, n.mimetype FROM
       (SELECT c.address AS collection, coalesce(cc.name, c.name) AS name,
          (SELECT x.address FROM nfts x WHERE x.collection_id = ${addressIdSql('c.address')} AND x.burned = 0 AND x.image IS NOT NULL
           ORDER BY random() LIMIT 1) AS pick
        FROM collections c LEFT JOIN collection_custom cc ON cc.address = c.address WHERE c.for_banner = 1) b
     JOIN nfts n ON n.address = b.pick
     ORDER BY b.collection`,
    [],
  );
  return rows
    .filter((r) => r.nft !== null && r.image !== null)
    .map((r) => ({
      name: r.name ?? '',
      collectionAddress: r.collection,
      nftAddress: r.nft!,
      picture: r.image!,
      mimetype: r.mimetype ?? '',
    }));
}

/**
 * POST /nft/direct/buy (§10.7): the NFT's live offers (whitelisted, active, not past their end),
 * newest update first. `status` can only narrow that: a list without `active` finds nothing.
 */
export async function nftDirectBuys(db: D1Database, p: NftDirectBuyParams): Promise<VecWith<DirectBuy>> {
  const now = nowSeconds();
  if (p.status.length > 0 && !p.status.includes('active'))
    return { totalCount: 0, items: [], nft: {}, collection: {}, auction: null, directBuy: null, directSell: null };
  const where = `b.nft = ${addressIdSql('?1')} AND b.live = 1 AND (b.expired_at = 0 OR b.expired_at >= ?2)`;
  const [rows, count, prices] = await Promise.all([
    all<BuyRow>(
      db,
      `SELECT ${buyColumns('b')} FROM direct_buys b ${feeJoinsSql('b')} WHERE ${where}
       ORDER BY b.updated_at DESC, b.address DESC LIMIT ?3 OFFSET ?4`,
      [p.nft, now, p.limit, p.offset],
    ),
    first<{ total: number }>(db, countSql('direct_buys b', where), [p.nft, now]),
    loadTokenPrices(db),
  ]);
  const maps = await sideLoad(db, { nfts: rows.map((r) => r.nft), collections: rows.map((r) => r.collection) }, prices, now);
  return { totalCount: count?.total ?? 0, items: rows.map((r) => buyFromRow(r, prices, now)), ...maps };
}

/** POST /nft/price-history (§10.8): whitelisted deals with a historical USD value, oldest first. */
export async function priceHistory(db: D1Database, p: NftPriceHistoryParams): Promise<PricePoint[]> {
  const rows = await all<{ usd: number; ts: number }>(
    db,
    `SELECT usd, ts FROM price_history WHERE nft = ${addressIdSql('?1')} AND ts BETWEEN ?2 AND ?3 AND whitelisted = 1 AND usd IS NOT NULL
     ORDER BY ts, id`,
    [p.nft, p.from, p.to],
  );
  return rows.map((r) => ({ usdPrice: formatReal(r.usd) ?? '0', ts: r.ts }));
}

/**
 * POST /nfts/types (§10.9): file mimetypes of verified collections' NFTs, or of all collections'
 * with `verified: false` (the reference returned only unverified ones there, gap 24). Sorted.
 */
export async function nftTypes(db: D1Database, p: NftsTypesParams): Promise<string[]> {
  const rows = await all<{ mimetype: string }>(
    db,
    p.verified
      ? `SELECT DISTINCT m.mimetype FROM collection_mimetypes m JOIN collections c ON c.address = m.collection
         WHERE m.nft_count > 0 AND c.verified = 1 ORDER BY m.mimetype`
      : 'SELECT DISTINCT mimetype FROM collection_mimetypes WHERE nft_count > 0 ORDER BY mimetype',
    [],
  );
  return rows.map((r) => r.mimetype);
}

/** POST /nfts/price-range (§10.10): min and max USD floor over the matching NFTs, null when none is priced. */
export async function priceRange(db: D1Database, p: NftsPriceRangeParams): Promise<NftsPriceRange | null> {
  // Every matching NFT is read, so driving from the rarest trait is never worse than walking.
  const plan = await planTraits(db, p, Number.MAX_SAFE_INTEGER);
  if (plan.empty) return null;
  const params: SqlValue[] = [];
  const source = nftFrom(p, plan, params);
  const where = nftWhere(p, params, plan);
  where.push('n.floor_price_usd IS NOT NULL');
  const row = await first<{ low: number | null; high: number | null }>(
    db,
    `SELECT min(n.floor_price_usd) AS low, max(n.floor_price_usd) AS high FROM ${source} WHERE ${where.join(' AND ')}`,
    params,
  );
  const from = formatReal(row?.low);
  const to = formatReal(row?.high);
  return from !== null && to !== null ? { from, to } : null;
}

/**
 * GET /nft/my-best-offer (§10.11): the caller's live offer on the NFT with the highest USD value;
 * offers in a token without a USD price come last (gap 19). Null when there is none.
 */
export async function myBestOffer(db: D1Database, buyer: string, nft: string): Promise<DirectBuy | null> {
  const now = nowSeconds();
  const [row, prices] = await Promise.all([
    first<BuyRow>(
      db,
      `SELECT ${buyColumns('b')} FROM direct_buys b ${feeJoinsSql('b')}
       WHERE b.buyer = ${addressIdSql('?1')} AND b.nft = ${addressIdSql('?2')} AND b.live = 1 AND (b.expired_at = 0 OR b.expired_at >= ?3)
       ORDER BY b.price_usd DESC NULLS LAST, b.created_at, b.address LIMIT 1`,
      [buyer, nft, now],
    ),
    loadTokenPrices(db),
  ]);
  return row ? buyFromRow(row, prices, now) : null;
}
