-- Collection holdings and the search index with address ids (as 0014-0016 did for other tables): each
-- collection_owners row carried the collection and the owner as 66-character text, and each search
-- document its address (UNIQUE, so twice) and its collection (indexed, so twice more): about 34 bytes per
-- chain event at benchmark scale. Here holdings are ids of `addresses`, and a search document is keyed by
-- the id of its address: the `search_fts` rowid is that id, so no table maps one to the other. The old
-- names stay as views with the old columns, for people reading the database. The indexer writes
-- the tables (functions/indexer/apply/nfts.ts; functions/db/search.ts).
--
-- A large database: see functions/db/README.md, "Upgrading a large database".

INSERT OR IGNORE INTO addresses (address) SELECT j.value FROM collection_owners o, json_each(json_array(o.collection, o.owner)) j;
INSERT OR IGNORE INTO addresses (address) SELECT j.value FROM search_docs d, json_each(json_array(d.address, d.collection)) j;

-- How many non-burned NFTs each owner holds per collection (> 0): owners_count, /owner/fee.
-- collection, owner: addresses.id.
CREATE TABLE IF NOT EXISTS collection_owner_rows (
  collection INTEGER NOT NULL,
  owner INTEGER NOT NULL,
  nft_count INTEGER NOT NULL,
  PRIMARY KEY (collection, owner)
) STRICT, WITHOUT ROWID;
INSERT OR IGNORE INTO collection_owner_rows (collection, owner, nft_count)
  SELECT ca.id, oa.id, o.nft_count FROM collection_owners o JOIN addresses ca ON ca.address = o.collection JOIN addresses oa ON oa.address = o.owner;
DROP TABLE collection_owners;
CREATE VIEW collection_owners AS
  SELECT ca.address AS collection, oa.address AS owner, o.nft_count
  FROM collection_owner_rows o LEFT JOIN addresses ca ON ca.id = o.collection LEFT JOIN addresses oa ON oa.id = o.owner;

-- /search: one document per named, non-burned NFT of a verified collection and per verified
-- collection (functions/db/search.ts), its rowid the id of its address in `addresses`. Built under
-- a new name and renamed, because the old rowids (search_docs.id) collide with address ids.
CREATE VIRTUAL TABLE IF NOT EXISTS search_fts_next USING fts5(name, tokenize = 'trigram', detail = 'none');
INSERT OR IGNORE INTO search_fts_next (rowid, name)
  SELECT a.id, f.name FROM search_fts f JOIN search_docs d ON d.id = f.rowid JOIN addresses a ON a.address = d.address;
DROP TABLE search_fts;
DROP TABLE search_docs;
ALTER TABLE search_fts_next RENAME TO search_fts;
-- The documents with their address, kind and collection, as the table of 0001 had them: a document
-- whose address is no NFT's is a collection's. (This view reads `nfts`: a migration that rebuilds `nfts`
-- under another name and renames it runs before this one, or drops the view first: SQLite refuses that
-- rename while a view names a missing table.)
CREATE VIEW search_docs AS
  SELECT f.rowid AS id, a.address, iif(n.id IS NULL, 'collection', 'nft') AS kind, coalesce(n.collection, a.address) AS collection
  FROM search_fts f JOIN addresses a ON a.id = f.rowid LEFT JOIN nfts n ON n.id = f.rowid;
