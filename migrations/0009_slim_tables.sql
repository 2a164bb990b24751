-- Data nothing reads. NFTs (functions/db/trait-keys.ts):
-- * nfts.meta, the raw metadata JSON (~470 bytes an NFT): the indexer keeps the fields it shows in
--   their own columns, and the chain is the record to re-read metadata from (as 0004 did for payloads).
-- * nft_traits_by_nft (~50 bytes an event): an NFT finds its nft_traits rows by primary key, from
--   the pairs in its trait_keys. Burned NFTs have no traits, so their trait_keys is cleared.
ALTER TABLE nfts DROP COLUMN meta;
DROP INDEX nft_traits_by_nft;
UPDATE nfts SET trait_keys = NULL WHERE burned = 1 AND trait_keys IS NOT NULL;

-- Columns the indexer wrote and no route reads: an offer's token wallet, an auction's nonce, a bid's
-- next acceptable value (the auction row keeps the current one) and its chain event id, an NFT's
-- creator (the mint activity keeps it), a deal's offer, kind and parties (the activity keeps them).
ALTER TABLE direct_sells DROP COLUMN wallet;
ALTER TABLE direct_buys DROP COLUMN wallet;
ALTER TABLE auctions DROP COLUMN nonce;
ALTER TABLE bids DROP COLUMN next_bid;
ALTER TABLE bids DROP COLUMN source_event;
ALTER TABLE nfts DROP COLUMN creator;
ALTER TABLE price_history DROP COLUMN source;
ALTER TABLE price_history DROP COLUMN source_kind;
ALTER TABLE price_history DROP COLUMN buyer;
ALTER TABLE price_history DROP COLUMN seller;
-- /owner/fee finds an owner's holdings by collection_owners' primary key (collection, owner), from
-- the few collections with a fee rule; nothing looks holdings up by owner alone.
DROP INDEX collection_owners_by_owner;

-- Bids by auction, declined ones included, so the indexer finds everyone who bid on an auction with an
-- index (functions/indexer/ingest.ts, profiles to refresh); /auction/bids (declined = 0) reads it as before.
DROP INDEX bids_auction;
CREATE INDEX bids_auction ON bids (auction, declined, created_at);
