-- The marketplace's schema, as one migration (functions/db/README.md; the whole schema, sorted, in schema.sql).
-- Addresses are stored once, in `addresses`; the big tables carry their integer ids (functions/db/address-ids.ts),
-- and the queries look the text up inline where an answer shows it. Tables in name order, each with its indexes.

-- One row per NftEvent. Feed order: ts DESC, lt DESC, id DESC. `payload`: the NftEvent part's values as a
-- JSON array in a fixed order per kind, addresses as ids (functions/db/activity-payload.ts).
CREATE TABLE activity (
  id INTEGER PRIMARY KEY,
  kind INTEGER NOT NULL REFERENCES event_kinds (code),
  nft INTEGER NOT NULL,               -- addresses.id
  collection INTEGER NOT NULL,        -- addresses.id
  ts INTEGER NOT NULL,
  lt ANY NOT NULL,
  verified INTEGER NOT NULL CHECK (verified IN (0, 1)),
  payload TEXT NOT NULL
) STRICT;

-- /events collections=[c] with one rare type.
CREATE INDEX activity_collection_type ON activity (collection, kind, ts, lt);
-- /events nft=n (NFT page activity).
CREATE INDEX activity_nft ON activity (nft, ts, lt);
-- /events verified=true (Explore activity).
CREATE INDEX activity_verified ON activity (verified, ts, lt);

-- Who an activity row concerns (/events owner=o), in feed order per address.
CREATE TABLE activity_participants (
  address INTEGER NOT NULL,           -- addresses.id
  ts INTEGER NOT NULL,
  lt ANY NOT NULL,
  activity_id INTEGER NOT NULL,
  kind INTEGER NOT NULL,
  PRIMARY KEY (address, ts, lt, activity_id)
) STRICT, WITHOUT ROWID;

-- Every address the feed refers to, once. Ids are assigned on first use and never change.
CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  address TEXT NOT NULL UNIQUE
) STRICT;

