-- The marketplace database: chain state written by functions/indexer, read by functions/api.
--
-- Conventions (functions/db/README.md explains every table and which route reads what):
-- * Addresses are raw strings "<wc>:<64 lowercase hex>", compared exactly (api-contract §1.3).
-- * Token amounts are integer strings in the token's smallest units (TEXT), never floats.
--   REAL columns are shadows used only to sort and filter: *_usd (USD at the current token price,
--   maintained for live offers), *_num (the raw amount as a float, for "price <= N" filters).
--   Displayed USD strings are computed by the API from the raw amount x token_usd_prices.usd_price.
-- * Times are unix seconds (INTEGER). Every derived column is maintained by the indexer inside the
--   same D1 batch as the chain event that changed it, so readers never see half an event.
-- * "live" (offers) = whitelisted (deployed by a registered root that had not expired) AND status
--   active AND not past its end as of the indexer's latest expiry sweep. Only live offers feed NFT
--   floors, best offers and collection floors.
-- * Partial indexes are declared "WHERE burned = 0": a query must repeat `burned = 0` literally
--   for SQLite to use them.

------------------------------------------------------------------------------------------------
-- Ingestion log
------------------------------------------------------------------------------------------------

-- Every chain event envelope applied, keyed by its idempotency id ("<txHash>:<index>").
-- Ingest skips ids already here; the insert is in the same batch as the event's effects.
CREATE TABLE chain_events (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  ts INTEGER NOT NULL,
  lt INTEGER NOT NULL,
  emitter TEXT NOT NULL,
  payload TEXT NOT NULL
) STRICT;

------------------------------------------------------------------------------------------------
-- Tokens, roots and fees
------------------------------------------------------------------------------------------------

-- Current USD price of each payment token (api-contract §12.5); one row per token.
CREATE TABLE token_usd_prices (
  token TEXT PRIMARY KEY,
  usd_price TEXT NOT NULL,          -- USD per smallest unit, exact decimal string
  usd_price_real REAL NOT NULL,     -- the same as a float, for SQL arithmetic on shadows
  decimals INTEGER NOT NULL,
  symbol TEXT,
  updated_at INTEGER NOT NULL
) STRICT;

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

-- The fee a factory pushed to one offer (MarketFeeChanged). Kept apart from the offer rows because
-- the contract emits it before the offer activates; offers copy it when they appear.
CREATE TABLE offer_fees (
  offer TEXT PRIMARY KEY,
  fee_numerator INTEGER NOT NULL,
  fee_denominator INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;

------------------------------------------------------------------------------------------------
-- Collections
------------------------------------------------------------------------------------------------

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
) STRICT;

-- /collections (verified, order ownersCount) and /collections/simple (order by owners desc).
CREATE INDEX collections_verified_owners ON collections (verified, owners_count);
-- /collections order firstMint.
CREATE INDEX collections_verified_first_mint ON collections (verified, first_mint);
-- /collections order price (floor USD).
CREATE INDEX collections_verified_floor ON collections (verified, floor_price_usd);
-- /collections order by volume; /metrics/summary candidates.
CREATE INDEX collections_verified_volume ON collections (verified, total_volume_usd);
-- /collections/by-owner, /collections owners filter, /collections-custom owner check.
CREATE INDEX collections_owner ON collections (owner);
-- /nft/banner: collections flagged for the banner.
CREATE INDEX collections_for_banner ON collections (for_banner) WHERE for_banner = 1;

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

-- How many non-burned NFTs each owner holds per collection: owners_count, and /owner/fee
-- ("does the owner hold NFTs of a collection with a fee rule").
CREATE TABLE collection_owners (
  collection TEXT NOT NULL,
  owner TEXT NOT NULL,
  nft_count INTEGER NOT NULL,
  PRIMARY KEY (collection, owner)
) STRICT, WITHOUT ROWID;

-- /owner/fee: collections an owner holds NFTs in.
CREATE INDEX collection_owners_by_owner ON collection_owners (owner);

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

-- File mimetypes per collection with NFT counts: /nfts/types and the /collections nftTypes filter.
CREATE TABLE collection_mimetypes (
  collection TEXT NOT NULL,
  mimetype TEXT NOT NULL,
  nft_count INTEGER NOT NULL,
  PRIMARY KEY (collection, mimetype)
) STRICT, WITHOUT ROWID;

