-- /nfts/random-buy and /nfts/sell-count compare listing prices with `maxPrice` exactly. price_num (a
-- float) loses units above 2^53, which an 18-decimal token passes at 0.009 of a token. price_key sorts
-- like the integer it encodes: two digits of length, then the canonical digits ("010" is 0, "0210" is
-- 10, "191000000000000000000" is 10^18), so `price_key <= ?` is an exact comparison, any size.
-- See functions/db/amount-key.ts for the same encoding of a bound.
ALTER TABLE direct_sells ADD COLUMN price_key TEXT GENERATED ALWAYS AS (printf('%02d', length(price)) || price) VIRTUAL;
DROP INDEX IF EXISTS direct_sells_live_price;
CREATE INDEX direct_sells_live_price ON direct_sells (price_key) WHERE live = 1;
