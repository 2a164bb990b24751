-- A new notification kind, 7 auction_ended (functions/indexer/notify.ts: an auction that ended without a sale, to its
-- seller). The kind's CHECK cannot be widened in place, so the table is rewritten (functions/db/README.md, "Rewriting
-- a table"); every row keeps its columns as they are, `pushed` too.
CREATE TABLE IF NOT EXISTS notifications_next (
  id INTEGER PRIMARY KEY,
  recipient INTEGER NOT NULL,       -- addresses.id
  -- 0 outbid, 1 sold, 2 offer_received, 3 offer_accepted, 4 watched_listed, 5 floor_below, 6 auction_won, 7 auction_ended
  kind INTEGER NOT NULL CHECK (kind BETWEEN 0 AND 7),
  -- The source event's key, stored as chain_events stores it; floor alerts: the batch's first event's
  -- key, ':' and the collection's id.
  event_key ANY NOT NULL,
  nft INTEGER,                      -- addresses.id
  collection INTEGER,               -- addresses.id
  token INTEGER,                    -- addresses.id
  amount TEXT,                      -- raw token amount (bid, price, offer, an ended auction's start price), or the floor in USD for floor_below
  counterparty INTEGER,             -- addresses.id: the new leader, buyer, offer maker or auction owner
  created_at INTEGER NOT NULL,      -- chain time of the event
  read INTEGER NOT NULL DEFAULT 0 CHECK (read IN (0, 1)),
  -- 1 once the push sender (functions/push/send.ts) claimed it.
  pushed INTEGER NOT NULL DEFAULT 0 CHECK (pushed IN (0, 1))
) STRICT;
INSERT OR IGNORE INTO notifications_next (id, recipient, kind, event_key, nft, collection, token, amount, counterparty, created_at, read, pushed)
  SELECT n.id, n.recipient, n.kind, n.event_key, n.nft, n.collection, n.token, n.amount, n.counterparty, n.created_at, n.read, n.pushed FROM notifications n;
DROP TABLE notifications;

-- The bell's list (newest first), and its unread count and "mark all read".
CREATE INDEX notifications_by_recipient ON notifications_next (recipient, id);
-- Exactly once: applying the same event twice can never write a second row (INSERT OR IGNORE).
CREATE UNIQUE INDEX notifications_dedupe ON notifications_next (recipient, event_key, kind);
CREATE INDEX notifications_unread ON notifications_next (recipient) WHERE read = 0;
-- The push sender's claim: the notifications not yet pushed, oldest first.
CREATE INDEX notifications_unpushed ON notifications_next (id) WHERE pushed = 0;
ALTER TABLE notifications_next RENAME TO notifications;

-- A person without switches gets every kind; one who saved theirs before this kind existed gets it on too (bit 7,
-- functions/db/queries/push.ts), as a new switch starts.
UPDATE push_settings SET kinds = kinds | 128;
