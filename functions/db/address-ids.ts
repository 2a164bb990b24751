/**
 * Addresses as integer ids (the activity feed, traits, deals, notifications, listings, offers, auctions,
 * bids, holdings, NFTs and search documents; functions/db/README.md, "Address ids"): each
 * address is stored once in `addresses` and rows carry its id, so tables and index keys hold a few
 * bytes instead of 66 characters. Ids are assigned on first use and never change: the indexer gives a
 * batch's addresses theirs in one statement at its head (functions/indexer/context.ts, `registerAddresses`).
 */

/** SQL for the id of the address that `expr` (a parameter or column holding address text) names. */
export const addressIdSql = (expr: string): string => `(SELECT id FROM addresses WHERE address = ${expr})`;

/** SQL for the address text of the id that `expr` (a column or parameter holding an address id) holds. */
export const addressSql = (expr: string): string => `(SELECT address FROM addresses WHERE id = ${expr})`;

/** The offer tables: their party, NFT, token and root columns are address ids. */
export const OFFER_TABLES = ['direct_sells', 'direct_buys', 'auctions'] as const;
export type OfferTable = (typeof OFFER_TABLES)[number];
