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
 * It is one statement over the collection's nft_traits rows and its NFTs (`npm run bench:rarity`
 * measures it). Only rows whose score or rank changed are written. A type's carriers are the sum of
 * its values' counts, so an NFT listing two values of one type counts twice there (metadata rarely does).
 */

/** The collections of the NFTs in the JSON list ?1. */
export const COLLECTIONS_OF_NFTS = 'SELECT collection FROM nfts WHERE address IN (SELECT value FROM json_each(?1))';
/** The collections in the JSON list ?1. */
export const COLLECTIONS_LISTED = 'SELECT value FROM json_each(?1)';

/** Recomputes score and rank of every NFT in the collections `collections` selects (a fixed SQL string above). */
export const recomputeRaritySql = (collections: string): string => `
WITH cols(collection, collection_id, total) AS (
  SELECT address, (SELECT id FROM addresses WHERE address = collections.address), nft_count
  FROM collections WHERE address IN (${collections}) AND nft_count > 0),
types(collection, type_key, absent_ic) AS (
  SELECT ct.collection, ct.type_key,
    CASE WHEN sum(ct.nft_count) < c.total THEN -log2(1.0 * (c.total - sum(ct.nft_count)) / c.total) ELSE 0 END
  FROM collection_traits ct JOIN cols c ON c.collection = ct.collection
  GROUP BY ct.collection, ct.type_key),
absent_all(collection, ic) AS (SELECT collection, sum(absent_ic) FROM types GROUP BY collection),
own(nft, ic) AS (
  SELECT t.nft, sum(-log2(1.0 * ct.nft_count / c.total) - ty.absent_ic)
  FROM cols c JOIN nft_traits t ON t.collection = c.collection_id
  JOIN collection_traits ct ON ct.collection = c.collection AND ct.type_key = t.type_key AND ct.value_key = t.value_key
  JOIN types ty ON ty.collection = c.collection AND ty.type_key = t.type_key
  GROUP BY t.nft),
scored(address, collection, score) AS (
  SELECT n.address, n.collection, round(a.ic + ifnull(o.ic, 0), 6)
  FROM cols c JOIN nfts n ON n.collection_id = c.collection_id
  LEFT JOIN absent_all a ON a.collection = n.collection
  LEFT JOIN own o ON o.nft = n.id
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

/** Recomputes every collection, one statement each (the seed ingests with `rarity: false`, then runs this). */
export async function recomputeAllRarity(db: D1Database): Promise<void> {
  const rows = await db.prepare('SELECT address FROM collections WHERE nft_count > 0').all<{ address: string }>();
  const statement = db.prepare(recomputeRaritySql(COLLECTIONS_LISTED));
  for (const row of rows.results) await statement.bind(JSON.stringify([row.address])).run();
}
