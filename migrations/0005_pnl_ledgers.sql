-- Each address's P&L ledger, kept in D1 (issue 39): a whale's Portfolio with P&L folded their whole trade
-- history on every load. Built on the address's first read of GET /user/pnl, then brought up to date NFT by
-- NFT: the indexer marks the NFTs whose trades changed (pnl_dirty), and the next read folds those again
-- (functions/db/queries/pnl-ledgers.ts). Additive: nothing is kept until someone reads their P&L.

-- The addresses whose ledger is kept. `built` is 0 while the first build runs (a build that died is redone).
CREATE TABLE IF NOT EXISTS pnl_ledgers (
  owner INTEGER PRIMARY KEY,          -- addresses.id
  built INTEGER NOT NULL CHECK (built IN (0, 1))
) STRICT;

-- The NFTs a kept ledger must fold again: a trade of theirs was indexed since. `mark` changes with every
-- marking, so a read clears only the marks it has seen.
CREATE TABLE IF NOT EXISTS pnl_dirty (
  owner INTEGER NOT NULL,             -- addresses.id
  nft INTEGER NOT NULL,               -- addresses.id
  mark INTEGER NOT NULL,
  PRIMARY KEY (owner, nft)
) STRICT, WITHOUT ROWID;

-- Open lots: what the owner paid for each NFT it has not sold or sent on since (a mint or a transfer in:
-- no amount). Whether it still holds the NFT is read from nfts.
CREATE TABLE IF NOT EXISTS pnl_lots (
  owner INTEGER NOT NULL,             -- addresses.id
  nft INTEGER NOT NULL,               -- addresses.id (= nfts.id)
  source TEXT NOT NULL,               -- purchase | offer | auction | mint | transfer
  ts INTEGER NOT NULL,
  token TEXT,                         -- the token address; null with amount for a mint or a transfer in
  amount TEXT,
  usd TEXT,
  PRIMARY KEY (owner, nft)
) STRICT, WITHOUT ROWID;

-- Realised sales, in time order per owner (an NFT is sold by the same owner at most once a second). USD figures the totals add up are integers of 1/10,000 USD (the
-- precision the P&L shows), so a period's sum is exact.
CREATE TABLE IF NOT EXISTS pnl_sales (
  owner INTEGER NOT NULL,             -- addresses.id
  ts INTEGER NOT NULL,
  nft INTEGER NOT NULL,               -- addresses.id (= nfts.id)
  kind TEXT NOT NULL,                 -- sell_purchased | offer_filled | auction_complete
  token TEXT NOT NULL,
  price TEXT NOT NULL,
  price_usd TEXT,
  fee TEXT NOT NULL,
  royalty TEXT NOT NULL,
  proceeds TEXT NOT NULL,
  cost TEXT,                          -- the closed lot as JSON (functions/db/pnl.ts CostBasis), null: none
  pnl TEXT,
  proceeds_usd INTEGER,
  pnl_usd INTEGER,
  fee_usd INTEGER,
  royalty_usd INTEGER,
  tx TEXT,
  PRIMARY KEY (owner, ts, nft)
) STRICT, WITHOUT ROWID;
