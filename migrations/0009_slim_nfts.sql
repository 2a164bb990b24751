-- NFTs without two things nothing read (functions/db/trait-keys.ts):
-- * nfts.meta, the raw metadata JSON (~470 bytes an NFT): the indexer keeps the fields it shows in
--   their own columns, and the chain is the record to re-read metadata from (as 0004 did for payloads).
-- * nft_traits_by_nft (~50 bytes an event): an NFT finds its nft_traits rows by primary key, from
--   the pairs in its trait_keys. Burned NFTs have no traits, so their trait_keys is cleared.
ALTER TABLE nfts DROP COLUMN meta;
DROP INDEX nft_traits_by_nft;
UPDATE nfts SET trait_keys = NULL WHERE burned = 1 AND trait_keys IS NOT NULL;
