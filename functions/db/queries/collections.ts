/**
 * Collection reads and the owner's overrides: /collections, /collections/simple,
 * /collections/evaluation, /collection/details, /collections/by-owner, /collections-custom.
 *
 * Displayed name, description, logo, wallpaper and social are the owner's custom values when set
 * (collection_custom), else the on-chain ones; they are computed at read time, so a
 * /collections-custom write shows at once everywhere. The search document (functions/db/search.ts)
 * is the one derived copy of the displayed name, rebuilt in the same batch as the write.
 */
import BigNumber from 'bignumber.js';
import type {
  Collection,
  CollectionAttribute,
  CollectionDetails,
  CollectionEvaluation,
  CollectionPreview,
  CollectionSimple,
  VecWithTotal,
} from '@shared/contract/schemas';
import type {
  CollectionCustomParams,
  CollectionsByOwnerParams,
  CollectionsEvaluationParams,
  CollectionsParams,
  CollectionsSimpleParams,
} from '@shared/contract/requests';
import { addressIdSql } from '../address-ids';
import { collectionFigures } from '../collection-figures';
import { eventKindCode } from '../event-kinds';
import { collectionSearchDocSql } from '../search';
import { all, first, inList, jsonList, nowSeconds, type SqlValue } from './sql';
import { collectionColumns, collectionFromRow, COLLECTION_FROM, type CollectionRow } from './rows';
import { formatReal } from './usd';

interface TraitValueRow {
  collection: string;
  type_key: string;
  trait_type: string;
  trait_value: string;
  nft_count: number;
}

/** CollectionDetails.attributes of each collection: trait types with their distinct values, sorted. */
async function loadAttributes(db: D1Database, collections: readonly string[]): Promise<Map<string, CollectionAttribute[]>> {
  const out = new Map<string, CollectionAttribute[]>();
  if (collections.length === 0) return out;
  const params: SqlValue[] = [];
  const where = inList('collection', collections, params);
  const rows = await all<TraitValueRow>(
    db,
    `SELECT collection, type_key, trait_type, trait_value, nft_count FROM collection_traits
     WHERE ${where} AND nft_count > 0 ORDER BY collection, type_key, value_key`,
    params,
  );
  let last: { collection: string; typeKey: string; attribute: CollectionAttribute } | null = null;
  for (const row of rows) {
    if (last === null || last.collection !== row.collection || last.typeKey !== row.type_key) {
      const attribute: CollectionAttribute = { traitType: row.trait_type, traitValues: [], counts: [] };
      const list = out.get(row.collection) ?? [];
      list.push(attribute);
      out.set(row.collection, list);
      last = { collection: row.collection, typeKey: row.type_key, attribute };
    }
    last.attribute.traitValues.push(row.trait_value);
    last.attribute.counts?.push(row.nft_count);
  }
  return out;
}

/**
 * Up to 3 previews per collection: its first NFTs (by name) with an image. The reference picks 3
 * at random among the first 8; a fixed pick keeps pages cacheable and stable.
 */
async function loadPreviews(db: D1Database, collections: readonly string[]): Promise<Map<string, CollectionPreview[]>> {
  const out = new Map<string, CollectionPreview[]>();
  if (collections.length === 0) return out;
  const rows = await all<{ collection: string; image: string | null; mimetype: string | null }>(
    db,
    `SELECT c.value AS collection, n.image, n.mimetype FROM json_each(?1) c
     JOIN nfts n ON n.id IN (SELECT x.id FROM nfts x WHERE x.collection_id = ${addressIdSql('c.value')} AND x.burned = 0
                               AND x.image IS NOT NULL ORDER BY x.name_sort, x.id LIMIT 3)
     ORDER BY c.value, n.name_sort, n.id`,
    [jsonList(collections)],
  );
  for (const row of rows) {
    const list = out.get(row.collection) ?? [];
    list.push({ source: row.image, mimetype: row.mimetype });
    out.set(row.collection, list);
  }
  return out;
}

