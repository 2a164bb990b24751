-- 1. The collection's floor listing kept beside its floor USD (issue 39): the price in its own token and the
-- token, so the Portfolio and the P&L value a whale's 850 collections from `collections` rows alone instead
-- of finding each floor listing again. Kept by the indexer with floor_price_usd (functions/indexer/derived.ts,
-- `recomputeCollectionFloorSql`). Additive; the backfill reads each collection's cheapest live listing once.
ALTER TABLE collections ADD COLUMN floor_token TEXT;  -- the floor listing's token address
ALTER TABLE collections ADD COLUMN floor_price TEXT;  -- its raw price in that token

UPDATE collections SET (floor_price_usd, floor_token, floor_price) = (
  SELECT s.price_usd, (SELECT address FROM addresses WHERE id = s.token), s.price
  FROM direct_sells s
  WHERE s.collection = (SELECT id FROM addresses WHERE address = collections.address) AND s.live = 1 AND s.price_usd IS NOT NULL
  ORDER BY s.price_usd, s.created_at, s.address LIMIT 1
);

-- 2. The P&L ledgers' open lots keep their USD cost as an integer of 1/10,000 USD, as the sales do, so a
-- collection's cost sums in SQL. The ledgers are derived: dropped here, each is built again on its owner's
-- next read (functions/db/queries/pnl-ledgers.ts).
DELETE FROM pnl_dirty;
DELETE FROM pnl_sales;
DELETE FROM pnl_ledgers;
DROP TABLE pnl_lots;
CREATE TABLE pnl_lots (
  owner INTEGER NOT NULL,             -- addresses.id
  nft INTEGER NOT NULL,               -- addresses.id (= nfts.id)
  source TEXT NOT NULL,               -- purchase | offer | auction | mint | transfer
  ts INTEGER NOT NULL,
  token TEXT,                         -- the token address; null with amount for a mint or a transfer in
  amount TEXT,
  usd INTEGER,                        -- 1/10,000 USD at the purchase's moment
  PRIMARY KEY (owner, nft)
) STRICT, WITHOUT ROWID;
