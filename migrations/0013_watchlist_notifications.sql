-- Watchlist and notifications (not in the spec): a signed-in user's watchlist, and the in-app notifications the indexer writes.

-- What an address watches: NFTs (alert when listed) and collections (alert when the floor falls to
-- or below floor_below_usd, if set). Only the owner reads or writes their rows (functions/api/routes/watchlist.ts).
CREATE TABLE watches (
  owner TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('nft', 'collection')),
  target TEXT NOT NULL,
  floor_below_usd REAL CHECK (floor_below_usd IS NULL OR (kind = 'collection' AND floor_below_usd > 0)),
  -- 1 while the floor is at or below the price: one alert per crossing, re-armed when it rises above.
  floor_alerted INTEGER NOT NULL DEFAULT 0 CHECK (floor_alerted IN (0, 1)),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (owner, kind, target)
) STRICT, WITHOUT ROWID;

-- The indexer: who watches this NFT or collection.
CREATE INDEX watches_by_target ON watches (kind, target);

-- In-app notifications (functions/indexer/notify.ts). dedupe_key names the source event, the kind and
-- the recipient, so applying the same event twice can never write a second row.
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('outbid', 'sold', 'offer_received', 'offer_accepted', 'watched_listed', 'floor_below')),
  dedupe_key TEXT NOT NULL UNIQUE,
  nft TEXT,
  collection TEXT,
  token TEXT,
  amount TEXT,                      -- raw token amount (bid, price, offer), or the floor in USD for floor_below
  counterparty TEXT,                -- the new leader, buyer or offer maker
  created_at INTEGER NOT NULL,      -- chain time of the event
  read INTEGER NOT NULL DEFAULT 0 CHECK (read IN (0, 1))
) STRICT;

-- The bell's list (newest first) and its unread count.
CREATE INDEX notifications_by_recipient ON notifications (recipient, id);
CREATE INDEX notifications_unread ON notifications (recipient) WHERE read = 0;
