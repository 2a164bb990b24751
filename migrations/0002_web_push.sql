-- Web Push (functions/push): the browsers a person turned alerts on in, which kinds they want, and which
-- notifications are still to be pushed.

-- Unpushed notifications (functions/push/send.ts claims them); the rows already there are not pushed.
ALTER TABLE notifications ADD COLUMN pushed INTEGER NOT NULL DEFAULT 0 CHECK (pushed IN (0, 1));
UPDATE notifications SET pushed = 1;

-- The sender's claim: the notifications not yet pushed, oldest first.
CREATE INDEX notifications_unpushed ON notifications (id) WHERE pushed = 0;

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
