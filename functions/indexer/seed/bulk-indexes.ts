/**
 * Secondary indexes that only the API reads: no statement of the indexer needs them. A large seed
 * drops them first and rebuilds them at the end from the migration files, because building an
 * index once from sorted data is far cheaper than updating a dozen random-keyed indexes per event.
 * Everything the indexer looks rows up by (primary keys, nft / auction / bidder lookups, the expiry
 * sweep, token and root re-valuation, collection floors, the activity rows of a batch by NFT) stays in place.
 */
export const API_ONLY_INDEXES = [
  'nfts_by_collection_floor',
  'nfts_by_collection_deal',
  'nfts_by_collection_rarity',
  'nfts_by_verified_name',
  'nfts_by_verified_floor',
  'nfts_by_verified_deal',
  'nfts_by_owner',
  'nfts_by_collection_sale',
  'activity_verified',
  'activity_collection_type',
  'price_history_nft',
  'price_history_ts',
  'price_history_collection_deals',
  'direct_sells_seller',
  'direct_sells_live_price',
  'direct_sells_collection_price_span',
  'direct_sells_collection_start',
  'collection_owners_by_count',
  'direct_buys_buyer',
  'auctions_start',
  'auctions_bids_count',
  'auctions_owner',
  'auctions_collection',
  'bids_nft_owner',
] as const;

/** The CREATE INDEX statements of migration SQL, made idempotent (IF NOT EXISTS). */
export function createIndexStatements(migrationSql: string): { name: string; sql: string }[] {
  const withoutComments = migrationSql.replace(/--[^\n]*/g, '');
  return [...withoutComments.matchAll(/CREATE\s+(UNIQUE\s+)?INDEX\s+(?:IF\s+NOT\s+EXISTS\s+)?(\w+)\s+ON\s[^;]+;/gi)].map((m) => ({
    name: m[2]!,
    sql: m[0].replace(/INDEX\s+(?:IF\s+NOT\s+EXISTS\s+)?/i, 'INDEX IF NOT EXISTS '),
  }));
}

/**
 * Each index's latest definition over the migrations, in order, on the table's final name: a
 * migration that rebuilds a table creates the indexes on the copy, then renames it.
 */
export function latestIndexStatements(migrations: readonly string[]): Map<string, string> {
  const latest = new Map<string, string>();
  for (const sql of migrations) {
    for (const s of createIndexStatements(sql)) latest.set(s.name, s.sql);
    for (const [, from, to] of sql.replace(/--[^\n]*/g, '').matchAll(/ALTER\s+TABLE\s+(\w+)\s+RENAME\s+TO\s+(\w+)/gi))
      for (const [name, index] of latest) latest.set(name, index.replace(new RegExp(`\\sON\\s+${from}\\b`, 'i'), ` ON ${to}`));
  }
  return latest;
}