-- /collections nftTypes filter and /nfts/types: collections having a mimetype.
CREATE INDEX collection_mimetypes_by_type ON collection_mimetypes (mimetype);

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

------------------------------------------------------------------------------------------------
-- NFTs
------------------------------------------------------------------------------------------------

CREATE TABLE nfts (
  address TEXT PRIMARY KEY,
  collection TEXT NOT NULL,
  nft_id TEXT,                      -- TIP-4.1 id, decimal string
  owner TEXT,
  manager TEXT,
  creator TEXT,
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
  meta TEXT,                        -- raw metadata JSON
  burned INTEGER NOT NULL DEFAULT 0 CHECK (burned IN (0, 1)),
  verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1)),  -- copy of collections.verified
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  -- derived market state (live offers only; see the header)
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
  -- ascending sort keys that put "no price" last (SQLite sorts NULL first)
  floor_sort_asc REAL GENERATED ALWAYS AS (ifnull(floor_price_usd, 1e308)) VIRTUAL,
  deal_sort_asc REAL GENERATED ALWAYS AS (ifnull(deal_price_usd, 1e308)) VIRTUAL
) STRICT;

-- /nfts collections=[c] order name (the collection page default): ORDER BY name_sort, address.
CREATE INDEX nfts_collection_name ON nfts (collection, name_sort, address) WHERE burned = 0;
-- /nfts collections=[c] order floorPriceUsd asc (no floor last): ORDER BY floor_sort_asc, address.
-- Also /nfts/price-range min, forsale/auction filters (priced NFTs come first), priceFrom/priceTo.
CREATE INDEX nfts_collection_floor_asc ON nfts (collection, floor_sort_asc, address) WHERE burned = 0;
-- /nfts collections=[c] order floorPriceUsd desc (NULL is smallest, so last): ORDER BY floor_price_usd DESC, address DESC.
CREATE INDEX nfts_collection_floor_desc ON nfts (collection, floor_price_usd, address) WHERE burned = 0;
-- /nfts collections=[c] order dealPriceUsd: asc via deal_sort_asc; desc via deal_price_usd DESC.
CREATE INDEX nfts_collection_deal_asc ON nfts (collection, deal_sort_asc, address) WHERE burned = 0;
CREATE INDEX nfts_collection_deal_desc ON nfts (collection, deal_price_usd, address) WHERE burned = 0;
-- /nfts verified=true without a collection filter (Explore), order name.
CREATE INDEX nfts_verified_name ON nfts (verified, name_sort, address) WHERE burned = 0;
-- /nfts verified=true order floorPriceUsd asc / desc; /nfts/price-range verified mode.
CREATE INDEX nfts_verified_floor_asc ON nfts (verified, floor_sort_asc, address) WHERE burned = 0;
CREATE INDEX nfts_verified_floor_desc ON nfts (verified, floor_price_usd, address) WHERE burned = 0;
-- /nfts verified=true order dealPriceUsd asc / desc.
CREATE INDEX nfts_verified_deal_asc ON nfts (verified, deal_sort_asc, address) WHERE burned = 0;
CREATE INDEX nfts_verified_deal_desc ON nfts (verified, deal_price_usd, address) WHERE burned = 0;
-- /nfts owners=[o] (profile "Collected"), /owner/direct/buy-in (NFTs an address owns),
-- /owner/fee nftId (one NFT of the owner in a collection), User.avatarUrl ownership check.
CREATE INDEX nfts_owner ON nfts (owner, collection, name_sort) WHERE burned = 0;

-- Attributes of each NFT. The filter of /nfts and /nfts/price-range is
--   address IN (SELECT nft FROM nft_traits WHERE collection = ? AND type_key = ? AND value_key IN (...))
-- once per requested trait type (ANDed), with keys lowercased and trimmed by the API.
CREATE TABLE nft_traits (
  collection TEXT NOT NULL,
  type_key TEXT NOT NULL,
  value_key TEXT NOT NULL,
  nft TEXT NOT NULL,
  trait_type TEXT NOT NULL,         -- as in the metadata
  trait_value TEXT NOT NULL,        -- JSON of the metadata value (NftTrait.traitValue is "any JSON")
  PRIMARY KEY (collection, type_key, value_key, nft)
) STRICT, WITHOUT ROWID;

