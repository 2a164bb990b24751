-- The ingestion log keyed by a short key (functions/db/event-key.ts): "<first 20 hex of the tx
-- hash>:<index>" instead of the 66+-character id, and without kind, ts and lt, which nothing read
-- (idempotency is all the log is for). About 112 -> 35 bytes per event.
CREATE TABLE chain_event_keys (
  id TEXT PRIMARY KEY
) STRICT, WITHOUT ROWID;
INSERT OR IGNORE INTO chain_event_keys (id)
  SELECT CASE WHEN length(id) > 65 AND substr(id, 65, 1) = ':' AND substr(id, 1, 64) NOT GLOB '*[^0-9a-f]*'
    AND substr(id, 66) NOT GLOB '*[^0-9]*' THEN substr(id, 1, 20) || substr(id, 65) ELSE id END
  FROM chain_events;
DROP TABLE chain_events;
ALTER TABLE chain_event_keys RENAME TO chain_events;
