/**
 * The /nfts list planner: a request's filter as SQL (FROM, WHERE, ORDER BY) over the `nfts` table, the trait
 * filters' plan (walk the verified index, or drive the scan from the rarest traits' lists), and the page's
 * statement. Every query repeats `n.burned = 0` so the partial indexes apply and burned NFTs never show
 * (api-contract §13 gap 12).
 */
import type { NftsParams } from '@shared/contract/requests';
import { eventKindCode } from '../event-kinds';
import { addressIdSql } from '../address-ids';
import { amountKey } from '../amount-key';
import { traitKeyNeedle } from '../trait-keys';
import { first, idInList, inList, jsonList, type SqlValue } from './sql';
import { nftColumns } from './rows';
import { notHidden } from '../hidden';
import { LISTED_NFT } from '../collection-figures';

type AttributeFilter = NftsParams['attributes'][number];

export interface NftFilter {
  owners: readonly string[];
  collections: readonly string[];
  verified: boolean;
  attributes: readonly AttributeFilter[];
  forsale?: boolean;
  auction?: boolean;
  priceFrom?: string | undefined;
  priceTo?: string | undefined;
  priceTokens?: readonly string[] | undefined;
  /** Raw bounds in the one token of `priceTokens` (our extension), canonical digits. */
  priceAmountFrom?: string | undefined;
  priceAmountTo?: string | undefined;
  nftTypes?: readonly string[] | undefined;
  /** Part of the NFT's name, literal and case-insensitive (our extension, for a collection's search). */
  name?: string | undefined;
  /** Rarity rank bounds, inclusive (our extension); unranked NFTs never match. */
  rankFrom?: number | undefined;
  rankTo?: number | undefined;
  /** Listed (a live sale or auction) or not (our extension, for a profile's Collected tab). */
  listed?: boolean | undefined;
}

/** Trait keys as the indexer stores them (functions/indexer/metadata.ts): trimmed, lowercased. */
const traitKey = (text: string): string => text.trim().toLowerCase();

interface TraitCondition {
  typeKey: string;
  /** JSON list of value keys. */
  values: string;
  /** JSON list of what n.trait_keys contains for each value (functions/db/trait-keys.ts). */
  needles: string;
}

function traitConditions(attributes: readonly AttributeFilter[]): TraitCondition[] {
  return attributes.map((a) => {
    const typeKey = traitKey(a.traitType);
    const valueKeys = [...new Set(a.traitValues.map(traitKey))];
    return { typeKey, values: jsonList(valueKeys), needles: jsonList(valueKeys.map((v) => traitKeyNeedle(typeKey, v))) };
  });
}

/**
 * How the NFT scan meets the trait filters (see `planTraits`): `walk` the ordered index and match
 * each NFT's trait_keys, or `drive` from the intersection of the requested traits' NFT lists, then sort.
 */
export interface TraitPlan {
  /** Some requested trait matches no NFT at all: the answer is empty. */
  empty: boolean;
  /** Indexes of the attributes whose NFT lists are intersected (rarest first), or null to walk. */
  drive: number[] | null;
  /** Walking: the attributes to match, rarest first, so most NFTs fail on the first (default: as requested). */
  probes?: number[];
}

const WALK: TraitPlan = { empty: false, drive: null };

/** D1 refuses a compound SELECT of more than 5 terms. */
const MAX_INTERSECTED = 5;

/**
 * Chooses between walking and driving from the requested traits' NFT counts in the collection(s)
 * (`counts`, one per attribute), the collections' NFT total and the rows the page needs
 * (offset + limit). Costs are in microseconds, measured in sqlite3 on the 1,000,000-NFT bench
 * world's biggest collection (41,616 NFTs, `npm run bench:api -- --scale 1000000`):
 * - walking reads about wanted / selectivity entries of the ordered index, matching each one's
 *   trait_keys in the index itself: ~1.5 µs an entry;
 * - driving reads every requested trait's NFT list in key order (~1.5 µs an entry), intersects
 *   them, then looks up and sorts the survivors (~5 µs each).
 * Several collections cannot be walked in order, so they always drive.
 */
