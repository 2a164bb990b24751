-- Order keys of any 64-bit logical time (functions/db/order-key.ts): lt x 256 + the event's index needs
-- 72 bits, so a key at or above 2^63 is stored as a 9-byte BLOB, and the STRICT INTEGER lt columns become
-- ANY. Every stored value is kept (the keys below 2^63 are the INTEGERs they were) and SQLite sorts every
-- INTEGER before every BLOB, so the feeds' order is unchanged. The tables are copied under new names and
-- renamed back with their indexes; their views are dropped first (a rename checks them) and made again
-- unchanged. A large database runs this file through scripts/db/upgrade-large.mjs (functions/db/README.md).
DROP VIEW activity;
DROP VIEW activity_participants;
DROP VIEW bids;

CREATE TABLE IF NOT EXISTS activity_rows_next (
  id INTEGER PRIMARY KEY,
  kind INTEGER NOT NULL REFERENCES event_kinds (code),
  nft INTEGER NOT NULL,               -- addresses.id
  collection INTEGER NOT NULL,        -- addresses.id
  ts INTEGER NOT NULL,
  lt ANY NOT NULL,
  verified INTEGER NOT NULL CHECK (verified IN (0, 1)),
  payload TEXT NOT NULL
) STRICT;
INSERT OR IGNORE INTO activity_rows_next (id, kind, nft, collection, ts, lt, verified, payload)
  SELECT a.id, a.kind, a.nft, a.collection, a.ts, a.lt, a.verified, a.payload FROM activity_rows a;
DROP TABLE activity_rows;
CREATE INDEX activity_collection_type ON activity_rows_next (collection, kind, ts, lt);
CREATE INDEX activity_nft ON activity_rows_next (nft, ts, lt);
CREATE INDEX activity_verified ON activity_rows_next (verified, ts, lt);
ALTER TABLE activity_rows_next RENAME TO activity_rows;

CREATE TABLE IF NOT EXISTS activity_parties_next (
  address INTEGER NOT NULL,           -- addresses.id
  ts INTEGER NOT NULL,
  lt ANY NOT NULL,
  activity_id INTEGER NOT NULL,
  kind INTEGER NOT NULL,
  PRIMARY KEY (address, ts, lt, activity_id)
) STRICT, WITHOUT ROWID;
INSERT OR IGNORE INTO activity_parties_next (address, ts, lt, activity_id, kind)
  SELECT a.address, a.ts, a.lt, a.activity_id, a.kind FROM activity_parties a;
DROP TABLE activity_parties;
ALTER TABLE activity_parties_next RENAME TO activity_parties;

