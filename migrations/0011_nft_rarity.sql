-- Rarity: each NFT's information-content score and its rank within its collection,
-- recomputed per collection by the indexer (functions/indexer/rarity.ts) in the same batch as the
-- mint, burn or metadata change that moved them. NULL: burned, or the collection has no traits.
ALTER TABLE nfts ADD COLUMN rarity_score REAL;
ALTER TABLE nfts ADD COLUMN rarity_rank INTEGER;
-- Ascending sort key that puts "no rank" last (SQLite sorts NULL first), like floor_sort_asc.
ALTER TABLE nfts ADD COLUMN rarity_sort_asc INTEGER GENERATED ALWAYS AS (ifnull(rarity_rank, 9007199254740991)) VIRTUAL;

-- /nfts collections=[c] order rarity asc (rarest first) and the rank-range filter; desc reads it backwards
-- (the unranked then come first, and are none in a collection with traits).
CREATE INDEX nfts_collection_rarity ON nfts (collection, rarity_sort_asc, address, trait_keys) WHERE burned = 0;