export function chooseTraitPlan(counts: readonly number[], total: number, wanted: number, collections: number): TraitPlan {
  if (counts.some((c) => c <= 0)) return { empty: true, drive: null };
  const byRarity = counts.map((count, index) => ({ count, index })).sort((a, b) => a.count - b.count);
  const intersected = byRarity.slice(0, MAX_INTERSECTED);
  const drive: TraitPlan = { empty: false, drive: intersected.map((x) => x.index) };
  if (collections > 1) return drive;
  const size = Math.max(1, total, ...counts);
  const selectivity = counts.reduce((acc, c) => acc * Math.min(1, c / size), 1);
  const walkCost = 1.5 * Math.min(size, wanted / selectivity);
  const driveCost = 1.5 * intersected.reduce((acc, x) => acc + x.count, 0) + 5 * size * selectivity;
  return walkCost <= driveCost ? { ...WALK, probes: byRarity.map((x) => x.index) } : drive;
}

/** The trait plan of a /nfts query: the collection's trait counts, then `chooseTraitPlan`. Without a collection filter the walk over the verified index is used. */
export async function planTraits(db: D1Database, f: NftFilter, wanted: number): Promise<TraitPlan> {
  if (f.attributes.length === 0 || f.collections.length === 0) return WALK;
  const conditions = traitConditions(f.attributes);
  const row = await first<{ counts: string; total: number | null }>(
    db,
    `SELECT json_group_array(
       (SELECT ifnull(sum(ct.nft_count), 0) FROM collection_traits ct
        WHERE ct.collection IN (SELECT value FROM json_each(?1)) AND ct.type_key = json_extract(f.value, '$.typeKey')
          AND ct.value_key IN (SELECT value FROM json_each(json_extract(f.value, '$.values'))))) AS counts,
       (SELECT sum(nft_count) FROM collections WHERE address IN (SELECT value FROM json_each(?1))) AS total
     FROM json_each(?2) f`,
    [jsonList(f.collections), JSON.stringify(conditions)],
  );
  const counts = row ? (JSON.parse(row.counts) as number[]) : [];
  if (counts.length !== conditions.length) return WALK;
  return chooseTraitPlan(counts, row?.total ?? 1, wanted, f.collections.length);
}

/** `FROM` of the NFT scan: the nfts table, or the intersected trait lists joined to it (in that order). */
export function nftFrom(f: NftFilter, plan: TraitPlan, params: SqlValue[]): string {
  if (plan.drive === null) return 'nfts n';
  const conditions = traitConditions(f.attributes);
  const lists = plan.drive.map((index) => {
    const condition = conditions[index]!;
    const collection = idInList('collection', f.collections, params);
    params.push(condition.typeKey, condition.values);
    return `SELECT nft FROM nft_traits WHERE ${collection} AND type_key = ? AND value_key IN (SELECT value FROM json_each(?))`;
  });
  // INTERSECT (and DISTINCT for one list) also removes an NFT listed under two requested values.
  const source = lists.length === 1 ? lists[0]!.replace('SELECT nft', 'SELECT DISTINCT nft') : lists.join(' INTERSECT ');
  // The lists hold address ids, the NFTs' own keys.
  return `(${source}) m CROSS JOIN nfts n ON n.id = m.nft`;
}

/**
 * WHERE conditions of /nfts and /nfts/price-range over `nfts n`. Lists are bound as JSON, so
 * attribute values with commas, quotes or braces are plain values (gap 14). A trait condition that
 * is not driven (see `nftFrom`) is a match in the NFT's trait_keys.
 */
