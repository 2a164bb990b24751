-- Notifications with address ids and a short dedupe key. Each row carried six 66-character addresses
-- and a ~144-character dedupe key (event id, kind, recipient), the key again in its unique index and
-- the recipient in two more: about 240 bytes per chain event at benchmark scale, the largest table.
-- Here addresses are ids of `addresses`, and a row is unique by (recipient, event_key, kind) with
-- event_key = the event's short key (functions/db/event-key.ts). The old name stays as a view with
-- the old columns, for reads; the indexer and the API write the table (functions/indexer/notify.ts,
-- functions/db/queries/watchlist.ts).
--
-- A large database: see functions/db/README.md, "Upgrading a large database".

INSERT OR IGNORE INTO addresses (address)
  SELECT j.value FROM notifications x, json_each(json_array(x.recipient, x.nft, x.collection, x.token, x.counterparty)) j
  WHERE j.value IS NOT NULL;

CREATE TABLE IF NOT EXISTS notification_rows (
  id INTEGER PRIMARY KEY,
  recipient INTEGER NOT NULL,       -- addresses.id
  kind TEXT NOT NULL CHECK (kind IN ('outbid', 'sold', 'offer_received', 'offer_accepted', 'watched_listed', 'floor_below')),
  -- The source event's key; floor alerts: the batch's first event's key, ':' and the collection's id.
  -- Rows copied from before 0015 keep their long dedupe key here.
  event_key TEXT NOT NULL,
  nft INTEGER,                      -- addresses.id
  collection INTEGER,               -- addresses.id
  token INTEGER,                    -- addresses.id
  amount TEXT,                      -- raw token amount (bid, price, offer), or the floor in USD for floor_below
  counterparty INTEGER,             -- addresses.id: the new leader, buyer or offer maker
  created_at INTEGER NOT NULL,      -- chain time of the event
  read INTEGER NOT NULL DEFAULT 0 CHECK (read IN (0, 1))
) STRICT;
INSERT OR IGNORE INTO notification_rows (id, recipient, kind, event_key, nft, collection, token, amount, counterparty, created_at, read)
  SELECT x.id, ra.id, x.kind, x.dedupe_key, na.id, ca.id, ta.id, x.amount, pa.id, x.created_at, x.read
  FROM notifications x JOIN addresses ra ON ra.address = x.recipient
  LEFT JOIN addresses na ON na.address = x.nft LEFT JOIN addresses ca ON ca.address = x.collection
  LEFT JOIN addresses ta ON ta.address = x.token LEFT JOIN addresses pa ON pa.address = x.counterparty;
DROP TABLE notifications;

-- Exactly once: applying the same event twice can never write a second row (INSERT OR IGNORE).
CREATE UNIQUE INDEX notification_rows_dedupe ON notification_rows (recipient, event_key, kind);
-- The bell's list (newest first) and its unread count.
CREATE INDEX notifications_by_recipient ON notification_rows (recipient, id);
CREATE INDEX notifications_unread ON notification_rows (recipient) WHERE read = 0;

-- The views look addresses up with LEFT JOINs (every id exists): SQLite drops the lookup of a column
-- that a read does not use.
CREATE VIEW notifications AS
  SELECT x.id, ra.address AS recipient, x.kind, x.event_key || ':' || x.kind AS dedupe_key, na.address AS nft,
    ca.address AS collection, ta.address AS token, x.amount, pa.address AS counterparty, x.created_at, x.read
  FROM notification_rows x LEFT JOIN addresses ra ON ra.id = x.recipient
  LEFT JOIN addresses na ON na.id = x.nft LEFT JOIN addresses ca ON ca.id = x.collection
  LEFT JOIN addresses ta ON ta.id = x.token LEFT JOIN addresses pa ON pa.id = x.counterparty;
