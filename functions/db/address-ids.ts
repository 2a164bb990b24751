/**
 * Addresses as integer ids (migration 0007 for the activity feed, 0014 for traits and deals): each
 * address is stored once in `addresses` and rows carry its id, so tables and index keys hold a few
 * bytes instead of 66 characters. Ids are assigned on first use and never change.
 */

/** SQL for the id of the address that `expr` (a parameter or column holding address text) names. */
export const addressIdSql = (expr: string): string => `(SELECT id FROM addresses WHERE address = ${expr})`;

/** Gives each address of the JSON array parameter `listParam` an id (a no-op for those that have one). */
export const rememberAddressesSql = (listParam: string): string =>
  `INSERT OR IGNORE INTO addresses (address) SELECT value FROM json_each(${listParam}) WHERE value IS NOT NULL`;

/** Gives the NFT `nftParam` names and its collection ids (plus the address `otherParam` names, if any). */
export const rememberNftAddressesSql = (nftParam: string, otherParam?: string): string =>
  `INSERT OR IGNORE INTO addresses (address) SELECT address FROM nfts WHERE address = ${nftParam}
   UNION ALL SELECT collection FROM nfts WHERE address = ${nftParam}${otherParam ? ` UNION ALL SELECT ${otherParam}` : ''}`;
