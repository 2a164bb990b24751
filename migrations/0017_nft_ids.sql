-- NFTs keyed by their address id. Each of the twelve indexes of `nfts` carried the collection (or the
-- owner) and the NFT as 66-character text (about 130 bytes of each entry, over 100 bytes per chain
-- event at benchmark scale). Here the table's rowid is the NFT's id in `addresses`, and
-- `collection_id` and `owner_id` are ids too: the indexes hold those, and the id is the tie-break of
-- every /nfts order (the rowid, which every index entry carries anyway). The address, collection and
-- owner text stay, so lookups by address and most reads are unchanged. The manager is NULL when it is
-- the owner (nine NFTs in ten): a listed NFT's manager is its offer, an address with no id.
-- functions/indexer/apply/nfts.ts writes these.
--
-- A large database: see functions/db/README.md, "Upgrading a large database".

INSERT OR IGNORE INTO addresses (address) SELECT j.value FROM nfts n, json_each(json_array(n.address, n.collection, n.owner)) j WHERE j.value IS NOT NULL;

CREATE TABLE IF NOT EXISTS nft_rows (
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

-- /nfts collections=[c], one per order, each carrying trait_keys so a trait filter walks the index
-- alone (0005). The id after the sort key is the tie-break. Descending orders read them backwards; a
-- descending price walks the priced NFTs backwards, then the unpriced ones (functions/db/queries/nfts.ts),
-- so the floor_desc and deal_desc indexes of 0005 have no successor.
CREATE INDEX IF NOT EXISTS nfts_by_collection_name ON nft_rows (collection_id, name_sort, id, trait_keys) WHERE burned = 0;
CREATE INDEX IF NOT EXISTS nfts_by_collection_floor ON nft_rows (collection_id, floor_sort_asc, id, trait_keys) WHERE burned = 0;
CREATE INDEX IF NOT EXISTS nfts_by_collection_deal ON nft_rows (collection_id, deal_sort_asc, id, trait_keys) WHERE burned = 0;
CREATE INDEX IF NOT EXISTS nfts_by_collection_rarity ON nft_rows (collection_id, rarity_sort_asc, id, trait_keys) WHERE burned = 0;
-- /nfts without collections, verified: true (the rowid, last in every index entry, is the tie-break).
CREATE INDEX IF NOT EXISTS nfts_by_verified_name ON nft_rows (verified, name_sort) WHERE burned = 0;
CREATE INDEX IF NOT EXISTS nfts_by_verified_floor ON nft_rows (verified, floor_sort_asc) WHERE burned = 0;
CREATE INDEX IF NOT EXISTS nfts_by_verified_deal ON nft_rows (verified, deal_sort_asc) WHERE burned = 0;
-- /nfts owners, the profile's Collected tab and its collection counts.
CREATE INDEX IF NOT EXISTS nfts_by_owner ON nft_rows (owner_id, collection_id, name_sort) WHERE burned = 0;

INSERT OR IGNORE INTO nft_rows (id, address, collection_id, collection, nft_id, owner, owner_id, manager, name, name_sort, description,
    image, mimetype, full_image, full_image_mimetype, type, files_mimetypes, royalty, burned, verified, created_at, updated_at,
    sell_address, sell_token, sell_price, sell_price_usd, sell_end, auction_address, auction_token, auction_price,
    auction_price_usd, auction_end, best_offer_address, best_offer_price_usd, floor_price_usd, floor_price, floor_token,
    deal_price, deal_token, deal_price_usd, deal_ts, trait_keys, rarity_score, rarity_rank)
  SELECT na.id, n.address, ca.id, n.collection, n.nft_id, n.owner, oa.id, nullif(n.manager, n.owner), n.name, n.name_sort, n.description,
    n.image, n.mimetype, n.full_image, n.full_image_mimetype, n.type, n.files_mimetypes, n.royalty, n.burned, n.verified,
    n.created_at, n.updated_at, n.sell_address, n.sell_token, n.sell_price, n.sell_price_usd, n.sell_end, n.auction_address,
    n.auction_token, n.auction_price, n.auction_price_usd, n.auction_end, n.best_offer_address, n.best_offer_price_usd,
    n.floor_price_usd, n.floor_price, n.floor_token, n.deal_price, n.deal_token, n.deal_price_usd, n.deal_ts, n.trait_keys,
    n.rarity_score, n.rarity_rank
  FROM nfts n JOIN addresses na ON na.address = n.address JOIN addresses ca ON ca.address = n.collection
  LEFT JOIN addresses oa ON oa.address = n.owner;
DROP TABLE nfts;
-- The old name, for the indexer's writes and every read (no view: writes go through it).
ALTER TABLE nft_rows RENAME TO nfts;

-- The feed's two indexes that others cover (functions/db/queries/events.ts): a collection's feed
-- without a type filter walks activity_collection_type once per kind, and the whole feed walks
-- activity_verified once per flag, merging the walks (about 30 bytes per event at benchmark scale).
DROP INDEX IF EXISTS activity_collection;
DROP INDEX IF EXISTS activity_by_time;
