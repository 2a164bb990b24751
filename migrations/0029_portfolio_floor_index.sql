-- A portfolio values each collection it holds at that collection's cheapest live fixed-price listing
-- (functions/db/queries/portfolio.ts): one seek per collection here, where the other per-collection
-- indexes scanned every NFT of the collection (1.5 s for a holder of 849 collections at 1M NFTs).
-- Partial: only the listed NFTs, a few percent of the table.
CREATE INDEX IF NOT EXISTS nfts_by_collection_sale ON nfts (collection_id, sell_price_usd, id)
  WHERE burned = 0 AND sell_address IS NOT NULL AND sell_price_usd IS NOT NULL;
