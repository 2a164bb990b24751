-- Listings, offers, auctions and bids with address ids (as the activity feed since 0007): each row
-- carried the NFT, its collection, the parties, the payment token and the factory root as
-- 66-character text, and the indexes by NFT, collection, party and token again (about 150 bytes per
-- chain event at benchmark scale). Here those columns are ids of `addresses`; an offer's own address
-- (its primary key) and a bid's auction stay text. The old names stay as views with the old columns,
-- for the API's reads and for people reading the database; the indexer writes the tables
-- (functions/indexer/apply/sells.ts, offers.ts, auctions.ts, fees.ts, prices.ts; ../sweep.ts).
--
-- A large database: see functions/db/README.md, "Upgrading a large database".

INSERT OR IGNORE INTO addresses (address)
  SELECT j.value FROM direct_sells s, json_each(json_array(s.nft, s.collection, s.seller, s.buyer, s.token, s.root)) j WHERE j.value IS NOT NULL;
INSERT OR IGNORE INTO addresses (address)
  SELECT j.value FROM direct_buys b, json_each(json_array(b.nft, b.collection, b.buyer, b.seller, b.token, b.root)) j WHERE j.value IS NOT NULL;
INSERT OR IGNORE INTO addresses (address)
  SELECT j.value FROM auctions a, json_each(json_array(a.nft, a.collection, a.owner, a.token, a.last_bid_from, a.root)) j WHERE j.value IS NOT NULL;
INSERT OR IGNORE INTO addresses (address)
  SELECT j.value FROM bids b, json_each(json_array(b.nft, b.collection, b.bidder, b.token, b.nft_owner)) j;

-- Listings (direct sells). Columns as in 0001; nft, collection, seller, buyer, token, root: addresses.id.
CREATE TABLE IF NOT EXISTS direct_sell_rows (
  address TEXT PRIMARY KEY,
  nft INTEGER NOT NULL,
  collection INTEGER NOT NULL,
  seller INTEGER NOT NULL,
  buyer INTEGER,                    -- set when filled
  token INTEGER NOT NULL,
  price TEXT NOT NULL,
  price_num REAL NOT NULL,          -- raw price as a float (/nfts/random-buy, /nfts/sell-count maxPrice)
  price_usd REAL,                   -- current USD (kept fresh while live)
  status TEXT NOT NULL CHECK (status IN ('create', 'await_nft', 'active', 'filled', 'cancelled', 'expired')),
  created_at INTEGER NOT NULL,      -- contract start
  expired_at INTEGER NOT NULL,      -- contract end; 0 = no expiry
  finished_at INTEGER,              -- fill time
  updated_at INTEGER NOT NULL,
  fee_numerator INTEGER,
  fee_denominator INTEGER,
  root INTEGER NOT NULL,
  whitelisted INTEGER NOT NULL CHECK (whitelisted IN (0, 1)),
  live INTEGER NOT NULL CHECK (live IN (0, 1, 2)),  -- 2 only inside an expiry sweep batch
  price_key TEXT GENERATED ALWAYS AS (printf('%02d', length(price)) || price) VIRTUAL  -- exact order of prices (0006)
) STRICT;
INSERT OR IGNORE INTO direct_sell_rows (address, nft, collection, seller, buyer, token, price, price_num, price_usd, status,
    created_at, expired_at, finished_at, updated_at, fee_numerator, fee_denominator, root, whitelisted, live)
  SELECT s.address, na.id, ca.id, sa.id, ba.id, ta.id, s.price, s.price_num, s.price_usd, s.status,
    s.created_at, s.expired_at, s.finished_at, s.updated_at, s.fee_numerator, s.fee_denominator, ra.id, s.whitelisted, s.live
  FROM direct_sells s JOIN addresses na ON na.address = s.nft JOIN addresses ca ON ca.address = s.collection
  JOIN addresses sa ON sa.address = s.seller LEFT JOIN addresses ba ON ba.address = s.buyer
  JOIN addresses ta ON ta.address = s.token JOIN addresses ra ON ra.address = s.root;
