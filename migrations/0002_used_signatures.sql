-- Login signatures already exchanged for a token: a signed login can be used once (api-contract §13 gap 4).
CREATE TABLE used_signatures (
  signature TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
) STRICT;

-- Pruning expired rows on each sign-in.
CREATE INDEX used_signatures_expires_at ON used_signatures (expires_at);
