-- An operator may hide a collection (POST /api/operator/collections, "hidden": true): it is then in no
-- list, feed or search (functions/db/hidden.ts), though its pages still open by address. A hidden
-- collection is also unverified (the verified copies on nfts and activity say 0).
ALTER TABLE collections ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1));
-- The few hidden ones, found without reading every collection.
CREATE INDEX collections_hidden ON collections (address) WHERE hidden = 1;