-- Auctions. nft, collection, owner, token, last_bid_from, root: addresses.id.
CREATE TABLE auctions (
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

-- Root (re)registration.
CREATE INDEX auctions_active_root ON auctions (root) WHERE status = 'active';
-- /auctions sort bids-count.
CREATE INDEX auctions_bids_count ON auctions (bids_count, start_time);
-- /auctions collections=[c].
CREATE INDEX auctions_collection ON auctions (collection, start_time);
-- Expiry sweep (finish time passed).
CREATE INDEX auctions_live_end ON auctions (live, finish_time);
-- Token price change.
CREATE INDEX auctions_live_token ON auctions (token) WHERE live = 1;
-- /nft/details auction (status active, whitelisted) and the NFT market recompute.
CREATE INDEX auctions_nft ON auctions (nft, live, status);
-- /auctions owners=[o].
CREATE INDEX auctions_owner ON auctions (owner, start_time);
-- /auctions (no owner/collection filter) sort start-date: ORDER BY start_time DESC.
CREATE INDEX auctions_start ON auctions (start_time);

-- Bids. nft, collection, bidder, token, nft_owner: addresses.id; auction: the auction's address.
CREATE TABLE bids (
  id INTEGER PRIMARY KEY,
  auction TEXT NOT NULL,
  nft INTEGER NOT NULL,
  collection INTEGER NOT NULL,
  bidder INTEGER NOT NULL,
  token INTEGER NOT NULL,
  price TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  lt ANY NOT NULL,
  declined INTEGER NOT NULL CHECK (declined IN (0, 1)),
  outbid INTEGER NOT NULL CHECK (outbid IN (0, 1)),          -- a later accepted bid beat it
  bidder_latest INTEGER NOT NULL CHECK (bidder_latest IN (0, 1)),  -- newest bid of this bidder here
  nft_owner INTEGER NOT NULL
) STRICT;

-- /auction/bids (auction = ? AND declined = 0 ORDER BY created_at DESC, id DESC) and /auction `bid`.
CREATE INDEX bids_auction ON bids (auction, declined, created_at);
-- /owner/bids-out: bidder = ? ORDER BY created_at DESC (lastbid: AND bidder_latest = 1).
CREATE INDEX bids_bidder ON bids (bidder, created_at);
-- /owner/bids-in: nft_owner = ? ORDER BY created_at DESC (active: declined = 0 AND outbid = 0).
CREATE INDEX bids_nft_owner ON bids (nft_owner, created_at);

-- Every chain event envelope applied, keyed by its idempotency id ("<txHash>:<index>").
-- Ingest skips ids already here; the insert is in the same batch as the event's effects.
CREATE TABLE chain_events (
  id ANY PRIMARY KEY                -- BLOB for chain events, TEXT for anything else
) STRICT, WITHOUT ROWID;

-- Overrides set by the collection owner through /collections-custom (written by the API, never by
-- the indexer). Every field replaces the on-chain value when not NULL.
CREATE TABLE collection_custom (
  address TEXT PRIMARY KEY,
  name TEXT,
  description TEXT,
  wallpaper TEXT CHECK (wallpaper IS NULL OR length(wallpaper) <= 4096),
  logo TEXT CHECK (logo IS NULL OR length(logo) <= 4096),
  social TEXT,                      -- JSON Social
  updated_at INTEGER NOT NULL
) STRICT;

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

-- Per-collection special fees of a root (AddCollectionRules / RemoveCollectionRules).
CREATE TABLE collection_fee_rules (
  root TEXT NOT NULL,
  collection TEXT NOT NULL,
  fee_numerator INTEGER NOT NULL,
  fee_denominator INTEGER NOT NULL,
  code_hash TEXT,
  code_depth INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (root, collection)
) STRICT, WITHOUT ROWID;

-- File mimetypes per collection with NFT counts: /nfts/types and the /collections nftTypes filter.
CREATE TABLE collection_mimetypes (
  collection TEXT NOT NULL,
  mimetype TEXT NOT NULL,
  nft_count INTEGER NOT NULL,
  PRIMARY KEY (collection, mimetype)
) STRICT, WITHOUT ROWID;

-- /collections nftTypes filter and /nfts/types: collections having a mimetype.
CREATE INDEX collection_mimetypes_by_type ON collection_mimetypes (mimetype);

-- How many non-burned NFTs each owner holds per collection (> 0): owners_count, /owner/fee.
-- collection, owner: addresses.id.
CREATE TABLE collection_owners (
  collection INTEGER NOT NULL,
  owner INTEGER NOT NULL,
  nft_count INTEGER NOT NULL,
  PRIMARY KEY (collection, owner)
) STRICT, WITHOUT ROWID;

-- The largest holders of a collection, and its holdings by size.
CREATE INDEX collection_owners_by_count ON collection_owners (collection, nft_count);

-- Distinct trait (type, value) pairs per collection with how many non-burned NFTs carry them:
-- CollectionDetails.attributes and the rarity count `cnt` of /nft/details traits.
CREATE TABLE collection_traits (
  collection TEXT NOT NULL,
  type_key TEXT NOT NULL,           -- lower(trim(trait_type))
  value_key TEXT NOT NULL,          -- lower(trim(value as text))
  trait_type TEXT NOT NULL,         -- display spelling (first seen)
  trait_value TEXT NOT NULL,        -- display value, trimmed text
  nft_count INTEGER NOT NULL,
  PRIMARY KEY (collection, type_key, value_key)
) STRICT, WITHOUT ROWID;

-- Sum of whitelisted deal amounts per collection and token (raw amount as a float: volume is a
-- display figure). total_volume_usd = sum(amount_sum x current usd) is recomputed from these.
CREATE TABLE collection_volumes (
  collection TEXT NOT NULL,
  token TEXT NOT NULL,
  amount_sum REAL NOT NULL,
  deals INTEGER NOT NULL,
  PRIMARY KEY (collection, token)
) STRICT, WITHOUT ROWID;

-- Token price change: collections whose volume is in that token.
CREATE INDEX collection_volumes_by_token ON collection_volumes (token);

-- One row per NFT collection: its on-chain details, the operator's flags and the derived counts and prices
-- (functions/indexer/apply/collections.ts, functions/indexer/derived.ts).
CREATE TABLE collections (
  address TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  name TEXT,                        -- on-chain metadata; collection_custom overrides for display
  description TEXT,
  logo TEXT,                        -- metadata preview.source
  wallpaper TEXT,                   -- metadata wallpaper / files[0].source
  social TEXT,                      -- JSON Social (api-contract §8.4) from metadata, or NULL
  royalty TEXT,                     -- JSON Royalty (§8.3) or NULL
  meta TEXT,                        -- raw metadata JSON
  verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1)),
  for_banner INTEGER NOT NULL DEFAULT 0 CHECK (for_banner IN (0, 1)),
  created_at INTEGER NOT NULL,
  first_mint INTEGER,               -- NULL until the first mint
  updated_at INTEGER NOT NULL,
  -- derived
  nft_count INTEGER NOT NULL DEFAULT 0,      -- non-burned NFTs
  owners_count INTEGER NOT NULL DEFAULT 0,   -- distinct owners of non-burned NFTs
  floor_price_usd REAL,                      -- min USD of live direct sells (auctions excluded)
  total_volume_usd REAL NOT NULL DEFAULT 0   -- whitelisted deals x current token USD
