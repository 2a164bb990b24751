-- Bids name their auction by its id in `addresses`, as they name everything else (issue 36, storage): the
-- auction's 66-character address was in every bid row and every entry of bids_auction, 11 bytes per chain
-- event at 20,000 NFTs; the ids of the auctions with bids (0009) cost back about 4. Rewritten as
-- functions/db/README.md, "Rewriting a table", says; every row keeps its id and its other columns.
CREATE TABLE IF NOT EXISTS bids_next (
  id INTEGER PRIMARY KEY,
  auction INTEGER NOT NULL,
  nft INTEGER NOT NULL,
  collection INTEGER NOT NULL,
  bidder INTEGER NOT NULL,
  token INTEGER NOT NULL,
  price TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  lt ANY NOT NULL,
  declined INTEGER NOT NULL CHECK (declined IN (0, 1)),
  outbid INTEGER NOT NULL CHECK (outbid IN (0, 1)),          -- a later accepted bid beat it
  bidder_latest INTEGER NOT NULL CHECK (bidder_latest IN (0, 1)),  -- newest bid of this bidder here
  nft_owner INTEGER NOT NULL
) STRICT;
INSERT OR IGNORE INTO bids_next (id, auction, nft, collection, bidder, token, price, created_at, lt, declined, outbid, bidder_latest, nft_owner)
  SELECT b.id, a.id, b.nft, b.collection, b.bidder, b.token, b.price, b.created_at, b.lt, b.declined, b.outbid, b.bidder_latest, b.nft_owner
  FROM bids b JOIN addresses a ON a.address = b.auction;
DROP TABLE bids;
-- /auction/bids (auction = ? AND declined = 0 ORDER BY created_at DESC, id DESC) and /auction `bid`.
CREATE INDEX IF NOT EXISTS bids_auction ON bids_next (auction, declined, created_at);
-- /owner/bids-out: bidder = ? ORDER BY created_at DESC (lastbid: AND bidder_latest = 1).
CREATE INDEX IF NOT EXISTS bids_bidder ON bids_next (bidder, created_at);
-- /owner/bids-in: nft_owner = ? ORDER BY created_at DESC (active: declined = 0 AND outbid = 0).
CREATE INDEX IF NOT EXISTS bids_nft_owner ON bids_next (nft_owner, created_at);
-- Bids. nft, collection, bidder, token, nft_owner, auction: addresses.id.
ALTER TABLE bids_next RENAME TO bids;
