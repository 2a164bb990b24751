/**
 * Addresses as integer ids (migration 0007 for the activity feed, 0014-0016 for traits, deals,
 * notifications, listings, offers, auctions and bids; functions/db/README.md, "Address ids"): each
 * address is stored once in `addresses` and rows carry its id, so tables and index keys hold a few
 * bytes instead of 66 characters. Ids are assigned on first use and never change.
 */

/** SQL for the id of the address that `expr` (a parameter or column holding address text) names. */
export const addressIdSql = (expr: string): string => `(SELECT id FROM addresses WHERE address = ${expr})`;

/**
 * Gives each address of the JSON array parameter `listParam` an id (a no-op for those that have one),
 * and the collection of the NFT `nftParam` names, if given.
 */
export const rememberAddressesSql = (listParam: string, nftParam?: string): string =>
  `INSERT OR IGNORE INTO addresses (address) SELECT value FROM json_each(${listParam}) WHERE value IS NOT NULL${
    nftParam ? ` UNION ALL SELECT collection FROM nfts WHERE address = ${nftParam}` : ''
  }`;

/** The tables under the offer views (migration 0016): their party, NFT, token and root columns are ids. */
export const OFFER_ROWS = { direct_sells: 'direct_sell_rows', direct_buys: 'direct_buy_rows', auctions: 'auction_rows' } as const;

/** Gives the NFT `nftParam` names and its collection ids (plus the address `otherParam` names, if any). */
export const rememberNftAddressesSql = (nftParam: string, otherParam?: string): string =>
  `INSERT OR IGNORE INTO addresses (address) SELECT address FROM nfts WHERE address = ${nftParam}
   UNION ALL SELECT collection FROM nfts WHERE address = ${nftParam}${otherParam ? ` UNION ALL SELECT ${otherParam}` : ''}`;
