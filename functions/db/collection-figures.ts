/**
 * A collection's market figures, each defined once, here; every surface shows them from the API's
 * collection record (the header, the Items tab's count, the Analytics tab, Explore's cards, the ranking,
 * the home page, the search results), so a collection shows one floor and one listed count everywhere:
 *
 * - **floor**: the cheapest live fixed-price listing (a whitelisted, active, unexpired direct sell),
 *   valued in USD at its token's current price (api-contract §1). Auctions do not count: an opening or
 *   next bid is no price anyone can buy at now, and the marketplaces people compare with (OpenSea, Blur,
 *   Magic Eden) give the lowest buy-now price as the floor. Stored by the indexer (functions/indexer/derived.ts)
 *   as `collections.floor_price_usd`, with the listing's own token and price (`floor_token`,
 *   `floor_price`): the header, the Portfolio, the P&L and the watchlist read the same row.
 * - **listed**: the collection's NFTs on the market now, with a live fixed-price listing or a live
 *   auction (an auction is a listing too: the Items tab's "listed" filter shows both).
 * - **owners**: distinct owners of its NFTs not burned (`collections.owners_count`).
 * - **volume**: the total is every whitelisted deal, each token's sum at its current USD price
 *   (`collections.total_volume_usd`); a period's volume (24 h, the ranking, the Analytics tab) sums the
 *   whitelisted deals in it at their USD value when made.
 */
import type { Price } from '@shared/contract/schemas';
import { addressIdSql, addressSql } from './address-ids';
import { formatReal } from './queries/usd';

/** The live fixed-price listings the floor is the cheapest of, over `direct_sells` as `s`. */
export const FLOOR_LISTINGS = 's.live = 1 AND s.price_usd IS NOT NULL';

/** SQL for a collection's floor in USD; `collectionId` is SQL giving the collection's address id. */
export const floorUsdSql = (collectionId: string): string =>
  `(SELECT MIN(s.price_usd) FROM direct_sells s WHERE s.collection = ${collectionId} AND ${FLOOR_LISTINGS})`;

/**
 * SQL for a collection's floor listing as a row (price_usd, token address, price): its cheapest live
 * fixed-price listing, the oldest of equals. The indexer keeps it on `collections` (floor_price_usd,
 * floor_token, floor_price); every surface reads it there.
 */
export const floorListingSql = (collectionId: string): string =>
  `(SELECT s.price_usd, ${addressSql('s.token')}, s.price FROM direct_sells s WHERE s.collection = ${collectionId} AND ${FLOOR_LISTINGS}
    ORDER BY s.price_usd, s.created_at, s.address LIMIT 1)`;

/** An NFT, as `nfts n`, that counts as listed. */
export const LISTED_NFT = '(n.sell_address IS NOT NULL OR n.auction_address IS NOT NULL)';

export interface CollectionFigures {
  /** The floor listing's price in its token, with its USD value (the stored floor). */
  floor: Price | null;
  listed: number;
}

/** The figures a collection's record carries beyond its stored columns (read per collection: its header). */
export async function collectionFigures(db: D1Database, collection: string): Promise<CollectionFigures> {
  const id = addressIdSql('?1');
  const [floor, listed] = await db.batch([
    db
      .prepare(
        `SELECT floor_price AS price, floor_token AS token, floor_price_usd AS price_usd FROM collections
         WHERE address = ?1 AND floor_price IS NOT NULL`,
      )
      .bind(collection),
    db.prepare(`SELECT count(*) AS listed FROM nfts n WHERE n.collection_id = ${id} AND n.burned = 0 AND ${LISTED_NFT}`).bind(collection),
  ]);
  const row = floor!.results[0] as { price: string; token: string; price_usd: number } | undefined;
  return {
    floor: row ? { price: row.price, priceToken: row.token, usdPrice: formatReal(row.price_usd) } : null,
    listed: (listed!.results[0] as { listed: number } | undefined)?.listed ?? 0,
  };
}

/**
 * The collections with a live fixed-price listing in one of these tokens: a new USD price of the token
 * moves their floor, so the pages showing it are purged (the lists too), or each would show the floor
 * of the moment it was stored.
 */
export async function collectionsPricedIn(db: D1Database, tokens: readonly string[]): Promise<string[]> {
  if (tokens.length === 0) return [];
  const rows = await db
    .prepare(
      `SELECT DISTINCT c.address FROM direct_sells s JOIN addresses c ON c.id = s.collection
       WHERE s.live = 1 AND s.token IN (SELECT id FROM addresses WHERE address IN (SELECT value FROM json_each(?1)))
       ORDER BY c.address`,
    )
    .bind(JSON.stringify(tokens))
    .all<{ address: string }>();
  return rows.results.map((row) => row.address);
}
