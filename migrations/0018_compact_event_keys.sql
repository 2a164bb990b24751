-- Event keys as short BLOBs, notification kinds as small integers.
--
-- chain_events held each event's key as 22 characters ("<first 20 hex of the tx hash>:<index>",
-- functions/db/event-key.ts), and notification_rows held it again, in its rows and its unique index,
-- with the kind as text ('offer_received': 14 characters) in both. Here a key "<20 hex>:<rest>" is a
-- BLOB of the 10 bytes the hex spells and the rest's bytes (11 bytes for "…:0"); any other key (price
-- ticks, metadata refreshes, tests, rows from before 0015) stays text, which a BLOB never equals, so
-- no two keys that differed become equal (storedEventKeySql in functions/db/event-key.ts is the same
-- expression). Notification kinds are codes: the index in NOTIFICATION_KIND_VALUES
-- (functions/db/notification-kinds.ts). The `notifications` view keeps its columns and values,
-- dedupe_key included; the indexer and the API write and read notification_items.
--
-- A large database: see functions/db/README.md, "Upgrading a large database".

CREATE TABLE IF NOT EXISTS chain_event_keys (
  id ANY PRIMARY KEY                -- BLOB for chain events, TEXT for anything else
) STRICT, WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS notification_items (
  id INTEGER PRIMARY KEY,
  recipient INTEGER NOT NULL,       -- addresses.id
  -- 0 outbid, 1 sold, 2 offer_received, 3 offer_accepted, 4 watched_listed, 5 floor_below
  kind INTEGER NOT NULL CHECK (kind BETWEEN 0 AND 5),
  -- The source event's key, stored as chain_events stores it; floor alerts: the batch's first event's
  -- key, ':' and the collection's id. Rows from before 0015 keep their long dedupe key (text).
  event_key ANY NOT NULL,
  nft INTEGER,                      -- addresses.id
  collection INTEGER,               -- addresses.id
  token INTEGER,                    -- addresses.id
  amount TEXT,                      -- raw token amount (bid, price, offer), or the floor in USD for floor_below
  counterparty INTEGER,             -- addresses.id: the new leader, buyer or offer maker
  created_at INTEGER NOT NULL,      -- chain time of the event
  read INTEGER NOT NULL DEFAULT 0 CHECK (read IN (0, 1))
) STRICT;

-- Exactly once: applying the same event twice can never write a second row (INSERT OR IGNORE).
CREATE UNIQUE INDEX notification_items_dedupe ON notification_items (recipient, event_key, kind);
-- The bell's list (newest first), and its unread count and "mark all read".
CREATE INDEX notification_items_by_recipient ON notification_items (recipient, id);
CREATE INDEX notification_items_unread ON notification_items (recipient) WHERE read = 0;

INSERT OR IGNORE INTO chain_event_keys (id)
  SELECT CASE WHEN substr(x.id, 21, 1) = ':' AND substr(x.id, 1, 20) NOT GLOB '*[^0-9a-f]*'
    THEN unhex(substr(x.id, 1, 20) || hex(substr(x.id, 22))) ELSE x.id END
  FROM chain_events x;

INSERT OR IGNORE INTO notification_items (id, recipient, kind, event_key, nft, collection, token, amount, counterparty, created_at, read)
  SELECT x.id, x.recipient,
    CASE x.kind WHEN 'outbid' THEN 0 WHEN 'sold' THEN 1 WHEN 'offer_received' THEN 2 WHEN 'offer_accepted' THEN 3
      WHEN 'watched_listed' THEN 4 WHEN 'floor_below' THEN 5 END,
    CASE WHEN substr(x.event_key, 21, 1) = ':' AND substr(x.event_key, 1, 20) NOT GLOB '*[^0-9a-f]*'
      THEN unhex(substr(x.event_key, 1, 20) || hex(substr(x.event_key, 22))) ELSE x.event_key END,
    x.nft, x.collection, x.token, x.amount, x.counterparty, x.created_at, x.read
  FROM notification_rows x;

DROP VIEW notifications;
DROP TABLE chain_events;
DROP TABLE notification_rows;
ALTER TABLE chain_event_keys RENAME TO chain_events;

-- The view looks addresses up with LEFT JOINs (every id exists): SQLite drops the lookup of a column
-- that a read does not use. dedupe_key: the key as text again, ':' and the kind, as before 0018.
CREATE VIEW notifications AS
  SELECT x.id, ra.address AS recipient, x.kind_name AS kind,
    CASE WHEN typeof(x.event_key) = 'blob'
      THEN lower(hex(substr(x.event_key, 1, 10))) || ':' || CAST(substr(x.event_key, 11) AS TEXT) ELSE x.event_key END
      || ':' || x.kind_name AS dedupe_key,
    na.address AS nft, ca.address AS collection, ta.address AS token, x.amount, pa.address AS counterparty, x.created_at, x.read
  FROM (SELECT n.*, CASE n.kind WHEN 0 THEN 'outbid' WHEN 1 THEN 'sold' WHEN 2 THEN 'offer_received' WHEN 3 THEN 'offer_accepted'
      WHEN 4 THEN 'watched_listed' WHEN 5 THEN 'floor_below' END AS kind_name FROM notification_items n) x
  LEFT JOIN addresses ra ON ra.id = x.recipient
  LEFT JOIN addresses na ON na.id = x.nft LEFT JOIN addresses ca ON ca.id = x.collection
  LEFT JOIN addresses ta ON ta.id = x.token LEFT JOIN addresses pa ON pa.id = x.counterparty;