function detailsFromRow(row: CollectionRow, attributes: CollectionAttribute[], previews: CollectionPreview[]): CollectionDetails {
  return {
    ...collectionFromRow(row),
    floorPriceUsd: formatReal(row.floor_price_usd),
    totalVolumeUsd: formatReal(row.total_volume_usd) ?? '0',
    attributes,
    previews,
  };
}

/** Stable orders with "no value" last both ways; the address breaks ties (gap 20). */
function collectionOrder(order: CollectionsParams['order']): string {
  const desc = order.direction === 'desc';
  const column = {
    ownersCount: 'c.owners_count',
    firstMint: 'c.first_mint',
    price: 'c.floor_price_usd',
    totalVolumeUsd: 'c.total_volume_usd',
  }[order.field];
  return desc ? `${column} DESC, c.address DESC` : `${column} IS NULL, ${column}, c.address`;
}

interface CollectionFilter {
  name?: string | undefined;
  owners?: readonly string[];
  verified: boolean;
  collections?: readonly string[];
  nftTypes?: readonly string[] | undefined;
}

function collectionWhere(f: CollectionFilter, params: SqlValue[]): string {
  const where: string[] = [];
  if (f.verified) where.push('c.verified = 1');
  // A hidden collection (../hidden.ts) is in no list; asked for by address it is still found.
  else if (!f.collections || f.collections.length === 0) where.push('c.hidden = 0');
  if (f.owners && f.owners.length > 0) where.push(inList('c.owner', f.owners, params));
  if (f.collections && f.collections.length > 0) where.push(inList('c.address', f.collections, params));
  if (f.name !== undefined) {
    // A LIKE pattern as given (the contract's ILIKE; SQLite's LIKE ignores ASCII case): the site
    // sends "%text%" for "contains" (shared/lib/search.ts likeContains).
    where.push("coalesce(cc.name, c.name, '') LIKE ?");
    params.push(f.name);
  }
  if (f.nftTypes && f.nftTypes.length > 0) {
    where.push(
      'EXISTS (SELECT 1 FROM collection_mimetypes m WHERE m.collection = c.address AND m.nft_count > 0 AND m.mimetype IN (SELECT value FROM json_each(?)))',
    );
    params.push(jsonList(f.nftTypes));
  }
  return where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
}

/** POST /collections (§10.12); totalCount counts the collections matching the filters (gap 20). */
export async function listCollections(db: D1Database, p: CollectionsParams): Promise<VecWithTotal<CollectionDetails>> {
  const params: SqlValue[] = [];
  const where = collectionWhere(p, params);
  const [rows, count] = await Promise.all([
    all<CollectionRow>(
      db,
      `SELECT ${collectionColumns('c', 'cc')} FROM ${COLLECTION_FROM} ${where} ORDER BY ${collectionOrder(p.order)} LIMIT ? OFFSET ?`,
      [...params, p.limit, p.offset],
    ),
    first<{ total: number }>(db, `SELECT count(*) AS total FROM ${COLLECTION_FROM} ${where}`, params),
  ]);
  const addresses = rows.map((r) => r.address);
  const [attributes, previews] = await Promise.all([loadAttributes(db, addresses), loadPreviews(db, addresses)]);
  return {
    totalCount: count?.total ?? 0,
    items: rows.map((r) => detailsFromRow(r, attributes.get(r.address) ?? [], previews.get(r.address) ?? [])),
  };
}