, hidden INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1))) STRICT;

-- /nft/banner: collections flagged for the banner.
CREATE INDEX collections_for_banner ON collections (for_banner) WHERE for_banner = 1;
-- The few hidden ones, found without reading every collection.
CREATE INDEX collections_hidden ON collections (address) WHERE hidden = 1;
-- /collections/by-owner, /collections owners filter, /collections-custom owner check.
CREATE INDEX collections_owner ON collections (owner);
-- /collections order firstMint.
CREATE INDEX collections_verified_first_mint ON collections (verified, first_mint);
-- /collections order price (floor USD).
CREATE INDEX collections_verified_floor ON collections (verified, floor_price_usd);
-- /collections (verified, order ownersCount) and /collections/simple (order by owners desc).
CREATE INDEX collections_verified_owners ON collections (verified, owners_count);
-- /collections order by volume; /metrics/summary candidates.
CREATE INDEX collections_verified_volume ON collections (verified, total_volume_usd);

-- Offers on an NFT (direct buys). nft, collection, buyer, seller, token, root: addresses.id.
CREATE TABLE direct_buys (
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

-- Root (re)registration.
CREATE INDEX direct_buys_active_root ON direct_buys (root) WHERE status = 'active';
-- /owner/direct/buy: buyer = ? ORDER BY updated_at DESC; /nft/my-best-offer (buyer + nft).
CREATE INDEX direct_buys_buyer ON direct_buys (buyer, updated_at);
-- Expiry sweep.
CREATE INDEX direct_buys_live_end ON direct_buys (live, expired_at);
-- Token price change.
CREATE INDEX direct_buys_live_token ON direct_buys (token) WHERE live = 1;
-- /nft/direct/buy (nft = ?, live, ORDER BY updated_at DESC) and the best-offer recompute.
CREATE INDEX direct_buys_nft ON direct_buys (nft, live, updated_at);

-- Listings (direct sells). nft, collection, seller, buyer, token, root: addresses.id.
CREATE TABLE direct_sells (
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
  price_key TEXT GENERATED ALWAYS AS (printf('%02d', length(price)) || price) VIRTUAL  -- exact order of prices (functions/db/order-key.ts)
, live_until INTEGER GENERATED ALWAYS AS (
  CASE
    WHEN status = 'active' THEN iif(expired_at = 0, 9007199254740991, expired_at)
    WHEN status IN ('create', 'await_nft') THEN created_at
    ELSE iif(expired_at > 0 AND expired_at < updated_at, expired_at, updated_at)
  END
) VIRTUAL) STRICT;

-- Root (re)registration: re-evaluate the whitelist of that root's active sells.
CREATE INDEX direct_sells_active_root ON direct_sells (root) WHERE status = 'active';
-- Collection floor: MIN(price_usd) WHERE collection = ? AND live = 1.
CREATE INDEX direct_sells_collection_floor ON direct_sells (collection, live, price_usd);
-- The floor at past moments: a collection's whitelisted listings cheapest first, with their spans, so
-- the walk stops at the first listing on sale at each moment.
CREATE INDEX direct_sells_collection_price_span ON direct_sells (collection, price_usd, created_at, live_until)
  WHERE whitelisted = 1;
-- The first listing of a collection: no floor before it.
CREATE INDEX direct_sells_collection_start ON direct_sells (collection, created_at) WHERE whitelisted = 1;
-- Expiry sweep: live offers whose end has passed.
CREATE INDEX direct_sells_live_end ON direct_sells (live, expired_at);
-- /nfts/random-buy and /nfts/sell-count: live sells with raw price <= maxPrice.
CREATE INDEX direct_sells_live_price ON direct_sells (price_key) WHERE live = 1;
-- Token price change: live sells priced in that token.
CREATE INDEX direct_sells_live_token ON direct_sells (token) WHERE live = 1;
-- /nft/details directSell (status active, whitelisted) and the NFT market recompute (live).
CREATE INDEX direct_sells_nft ON direct_sells (nft, live, status);
-- /owner/direct/sell: seller = ? ORDER BY updated_at DESC.
CREATE INDEX direct_sells_seller ON direct_sells (seller, updated_at);

-- The NftEvent kinds, numbered as EVENT_TYPES lists them (functions/db/event-kinds.ts).
CREATE TABLE event_kinds (
  code INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
) STRICT;

-- One row per (collection, trait type, value, NFT); keys lowercased and trimmed (functions/db/trait-keys.ts).
CREATE TABLE nft_traits (
  collection INTEGER NOT NULL,      -- addresses.id
  type_key TEXT NOT NULL,
  value_key TEXT NOT NULL,
  nft INTEGER NOT NULL,             -- addresses.id
  trait_type TEXT NOT NULL,         -- as in the metadata
  trait_value TEXT NOT NULL,        -- JSON of the metadata value
  PRIMARY KEY (collection, type_key, value_key, nft)
) STRICT, WITHOUT ROWID;

-- One row per NFT, keyed by the id of its address in `addresses`; its address, collection and owner also as
-- text. The derived market state (sell_*, auction_*, best_offer_*, floor_*, deal_*) is functions/indexer/derived.ts'.
CREATE TABLE nfts (
  id INTEGER PRIMARY KEY,           -- addresses.id of `address`
  address TEXT NOT NULL UNIQUE,
  collection_id INTEGER NOT NULL,   -- addresses.id of `collection`
  collection TEXT NOT NULL,
  nft_id TEXT,                      -- TIP-4.1 id, decimal string
  owner TEXT,
  owner_id INTEGER,                 -- addresses.id of `owner`
  manager TEXT,                     -- NULL: the owner
  name TEXT,
  name_sort TEXT NOT NULL,          -- lowercased, digit runs zero-padded: "#2" < "#10"; no name sorts last
  description TEXT,
  image TEXT,                       -- meta.preview.source
  mimetype TEXT,                    -- meta.preview.mimetype
  full_image TEXT,                  -- meta.files[0].source
  full_image_mimetype TEXT,         -- meta.files[0].mimetype
  type TEXT,                        -- meta.type
  files_mimetypes TEXT NOT NULL DEFAULT '[]',  -- JSON array of distinct meta.files[].mimetype
  royalty TEXT,                     -- JSON Royalty or NULL
  burned INTEGER NOT NULL DEFAULT 0 CHECK (burned IN (0, 1)),
  verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1)),  -- copy of collections.verified
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  -- derived market state (live offers only; functions/indexer/derived.ts)
  sell_address TEXT,                -- NFT.forsale
  sell_token TEXT,
  sell_price TEXT,
  sell_price_usd REAL,
  sell_end INTEGER,
  auction_address TEXT,             -- NFT.auction
  auction_token TEXT,
  auction_price TEXT,               -- the auction's next acceptable bid (min_bid)
  auction_price_usd REAL,
  auction_end INTEGER,
  best_offer_address TEXT,          -- NFT.bestOffer: highest-USD live direct buy
  best_offer_price_usd REAL,
  floor_price_usd REAL,             -- min(sell USD, auction min bid USD)
  floor_price TEXT,                 -- raw amount of the cheaper of the two
  floor_token TEXT,
  deal_price TEXT,                  -- latest whitelisted deal (price history)
  deal_token TEXT,
  deal_price_usd REAL,              -- at the current token price
  deal_ts INTEGER,
  trait_keys TEXT,                  -- '|type=value|...|' (functions/db/trait-keys.ts); NULL once burned
  rarity_score REAL,
  rarity_rank INTEGER,
  -- ascending sort keys that put "no price" / "no rank" last (SQLite sorts NULL first)
  floor_sort_asc REAL GENERATED ALWAYS AS (ifnull(floor_price_usd, 1e308)) VIRTUAL,
  deal_sort_asc REAL GENERATED ALWAYS AS (ifnull(deal_price_usd, 1e308)) VIRTUAL,
  rarity_sort_asc INTEGER GENERATED ALWAYS AS (ifnull(rarity_rank, 9007199254740991)) VIRTUAL
) STRICT;