export function nftWhere(f: NftFilter, params: SqlValue[], plan: TraitPlan = WALK): string[] {
  const where = ['n.burned = 0'];
  if (f.collections.length === 1 && f.verified) {
    // Checked once on the collection, so SQLite stays on the collection's ordered index and never
    // reads a row just for its flag.
    where.push(`n.collection_id = ${addressIdSql('?')}`, 'EXISTS (SELECT 1 FROM collections vc WHERE vc.address = ? AND vc.verified = 1)');
    params.push(f.collections[0]!, f.collections[0]!);
  } else if (f.collections.length > 1 && f.verified) {
    where.push(
      `n.collection_id IN (SELECT a.id FROM collections c JOIN addresses a ON a.address = c.address
         WHERE c.address IN (SELECT value FROM json_each(?)) AND c.verified = 1)`,
    );
    params.push(jsonList(f.collections));
  } else if (f.collections.length > 0) {
    where.push(idInList('n.collection_id', f.collections, params));
  } else if (f.verified) {
    // With owners, the owner index drives (even a whale holds a few thousand of a million NFTs); the
    // unary + keeps SQLite from walking every verified NFT on a verified index instead (3 s at 1M).
    where.push(f.owners.length > 0 ? '+n.verified = 1' : 'n.verified = 1');
  } else {
    where.push(notHidden('n.collection_id'));
  }
  if (f.owners.length > 0) where.push(idInList('n.owner_id', f.owners, params));
  if (f.name !== undefined) {
    where.push('instr(lower(n.name), lower(?)) > 0');
    params.push(f.name);
  }
  // Each requested trait type must match one of its values (types ANDed, values ORed).
  // Matched in n.trait_keys, which the collection order indexes carry: no row or nft_traits read.
  const conditions = traitConditions(f.attributes);
  const probes = plan.probes ?? conditions.map((_, index) => index);
  for (const index of probes) {
    if (plan.drive?.includes(index)) continue;
    params.push(conditions[index]!.needles);
    where.push('EXISTS (SELECT 1 FROM json_each(?) k WHERE instr(n.trait_keys, k.value) > 0)');
  }
  const sale = [...(f.auction ? ['n.auction_address IS NOT NULL'] : []), ...(f.forsale ? ['n.sell_address IS NOT NULL'] : [])];
  if (sale.length > 0) where.push(`(${sale.join(' OR ')})`);
  if (f.listed === true) where.push(LISTED_NFT);
  if (f.listed === false) where.push(`NOT ${LISTED_NFT}`);
  // USD bounds on the floor (the cheaper of the live sell and the auction's next bid).
  if (f.priceFrom !== undefined) {
    where.push('n.floor_price_usd >= ?');
    params.push(Number(f.priceFrom));
  }
  if (f.priceTo !== undefined) {
    where.push('n.floor_price_usd <= ?');
    params.push(Number(f.priceTo));
  }
  if (f.priceTokens !== undefined && f.priceTokens.length > 0) {
    // The live sell's token, else the live auction's.
    where.push(inList('coalesce(n.sell_token, n.auction_token)', f.priceTokens, params));
  }
  // The price in that token (the live sell's, else the auction's next bid) as its amount key
  // (functions/db/amount-key.ts): text that orders as the integers do, so no unit is lost at any size.
  const key = (column: string) => `printf('%02d', length(${column})) || ${column}`;
  const priceKey = `(CASE WHEN n.sell_address IS NOT NULL THEN ${key('n.sell_price')} ELSE ${key('n.auction_price')} END)`;
  if (f.priceAmountFrom !== undefined) {
    where.push(`${priceKey} >= ?`);
    params.push(amountKey(f.priceAmountFrom));
  }
  if (f.priceAmountTo !== undefined) {
    where.push(`${priceKey} <= ?`);
    params.push(amountKey(f.priceAmountTo));
  }
  // On rarity_sort_asc (unranked = max), which the collection's rarity index carries.
  if (f.rankFrom !== undefined) {
    where.push('n.rarity_sort_asc >= ?');
    params.push(f.rankFrom);
  }
  if (f.rankTo !== undefined || f.rankFrom !== undefined) {
    where.push('n.rarity_sort_asc <= ?');
    params.push(f.rankTo ?? Number.MAX_SAFE_INTEGER - 1);
  }
  if (f.nftTypes !== undefined && f.nftTypes.length > 0) {
    params.push(jsonList(f.nftTypes));
    where.push('EXISTS (SELECT 1 FROM json_each(n.files_mimetypes) m WHERE m.value IN (SELECT value FROM json_each(?)))');
  }
  return where;
}

/**
 * ORDER BY of /nfts, always ending with the NFT's id (its address id) so pages are
 * stable. Each matches an index of the schema (nfts_by_collection_* / nfts_by_verified_*): "no price"
 * sorts last both ways, and dealPriceUsd really orders by the deal price (gap 12).
 */
