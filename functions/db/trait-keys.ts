/**
 * nfts.trait_keys: the NFT's traits as one string, `|type=value|type=value|` (type and value are
 * nft_traits' lowercased keys, sorted), so /nfts can filter by trait while walking a price- or
 * name-ordered index that carries the column, without a probe into nft_traits per NFT. `%`, `|`
 * and `=` in a key are %-escaped, so a needle `|type=value|` only ever matches a whole pair.
 * It is also how an NFT finds its own nft_traits rows (by primary key), in
 * place of an index on nft_traits.nft.
 */
const escapeKeySql = (column: string): string => `replace(replace(replace(${column}, '%', '%25'), '|', '%7C'), '=', '%3D')`;
const unescapeKeySql = (column: string): string => `replace(replace(replace(${column}, '%3D', '='), '%7C', '|'), '%25', '%')`;

/**
 * trait_keys of the traits in the JSON list bound at `param` (metadata.ts NftTraitInput: typeKey,
 * valueKey, ...), NULL for none: the string the NFT's nft_traits rows make.
 */
export const traitKeysFromJsonSql = (param: string): string => `(
  SELECT '|' || group_concat(pair, '|') || '|' FROM (
    SELECT DISTINCT ${escapeKeySql('t')} || '=' || ${escapeKeySql('v')} AS pair, t, v FROM (
      SELECT j.value ->> '$.typeKey' AS t, j.value ->> '$.valueKey' AS v FROM json_each(${param}) j)
    ORDER BY t, v))`;

/**
 * The (collection, type_key, value_key) rows of the non-burned NFT `nftParam`, split out of its
 * trait_keys: the primary-key prefixes of its nft_traits and collection_traits rows.
 */
export const nftTraitPairsSql = (nftParam: string): string => `
  WITH RECURSIVE split(collection, rest, pair) AS (
    SELECT collection, substr(trait_keys, 2), NULL FROM nfts WHERE address = ${nftParam} AND burned = 0 AND trait_keys IS NOT NULL
    UNION ALL
    SELECT collection, substr(rest, instr(rest, '|') + 1), substr(rest, 1, instr(rest, '|') - 1) FROM split WHERE rest <> '')
  SELECT collection, ${unescapeKeySql("substr(pair, 1, instr(pair, '=') - 1)")} AS type_key,
    ${unescapeKeySql("substr(pair, instr(pair, '=') + 1)")} AS value_key
  FROM split WHERE pair IS NOT NULL`;

const escapeKey = (key: string): string => key.replaceAll('%', '%25').replaceAll('|', '%7C').replaceAll('=', '%3D');

/** What trait_keys contains when the NFT has this trait (keys as in nft_traits). */
export const traitKeyNeedle = (typeKey: string, valueKey: string): string => `|${escapeKey(typeKey)}=${escapeKey(valueKey)}|`;
