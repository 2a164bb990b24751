-- The auctions that have bids get ids in `addresses`, for 0010 (bids name their auction by its id). A step of
-- its own: the rewrite that follows may run in chunks (scripts/db/chunked-upgrade.mjs), which run anything
-- but the copy after the old table is dropped.
INSERT OR IGNORE INTO addresses (address) SELECT DISTINCT auction FROM bids;