-- /nft/details traits (join collection_traits for cnt); metadata refresh replaces an NFT's traits.
CREATE INDEX nft_traits_by_nft ON nft_traits (nft);

------------------------------------------------------------------------------------------------
-- Offers: direct sells (listings), direct buys (offers), auctions and bids
------------------------------------------------------------------------------------------------

CREATE TABLE direct_sells (
  address TEXT PRIMARY KEY,
  nft TEXT NOT NULL,
  collection TEXT NOT NULL,
  seller TEXT NOT NULL,
  buyer TEXT,                       -- set when filled
  token TEXT NOT NULL,
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
  root TEXT NOT NULL,
  wallet TEXT,
  whitelisted INTEGER NOT NULL CHECK (whitelisted IN (0, 1)),
  live INTEGER NOT NULL CHECK (live IN (0, 1, 2))  -- 2 only inside an expiry sweep batch
) STRICT;

-- /nft/details directSell (status active, whitelisted) and the NFT market recompute (live).
CREATE INDEX direct_sells_nft ON direct_sells (nft, live, status);
-- Collection floor: MIN(price_usd) WHERE collection = ? AND live = 1.
CREATE INDEX direct_sells_collection_floor ON direct_sells (collection, live, price_usd);
-- /owner/direct/sell: seller = ? ORDER BY updated_at DESC.
CREATE INDEX direct_sells_seller ON direct_sells (seller, updated_at);
-- Expiry sweep: live offers whose end has passed.
CREATE INDEX direct_sells_live_end ON direct_sells (live, expired_at);
-- Token price change: live sells priced in that token.
CREATE INDEX direct_sells_live_token ON direct_sells (token) WHERE live = 1;
-- /nfts/random-buy and /nfts/sell-count: live sells with raw price <= maxPrice.
CREATE INDEX direct_sells_live_price ON direct_sells (price_num) WHERE live = 1;
-- Root (re)registration: re-evaluate the whitelist of that root's active sells.
CREATE INDEX direct_sells_active_root ON direct_sells (root) WHERE status = 'active';

CREATE TABLE direct_buys (
  address TEXT PRIMARY KEY,
  nft TEXT NOT NULL,
  collection TEXT NOT NULL,
  buyer TEXT NOT NULL,              -- the offer maker
  seller TEXT,                      -- the NFT owner who accepted (filled)
  token TEXT NOT NULL,
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
  root TEXT NOT NULL,
  wallet TEXT,
  whitelisted INTEGER NOT NULL CHECK (whitelisted IN (0, 1)),
  live INTEGER NOT NULL CHECK (live IN (0, 1, 2))
) STRICT;

-- /nft/direct/buy (nft = ?, live, ORDER BY updated_at DESC) and the best-offer recompute.
CREATE INDEX direct_buys_nft ON direct_buys (nft, live, updated_at);
-- /owner/direct/buy: buyer = ? ORDER BY updated_at DESC; /nft/my-best-offer (buyer + nft).
CREATE INDEX direct_buys_buyer ON direct_buys (buyer, updated_at);
-- Expiry sweep.
CREATE INDEX direct_buys_live_end ON direct_buys (live, expired_at);
-- Token price change.
CREATE INDEX direct_buys_live_token ON direct_buys (token) WHERE live = 1;
-- Root (re)registration.
CREATE INDEX direct_buys_active_root ON direct_buys (root) WHERE status = 'active';