CREATE TABLE IF NOT EXISTS bid_rows_next (
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
INSERT OR IGNORE INTO bid_rows_next (id, auction, nft, collection, bidder, token, price, created_at, lt, declined, outbid, bidder_latest, nft_owner)
  SELECT b.id, b.auction, b.nft, b.collection, b.bidder, b.token, b.price, b.created_at, b.lt, b.declined, b.outbid, b.bidder_latest, b.nft_owner FROM bid_rows b;
DROP TABLE bid_rows;
CREATE INDEX bids_auction ON bid_rows_next (auction, declined, created_at);
CREATE INDEX bids_bidder ON bid_rows_next (bidder, created_at);
CREATE INDEX bids_nft_owner ON bid_rows_next (nft_owner, created_at);
ALTER TABLE bid_rows_next RENAME TO bid_rows;

CREATE VIEW activity AS
  SELECT r.id, k.name AS event_type, na.address AS nft, ca.address AS collection, r.ts, r.lt, r.verified,
  CASE WHEN json_type(r.payload) = 'object' THEN r.payload
      WHEN r.kind IN (0, 1, 2) THEN json_object('directSell', json_object('creator', (SELECT address FROM addresses WHERE id = r.payload ->> 0), 'startTime', r.payload ->> 1, 'endTime', r.payload ->> 2, 'durationTime', r.payload ->> 3, 'price', r.payload ->> 4, 'status', r.payload ->> 5, 'paymentToken', (SELECT address FROM addresses WHERE id = r.payload ->> 6), 'newOwner', (SELECT address FROM addresses WHERE id = r.payload ->> 7)))
      WHEN r.kind IN (3, 4, 5) THEN json_object('directBuy', json_object('creator', (SELECT address FROM addresses WHERE id = r.payload ->> 0), 'startTime', r.payload ->> 1, 'endTime', r.payload ->> 2, 'durationTime', r.payload ->> 3, 'price', r.payload ->> 4, 'status', r.payload ->> 5, 'spentToken', (SELECT address FROM addresses WHERE id = r.payload ->> 6), 'oldOwner', (SELECT address FROM addresses WHERE id = r.payload ->> 7)))
      WHEN r.kind = 6 THEN json_object('auction', json_object('auctionActive', json_object('nftOwner', (SELECT address FROM addresses WHERE id = r.payload ->> 0), 'auctionStartTime', r.payload ->> 1, 'auctionEndTime', r.payload ->> 2, 'auctionDuration', r.payload ->> 3, 'state', r.payload ->> 4, 'paymentToken', (SELECT address FROM addresses WHERE id = r.payload ->> 5), 'price', r.payload ->> 6), 'auctionComplete', json('null'), 'auctionCanceled', json('null'), 'auctionBidPlaced', json('null')))
      WHEN r.kind = 8 THEN json_object('auction', json_object('auctionActive', json('null'), 'auctionComplete', json('null'), 'auctionCanceled', json_object('nftOwner', (SELECT address FROM addresses WHERE id = r.payload ->> 0), 'auctionStartTime', r.payload ->> 1, 'auctionEndTime', r.payload ->> 2, 'auctionDuration', r.payload ->> 3, 'state', r.payload ->> 4, 'paymentToken', (SELECT address FROM addresses WHERE id = r.payload ->> 5), 'price', r.payload ->> 6), 'auctionBidPlaced', json('null')))
      WHEN r.kind = 9 THEN json_object('auction', json_object('auctionActive', json('null'), 'auctionComplete', json_object('nftOwner', (SELECT address FROM addresses WHERE id = r.payload ->> 0), 'auctionStartTime', r.payload ->> 1, 'auctionEndTime', r.payload ->> 2, 'auctionDuration', r.payload ->> 3, 'state', r.payload ->> 4, 'paymentToken', (SELECT address FROM addresses WHERE id = r.payload ->> 5), 'price', r.payload ->> 6, 'maxBidValue', r.payload ->> 7, 'maxBidAddress', (SELECT address FROM addresses WHERE id = r.payload ->> 8)), 'auctionCanceled', json('null'), 'auctionBidPlaced', json('null')))
      WHEN r.kind = 7 THEN json_object('auction', json_object('auctionActive', json('null'), 'auctionComplete', json('null'), 'auctionCanceled', json('null'), 'auctionBidPlaced', json_object('bidSender', (SELECT address FROM addresses WHERE id = r.payload ->> 0), 'paymentToken', (SELECT address FROM addresses WHERE id = r.payload ->> 1), 'bidValue', r.payload ->> 2)))
      WHEN r.kind = 10 THEN json_object('mint', json_object('owner', (SELECT address FROM addresses WHERE id = r.payload ->> 0), 'creator', (SELECT address FROM addresses WHERE id = r.payload ->> 1)))
      WHEN r.kind = 11 THEN json_object('transfer', json_object('from', (SELECT address FROM addresses WHERE id = r.payload ->> 0), 'to', (SELECT address FROM addresses WHERE id = r.payload ->> 1)))
    END AS payload
  FROM activity_rows r JOIN event_kinds k ON k.code = r.kind
  JOIN addresses na ON na.id = r.nft JOIN addresses ca ON ca.id = r.collection;
CREATE VIEW activity_participants AS
  SELECT pa.address, p.ts, p.lt, p.activity_id, k.name AS event_type
  FROM activity_parties p JOIN addresses pa ON pa.id = p.address JOIN event_kinds k ON k.code = p.kind;
CREATE VIEW bids AS
  SELECT b.id, b.auction, na.address AS nft, ca.address AS collection, ba.address AS bidder, ta.address AS token, b.price,
    b.created_at, b.lt, b.declined, b.outbid, b.bidder_latest, oa.address AS nft_owner,
    b.collection AS collection_id  -- for filters by a list (functions/db/queries/owner.ts)
  FROM bid_rows b LEFT JOIN addresses na ON na.id = b.nft LEFT JOIN addresses ca ON ca.id = b.collection
  LEFT JOIN addresses ba ON ba.id = b.bidder LEFT JOIN addresses ta ON ta.id = b.token LEFT JOIN addresses oa ON oa.id = b.nft_owner;
