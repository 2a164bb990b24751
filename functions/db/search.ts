/**
 * Keeps `search_docs` + `search_fts` (the /search index) in step with the rows they mirror.
 * A document exists for every named, non-burned NFT of a verified collection and for every
 * verified collection (under its displayed name: collection_custom.name first).
 *
 * Each function returns plain SQL + parameters so the indexer (inside its event batches) and the
 * API (after /collections-custom) run the same statements: `db.batch(sql.map(s => db.prepare(s.sql).bind(...s.params)))`.
 */
export interface SqlStatement {
  sql: string;
  params: (string | number | null)[];
}

/** Rebuilds the document of one NFT from its row. */
export function nftSearchDocSql(nft: string): SqlStatement[] {
  return [
    { sql: 'DELETE FROM search_fts WHERE rowid = (SELECT id FROM search_docs WHERE address = ?1)', params: [nft] },
    { sql: 'DELETE FROM search_docs WHERE address = ?1', params: [nft] },
    {
      sql: `INSERT INTO search_docs (address, kind, collection)
            SELECT n.address, 'nft', n.collection FROM nfts n JOIN collections c ON c.address = n.collection
            WHERE n.address = ?1 AND n.burned = 0 AND n.name IS NOT NULL AND c.verified = 1`,
      params: [nft],
    },
    {
      sql: 'INSERT INTO search_fts (rowid, name) SELECT d.id, n.name FROM search_docs d JOIN nfts n ON n.address = d.address WHERE d.address = ?1',
      params: [nft],
    },
  ];
}

/** Adds the document of a just-minted NFT (idempotent: nothing happens when it already exists). */
export function newNftSearchDocSql(nft: string): SqlStatement[] {
  return [
    {
      sql: `INSERT INTO search_docs (address, kind, collection)
            SELECT n.address, 'nft', n.collection FROM nfts n JOIN collections c ON c.address = n.collection
            WHERE n.address = ?1 AND n.burned = 0 AND n.name IS NOT NULL AND c.verified = 1
            ON CONFLICT (address) DO NOTHING`,
      params: [nft],
    },
    {
      sql: `INSERT INTO search_fts (rowid, name)
            SELECT d.id, n.name FROM search_docs d JOIN nfts n ON n.address = d.address
            WHERE d.address = ?1 AND NOT EXISTS (SELECT 1 FROM search_fts f WHERE f.rowid = d.id)`,
      params: [nft],
    },
  ];
}

/**
 * Rebuilds the documents of all NFTs of a collection (its verified flag changed). `onlyIf` is an
 * optional SQL condition (fixed text, parameter ?1 = the collection) that must hold for anything
 * to change: the indexer uses it to skip the rebuild when the flag did not actually change.
 */
export function collectionNftsSearchDocsSql(collection: string, onlyIf = '1'): SqlStatement[] {
  return [
    {
      sql: `DELETE FROM search_fts WHERE rowid IN (SELECT id FROM search_docs WHERE collection = ?1 AND kind = 'nft') AND (${onlyIf})`,
      params: [collection],
    },
    { sql: `DELETE FROM search_docs WHERE collection = ?1 AND kind = 'nft' AND (${onlyIf})`, params: [collection] },
    {
      sql: `INSERT INTO search_docs (address, kind, collection)
            SELECT n.address, 'nft', n.collection FROM nfts n JOIN collections c ON c.address = n.collection
            WHERE n.collection = ?1 AND n.burned = 0 AND n.name IS NOT NULL AND c.verified = 1 AND (${onlyIf})`,
      params: [collection],
    },
    {
      sql: `INSERT INTO search_fts (rowid, name)
            SELECT d.id, n.name FROM search_docs d JOIN nfts n ON n.address = d.address
            WHERE d.collection = ?1 AND d.kind = 'nft' AND (${onlyIf})`,
      params: [collection],
    },
  ];
}

/** Rebuilds the collection's own document (name, custom name or verified flag changed). */
export function collectionSearchDocSql(collection: string): SqlStatement[] {
  return [
    { sql: "DELETE FROM search_fts WHERE rowid = (SELECT id FROM search_docs WHERE address = ?1 AND kind = 'collection')", params: [collection] },
    { sql: "DELETE FROM search_docs WHERE address = ?1 AND kind = 'collection'", params: [collection] },
    {
      sql: `INSERT INTO search_docs (address, kind, collection)
            SELECT c.address, 'collection', c.address FROM collections c LEFT JOIN collection_custom cc ON cc.address = c.address
            WHERE c.address = ?1 AND c.verified = 1 AND coalesce(cc.name, c.name) IS NOT NULL`,
      params: [collection],
    },
    {
      sql: `INSERT INTO search_fts (rowid, name)
            SELECT d.id, coalesce(cc.name, c.name) FROM search_docs d JOIN collections c ON c.address = d.address
            LEFT JOIN collection_custom cc ON cc.address = c.address
            WHERE d.address = ?1 AND d.kind = 'collection'`,
      params: [collection],
    },
  ];
}
