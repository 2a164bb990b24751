/**
 * nfts.trait_keys: the NFT's traits as one string, `|type=value|type=value|` (type and value are
 * nft_traits' lowercased keys, sorted), so /nfts can filter by trait while walking a price- or
 * name-ordered index that carries the column, without a probe into nft_traits per NFT. `%`, `|`
 * and `=` in a key are %-escaped, so a needle `|type=value|` only ever matches a whole pair.
 * It is also how an NFT finds its own nft_traits rows (by primary key), in
 * place of an index on nft_traits.nft.
 */
const unescapeKeySql = (column: string): string => `replace(replace(replace(${column}, '%3D', '='), '%7C', '|'), '%25', '%')`;

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

/** Orders strings as SQLite's BINARY collation does (UTF-8 bytes, that is code points), not by UTF-16 units. */
function compareCodePoints(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/**
 * trait_keys of these traits (metadata.ts NftTraitInput keys), NULL for none: the pairs sorted by type,
 * then value, each once. Built here rather than in SQL: the statement doing it per minted NFT cost as
 * much as the NFT's row and its nine indexes together.
 */
export function traitKeysOf(traits: readonly { typeKey: string; valueKey: string }[]): string | null {
  const pairs = new Map<string, { typeKey: string; valueKey: string }>();
  for (const t of traits) pairs.set(`${t.typeKey}\u0000${t.valueKey}`, t);
  if (pairs.size === 0) return null;
  const sorted = [...pairs.values()].sort((a, b) => compareCodePoints(a.typeKey, b.typeKey) || compareCodePoints(a.valueKey, b.valueKey));
  return `|${sorted.map((t) => `${escapeKey(t.typeKey)}=${escapeKey(t.valueKey)}`).join('|')}|`;
}

/** What trait_keys contains when the NFT has this trait (keys as in nft_traits). */
export const traitKeyNeedle = (typeKey: string, valueKey: string): string => `|${escapeKey(typeKey)}=${escapeKey(valueKey)}|`;