CREATE TABLE auctions (
  address TEXT PRIMARY KEY,
  nft TEXT NOT NULL,
  collection TEXT NOT NULL,
  owner TEXT NOT NULL,              -- subject owner when the auction was created (/auctions owners)
  token TEXT NOT NULL,              -- bidToken
  wallet_for_bids TEXT,
  start_price TEXT NOT NULL,
  min_bid TEXT NOT NULL,            -- next acceptable bid (BidPlaced.nextBidValue, or start price)
  min_bid_usd REAL,
  max_bid TEXT,                     -- highest accepted bid
  last_bid_from TEXT,
  last_bid_time INTEGER,
  last_bid_value TEXT,
  start_time INTEGER NOT NULL,
  duration INTEGER NOT NULL,
  finish_time INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('created', 'active', 'completed', 'cancelled')),
  bids_count INTEGER NOT NULL DEFAULT 0,
  fee_numerator INTEGER,
  fee_denominator INTEGER,
  root TEXT NOT NULL,
  nonce TEXT,
  created_at INTEGER NOT NULL,
  finished_at INTEGER,              -- completion / cancel time
  updated_at INTEGER NOT NULL,
  whitelisted INTEGER NOT NULL CHECK (whitelisted IN (0, 1)),
  live INTEGER NOT NULL CHECK (live IN (0, 1, 2))
) STRICT;

-- /nft/details auction (status active, whitelisted) and the NFT market recompute.
CREATE INDEX auctions_nft ON auctions (nft, live, status);
-- /auctions (no owner/collection filter) sort start-date: ORDER BY start_time DESC.
CREATE INDEX auctions_start ON auctions (start_time);
-- /auctions sort bids-count.
CREATE INDEX auctions_bids_count ON auctions (bids_count, start_time);
-- /auctions owners=[o].
CREATE INDEX auctions_owner ON auctions (owner, start_time);
-- /auctions collections=[c].
CREATE INDEX auctions_collection ON auctions (collection, start_time);
-- Expiry sweep (finish time passed).
CREATE INDEX auctions_live_end ON auctions (live, finish_time);
-- Token price change.
CREATE INDEX auctions_live_token ON auctions (token) WHERE live = 1;
-- Root (re)registration.
CREATE INDEX auctions_active_root ON auctions (root) WHERE status = 'active';

CREATE TABLE bids (
  id INTEGER PRIMARY KEY,
  auction TEXT NOT NULL,
  nft TEXT NOT NULL,
  collection TEXT NOT NULL,
  bidder TEXT NOT NULL,
  token TEXT NOT NULL,
  price TEXT NOT NULL,
  next_bid TEXT,                    -- BidPlaced.nextBidValue
  created_at INTEGER NOT NULL,
  lt INTEGER NOT NULL,
  declined INTEGER NOT NULL CHECK (declined IN (0, 1)),
  outbid INTEGER NOT NULL CHECK (outbid IN (0, 1)),          -- a later accepted bid beat it
  bidder_latest INTEGER NOT NULL CHECK (bidder_latest IN (0, 1)),  -- newest bid of this bidder here
  nft_owner TEXT NOT NULL,          -- the auction's NFT owner when the bid was made
  source_event TEXT NOT NULL
) STRICT;

-- /auction/bids (auction = ? AND declined = 0 ORDER BY created_at DESC, id DESC) and /auction `bid`.
CREATE INDEX bids_auction ON bids (auction, created_at) WHERE declined = 0;
-- /owner/bids-out: bidder = ? ORDER BY created_at DESC (lastbid: AND bidder_latest = 1).
CREATE INDEX bids_bidder ON bids (bidder, created_at);
-- /owner/bids-in: nft_owner = ? ORDER BY created_at DESC (active: declined = 0 AND outbid = 0).
CREATE INDEX bids_nft_owner ON bids (nft_owner, created_at);

------------------------------------------------------------------------------------------------
-- Activity feed (/events) and price history
------------------------------------------------------------------------------------------------

-- One row per NftEvent (api-contract §8.14). Feed order: ts DESC, lt DESC, id DESC.
CREATE TABLE activity (
  id INTEGER PRIMARY KEY,
  event_type TEXT NOT NULL CHECK (event_type IN (
    'sell_active', 'sell_purchased', 'sell_canceled', 'offer_active', 'offer_filled', 'offer_canceled',
    'auction_active', 'auction_bid_placed', 'auction_canceled', 'auction_complete', 'mint', 'transfer')),
  nft TEXT NOT NULL,
  collection TEXT NOT NULL,
  ts INTEGER NOT NULL,
  lt INTEGER NOT NULL,
  verified INTEGER NOT NULL CHECK (verified IN (0, 1)),  -- copy of collections.verified
  -- JSON: the event's own NftEvent part, keys as on the wire, without usdPrice (the API adds it
  -- at the current token price): {"directSell":{...}} | {"directBuy":{...}} | {"auction":{...}} |
  -- {"mint":{...}} | {"transfer":{...}}. name/description/previewUrl come from nfts.
  payload TEXT NOT NULL,
  source_event TEXT NOT NULL        -- chain_events.id
) STRICT;