DROP TABLE direct_sells;
-- The views look addresses up with LEFT JOINs (every id exists): SQLite drops the lookup of a column
-- that a read does not use.
CREATE VIEW direct_sells AS
  SELECT s.address, na.address AS nft, ca.address AS collection, sa.address AS seller, ba.address AS buyer, ta.address AS token,
    s.price, s.price_num, s.price_usd, s.status, s.created_at, s.expired_at, s.finished_at, s.updated_at,
    s.fee_numerator, s.fee_denominator, ra.address AS root, s.whitelisted, s.live, s.price_key
  FROM direct_sell_rows s LEFT JOIN addresses na ON na.id = s.nft LEFT JOIN addresses ca ON ca.id = s.collection
  LEFT JOIN addresses sa ON sa.id = s.seller LEFT JOIN addresses ba ON ba.id = s.buyer
  LEFT JOIN addresses ta ON ta.id = s.token LEFT JOIN addresses ra ON ra.id = s.root;

-- Offers on an NFT (direct buys). nft, collection, buyer, seller, token, root: addresses.id.
CREATE TABLE IF NOT EXISTS direct_buy_rows (
  address TEXT PRIMARY KEY,
  nft INTEGER NOT NULL,
  collection INTEGER NOT NULL,
  buyer INTEGER NOT NULL,           -- the offer maker
  seller INTEGER,                   -- the NFT owner who accepted (filled)
  token INTEGER NOT NULL,
  price TEXT NOT NULL,
  price_num REAL NOT NULL,
  price_usd REAL,
  status TEXT NOT NULL CHECK (status IN ('create', 'await_tokens', 'active', 'filled', 'cancelled', 'expired')),
  created_at INTEGER NOT NULL,      -- startTimeBuy
  duration INTEGER,
  expired_at INTEGER NOT NULL,      -- endTimeBuy; 0 = no expiry
  finished_at INTEGER,
  updated_at INTEGER NOT NULL,
  fee_numerator INTEGER,
  fee_denominator INTEGER,
  root INTEGER NOT NULL,
  whitelisted INTEGER NOT NULL CHECK (whitelisted IN (0, 1)),
  live INTEGER NOT NULL CHECK (live IN (0, 1, 2))
) STRICT;
INSERT OR IGNORE INTO direct_buy_rows (address, nft, collection, buyer, seller, token, price, price_num, price_usd, status,
    created_at, duration, expired_at, finished_at, updated_at, fee_numerator, fee_denominator, root, whitelisted, live)
  SELECT b.address, na.id, ca.id, ba.id, sa.id, ta.id, b.price, b.price_num, b.price_usd, b.status,
    b.created_at, b.duration, b.expired_at, b.finished_at, b.updated_at, b.fee_numerator, b.fee_denominator, ra.id, b.whitelisted, b.live
  FROM direct_buys b JOIN addresses na ON na.address = b.nft JOIN addresses ca ON ca.address = b.collection
  JOIN addresses ba ON ba.address = b.buyer LEFT JOIN addresses sa ON sa.address = b.seller
  JOIN addresses ta ON ta.address = b.token JOIN addresses ra ON ra.address = b.root;
DROP TABLE direct_buys;
CREATE VIEW direct_buys AS
  SELECT b.address, na.address AS nft, ca.address AS collection, ba.address AS buyer, sa.address AS seller, ta.address AS token,
    b.price, b.price_num, b.price_usd, b.status, b.created_at, b.duration, b.expired_at, b.finished_at, b.updated_at,
    b.fee_numerator, b.fee_denominator, ra.address AS root, b.whitelisted, b.live
  FROM direct_buy_rows b LEFT JOIN addresses na ON na.id = b.nft LEFT JOIN addresses ca ON ca.id = b.collection
  LEFT JOIN addresses ba ON ba.id = b.buyer LEFT JOIN addresses sa ON sa.id = b.seller
  LEFT JOIN addresses ta ON ta.id = b.token LEFT JOIN addresses ra ON ra.id = b.root;

