/**
 * POST /search (api-contract §10.28): collections, profiles and NFTs whose name contains the text,
 * grouped (collections, profiles, then NFTs) and ranked, first 20 (`?limit=` up to SEARCH_LIMIT_MAX,
 * our extension, for the full results page).
 *
 * Fixes and extensions: the text is literal (`%` and `_` are not wildcards, gap 21), matching and
 * ranking are both case-insensitive, exact and prefix matches rank first (`searchRank`), and ties are
 * ordered verified first, then by name, then address. Unverified collections and their NFTs are found
 * too, marked `verified: false` (every item must be findable; the pages mark them); those of a
 * collection an operator hid are not (../hidden.ts; checked on the joined collection). Profiles are
 * found by username, and a pasted wallet address that is no NFT or collection is that wallet's profile.
 *
 * NFT candidates, each read through an index:
 * - the address equal to the text (named or not);
 * - names equal to the text or starting with it: a range of the `nfts_by_verified_name` index, once
 *   per verified flag (`name_sort` is the lowercased name with digit runs padded, see
 *   functions/indexer/name-sort.ts);
 * - names containing it: the trigram index of `search_fts` (`name LIKE '%q%'`; the pattern is only a
 *   prefilter, `instr` then checks the literal text), at most CONTAINS_CANDIDATES of them.
 * Texts shorter than 3 characters cannot use the trigram index, and a scan of every name for a
 * rare pair of letters is what the p95 budget cannot afford: for them NFTs are found by address
 * and by name prefix only. Collections (a small set) are matched on name, description and address;
 * users on username and address.
 */
import type { SearchResult, SearchResults } from '@shared/contract/schemas';
import { NAME_PATTERN_MAX_BYTES } from '@shared/contract/requests/fields';
import { utf8Prefix } from '@shared/contract/utf8';
import { nameSortKey } from '@shared/lib/name-sort';
import { formatReal } from './usd';

export const SEARCH_LIMIT = 20;
export const SEARCH_LIMIT_MAX = 100;
const CONTAINS_CANDIDATES = 500;
const PREFIX_CANDIDATES = 100;
/** The trigram index needs at least this many characters. */
const TRIGRAM = 3;

export interface Candidate extends SearchResult {
  rank: number;
  sortName: string;
}

/** The most profiles a page of results shows. */
const PROFILE_CANDIDATES = 20;

/**
 * How well a name or address matches the text (higher first), compared case-insensitively: exact
 * address, exact name, name starting with the text (a whole first word before a longer one), a later
 * word starting with it ("Venom Punks" for "punk"), the text inside a word, the address containing it;
 * 0 for the rest (a collection found by its description). Collectors expect exact and prefix
 * matches first, as on OpenSea and Magic Eden; §10.28's table ranked "Venom Punks" under every
 * "Punk #n" for "punk".
 */
export function searchRank(name: string | null, address: string, q: string): number {
  const n = (name ?? '').toLowerCase();
  const a = address.toLowerCase();
  if (a === q) return 100;
  if (n !== '') {
    if (n === q) return 90;
    if (n.startsWith(`${q} `)) return 81;
    if (n.startsWith(q)) return 80;
    if (n.includes(` ${q} `) || n.endsWith(` ${q}`)) return 71;
    if (n.includes(` ${q}`)) return 70;
    if (n.includes(q)) return 60;
  }
  if (a.includes(q)) return 50;
  return 0;
}

/**
 * How many collections a page of `limit` results shows before the NFTs (a quarter, at least 1);
 * more when too few NFTs match to fill the page.
 */
export function collectionShare(limit: number): number {
  return Math.max(1, Math.ceil(limit / 4));
}

/** Orders one group: rank, verified first, then natural name order, then address. */
function byRank(x: Candidate, y: Candidate): number {
  return (
    y.rank - x.rank ||
    Number(y.verified) - Number(x.verified) ||
    (x.sortName < y.sortName ? -1 : x.sortName > y.sortName ? 1 : 0) ||
    (x.address < y.address ? -1 : x.address > y.address ? 1 : 0)
  );
}

/**
 * Collections first, then profiles, then NFTs, each group ranked; at most `limit` in all. Collections
 * and profiles each keep at least their share (see `collectionShare`) and fill what NFTs leave.
 */
export function groupResults<T extends Candidate>(candidates: readonly T[], limit: number): T[] {
  const group = (kind: T['objectType']) => candidates.filter((c) => c.objectType === kind).sort(byRank);
  const [collections, profiles, nfts] = [group('collection'), group('profile'), group('nft')];
  const collectionCount = Math.min(collections.length, Math.max(collectionShare(limit), limit - nfts.length - profiles.length));
  const profileCount = Math.min(profiles.length, Math.max(collectionShare(limit), limit - nfts.length - collectionCount));
  return [...collections.slice(0, collectionCount), ...profiles.slice(0, profileCount), ...nfts].slice(0, limit);
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
  verified: number;
}

const NFT_HIT_COLUMNS = `n.address, n.name, n.image, coalesce(cc.name, c.name) AS collection_name, c.verified`;

/** A raw address, lowercased (spec §5: workchain 0 or -1, a colon, 64 hex characters). */
const RAW_ADDRESS = /^(0|-1):[0-9a-f]{64}$/;
const NFT_HIT_JOINS = 'JOIN collections c ON c.address = n.collection LEFT JOIN collection_custom cc ON cc.address = n.collection';

