/**
 * nfts.trait_keys: the NFT's traits as one string, `|type=value|type=value|` (type and value are
 * nft_traits' lowercased keys, sorted), so /nfts can filter by trait while walking a price- or
 * name-ordered index that carries the column, without a probe into nft_traits per NFT. `%`, `|`
 * and `=` in a key are %-escaped, so a needle `|type=value|` only ever matches a whole pair.
 * Migration 0005 backfills the column with the same expression as `refreshTraitKeysSql`.
 */
const escapeKeySql = (column: string): string => `replace(replace(replace(${column}, '%', '%25'), '|', '%7C'), '=', '%3D')`;

/** Recomputes ?1's trait_keys from its nft_traits rows (NULL when it has none). */
export const refreshTraitKeysSql = `
UPDATE nfts SET trait_keys = (
  SELECT '|' || group_concat(pair, '|') || '|' FROM (
    SELECT ${escapeKeySql('type_key')} || '=' || ${escapeKeySql('value_key')} AS pair
    FROM nft_traits WHERE nft = ?1 ORDER BY type_key, value_key))
WHERE address = ?1`;

const escapeKey = (key: string): string => key.replaceAll('%', '%25').replaceAll('|', '%7C').replaceAll('=', '%3D');

/** What trait_keys contains when the NFT has this trait (keys as in nft_traits). */
export const traitKeyNeedle = (typeKey: string, valueKey: string): string => `|${escapeKey(typeKey)}=${escapeKey(valueKey)}|`;
