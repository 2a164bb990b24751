-- The owner scan's round robin (functions/reader/owner-scan.ts) reads the followed collections' NFTs in
-- (collection, id) order. Without an index in that order it walked every NFT by address to find them: about
-- 5 s of D1 per reader tick at the 1M-NFT world, where most NFTs are in collections the reader does not
-- follow. Written on a mint or a burn only (neither column changes otherwise).
CREATE INDEX IF NOT EXISTS nfts_by_collection_id ON nfts (collection_id) WHERE burned = 0;