export async function search(db: D1Database, raw: string, limit: number = SEARCH_LIMIT): Promise<SearchResults> {
  const q = raw.trim();
  if (q === '') return { items: [], count: 0 };
  const lower = q.toLowerCase();
  const key = nameSortKey(q);
  // Names starting with the text: name_sort in [key, key + U+10FFFF). A text ending in digits has
  // a padded key that is not a prefix of longer numbers, so that range finds only the exact name.
  const prefixEnd = `${key}\u{10FFFF}`;

  const prefix = (verified: 0 | 1) =>
    db
      .prepare(
        `SELECT ${NFT_HIT_COLUMNS} FROM nfts n ${NFT_HIT_JOINS}
         WHERE n.verified = ${verified} AND n.burned = 0 AND c.hidden = 0 AND n.name_sort >= ?1 AND n.name_sort < ?2 AND n.name IS NOT NULL
         ORDER BY n.name_sort, n.id LIMIT ${PREFIX_CANDIDATES}`,
      )
      .bind(key, prefixEnd);
  const [byAddress, byPrefix, byUnverifiedPrefix, byContains, collections, users] = await db.batch([
    db.prepare(`SELECT ${NFT_HIT_COLUMNS} FROM nfts n ${NFT_HIT_JOINS} WHERE n.address = ?1 AND n.burned = 0 AND c.hidden = 0`).bind(lower),
    prefix(1),
    prefix(0),
    db
      .prepare(
        `SELECT ${NFT_HIT_COLUMNS} FROM
           (SELECT f.rowid AS id FROM search_fts f WHERE ?3 AND f.name LIKE ?1 AND instr(lower(f.name), lower(?2)) > 0) m
         JOIN nfts n ON n.id = m.id ${NFT_HIT_JOINS} WHERE c.hidden = 0 LIMIT ${CONTAINS_CANDIDATES}`,
      )
      .bind(containsPattern(q), q, Array.from(q).length >= TRIGRAM ? 1 : 0),
    db
      .prepare(
        `SELECT c.address, coalesce(cc.name, c.name) AS name, coalesce(cc.logo, c.logo) AS logo, c.verified, c.floor_price_usd
         FROM collections c LEFT JOIN collection_custom cc ON cc.address = c.address
         WHERE c.hidden = 0 AND (instr(lower(coalesce(cc.name, c.name, '')), lower(?1)) > 0
           OR instr(lower(coalesce(cc.description, c.description, '')), lower(?1)) > 0 OR instr(c.address, lower(?1)) > 0)`,
      )
      .bind(q),
    db
      .prepare(
        `SELECT u.address, u.username,
           (SELECT n.image FROM nfts n WHERE n.address = u.logo_nft AND n.owner = u.address AND n.burned = 0) AS avatar
         FROM users u WHERE u.address = ?2 OR (u.username IS NOT NULL AND instr(lower(u.username), lower(?1)) > 0)
         LIMIT ${PROFILE_CANDIDATES}`,
      )
      .bind(q, lower),
  ]);

  const candidates = new Map<string, Candidate>();
  for (const result of [byAddress, byPrefix, byUnverifiedPrefix, byContains]) {
    for (const hit of (result?.results ?? []) as NftHit[]) {
      if (candidates.has(hit.address)) continue;
      candidates.set(hit.address, {
        address: hit.address,
        objectType: 'nft',
        nftName: hit.name,
        collectionName: hit.collection_name,
        image: hit.image,
        verified: hit.verified === 1,
        username: null,
        floorPriceUsd: null,
        rank: searchRank(hit.name, hit.address, lower),
        sortName: nameSortKey(hit.name),
      });
    }
  }
  for (const hit of (collections?.results ?? []) as {
    address: string;
    name: string | null;
    logo: string | null;
    verified: number;
    floor_price_usd: number | null;
  }[]) {
    candidates.set(hit.address, {
      address: hit.address,
      objectType: 'collection',
      nftName: null,
      collectionName: hit.name,
      image: hit.logo,
      verified: hit.verified === 1,
      username: null,
      floorPriceUsd: formatReal(hit.floor_price_usd),
      rank: searchRank(hit.name, hit.address, lower),
      sortName: nameSortKey(hit.name),
    });
  }
  const profile = (address: string, username: string | null, image: string | null): Candidate => ({
    address,
    objectType: 'profile',
    nftName: null,
    collectionName: null,
    image,
    verified: true,
    username,
    floorPriceUsd: null,
    rank: searchRank(username, address, lower),
    sortName: nameSortKey(username),
  });
  for (const hit of (users?.results ?? []) as { address: string; username: string | null; avatar: string | null }[]) {
    if (!candidates.has(hit.address)) candidates.set(hit.address, profile(hit.address, hit.username, hit.avatar));
  }
  // A pasted address that is no NFT, collection or known user is still a wallet: its profile page.
  if (RAW_ADDRESS.test(lower) && !candidates.has(lower)) candidates.set(lower, profile(lower, null, null));
  const items = groupResults([...candidates.values()], limit).map(
    ({ address, objectType, nftName, collectionName, image, verified, username, floorPriceUsd }) => ({
      address,
      objectType,
      nftName,
      collectionName,
      image,
      verified,
      username,
      floorPriceUsd,
    }),
  );
  return { items, count: items.length };
}
