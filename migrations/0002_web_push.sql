-- Web Push (functions/push): the browsers a person turned alerts on in, which kinds they want, and which
-- notifications are still to be pushed.

-- In-app notifications (functions/indexer/notify.ts), unique by (recipient, event key, kind), so applying
-- the same event twice can never write a second row. Rewritten (functions/db/README.md, "Rewriting a table")
-- for a new kind, which a CHECK cannot take in place, and `pushed`: the rows already there count as pushed.
CREATE TABLE IF NOT EXISTS notifications_next (
  id INTEGER PRIMARY KEY,
  recipient INTEGER NOT NULL,       -- addresses.id
  -- 0 outbid, 1 sold, 2 offer_received, 3 offer_accepted, 4 watched_listed, 5 floor_below, 6 auction_won
  kind INTEGER NOT NULL CHECK (kind BETWEEN 0 AND 6),
  -- The source event's key, stored as chain_events stores it; floor alerts: the batch's first event's
  -- key, ':' and the collection's id.
  event_key ANY NOT NULL,
  nft INTEGER,                      -- addresses.id
  collection INTEGER,               -- addresses.id
  token INTEGER,                    -- addresses.id
  amount TEXT,                      -- raw token amount (bid, price, offer), or the floor in USD for floor_below
  counterparty INTEGER,             -- addresses.id: the new leader, buyer, offer maker or auction owner
  created_at INTEGER NOT NULL,      -- chain time of the event
  read INTEGER NOT NULL DEFAULT 0 CHECK (read IN (0, 1)),
  -- 1 once the push sender (functions/push/send.ts) claimed it.
  pushed INTEGER NOT NULL DEFAULT 0 CHECK (pushed IN (0, 1))
) STRICT;
INSERT OR IGNORE INTO notifications_next (id, recipient, kind, event_key, nft, collection, token, amount, counterparty, created_at, read, pushed)
  SELECT n.id, n.recipient, n.kind, n.event_key, n.nft, n.collection, n.token, n.amount, n.counterparty, n.created_at, n.read, 1 FROM notifications n;
DROP TABLE notifications;

-- The bell's list (newest first), and its unread count and "mark all read".
CREATE INDEX notifications_by_recipient ON notifications_next (recipient, id);
-- Exactly once: applying the same event twice can never write a second row (INSERT OR IGNORE).
CREATE UNIQUE INDEX notifications_dedupe ON notifications_next (recipient, event_key, kind);
CREATE INDEX notifications_unread ON notifications_next (recipient) WHERE read = 0;
-- The push sender's claim: the notifications not yet pushed, oldest first.
CREATE INDEX notifications_unpushed ON notifications_next (id) WHERE pushed = 0;
ALTER TABLE notifications_next RENAME TO notifications;

-- The kinds a person is alerted of by push: bit n is NOTIFICATION_KIND_VALUES[n] (functions/db/notification-kinds.ts).
-- A person without a row gets every kind. Only the owner reads or writes their row (functions/api/routes/push.ts).
CREATE TABLE push_settings (
  owner TEXT PRIMARY KEY,
  kinds INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

-- One row per browser a person turned alerts on in (a person may have several): the push service's endpoint and
-- the browser's keys (RFC 8291). Deleted when its owner turns alerts off or the push service answers 404/410.
CREATE TABLE push_subscriptions (
  endpoint TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  p256dh TEXT NOT NULL,             -- the browser's P-256 public key, base64url
  auth TEXT NOT NULL,               -- the browser's 16-byte auth secret, base64url
  created_at INTEGER NOT NULL
) STRICT;

-- The sender: a recipient's browsers.
CREATE INDEX push_subscriptions_by_owner ON push_subscriptions (owner);
