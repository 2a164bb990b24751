-- Collection analytics (functions/db/queries/analytics.ts): floor over time, volume and sales over a
-- period, and holders, each read from one index range per collection.

-- When a listing stopped being on sale: its end while active (no end: never), else the earlier of its
-- end and its last change (the fill or cancel). A listing not yet active ('create', 'await_nft') was
-- never on sale: it ends where it starts.
ALTER TABLE direct_sell_rows ADD COLUMN live_until INTEGER GENERATED ALWAYS AS (
  CASE
    WHEN status = 'active' THEN iif(expired_at = 0, 9007199254740991, expired_at)
    WHEN status IN ('create', 'await_nft') THEN created_at
    ELSE iif(expired_at > 0 AND expired_at < updated_at, expired_at, updated_at)
  END
) VIRTUAL;

-- The floor at past moments: a collection's whitelisted listings cheapest first, with their spans, so
-- the walk stops at the first listing on sale at each moment.
CREATE INDEX direct_sells_collection_price_span ON direct_sell_rows (collection, price_usd, created_at, live_until)
  WHERE whitelisted = 1;
-- The first listing of a collection: no floor before it.
CREATE INDEX direct_sells_collection_start ON direct_sell_rows (collection, created_at) WHERE whitelisted = 1;

-- Sales of a collection over a period (the newest first, and hour buckets), without reading the deal rows.
CREATE INDEX price_history_collection_deals ON price_history_rows (collection, ts, usd, token, amount)
  WHERE whitelisted = 1;

-- Whitelisted deals per collection, UTC day and token, kept by a trigger on each deal, so a month or
-- a collection's whole history is read as one row per day instead of one per sale.
CREATE TABLE collection_deal_days (
  collection INTEGER NOT NULL,      -- addresses.id
  day INTEGER NOT NULL,             -- unix seconds of the UTC day's start
  token INTEGER NOT NULL,           -- addresses.id
  sales INTEGER NOT NULL,
  usd REAL NOT NULL,                -- sum of the deals' USD at their time (a deal without a price adds 0)
  amount REAL NOT NULL,             -- sum of the raw amounts
  PRIMARY KEY (collection, day, token)
) STRICT, WITHOUT ROWID;

INSERT INTO collection_deal_days (collection, day, token, sales, usd, amount)
  SELECT collection, ts - ts % 86400, token, count(*), total(usd), total(CAST(amount AS REAL))
  FROM price_history_rows WHERE whitelisted = 1 GROUP BY collection, ts - ts % 86400, token;

CREATE TRIGGER collection_deal_days_add AFTER INSERT ON price_history_rows WHEN NEW.whitelisted = 1
BEGIN
  INSERT INTO collection_deal_days (collection, day, token, sales, usd, amount)
    VALUES (NEW.collection, NEW.ts - NEW.ts % 86400, NEW.token, 1, ifnull(NEW.usd, 0), CAST(NEW.amount AS REAL))
    ON CONFLICT DO UPDATE SET sales = sales + 1, usd = usd + excluded.usd, amount = amount + excluded.amount;
END;

-- The largest holders of a collection, and its holdings by size.
CREATE INDEX collection_owners_by_count ON collection_owner_rows (collection, nft_count);