CREATE INDEX nfts_by_collection_deal ON nfts (collection_id, deal_sort_asc, id, trait_keys) WHERE burned = 0;
CREATE INDEX nfts_by_collection_floor ON nfts (collection_id, floor_sort_asc, id, trait_keys) WHERE burned = 0;
-- /nfts collections=[c], one per order, each carrying trait_keys so a trait filter walks the index
-- alone. The id after the sort key is the tie-break. Descending orders read them backwards; a
-- descending price walks the priced NFTs backwards, then the unpriced ones (functions/db/queries/nfts.ts).
CREATE INDEX nfts_by_collection_name ON nfts (collection_id, name_sort, id, trait_keys) WHERE burned = 0;
CREATE INDEX nfts_by_collection_rarity ON nfts (collection_id, rarity_sort_asc, id, trait_keys) WHERE burned = 0;
-- A portfolio values each collection it holds at that collection's cheapest live fixed-price listing
-- (functions/db/queries/portfolio.ts): one seek per collection here, where the other per-collection
-- indexes scanned every NFT of the collection (1.5 s for a holder of 849 collections at 1M NFTs).
-- Partial: only the listed NFTs, a few percent of the table.
CREATE INDEX nfts_by_collection_sale ON nfts (collection_id, sell_price_usd, id)
  WHERE burned = 0 AND sell_address IS NOT NULL AND sell_price_usd IS NOT NULL;
