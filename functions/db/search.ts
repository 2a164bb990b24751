/**
 * Keeps `search_fts` (the /search index) in step with the rows it mirrors. A document exists for
 * every named, non-burned NFT and for every named collection (under its displayed name:
 * collection_custom.name first), verified or not (/search marks the unverified ones). Its rowid is the id of its address in `addresses`,
 * so an NFT's or a collection's document is found without a table of its own.
 *
 * Each function returns plain SQL + parameters so the indexer (inside its event batches) and the
 * API (after /collections-custom) run the same statements: `db.batch(sql.map(s => db.prepare(s.sql).bind(...s.params)))`.
 * Inside a batch the NFT's address has its id already (the indexer registers it at the batch's head).
 */
import { addressIdSql } from './address-ids';

export interface SqlStatement {
  sql: string;
  params: (string | number | null)[];
}

/** The NFT rows (alias n, keyed by their address ids) that have a document: ?1 and `where` pick which. */
const nftDocsSql = (where: string) => `
  SELECT n.id, n.name FROM nfts n
  WHERE ${where} AND n.burned = 0 AND n.name IS NOT NULL`;

/** Rebuilds the document of one NFT from its row. */
export function nftSearchDocSql(nft: string): SqlStatement[] {
  return [
    { sql: `DELETE FROM search_fts WHERE rowid = ${addressIdSql('?1')}`, params: [nft] },
    { sql: `INSERT INTO search_fts (rowid, name) ${nftDocsSql('n.address = ?1')}`, params: [nft] },
  ];
}

/** Adds the documents of just-minted NFTs (idempotent: an NFT that has one already is skipped). */
export function newNftSearchDocsSql(nfts: readonly string[]): SqlStatement[] {
  return [
    {
      sql: `INSERT INTO search_fts (rowid, name) ${nftDocsSql('n.address IN (SELECT value FROM json_each(?1))')} AND NOT EXISTS (SELECT 1 FROM search_fts f WHERE f.rowid = n.id)`,
      params: [JSON.stringify(nfts)],
    },
  ];
}

/**
 * Rebuilds the documents of all NFTs of a collection (its verified flag changed). `onlyIf` is an
 * optional SQL condition (fixed text, parameter ?1 = the collection) that must hold for anything
 * to change: the indexer uses it to skip the rebuild when the flag did not actually change.
 */
export function collectionNftsSearchDocsSql(collection: string, onlyIf = '1'): SqlStatement[] {
  const inCollection = `n.collection_id = ${addressIdSql('?1')}`;
  return [
    // A burned NFT has no document (its burn deleted it): its collection's index of live NFTs finds them.
    {
      sql: `DELETE FROM search_fts WHERE rowid IN (SELECT n.id FROM nfts n WHERE ${inCollection} AND n.burned = 0) AND (${onlyIf})`,
      params: [collection],
    },
    { sql: `INSERT INTO search_fts (rowid, name) ${nftDocsSql(inCollection)} AND (${onlyIf})`, params: [collection] },
  ];
}

/** Rebuilds the collection's own document (name, custom name or verified flag changed). */
export function collectionSearchDocSql(collection: string): SqlStatement[] {
  return [
    // The API runs this outside the indexer's batches: the collection may not have its id yet.
    { sql: 'INSERT OR IGNORE INTO addresses (address) SELECT address FROM collections WHERE address = ?1', params: [collection] },
    { sql: `DELETE FROM search_fts WHERE rowid = ${addressIdSql('?1')}`, params: [collection] },
    {
      sql: `INSERT INTO search_fts (rowid, name)
            SELECT a.id, coalesce(cc.name, c.name) FROM collections c JOIN addresses a ON a.address = c.address
            LEFT JOIN collection_custom cc ON cc.address = c.address
            WHERE c.address = ?1 AND coalesce(cc.name, c.name) IS NOT NULL`,
      params: [collection],
    },
  ];
}
