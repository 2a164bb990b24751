-- The activity feed with integer ids instead of repeated 66-character addresses. At benchmark scale the
-- feed was most of the database (activity, activity_participants and five indexes carrying nft and
-- collection strings: about 720 bytes per chain event); here each address is stored once, in
-- `addresses`, and rows and indexes carry its id. Event kinds are small integers (event_kinds).
-- Payloads are arrays of values with address ids. The old names stay as views with the old columns, for
-- people reading the database (and tests);
-- the indexer writes and the API reads the tables (functions/indexer/activity.ts, functions/db/queries/events.ts).

-- Every address the feed refers to, once. Ids are assigned on first use and never change.
CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  address TEXT NOT NULL UNIQUE
) STRICT;

-- The NftEvent kinds, numbered as src/lib/event-types.ts lists them.
CREATE TABLE event_kinds (
  code INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
) STRICT;
INSERT INTO event_kinds (code, name) VALUES
  (0, 'sell_active'), (1, 'sell_purchased'), (2, 'sell_canceled'), (3, 'offer_active'), (4, 'offer_filled'),
  (5, 'offer_canceled'), (6, 'auction_active'), (7, 'auction_bid_placed'), (8, 'auction_canceled'),
  (9, 'auction_complete'), (10, 'mint'), (11, 'transfer');

INSERT OR IGNORE INTO addresses (address) SELECT nft FROM activity;
INSERT OR IGNORE INTO addresses (address) SELECT collection FROM activity;
INSERT OR IGNORE INTO addresses (address) SELECT address FROM activity_participants;

-- One row per NftEvent. Feed order: ts DESC, lt DESC, id DESC. `payload`: the NftEvent part's values as a
-- JSON array in a fixed order per kind, addresses as ids (functions/db/activity-payload.ts); rows copied
-- from 0001 keep their JSON object, which the reader also accepts.
CREATE TABLE activity_rows (
  id INTEGER PRIMARY KEY,
  kind INTEGER NOT NULL REFERENCES event_kinds (code),
  nft INTEGER NOT NULL,               -- addresses.id
  collection INTEGER NOT NULL,        -- addresses.id
  ts INTEGER NOT NULL,
  lt INTEGER NOT NULL,
  verified INTEGER NOT NULL CHECK (verified IN (0, 1)),
  payload TEXT NOT NULL
) STRICT;
INSERT INTO activity_rows (id, kind, nft, collection, ts, lt, verified, payload)
  SELECT a.id, k.code, na.id, ca.id, a.ts, a.lt, a.verified, a.payload
  FROM activity a JOIN event_kinds k ON k.name = a.event_type
  JOIN addresses na ON na.address = a.nft JOIN addresses ca ON ca.address = a.collection;

-- Who an activity row concerns (/events owner=o), in feed order per address.
CREATE TABLE activity_parties (
  address INTEGER NOT NULL,           -- addresses.id
  ts INTEGER NOT NULL,
  lt INTEGER NOT NULL,
  activity_id INTEGER NOT NULL,
  kind INTEGER NOT NULL,
  PRIMARY KEY (address, ts, lt, activity_id)
) STRICT, WITHOUT ROWID;
INSERT INTO activity_parties (address, ts, lt, activity_id, kind)
  SELECT pa.id, p.ts, p.lt, p.activity_id, k.code
  FROM activity_participants p JOIN addresses pa ON pa.address = p.address JOIN event_kinds k ON k.name = p.event_type;

DROP TABLE activity_participants;
DROP TABLE activity;

-- /events with no filter: ORDER BY ts DESC, lt DESC, id DESC (reverse index scan).
CREATE INDEX activity_by_time ON activity_rows (ts, lt);
-- /events verified=true (Explore activity).
CREATE INDEX activity_verified ON activity_rows (verified, ts, lt);
-- /events collections=[c] (any or common types); /collections/evaluation mints.
CREATE INDEX activity_collection ON activity_rows (collection, ts, lt);
-- /events collections=[c] with one rare type.
CREATE INDEX activity_collection_type ON activity_rows (collection, kind, ts, lt);
-- /events nft=n (NFT page activity).
CREATE INDEX activity_nft ON activity_rows (nft, ts, lt);

-- The feed as it read before, with addresses, kind names and the payload as the NftEvent part.
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