-- /nfts owners, the profile's Collected tab and its collection counts.
CREATE INDEX nfts_by_owner ON nfts (owner_id, collection_id, name_sort) WHERE burned = 0;
CREATE INDEX nfts_by_verified_deal ON nfts (verified, deal_sort_asc) WHERE burned = 0;
CREATE INDEX nfts_by_verified_floor ON nfts (verified, floor_sort_asc) WHERE burned = 0;
-- /nfts without collections, verified: true (the rowid, last in every index entry, is the tie-break).
CREATE INDEX nfts_by_verified_name ON nfts (verified, name_sort) WHERE burned = 0;

-- In-app notifications (functions/indexer/notify.ts), unique by (recipient, event key, kind), so applying
-- the same event twice can never write a second row.
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  recipient INTEGER NOT NULL,       -- addresses.id
  -- 0 outbid, 1 sold, 2 offer_received, 3 offer_accepted, 4 watched_listed, 5 floor_below
  kind INTEGER NOT NULL CHECK (kind BETWEEN 0 AND 5),
  -- The source event's key, stored as chain_events stores it; floor alerts: the batch's first event's
  -- key, ':' and the collection's id.
  event_key ANY NOT NULL,
  nft INTEGER,                      -- addresses.id
  collection INTEGER,               -- addresses.id
  token INTEGER,                    -- addresses.id
  amount TEXT,                      -- raw token amount (bid, price, offer), or the floor in USD for floor_below
  counterparty INTEGER,             -- addresses.id: the new leader, buyer or offer maker
  created_at INTEGER NOT NULL,      -- chain time of the event
  read INTEGER NOT NULL DEFAULT 0 CHECK (read IN (0, 1))
) STRICT;