function nftOrder(order: NftsParams['order']): string {
  const desc = order.direction === 'desc';
  switch (order.field) {
    case 'name':
      return desc ? 'n.name_sort DESC, n.id DESC' : 'n.name_sort, n.id';
    case 'floorPriceUsd':
      return desc ? 'n.floor_price_usd DESC, n.id DESC' : 'n.floor_sort_asc, n.id';
    case 'dealPriceUsd':
      return desc ? 'n.deal_price_usd DESC, n.id DESC' : 'n.deal_sort_asc, n.id';
    case 'rarity':
      // asc: rarest (rank 1) first, unranked last; desc: the most common first, unranked last.
      return desc ? 'n.rarity_rank DESC, n.id DESC' : 'n.rarity_sort_asc, n.id';
    case 'bestOfferUsd':
      return desc ? 'n.best_offer_price_usd DESC, n.id DESC' : 'ifnull(n.best_offer_price_usd, 1e308), n.id';
    case 'listedAt':
      // When the live sale or auction started; `nftsListSql` keeps only listed NFTs for this order.
      return `${LISTED_AT} ${desc ? 'DESC' : 'ASC'}, n.id ${desc ? 'DESC' : 'ASC'}`;
    case 'receivedAt':
      // Only with one owner (the request schema's rule): each NFT's newest owner change, read on activity_nft_kind.
      return `${RECEIVED_AT} ${desc ? 'DESC' : 'ASC'}, n.id ${desc ? 'DESC' : 'ASC'}`;
  }
}

/** The kinds after which an NFT has a new owner: a mint, a transfer, a sale, an accepted offer, an auction's end. */
const OWNER_CHANGES = (['mint', 'transfer', 'sell_purchased', 'offer_filled', 'auction_complete'] as const).map(eventKindCode).join(', ');

/**
 * When the NFT last came to its owner: its newest owner-changing activity, from the index alone (else when it
 * was created, read only then, so the owner's index alone serves the sort).
 */
const RECEIVED_AT = `coalesce(
  (SELECT r.ts FROM activity r WHERE r.nft = n.id AND r.kind IN (${OWNER_CHANGES}) ORDER BY r.ts DESC LIMIT 1),
  (SELECT c.created_at FROM nfts c WHERE c.id = n.id))`;

/** The start of an NFT's live listing: the newer of its live sell and its live auction. */
const LISTED_AT = `max(
  coalesce((SELECT s.created_at FROM direct_sells s WHERE s.address = n.sell_address), 0),
  coalesce((SELECT a.start_time FROM auctions a WHERE a.address = n.auction_address), 0))`;

/** The ascending sort keys (no price = 1e308) that a descending price order walks backwards. */
const DESC_BY_ASC_KEY: Partial<Record<NftsParams['order']['field'], string>> = {
  floorPriceUsd: 'n.floor_sort_asc',
  dealPriceUsd: 'n.deal_sort_asc',
};

/**
 * A descending price order over the ascending index (there is no descending one):
 * the priced NFTs read backwards, then the unpriced ones, newest id first, each walk cut at the rows
 * the page needs. `where` is bound twice.
 */
function descByAscKeySql(key: string, from: string, where: string, fetch: number): string {
  const walk = (range: string, order: string) =>
    `SELECT * FROM (SELECT ${nftColumns('n')}, ${key} AS sort_key, n.id AS sort_id FROM ${from} WHERE ${where} AND ${range} ORDER BY ${order} LIMIT ${fetch})`;
  return `SELECT * FROM (${walk(`${key} < 1e308`, `${key} DESC, n.id DESC`)} UNION ALL ${walk(`${key} = 1e308`, 'n.id DESC')})
    ORDER BY sort_key = 1e308, sort_key DESC, sort_id DESC LIMIT ? OFFSET ?`;
}

export function nftsListSql(
  p: NftsParams,
  plan: TraitPlan = WALK,
): { sql: string; countSql: string; params: SqlValue[]; pageParams: SqlValue[] } {
  const params: SqlValue[] = [];
  const from = nftFrom(p, plan, params);
  const conditions = nftWhere(p, params, plan);
  // "Recently listed" lists listed items only, as on other marketplaces.
  if (p.order.field === 'listedAt') conditions.push('(n.sell_address IS NOT NULL OR n.auction_address IS NOT NULL)');
  const where = conditions.join(' AND ');
  const ascKey = p.order.direction === 'desc' && plan.drive === null ? DESC_BY_ASC_KEY[p.order.field] : undefined;
  return {
    sql: ascKey
      ? descByAscKeySql(ascKey, from, where, p.offset + p.limit + 1)
      : `SELECT ${nftColumns('n')} FROM ${from} WHERE ${where} ORDER BY ${nftOrder(p.order)} LIMIT ? OFFSET ?`,
    countSql: `SELECT count(*) AS total FROM ${from} WHERE ${where}`,
    params,
    pageParams: ascKey ? [...params, ...params] : params,
  };
}
