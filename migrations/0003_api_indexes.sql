-- Indexes the API needs beyond 0001 (functions/db/queries).

-- POST /user: a username is unique whatever its case ("Alice" and "alice" are the same person to a
-- reader); the duplicate check `lower(username) = lower(?)` looks it up here instead of scanning users.
CREATE INDEX users_username_lower ON users (lower(username));
