-- /search finds unverified collections and their NFTs too (marked unverified on the pages), so the
-- trigram index holds a document for every named, non-burned NFT and every named collection, not
-- only verified ones (functions/db/search.ts keeps it so from here on). Adds the missing documents;
-- the rowid is the address id (0019). At benchmark scale the unverified share is small.
INSERT INTO search_fts (rowid, name)
  SELECT n.id, n.name FROM nfts n
  WHERE n.burned = 0 AND n.name IS NOT NULL AND n.verified = 0 AND n.id NOT IN (SELECT rowid FROM search_fts);

INSERT OR IGNORE INTO addresses (address) SELECT address FROM collections WHERE verified = 0;
INSERT INTO search_fts (rowid, name)
  SELECT a.id, coalesce(cc.name, c.name) FROM collections c JOIN addresses a ON a.address = c.address
  LEFT JOIN collection_custom cc ON cc.address = c.address
  WHERE c.verified = 0 AND coalesce(cc.name, c.name) IS NOT NULL AND a.id NOT IN (SELECT rowid FROM search_fts);
