/**
 * POST /search (api-contract §10.28): NFTs of verified collections and verified collections whose
 * name contains the text, ranked, first 20.
 *
 * Fixes: the text is literal (`%` and `_` are not wildcards, gap 21), matching and ranking are both
 * case-insensitive, and ties are ordered (rank, then collections before NFTs, then name, then address).
 *
 * NFT candidates, each read through an index:
 * - the address equal to the text (search_docs.address is UNIQUE);
 * - names equal to the text or starting with it: a range of the `nfts_verified_name` index
 *   (`name_sort` is the lowercased name with digit runs padded, see functions/indexer/name-sort.ts);
 * - names containing it: the trigram index of `search_fts` (`name LIKE '%q%'`; the pattern is only a
 *   prefilter, `instr` then checks the literal text), at most CONTAINS_CANDIDATES of them.
 * Texts shorter than 3 characters cannot use the trigram index, and a scan of every name for a
 * rare pair of letters is what the p95 budget cannot afford: for them NFTs are found by address
 * and by name prefix only. Collections (verified ones only, a small set) are matched on name,
 * description and address.
 */
import type { SearchResult, SearchResults } from '../../../src/api/schemas';
import { NAME_PATTERN_MAX_BYTES } from '../../../src/api/requests/fields';
import { utf8Prefix } from '../../../src/lib/utf8';
import { nameSortKey } from '../../indexer/name-sort';

export const SEARCH_LIMIT = 20;
const CONTAINS_CANDIDATES = 500;
const PREFIX_CANDIDATES = 100;
/** The trigram index needs at least this many characters. */
const TRIGRAM = 3;

interface Candidate extends SearchResult {
  rank: number;
  sortName: string;
}

/** Ranks of §10.28 for an NFT (first) or a collection (second), compared case-insensitively. */
export function searchRank(kind: 'nft' | 'collection', name: string | null, address: string, q: string): number {
  const n = (name ?? '').toLowerCase();
  const a = address.toLowerCase();
  const nft = kind === 'nft';
  if (a === q) return nft ? 10 : 20;
  if (n !== '' && n === q) return nft ? 9 : 19;
  if (n !== '') {
    if (n.startsWith(`${q} `)) return nft ? 7.9 : 8.9;
    if (n.endsWith(` ${q}`)) return nft ? 7.86 : 8.86;
    if (n.endsWith(q)) return nft ? 7.855 : 8.855;
    if (n.startsWith(q)) return nft ? 7.85 : 8.85;
    if (n.includes(` ${q} `)) return nft ? 7.7 : 8.7;
    if (nft && n.includes(q)) return 7;
  }
  if (a.includes(q)) return nft ? 5 : 6;
  return nft ? 1 : 2;
}

/**
 * Escapes nothing: LIKE wildcards in the text only widen this prefilter; `instr` is exact. So does
 * cutting the text to what SQLite's 50-byte LIKE pattern limit allows (a longer pattern fails the query).
 */
const containsPattern = (q: string): string => `%${utf8Prefix(q, NAME_PATTERN_MAX_BYTES - 2)}%`;

interface NftHit {
  address: string;
  name: string | null;
  image: string | null;
  collection_name: string | null;
}

const NFT_HIT_COLUMNS = `n.address, n.name, n.image, coalesce(cc.name, c.name) AS collection_name`;
const NFT_HIT_JOINS = 'JOIN collections c ON c.address = n.collection LEFT JOIN collection_custom cc ON cc.address = n.collection';

export async function search(db: D1Database, raw: string): Promise<SearchResults> {
  const q = raw.trim();
  if (q === '') return { items: [], count: 0 };
  const lower = q.toLowerCase();
  const key = nameSortKey(q);
  // Names starting with the text: name_sort in [key, key + U+10FFFF). A text ending in digits has
  // a padded key that is not a prefix of longer numbers, so that range finds only the exact name.
  const prefixEnd = `${key}\u{10FFFF}`;

  const [byAddress, byPrefix, byContains, collections] = await db.batch([
    db
      .prepare(
        `SELECT ${NFT_HIT_COLUMNS} FROM search_docs d JOIN nfts n ON n.address = d.address ${NFT_HIT_JOINS}
         WHERE d.address = ?1 AND d.kind = 'nft'`,
      )
      .bind(lower),
    db
      .prepare(
        `SELECT ${NFT_HIT_COLUMNS} FROM nfts n ${NFT_HIT_JOINS}
         WHERE n.verified = 1 AND n.burned = 0 AND n.name_sort >= ?1 AND n.name_sort < ?2 AND n.name IS NOT NULL
         ORDER BY n.name_sort, n.address LIMIT ${PREFIX_CANDIDATES}`,
      )
      .bind(key, prefixEnd),
    db
      .prepare(
        `SELECT ${NFT_HIT_COLUMNS} FROM
           (SELECT d.address FROM search_fts f JOIN search_docs d ON d.id = f.rowid
            WHERE ?3 AND f.name LIKE ?1 AND instr(lower(f.name), lower(?2)) > 0 AND d.kind = 'nft' LIMIT ${CONTAINS_CANDIDATES}) m
         JOIN nfts n ON n.address = m.address ${NFT_HIT_JOINS}`,
      )
      .bind(containsPattern(q), q, Array.from(q).length >= TRIGRAM ? 1 : 0),
    db
      .prepare(
        `SELECT c.address, coalesce(cc.name, c.name) AS name, coalesce(cc.logo, c.logo) AS logo
         FROM collections c LEFT JOIN collection_custom cc ON cc.address = c.address
         WHERE c.verified = 1 AND (instr(lower(coalesce(cc.name, c.name, '')), lower(?1)) > 0
           OR instr(lower(coalesce(cc.description, c.description, '')), lower(?1)) > 0 OR instr(c.address, lower(?1)) > 0)`,
      )
      .bind(q),
  ]);

  const candidates = new Map<string, Candidate>();
  for (const result of [byAddress, byPrefix, byContains]) {
    for (const hit of (result?.results ?? []) as NftHit[]) {
      if (candidates.has(hit.address)) continue;
      candidates.set(hit.address, {
        address: hit.address,
        objectType: 'nft',
        nftName: hit.name,
        collectionName: hit.collection_name,
        image: hit.image,
        rank: searchRank('nft', hit.name, hit.address, lower),
        sortName: nameSortKey(hit.name),
      });
    }
  }
  for (const hit of (collections?.results ?? []) as { address: string; name: string | null; logo: string | null }[]) {
    candidates.set(hit.address, {
      address: hit.address,
      objectType: 'collection',
      nftName: null,
      collectionName: hit.name,
      image: hit.logo,
      rank: searchRank('collection', hit.name, hit.address, lower),
      sortName: nameSortKey(hit.name),
    });
  }
  const items = [...candidates.values()]
    .sort(
      (x, y) =>
        y.rank - x.rank ||
        (x.objectType === y.objectType ? 0 : x.objectType === 'collection' ? -1 : 1) ||
        (x.sortName < y.sortName ? -1 : x.sortName > y.sortName ? 1 : 0) ||
        (x.address < y.address ? -1 : x.address > y.address ? 1 : 0),
    )
    .slice(0, SEARCH_LIMIT)
    .map(({ address, objectType, nftName, collectionName, image }) => ({ address, objectType, nftName, collectionName, image }));
  return { items, count: items.length };
}