-- Auctions. nft, collection, owner, token, last_bid_from, root: addresses.id.
CREATE TABLE IF NOT EXISTS auction_rows (
  address TEXT PRIMARY KEY,
  nft INTEGER NOT NULL,
  collection INTEGER NOT NULL,
  owner INTEGER NOT NULL,           -- subject owner when the auction was created (/auctions owners)
  token INTEGER NOT NULL,           -- bidToken
  wallet_for_bids TEXT,
  start_price TEXT NOT NULL,
  min_bid TEXT NOT NULL,            -- next acceptable bid (BidPlaced.nextBidValue, or start price)
  min_bid_usd REAL,
  max_bid TEXT,                     -- highest accepted bid
  last_bid_from INTEGER,
  last_bid_time INTEGER,
  last_bid_value TEXT,
  start_time INTEGER NOT NULL,
  duration INTEGER NOT NULL,
  finish_time INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('created', 'active', 'completed', 'cancelled')),
  bids_count INTEGER NOT NULL DEFAULT 0,
  fee_numerator INTEGER,
  fee_denominator INTEGER,
  root INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  finished_at INTEGER,              -- completion / cancel time
  updated_at INTEGER NOT NULL,
  whitelisted INTEGER NOT NULL CHECK (whitelisted IN (0, 1)),
  live INTEGER NOT NULL CHECK (live IN (0, 1, 2))
) STRICT;
INSERT OR IGNORE INTO auction_rows (address, nft, collection, owner, token, wallet_for_bids, start_price, min_bid, min_bid_usd, max_bid,
    last_bid_from, last_bid_time, last_bid_value, start_time, duration, finish_time, status, bids_count, fee_numerator,
    fee_denominator, root, created_at, finished_at, updated_at, whitelisted, live)
  SELECT a.address, na.id, ca.id, oa.id, ta.id, a.wallet_for_bids, a.start_price, a.min_bid, a.min_bid_usd, a.max_bid,
    la.id, a.last_bid_time, a.last_bid_value, a.start_time, a.duration, a.finish_time, a.status, a.bids_count, a.fee_numerator,
    a.fee_denominator, ra.id, a.created_at, a.finished_at, a.updated_at, a.whitelisted, a.live
  FROM auctions a JOIN addresses na ON na.address = a.nft JOIN addresses ca ON ca.address = a.collection
  JOIN addresses oa ON oa.address = a.owner JOIN addresses ta ON ta.address = a.token
  LEFT JOIN addresses la ON la.address = a.last_bid_from JOIN addresses ra ON ra.address = a.root;
DROP TABLE auctions;
CREATE VIEW auctions AS
  SELECT a.address, na.address AS nft, ca.address AS collection, oa.address AS owner, ta.address AS token, a.wallet_for_bids,
    a.start_price, a.min_bid, a.min_bid_usd, a.max_bid, la.address AS last_bid_from, a.last_bid_time, a.last_bid_value,
    a.start_time, a.duration, a.finish_time, a.status, a.bids_count, a.fee_numerator, a.fee_denominator, ra.address AS root,
    a.created_at, a.finished_at, a.updated_at, a.whitelisted, a.live,
    a.nft AS nft_id, a.owner AS owner_id, a.collection AS collection_id, a.token AS token_id  -- for filters by a list (functions/db/queries)
  FROM auction_rows a LEFT JOIN addresses na ON na.id = a.nft LEFT JOIN addresses ca ON ca.id = a.collection
  LEFT JOIN addresses oa ON oa.id = a.owner LEFT JOIN addresses ta ON ta.id = a.token
  LEFT JOIN addresses la ON la.id = a.last_bid_from LEFT JOIN addresses ra ON ra.id = a.root;

