/**
 * Rarity: each NFT's score and rank within its collection, from trait frequencies.
 *
 * Method: information content, as OpenRarity defines it (the method OpenSea shows). An NFT's score is
 * the sum over the collection's trait types of -log2(share of the collection's NFTs with the NFT's
 * value), where lacking a type counts as the value "none" of that type. Chosen over the sum of
 * 1/frequency ("rarity score" of rarity.tools) because it does not let one singleton trait outweigh
 * everything else, and a missing trait counts as rare when most NFTs have it. The score is not
 * divided by the collection's entropy (OpenRarity does, to compare collections): ranks are within a
 * collection, and the plain sum reads as "bits of surprise". Equal scores (rounded to 1e-6) share a rank.
 *
 * The indexer recomputes whole collections, once per D1 batch, for the collections of NFTs minted,
 * burnt or given new metadata in that batch (any of these changes the frequencies every score reads).
 * It is one statement over the collection's nft_traits rows and its NFTs; see README "Rarity" for
 * its cost on the largest collections. Only rows whose score or rank changed are written.
 */

/** The collections of the NFTs in the JSON list ?1 that still have NFTs. */
const COLLECTIONS = `SELECT address AS collection, nft_count AS total FROM collections
  WHERE address IN (SELECT collection FROM nfts WHERE address IN (SELECT value FROM json_each(?1))) AND nft_count > 0`;

/** Recomputes score and rank of every NFT in the collections of the NFTs in the JSON list ?1. */
export const recomputeRaritySql = `
WITH cols(collection, total) AS (${COLLECTIONS}),
types(collection, type_key, absent_ic) AS (
  SELECT t.collection, t.type_key,
    CASE WHEN count(DISTINCT t.nft) < c.total THEN -log2(1.0 * (c.total - count(DISTINCT t.nft)) / c.total) ELSE 0 END
  FROM nft_traits t JOIN cols c ON c.collection = t.collection
  GROUP BY t.collection, t.type_key),
absent_all(collection, ic) AS (SELECT collection, sum(absent_ic) FROM types GROUP BY collection),
own(nft, ic) AS (
  SELECT t.nft, sum(-log2(1.0 * ct.nft_count / c.total))
  FROM nft_traits t JOIN cols c ON c.collection = t.collection
  JOIN collection_traits ct ON ct.collection = t.collection AND ct.type_key = t.type_key AND ct.value_key = t.value_key
  GROUP BY t.nft),
own_types(nft, ic) AS (
  SELECT d.nft, sum(ty.absent_ic)
  FROM (SELECT DISTINCT collection, nft, type_key FROM nft_traits WHERE collection IN (SELECT collection FROM cols)) d
  JOIN types ty ON ty.collection = d.collection AND ty.type_key = d.type_key
  GROUP BY d.nft),
scored(address, collection, score) AS (
  SELECT n.address, n.collection, round(a.ic + ifnull(o.ic, 0) - ifnull(ot.ic, 0), 6)
  FROM cols c JOIN nfts n ON n.collection = c.collection
  LEFT JOIN absent_all a ON a.collection = n.collection
  LEFT JOIN own o ON o.nft = n.address
  LEFT JOIN own_types ot ON ot.nft = n.address
  WHERE n.burned = 0),
ranked(address, score, rnk) AS (
  SELECT address, score, CASE WHEN score IS NOT NULL THEN rank() OVER (PARTITION BY collection ORDER BY score DESC) END FROM scored)
UPDATE nfts SET rarity_score = r.score, rarity_rank = r.rnk
FROM ranked r
WHERE nfts.address = r.address AND (nfts.rarity_score IS NOT r.score OR nfts.rarity_rank IS NOT r.rnk)`;

/** Burnt NFTs of the JSON list ?1 lose their rank (the recompute reads only the collection's live NFTs). */
export const clearBurntRaritySql = `
UPDATE nfts SET rarity_score = NULL, rarity_rank = NULL
WHERE address IN (SELECT value FROM json_each(?1)) AND burned = 1 AND rarity_rank IS NOT NULL`;
