/**
 * Set-based recomputes of derived columns, run at the end of each batch (see context.ts) and by
 * the expiry sweep (rarity: at the end of each ingest call). Each takes a SQL condition choosing the
 * rows; conditions are fixed strings written in this module's callers, never user input.
 */
import { addressIdSql, addressSql, OFFER_TABLES } from '../db/address-ids';
import { floorListingSql } from '../db/collection-figures';
import type { BatchContext } from './context';
import { clearBurntRaritySql, COLLECTIONS_OF_NFTS, recomputeRaritySql } from './rarity';

/** nfts: the live sell, live auction and best live offer (highest USD, ties: oldest first). */
export const recomputeNftOffersSql = (where: string): string => `
UPDATE nfts SET
  (sell_address, sell_token, sell_price, sell_price_usd, sell_end) =
    (SELECT address, ${addressSql('token')}, price, price_usd, expired_at FROM direct_sells
      WHERE nft = nfts.id AND live = 1 ORDER BY created_at DESC, address LIMIT 1),
  (auction_address, auction_token, auction_price, auction_price_usd, auction_end) =
    (SELECT address, ${addressSql('token')}, min_bid, min_bid_usd, finish_time FROM auctions
      WHERE nft = nfts.id AND live = 1 ORDER BY start_time DESC, address LIMIT 1),
  (best_offer_address, best_offer_price_usd) =
    (SELECT address, price_usd FROM direct_buys
      WHERE nft = nfts.id AND live = 1 ORDER BY price_usd DESC NULLS LAST, created_at, address LIMIT 1)
WHERE ${where}`;

// The auction is the floor when it is priced and cheaper than the sell (or there is no sell).
const AUCTION_IS_FLOOR = 'auction_price_usd IS NOT NULL AND (sell_price_usd IS NULL OR auction_price_usd < sell_price_usd)';

/** nfts: floor = the cheaper (in USD) of the live sell and the live auction's next bid. Run after the offers recompute. */
export const recomputeNftFloorSql = (where: string): string => `
UPDATE nfts SET
  floor_price_usd = CASE WHEN ${AUCTION_IS_FLOOR} THEN auction_price_usd ELSE sell_price_usd END,
  floor_price = CASE WHEN ${AUCTION_IS_FLOOR} THEN auction_price WHEN sell_price_usd IS NOT NULL THEN sell_price END,
  floor_token = CASE WHEN ${AUCTION_IS_FLOOR} THEN auction_token WHEN sell_price_usd IS NOT NULL THEN sell_token END
WHERE ${where}`;

/** collections: the floor listing (functions/db/collection-figures.ts: the cheapest live direct sell, auctions excluded). */
export const recomputeCollectionFloorSql = (where: string): string => `
UPDATE collections SET (floor_price_usd, floor_token, floor_price) = ${floorListingSql(addressIdSql('collections.address'))}
WHERE ${where}`;

/** collections: total volume = sum over tokens of whitelisted deal amounts x current USD. */
export const recomputeCollectionVolumeSql = (where: string): string => `
UPDATE collections SET total_volume_usd = ifnull(
  (SELECT SUM(v.amount_sum * t.usd_price_real) FROM collection_volumes v
    JOIN token_usd_prices t ON t.token = v.token WHERE v.collection = collections.address), 0)
WHERE ${where}`;

const JSON_LIST = (n: number) => `SELECT value FROM json_each(?${n})`;
// The address ids of the JSON list parameter n, and the NFTs (as addresses) of the offers in `table` that `where` picks.
const idsOf = (n: number) => `SELECT id FROM addresses WHERE address IN (${JSON_LIST(n)})`;
const offerNftsSql = (table: string, where: string) =>
  `SELECT na.address FROM ${table} o JOIN addresses na ON na.id = o.nft WHERE ${where}`;

/** Appends the batch's deferred recomputes to its statements. */
export function flushDerived(ctx: BatchContext): void {
  const nftParts: string[] = [];
  const params: string[] = [];
  const param = (values: Set<string>): number => {
    params.push(JSON.stringify([...values]));
    return params.length;
  };
  if (ctx.marketNfts.size > 0) nftParts.push(JSON_LIST(param(ctx.marketNfts)));
  if (ctx.marketTokens.size > 0) {
    const n = param(ctx.marketTokens);
    // A new token price moves every live offer in that token.
    for (const table of OFFER_TABLES) nftParts.push(offerNftsSql(table, `live = 1 AND o.token IN (${idsOf(n)})`));
  }
  if (ctx.marketRoots.size > 0) {
    const n = param(ctx.marketRoots);
    // A root (re)registration can add or remove its active offers from the whitelist.
    for (const table of OFFER_TABLES) nftParts.push(offerNftsSql(table, `status = 'active' AND o.root IN (${idsOf(n)})`));
  }
  if (nftParts.length > 0) {
    // ORed INs rather than one UNION: D1 allows at most 5 terms in a compound SELECT.
    const nfts = nftParts.map((part) => `address IN (${part})`).join(' OR ');
    ctx.run(recomputeNftOffersSql(nfts), ...params);
    ctx.run(recomputeNftFloorSql(nfts), ...params);
    ctx.run(recomputeCollectionFloorSql(`address IN (SELECT collection FROM nfts WHERE ${nfts})`), ...params);
  }
  if (ctx.floorCollections.size > 0)
    ctx.run(recomputeCollectionFloorSql(`address IN (${JSON_LIST(1)})`), JSON.stringify([...ctx.floorCollections]));

  const volumeParts: string[] = [];
  const volumeParams: string[] = [];
  if (ctx.volumeNfts.size > 0) {
    volumeParams.push(JSON.stringify([...ctx.volumeNfts]));
    volumeParts.push(`SELECT collection FROM nfts WHERE address IN (${JSON_LIST(volumeParams.length)})`);
  }
  if (ctx.volumeTokens.size > 0) {
    volumeParams.push(JSON.stringify([...ctx.volumeTokens]));
    volumeParts.push(`SELECT collection FROM collection_volumes WHERE token IN (${JSON_LIST(volumeParams.length)})`);
  }
  if (volumeParts.length > 0)
    ctx.run(recomputeCollectionVolumeSql(volumeParts.map((part) => `address IN (${part})`).join(' OR ')), ...volumeParams);
}

/**
 * Recomputes the rarity of the collections of `nfts` (minted, burnt or given new metadata), once per ingest
 * call after its last batch rather than once per batch: each recompute reads the whole collection, so a tick
 * minting thousands of NFTs over a dozen batches read it a dozen times.
 */
export async function flushRarity(db: D1Database, nfts: ReadonlySet<string>): Promise<void> {
  if (nfts.size === 0) return;
  const list = JSON.stringify([...nfts]);
  await db.batch([db.prepare(clearBurntRaritySql).bind(list), db.prepare(recomputeRaritySql(COLLECTIONS_OF_NFTS)).bind(list)]);
}
