-- Fewer indexes for each event to write (issue 36): two the pages can do without. Additive and safe over a
-- populated database (no table is rewritten).

-- /collections/evaluation reads whitelisted deals only, which price_history_collection_deals holds in the same
-- (collection, ts) order: no query needs every deal of a collection.
DROP INDEX IF EXISTS price_history_collection;

-- The unread count and "mark all read" read notifications_by_recipient, which now carries `read`.
DROP INDEX IF EXISTS notifications_unread;
DROP INDEX IF EXISTS notifications_by_recipient;

-- The bell's list (newest first), and its unread count and "mark all read" from the index alone (`read`
-- rides in it: a byte per row, instead of a second index of the unread rows per recipient).
CREATE INDEX IF NOT EXISTS notifications_by_recipient ON notifications (recipient, id, read);

-- The transaction hash of each new activity row as its 32 bytes (functions/db/activity-payload.ts), not 43
-- characters of base64url in its payload: about 13 bytes less per row. Rows written before keep theirs.
ALTER TABLE activity ADD COLUMN tx BLOB;
