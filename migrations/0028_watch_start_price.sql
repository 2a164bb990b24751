-- A watchlist row shows how the price moved since the watch began: the NFT's price (its live sale or
-- auction, in USD) or the collection's floor, as it was when the watch was added (null: none then).
ALTER TABLE watches ADD COLUMN start_price_usd REAL;