/** POST /collections/simple (§10.13): by owner count, descending. */
export async function listCollectionsSimple(db: D1Database, p: CollectionsSimpleParams): Promise<VecWithTotal<CollectionSimple>> {
  const params: SqlValue[] = [];
  const where = collectionWhere(p, params);
  const [rows, count] = await Promise.all([
    all<CollectionRow>(
      db,
      `SELECT ${collectionColumns('c', 'cc')} FROM ${COLLECTION_FROM} ${where}
       ORDER BY c.owners_count DESC, c.address DESC LIMIT ? OFFSET ?`,
      [...params, p.limit, p.offset],
    ),
    first<{ total: number }>(db, `SELECT count(*) AS total FROM ${COLLECTION_FROM} ${where}`, params),
  ]);
  return {
    totalCount: count?.total ?? 0,
    items: rows.map((r) => ({
      address: r.address,
      name: r.name ?? '',
      description: r.description ?? '',
      verified: r.verified === 1,
      logo: r.logo,
      nftCount: Math.max(0, r.nft_count),
    })),
  };
}

/**
 * POST /collection/details (§10.15): previews are always empty; null when unknown. It also carries the
 * floor listing and the listed count (../collection-figures.ts), which the collection's pages show.
 */
export async function collectionDetails(db: D1Database, address: string): Promise<CollectionDetails | null> {
  const [row, attributes, figures] = await Promise.all([
    first<CollectionRow>(db, `SELECT ${collectionColumns('c', 'cc')} FROM ${COLLECTION_FROM} WHERE c.address = ?1`, [address]),
    loadAttributes(db, [address]),
    collectionFigures(db, address),
  ]);
  return row ? { ...detailsFromRow(row, attributes.get(address) ?? [], []), floor: figures.floor, listedCount: figures.listed } : null;
}

/** POST /collections/by-owner (§10.16): newest first; totalCount is the owner's count (gap 20). */
export async function collectionsByOwner(db: D1Database, p: CollectionsByOwnerParams): Promise<VecWithTotal<Collection>> {
  const [rows, count] = await Promise.all([
    all<CollectionRow>(
      db,
      `SELECT ${collectionColumns('c', 'cc')} FROM ${COLLECTION_FROM} WHERE c.owner = ?1
       ORDER BY c.created_at DESC, c.address DESC LIMIT ?2 OFFSET ?3`,
      [p.owner, p.limit, p.offset],
    ),
    first<{ total: number }>(db, 'SELECT count(*) AS total FROM collections WHERE owner = ?1', [p.owner]),
  ]);
  return { totalCount: count?.total ?? 0, items: rows.map(collectionFromRow) };
}

/** The collection's current owner, or null when the collection is unknown. */
export async function collectionOwner(db: D1Database, address: string): Promise<string | null> {
  const row = await first<{ owner: string }>(db, 'SELECT owner FROM collections WHERE address = ?1', [address]);
  return row?.owner ?? null;
}

/**
 * POST /collections-custom (§10.17): replaces every custom field (an omitted one shows the on-chain
 * value again) and rebuilds the collection's search document, in one batch.
 */
export async function upsertCollectionCustom(db: D1Database, p: CollectionCustomParams): Promise<void> {
  const social = p.social ? Object.fromEntries(Object.entries(p.social).filter(([, v]) => typeof v === 'string' && v !== '')) : null;
  const statements = [
    db
      .prepare(
        `INSERT INTO collection_custom (address, name, description, wallpaper, logo, social, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
         ON CONFLICT (address) DO UPDATE SET name = excluded.name, description = excluded.description, wallpaper = excluded.wallpaper,
           logo = excluded.logo, social = excluded.social, updated_at = excluded.updated_at`,
      )
      .bind(
        p.address,
        p.name ?? null,
        p.description ?? null,
        p.wallpaper ?? null,
        p.logo ?? null,
        social && Object.keys(social).length > 0 ? JSON.stringify(social) : null,
        nowSeconds(),
      ),
    ...collectionSearchDocSql(p.address).map((s) => db.prepare(s.sql).bind(...s.params)),
  ];
  await db.batch(statements);
}

/** The main token (whole-unit mint prices of /collections/evaluation are in it): wrapped Venom. */
async function mainTokenUsdPerWhole(db: D1Database): Promise<BigNumber> {
  const row = await first<{ usd_price: string; decimals: number }>(
    db,
    "SELECT usd_price, decimals FROM token_usd_prices WHERE upper(symbol) IN ('WVENOM', 'VENOM') ORDER BY updated_at DESC LIMIT 1",
    [],
  );
  return row ? new BigNumber(row.usd_price).shiftedBy(row.decimals) : new BigNumber(0);
}

