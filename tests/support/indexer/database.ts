/**
 * Test helpers over the marketplace tables: wipe them, or dump them in a canonical order so two
 * states can be compared for equality (idempotency tests). For tests only.
 */

/** The tables the indexer writes (plus the API's collection_custom and users), in dependency-free order. */
export const MARKETPLACE_TABLES = [
  'chain_events',
  'token_usd_prices',
  'roots',
  'collection_fee_rules',
  'offer_fees',
  'collections',
  'collection_custom',
  'collection_owners',
  'collection_traits',
  'collection_mimetypes',
  'collection_volumes',
  'nfts',
  'nft_traits',
  'direct_sells',
  'direct_buys',
  'auctions',
  'bids',
  'addresses',
  'activity',
  'activity_participants',
  'price_history',
  'users',
  'watches',
  'notifications',
] as const;

export async function resetDatabase(db: D1Database): Promise<void> {
  await db.batch([...MARKETPLACE_TABLES.map((t) => db.prepare(`DELETE FROM ${t}`)), db.prepare('DELETE FROM search_fts')]);
}

/** Every row of every marketplace table (and the search index), as sorted JSON lines per table. */
export async function dumpDatabase(db: D1Database): Promise<Record<string, string[]>> {
  const dump: Record<string, string[]> = {};
  const tables = [
    ...MARKETPLACE_TABLES.map((t) => [t, `SELECT * FROM ${t}`] as const),
    ['search_fts', 'SELECT rowid, name FROM search_fts'] as const,
  ];
  const results = await db.batch(tables.map(([, sql]) => db.prepare(sql)));
  tables.forEach(([table], i) => {
    dump[table] = (results[i]!.results as unknown[]).map((row) => JSON.stringify(row)).sort();
  });
  return dump;
}

export async function count(db: D1Database, sql: string, ...params: (string | number)[]): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM ${sql}`)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