-- /events with no filter: ORDER BY ts DESC, lt DESC, id DESC (reverse index scan).
CREATE INDEX activity_by_time ON activity (ts, lt);
-- /events verified=true (Explore activity): verified = 1 ORDER BY ts DESC, lt DESC.
CREATE INDEX activity_verified ON activity (verified, ts, lt);
-- /events collections=[c] (one collection, any or common types; filter types with +event_type).
CREATE INDEX activity_collection ON activity (collection, ts, lt);
-- /events collections=[c] with one rare type: collection = ? AND event_type = ? ORDER BY ts DESC.
CREATE INDEX activity_collection_type ON activity (collection, event_type, ts, lt);
-- /events nft=n (NFT page activity).
CREATE INDEX activity_nft ON activity (nft, ts, lt);

-- Addresses an activity row concerns, for /events owner=o (profile activity). Covers seller,
-- buyer, offer maker and accepter, auction owner, bidders (and the owner receiving the bid),
-- transfer from/to and the minter: api-contract §13 gap 22 (mints and bids received) fixed.
CREATE TABLE activity_participants (
  address TEXT NOT NULL,
  ts INTEGER NOT NULL,
  lt INTEGER NOT NULL,
  activity_id INTEGER NOT NULL,
  event_type TEXT NOT NULL,
  PRIMARY KEY (address, ts, lt, activity_id)
) STRICT, WITHOUT ROWID;

-- Deals (filled sells and offers, completed auctions): /nft/price-history, dealPriceUsd,
-- volumes, /nfts/top, /metrics/summary, /collections/evaluation.
CREATE TABLE price_history (
  id INTEGER PRIMARY KEY,
  nft TEXT NOT NULL,
  collection TEXT NOT NULL,
  ts INTEGER NOT NULL,
  token TEXT NOT NULL,
  amount TEXT NOT NULL,
  usd REAL,                         -- USD value of the whole deal at the token price of that moment
  source TEXT NOT NULL,             -- offer address
  source_kind TEXT NOT NULL CHECK (source_kind IN ('sell', 'offer', 'auction')),
  buyer TEXT NOT NULL,
  seller TEXT NOT NULL,
  whitelisted INTEGER NOT NULL CHECK (whitelisted IN (0, 1))
) STRICT;

-- /nft/price-history: nft = ? AND ts BETWEEN ? AND ? ORDER BY ts.
CREATE INDEX price_history_nft ON price_history (nft, ts);
-- /collections/evaluation (collection, period) and per-collection volume windows.
CREATE INDEX price_history_collection ON price_history (collection, ts);
-- /metrics/summary window volumes and /nfts/top deals after `from`.
CREATE INDEX price_history_ts ON price_history (ts);

------------------------------------------------------------------------------------------------
-- Users (written by the API: POST /user)
------------------------------------------------------------------------------------------------

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

------------------------------------------------------------------------------------------------
-- Search (/search)
------------------------------------------------------------------------------------------------

-- What /search can find: non-burned named NFTs of verified collections, and verified collections
-- (by their displayed name, custom first). The indexer keeps it in step with names, burns and
-- the verified flag; /collections-custom must refresh the collection's row (functions/db/search.ts).
CREATE TABLE search_docs (
  id INTEGER PRIMARY KEY,           -- = search_fts.rowid
  address TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('nft', 'collection')),
  collection TEXT NOT NULL          -- the NFT's collection, or the collection itself
) STRICT;

-- Refresh all documents of one collection (verified flag or name changes).
CREATE INDEX search_docs_collection ON search_docs (collection);

-- /search name contains / prefix: `name LIKE '%q%'` (case-insensitive) uses the trigram index
-- for q of 3+ characters; join search_docs on id = rowid for address, kind and collection.
CREATE VIRTUAL TABLE search_fts USING fts5(name, tokenize = 'trigram', detail = 'none');