/**
 * POST /collections/evaluation (§10.14). Trades in `from < time < to` are whitelisted deals valued
 * at the current token USD price (the reference used four hard-coded prices and no whitelist,
 * gap 27), plus, for collections with a `mintPrices` entry, every mint as a trade at that price in
 * the main token. usdValue sums each non-burned NFT's latest trade; ordered by usdValue desc.
 */
export async function collectionsEvaluation(db: D1Database, p: CollectionsEvaluationParams): Promise<CollectionEvaluation[]> {
  const addresses = [...new Set(p.addresses)];
  const from = p.period?.from ?? -1;
  const to = p.period?.to ?? nowSeconds();
  const perWhole = p.mintPrices && Object.keys(p.mintPrices).length > 0 ? await mainTokenUsdPerWhole(db) : new BigNumber(0);
  const mintUsd: Record<string, number> = {};
  for (const [collection, price] of Object.entries(p.mintPrices ?? {}))
    mintUsd[collection] = new BigNumber(price ?? 0).times(perWhole).toNumber();
  const rows = await all<{
    address: string;
    usd_value: number | null;
    most: number | null;
    turnover: number | null;
    nft_count: number | null;
  }>(
    db,
    `WITH trades AS (
       SELECT pc.address AS collection, pn.address AS nft, ph.ts, 1 AS kind, ph.id AS seq, CAST(ph.amount AS REAL) * ifnull(t.usd_price_real, 0) AS usd
       FROM price_history ph JOIN addresses pc ON pc.id = ph.collection JOIN addresses pn ON pn.id = ph.nft
       LEFT JOIN addresses pt ON pt.id = ph.token LEFT JOIN token_usd_prices t ON t.token = pt.address
       WHERE ph.collection IN (SELECT id FROM addresses WHERE address IN (SELECT value FROM json_each(?1))) AND ph.ts > ?2 AND ph.ts < ?3
         AND ph.whitelisted = 1
       UNION ALL
       SELECT m.key, na.address, a.ts, 0, a.id, m.value
       FROM json_each(?4) m JOIN addresses ca ON ca.address = m.key
       JOIN activity a ON a.collection = ca.id AND a.kind = ${eventKindCode('mint')} AND a.ts > ?2 AND a.ts < ?3
       JOIN addresses na ON na.id = a.nft
     ),
     latest AS (
       SELECT collection, nft, usd, row_number() OVER (PARTITION BY nft ORDER BY ts DESC, kind DESC, seq DESC) AS rn FROM trades
     )
     SELECT r.value AS address, v.usd_value, v.most, tt.turnover, c.nft_count
     FROM json_each(?1) r
     LEFT JOIN collections c ON c.address = r.value
     LEFT JOIN (SELECT l.collection, sum(l.usd) AS usd_value, max(l.usd) AS most FROM latest l
                JOIN nfts n ON n.address = l.nft AND n.burned = 0 WHERE l.rn = 1 GROUP BY l.collection) v ON v.collection = r.value
     LEFT JOIN (SELECT collection, sum(usd) AS turnover FROM trades GROUP BY collection) tt ON tt.collection = r.value
     ORDER BY ifnull(v.usd_value, 0) DESC, r.value`,
    [jsonList(addresses), from, to, JSON.stringify(mintUsd)],
  );
  return rows.map((r) => ({
    address: r.address,
    usdValue: formatReal(r.usd_value ?? 0) ?? '0',
    mostExpensiveItem: formatReal(r.most ?? 0) ?? '0',
    usdTurnover: formatReal(r.turnover ?? 0) ?? '0',
    nftCount: Math.max(0, r.nft_count ?? 0),
  }));
}