-- The bell's list (newest first), and its unread count and "mark all read".
CREATE INDEX notifications_by_recipient ON notifications (recipient, id);
-- Exactly once: applying the same event twice can never write a second row (INSERT OR IGNORE).
CREATE UNIQUE INDEX notifications_dedupe ON notifications (recipient, event_key, kind);
CREATE INDEX notifications_unread ON notifications (recipient) WHERE read = 0;

-- The fee a factory pushed to one offer (MarketFeeChanged). Kept apart from the offer rows because
-- the contract emits it before the offer activates; offers copy it when they appear.
CREATE TABLE offer_fees (
  offer TEXT PRIMARY KEY,
  fee_numerator INTEGER NOT NULL,
  fee_denominator INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;

-- One row per deal (the offer and the parties are in the activity feed).
CREATE TABLE price_history (
  id INTEGER PRIMARY KEY,
  nft INTEGER NOT NULL,             -- addresses.id
  collection INTEGER NOT NULL,      -- addresses.id
  ts INTEGER NOT NULL,
  token INTEGER NOT NULL,           -- addresses.id
  amount TEXT NOT NULL,
  usd REAL,                         -- USD value of the whole deal at the token price of that moment
  whitelisted INTEGER NOT NULL CHECK (whitelisted IN (0, 1))
) STRICT;

-- /collections/evaluation.
CREATE INDEX price_history_collection ON price_history (collection, ts);
-- Sales of a collection over a period (the newest first, and hour buckets), without reading the deal rows.
CREATE INDEX price_history_collection_deals ON price_history (collection, ts, usd, token, amount)
  WHERE whitelisted = 1;
-- /nft/price-history, /nfts/top.
CREATE INDEX price_history_nft ON price_history (nft, ts);
-- /metrics/summary.
CREATE INDEX price_history_ts ON price_history (ts);

-- Offer factories ("roots") whose offers are trusted (the offers whitelist, api-contract §1.7),
-- with the factory's default market fee (MarketFeeDefaultChanged).
CREATE TABLE roots (
  address TEXT PRIMARY KEY,
  code TEXT NOT NULL CHECK (code IN ('auction', 'sell', 'buy')),
  expires_at INTEGER,               -- NULL: never expires
  registered_at INTEGER NOT NULL,
  fee_numerator INTEGER,
  fee_denominator INTEGER,
  fee_updated_at INTEGER
) STRICT;

-- /owner/fee: the newest default fee among roots of a code.
CREATE INDEX roots_by_code ON roots (code, fee_updated_at);

-- /search: one document per named, non-burned NFT and per named collection, verified or not
-- (functions/db/search.ts), its rowid the id of its address in `addresses`.
CREATE VIRTUAL TABLE search_fts USING fts5(name, tokenize = 'trigram', detail = 'none');

-- Current USD price of each payment token (api-contract §12.5); one row per token.
CREATE TABLE token_usd_prices (
  token TEXT PRIMARY KEY,
  usd_price TEXT NOT NULL,          -- USD per smallest unit, exact decimal string
  usd_price_real REAL NOT NULL,     -- the same as a float, for SQL arithmetic on shadows
  decimals INTEGER NOT NULL,
  symbol TEXT,
  updated_at INTEGER NOT NULL
) STRICT;

-- Login signatures already exchanged for a token: a signed login can be used once (api-contract §13 gap 4).
CREATE TABLE used_signatures (
  signature TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
) STRICT;

-- Pruning expired rows on each sign-in.
CREATE INDEX used_signatures_expires_at ON used_signatures (expires_at);

-- Profiles, written by the API (POST /user; functions/db/users.ts).
CREATE TABLE users (
  address TEXT PRIMARY KEY CHECK (length(address) <= 67),
  username TEXT UNIQUE CHECK (username IS NULL OR length(username) <= 255),
  bio TEXT,
  logo_nft TEXT CHECK (logo_nft IS NULL OR length(logo_nft) <= 67),
  twitter TEXT CHECK (twitter IS NULL OR length(twitter) <= 255),
  instagram TEXT CHECK (instagram IS NULL OR length(instagram) <= 255),
  facebook TEXT CHECK (facebook IS NULL OR length(facebook) <= 255),
  link TEXT CHECK (link IS NULL OR length(link) <= 255),
  email TEXT CHECK (email IS NULL OR length(email) <= 255),
  updated_at INTEGER NOT NULL
) STRICT;

-- POST /user: a username is unique whatever its case ("Alice" and "alice" are the same person to a
-- reader); the duplicate check `lower(username) = lower(?)` looks it up here instead of scanning users.
CREATE INDEX users_username_lower ON users (lower(username));

-- What an address watches: NFTs (alert when listed) and collections (alert when the floor falls to
-- or below floor_below_usd, if set). Only the owner reads or writes their rows (functions/api/routes/watchlist.ts).
CREATE TABLE watches (
  owner TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('nft', 'collection')),
  target TEXT NOT NULL,
  floor_below_usd REAL CHECK (floor_below_usd IS NULL OR (kind = 'collection' AND floor_below_usd > 0)),
  -- 1 while the floor is at or below the price: one alert per crossing, re-armed when it rises above.
  floor_alerted INTEGER NOT NULL DEFAULT 0 CHECK (floor_alerted IN (0, 1)),
  created_at INTEGER NOT NULL, start_price_usd REAL,
  PRIMARY KEY (owner, kind, target)
) STRICT, WITHOUT ROWID;

-- The indexer: who watches this NFT or collection.
CREATE INDEX watches_by_target ON watches (kind, target);

-- Each whitelisted deal adds to its collection's day (collection_deal_days).
CREATE TRIGGER collection_deal_days_add AFTER INSERT ON price_history WHEN NEW.whitelisted = 1
BEGIN
  INSERT INTO collection_deal_days (collection, day, token, sales, usd, amount)
    VALUES (NEW.collection, NEW.ts - NEW.ts % 86400, NEW.token, 1, ifnull(NEW.usd, 0), CAST(NEW.amount AS REAL))
    ON CONFLICT DO UPDATE SET sales = sales + 1, usd = usd + excluded.usd, amount = amount + excluded.amount;
END;

INSERT INTO event_kinds (code, name) VALUES
  (0, 'sell_active'),
  (1, 'sell_purchased'),
  (2, 'sell_canceled'),
  (3, 'offer_active'),
  (4, 'offer_filled'),
  (5, 'offer_canceled'),
  (6, 'auction_active'),
  (7, 'auction_bid_placed'),
  (8, 'auction_canceled'),
  (9, 'auction_complete'),
  (10, 'mint'),
  (11, 'transfer');