-- Bids. nft, collection, bidder, token, nft_owner: addresses.id; auction: the auction's address.
CREATE TABLE IF NOT EXISTS bid_rows (
  id INTEGER PRIMARY KEY,
  auction TEXT NOT NULL,
  nft INTEGER NOT NULL,
  collection INTEGER NOT NULL,
  bidder INTEGER NOT NULL,
  token INTEGER NOT NULL,
  price TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  lt INTEGER NOT NULL,
  declined INTEGER NOT NULL CHECK (declined IN (0, 1)),
  outbid INTEGER NOT NULL CHECK (outbid IN (0, 1)),          -- a later accepted bid beat it
  bidder_latest INTEGER NOT NULL CHECK (bidder_latest IN (0, 1)),  -- newest bid of this bidder here
  nft_owner INTEGER NOT NULL
) STRICT;
INSERT OR IGNORE INTO bid_rows (id, auction, nft, collection, bidder, token, price, created_at, lt, declined, outbid, bidder_latest, nft_owner)
  SELECT b.id, b.auction, na.id, ca.id, ba.id, ta.id, b.price, b.created_at, b.lt, b.declined, b.outbid, b.bidder_latest, oa.id
  FROM bids b JOIN addresses na ON na.address = b.nft JOIN addresses ca ON ca.address = b.collection
  JOIN addresses ba ON ba.address = b.bidder JOIN addresses ta ON ta.address = b.token JOIN addresses oa ON oa.address = b.nft_owner;
DROP TABLE bids;
CREATE VIEW bids AS
  SELECT b.id, b.auction, na.address AS nft, ca.address AS collection, ba.address AS bidder, ta.address AS token, b.price,
    b.created_at, b.lt, b.declined, b.outbid, b.bidder_latest, oa.address AS nft_owner,
    b.collection AS collection_id  -- for filters by a list (functions/db/queries/owner.ts)
  FROM bid_rows b LEFT JOIN addresses na ON na.id = b.nft LEFT JOIN addresses ca ON ca.id = b.collection
  LEFT JOIN addresses ba ON ba.id = b.bidder LEFT JOIN addresses ta ON ta.id = b.token LEFT JOIN addresses oa ON oa.id = b.nft_owner;

-- The indexes of 0001-0009 under their names, on the tables (the routes each serves are named there).
CREATE INDEX direct_sells_nft ON direct_sell_rows (nft, live, status);
CREATE INDEX direct_sells_collection_floor ON direct_sell_rows (collection, live, price_usd);
CREATE INDEX direct_sells_live_end ON direct_sell_rows (live, expired_at);
CREATE INDEX direct_sells_live_token ON direct_sell_rows (token) WHERE live = 1;
CREATE INDEX direct_sells_active_root ON direct_sell_rows (root) WHERE status = 'active';
CREATE INDEX direct_sells_seller ON direct_sell_rows (seller, updated_at);
CREATE INDEX direct_sells_live_price ON direct_sell_rows (price_key) WHERE live = 1;
CREATE INDEX direct_buys_nft ON direct_buy_rows (nft, live, updated_at);
CREATE INDEX direct_buys_live_end ON direct_buy_rows (live, expired_at);
CREATE INDEX direct_buys_live_token ON direct_buy_rows (token) WHERE live = 1;
CREATE INDEX direct_buys_active_root ON direct_buy_rows (root) WHERE status = 'active';
CREATE INDEX direct_buys_buyer ON direct_buy_rows (buyer, updated_at);
CREATE INDEX auctions_nft ON auction_rows (nft, live, status);
CREATE INDEX auctions_live_end ON auction_rows (live, finish_time);
CREATE INDEX auctions_live_token ON auction_rows (token) WHERE live = 1;
CREATE INDEX auctions_active_root ON auction_rows (root) WHERE status = 'active';
CREATE INDEX auctions_start ON auction_rows (start_time);
CREATE INDEX auctions_bids_count ON auction_rows (bids_count, start_time);
CREATE INDEX auctions_owner ON auction_rows (owner, start_time);
CREATE INDEX auctions_collection ON auction_rows (collection, start_time);
CREATE INDEX bids_bidder ON bid_rows (bidder, created_at);
CREATE INDEX bids_auction ON bid_rows (auction, declined, created_at);
CREATE INDEX bids_nft_owner ON bid_rows (nft_owner, created_at);
