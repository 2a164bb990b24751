-- nfts.trait_keys: the NFT's traits as '|type=value|...|' (functions/db/trait-keys.ts), carried by the
-- collection-scoped order indexes so /nfts with trait filters walks one index instead of probing
-- nft_traits once per NFT and trait (measured on the 1,000,000-NFT bench world: the probes were most
-- of /nfts' time). The backfill is the same expression as refreshTraitKeysSql.
ALTER TABLE nfts ADD COLUMN trait_keys TEXT;
UPDATE nfts SET trait_keys = (
  SELECT '|' || group_concat(pair, '|') || '|' FROM (
    SELECT replace(replace(replace(type_key, '%', '%25'), '|', '%7C'), '=', '%3D') || '=' ||
           replace(replace(replace(value_key, '%', '%25'), '|', '%7C'), '=', '%3D') AS pair
    FROM nft_traits WHERE nft = nfts.address ORDER BY type_key, value_key))
WHERE burned = 0;

-- The /nfts collections=[c] order indexes of 0001, now with trait_keys.
DROP INDEX IF EXISTS nfts_collection_name;
CREATE INDEX nfts_collection_name ON nfts (collection, name_sort, address, trait_keys) WHERE burned = 0;
DROP INDEX IF EXISTS nfts_collection_floor_asc;
CREATE INDEX nfts_collection_floor_asc ON nfts (collection, floor_sort_asc, address, trait_keys) WHERE burned = 0;
DROP INDEX IF EXISTS nfts_collection_floor_desc;
CREATE INDEX nfts_collection_floor_desc ON nfts (collection, floor_price_usd, address, trait_keys) WHERE burned = 0;
DROP INDEX IF EXISTS nfts_collection_deal_asc;
CREATE INDEX nfts_collection_deal_asc ON nfts (collection, deal_sort_asc, address, trait_keys) WHERE burned = 0;
DROP INDEX IF EXISTS nfts_collection_deal_desc;
CREATE INDEX nfts_collection_deal_desc ON nfts (collection, deal_price_usd, address, trait_keys) WHERE burned = 0;
