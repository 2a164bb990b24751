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

-- The floor at a past moment: a collection's whitelisted listings cheapest first, with their spans, so
-- the walk stops at the first listing on sale at each moment.
CREATE INDEX direct_sells_collection_price_span ON direct_sell_rows (collection, price_usd, created_at, live_until)
  WHERE whitelisted = 1;

-- Volume and sales of a collection over a period, without reading the deal rows.
CREATE INDEX price_history_collection_deals ON price_history_rows (collection, ts, usd, token, amount)
  WHERE whitelisted = 1;

-- The largest holders of a collection, and its holdings by size.
CREATE INDEX collection_owners_by_count ON collection_owner_rows (collection, nft_count);
