-- NFT traits and deal prices with address ids (as the activity feed since 0007): each row carried the
-- collection and the NFT as 66-character text, in the table and again in every index key (about 60
-- bytes per chain event at benchmark scale). Here they are ids of `addresses`; the old names stay as
-- views with the old columns, for the API's reads and for people reading the database. The indexer
-- writes the tables (functions/indexer/apply/nfts.ts, deals.ts).
--
-- A large database: see functions/db/README.md, "Upgrading a large database".

INSERT OR IGNORE INTO addresses (address) SELECT j.value FROM nft_traits t, json_each(json_array(t.collection, t.nft)) j;
INSERT OR IGNORE INTO addresses (address) SELECT j.value FROM price_history p, json_each(json_array(p.collection, p.nft, p.token)) j;

-- One row per (collection, trait type, value, NFT); keys lowercased and trimmed (functions/db/trait-keys.ts).
CREATE TABLE IF NOT EXISTS nft_trait_rows (
  collection INTEGER NOT NULL,      -- addresses.id
  type_key TEXT NOT NULL,
  value_key TEXT NOT NULL,
  nft INTEGER NOT NULL,             -- addresses.id
  trait_type TEXT NOT NULL,         -- as in the metadata
  trait_value TEXT NOT NULL,        -- JSON of the metadata value
  PRIMARY KEY (collection, type_key, value_key, nft)
) STRICT, WITHOUT ROWID;
INSERT OR IGNORE INTO nft_trait_rows (collection, type_key, value_key, nft, trait_type, trait_value)
  SELECT ca.id, t.type_key, t.value_key, na.id, t.trait_type, t.trait_value
  FROM nft_traits t JOIN addresses ca ON ca.address = t.collection JOIN addresses na ON na.address = t.nft;
DROP TABLE nft_traits;
-- The views look addresses up with LEFT JOINs (every id exists): SQLite drops the lookup of a column
-- that a read does not use.
CREATE VIEW nft_traits AS
  SELECT ca.address AS collection, t.type_key, t.value_key, na.address AS nft, t.trait_type, t.trait_value
  FROM nft_trait_rows t LEFT JOIN addresses ca ON ca.id = t.collection LEFT JOIN addresses na ON na.id = t.nft;

-- One row per deal (the offer and the parties are in the activity feed).
CREATE TABLE IF NOT EXISTS price_history_rows (
  id INTEGER PRIMARY KEY,
  nft INTEGER NOT NULL,             -- addresses.id
  collection INTEGER NOT NULL,      -- addresses.id
  ts INTEGER NOT NULL,
  token INTEGER NOT NULL,           -- addresses.id
  amount TEXT NOT NULL,
  usd REAL,                         -- USD value of the whole deal at the token price of that moment
  whitelisted INTEGER NOT NULL CHECK (whitelisted IN (0, 1))
) STRICT;
INSERT OR IGNORE INTO price_history_rows (id, nft, collection, ts, token, amount, usd, whitelisted)
  SELECT p.id, na.id, ca.id, p.ts, ta.id, p.amount, p.usd, p.whitelisted
  FROM price_history p JOIN addresses na ON na.address = p.nft JOIN addresses ca ON ca.address = p.collection
  JOIN addresses ta ON ta.address = p.token;
DROP TABLE price_history;
CREATE VIEW price_history AS
  SELECT p.id, na.address AS nft, ca.address AS collection, p.ts, ta.address AS token, p.amount, p.usd, p.whitelisted
  FROM price_history_rows p LEFT JOIN addresses na ON na.id = p.nft LEFT JOIN addresses ca ON ca.id = p.collection
  LEFT JOIN addresses ta ON ta.id = p.token;

-- /nft/price-history, /nfts/top.
CREATE INDEX price_history_nft ON price_history_rows (nft, ts);
-- /collections/evaluation.
CREATE INDEX price_history_collection ON price_history_rows (collection, ts);
-- /metrics/summary.
CREATE INDEX price_history_ts ON price_history_rows (ts);
