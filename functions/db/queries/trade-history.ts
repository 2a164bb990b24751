// GET /user/history.csv: the session address's trades as a CSV file (RFC 4180), one row per event,
// streamed page by page so a history of any length never sits in memory whole.
import BigNumber from 'bignumber.js';
import { fromUnits } from '@shared/lib/amounts';
import { findToken, type Token } from '@shared/lib/tokens';
import { feesUsdOf, usdText, type TradeEvent } from '../pnl';
import { all } from './sql';
import { ADDRESSES_SQL, addressIdOf, FIRST_ROW, isIdKey, partyNamesOf, tradeOf, tradeRows, type TradeRow } from './trades';

/** Rows read per page: one query each. */
export const HISTORY_PAGE = 5000;

export const HISTORY_COLUMNS = [
  'date_utc',
  'type',
  'via',
  'nft',
  'nft_name',
  'collection',
  'collection_name',
  'counterparty',
  'token',
  'token_symbol',
  'price',
  'price_usd',
  'fee',
  'fee_usd',
  'royalty',
  'royalty_usd',
  'transaction',
] as const;

const VIA: Record<TradeEvent['kind'], string> = {
  sell_purchased: 'listing',
  offer_filled: 'offer',
  auction_complete: 'auction',
  mint: 'mint',
  transfer: 'transfer',
};

/**
 * One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180), and a text starting with
 * `=`, `+`, `-` or `@` (or a tab or carriage return) is prefixed with `'` so a spreadsheet never runs it as a
 * formula. Negative numbers are not written, so no number is changed by this.
 */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (fields: readonly (string | null)[]): string => `${fields.map(csvField).join(',')}\r\n`;

/** What the file needs of a token: its symbol and decimals. */
type TokenFacts = Pick<Token, 'symbol' | 'decimals'>;

/** The priced tokens' facts as the indexer stored them, then the site's list for the others. */
async function tokenFacts(db: D1Database, site: readonly Token[]): Promise<(address: string) => TokenFacts | undefined> {
  const rows = await all<{ token: string; symbol: string | null; decimals: number }>(
    db,
    'SELECT token, symbol, decimals FROM token_usd_prices',
    [],
  );
  const stored = new Map(rows.map((r) => [r.token, { symbol: r.symbol ?? '', decimals: r.decimals }]));
  return (address) => stored.get(address) ?? findToken(address, site);
}

/** Integer units as a decimal of `decimals` places without trailing zeros: exact, and string work only (it runs per row). */
export function unitsText(units: string, decimals: number): string {
  if (!/^\d+$/.test(units)) return fromUnits(units, decimals);
  const digits = units.padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/^0+(?=\d)/, '');
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

function amountText(units: string | null, token: TokenFacts | undefined): string | null {
  if (units === null) return null;
  return token ? unitsText(units, token.decimals) : units;
}

/** ISO 8601 in UTC to the second; consecutive rows often share their second. */
let lastDate = { ts: -1, text: '' };
function dateText(ts: number): string {
  if (lastDate.ts !== ts) lastDate = { ts, text: new Date(ts * 1000).toISOString().replace('.000Z', 'Z') };
  return lastDate.text;
}

/** An NFT's or a collection's address and shown name. */
interface Named {
  address: string;
  name: string | null;
}

/** The lookups a page of lines needs, by `#id`: its NFTs, its collections, its counterparties and tokens. */
interface PageNames {
  nfts: Map<string, Named>;
  collections: Map<string, Named>;
  addresses: Map<string, string>;
}

/** One trade as a CSV line, from the point of view of `me`. */
function lineOf(t: TradeEvent, me: ReadonlySet<string>, names: PageNames, tokenOf: (address: string) => TokenFacts | undefined): string {
  const incoming = t.to !== null && me.has(t.to);
  const type = t.kind === 'mint' ? 'Mint' : t.kind === 'transfer' ? (incoming ? 'Transfer in' : 'Transfer out') : incoming ? 'Buy' : 'Sell';
  const other = incoming ? t.from : t.to;
  const tokenAddress = t.token === null ? null : (names.addresses.get(t.token) ?? t.token);
  const token = tokenAddress ? tokenOf(tokenAddress) : undefined;
  const deal = t.price !== null && t.token !== null;
  const usdShares = deal
    ? feesUsdOf({ price: t.price!, priceUsd: t.usd, fee: t.fee ?? '0', royalty: t.royalty ?? '0' })
    : { fee: null, royalty: null };
  const nft = names.nfts.get(t.nft);
  const collection = names.collections.get(t.collection);
  return csvLine([
    dateText(t.ts),
    type,
    VIA[t.kind],
    nft?.address ?? null,
    nft?.name ?? null,
    collection?.address ?? null,
    collection?.name ?? null,
    other === null ? null : (names.addresses.get(other) ?? other),
    tokenAddress,
    token?.symbol ?? null,
    amountText(t.price, token),
    t.usd === null ? null : usdText(new BigNumber(t.usd)),
    deal ? amountText(t.fee, token) : null,
    usdShares.fee,
    deal ? amountText(t.royalty, token) : null,
    usdShares.royalty,
    t.transaction,
  ]);
}

export interface HistoryRange {
  from: number;
  to: number;
}

/** Counterparties and collections met on earlier pages are not looked up again; the caches stay bounded. */
const CACHE_MAX = 50_000;

// A page's NFTs, in id order (near pages of `addresses` together). The name is read from the NFT's search
// document (functions/db/search.ts: its name, under its address id, while it is named and not burned), a row
// of a few dozen bytes, where the NFT's own row is about 1 KB: at the 1M world that halves a cold read of a
// whale's year. A burned NFT has no document; its row is read then.
const NFT_NAMES_SQL = `
  SELECT j.value AS id, a.address, coalesce(f.name, (SELECT n.name FROM nfts n WHERE n.id = j.value)) AS name
  FROM json_each(?1) j JOIN addresses a ON a.id = j.value LEFT JOIN search_fts f ON f.rowid = j.value`;
const COLLECTION_NAMES_SQL = `
  SELECT j.value AS id, a.address, coalesce(cc.name, c.name) AS name
  FROM json_each(?1) j JOIN addresses a ON a.id = j.value
  LEFT JOIN collections c ON c.address = a.address LEFT JOIN collection_custom cc ON cc.address = a.address`;

const idsJson = (keys: Iterable<string>): string => JSON.stringify([...keys].map(addressIdOf).sort((x, y) => x - y));

/** Looks up what `trades` show and `names` lacks (NFTs are rarely met twice: they are read per page). */
async function namePage(db: D1Database, trades: readonly TradeEvent[], names: PageNames): Promise<void> {
  const nfts = new Set(trades.map((t) => t.nft));
  const collections = new Set(trades.map((t) => t.collection).filter((c) => !names.collections.has(c)));
  const parties = new Set(trades.flatMap((t) => [t.from, t.to, t.token]).filter((p): p is string => isIdKey(p) && !names.addresses.has(p)));
  const [nftRows, collectionRows, partyRows] = await db.batch<{ id: number; address: string; name: string | null }>([
    db.prepare(NFT_NAMES_SQL).bind(idsJson(nfts)),
    db.prepare(COLLECTION_NAMES_SQL).bind(idsJson(collections)),
    db.prepare(ADDRESSES_SQL).bind(idsJson(parties)),
  ]);
  names.nfts = new Map(nftRows!.results.map((r) => [`#${r.id}`, r]));
  if (names.collections.size > CACHE_MAX) names.collections.clear();
  for (const r of collectionRows!.results) names.collections.set(`#${r.id}`, r);
  if (names.addresses.size > CACHE_MAX) names.addresses.clear();
  for (const r of partyRows!.results) names.addresses.set(`#${r.id}`, r.address);
}

/**
 * The history file as a stream: the header, then each page of trades (oldest first). The next page's
 * query is under way while a page is written out.
 */
export function historyCsv(db: D1Database, owner: string, range: HistoryRange, tokens: readonly Token[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const page = (after: { afterTs: number; afterLt: string; afterId: number }) =>
    tradeRows(db, owner, { ...range, ...after, limit: HISTORY_PAGE });
  const names: PageNames = { nfts: new Map(), collections: new Map(), addresses: new Map() };
  let me: Set<string> | null = null;
  let tokenOf: ((address: string) => TokenFacts | undefined) | null = null;
  let next: Promise<TradeRow[]> | null = null;
  // The header goes out with the first page: a chunk queued in `start` is lost when the stream closes at once.
  let header = csvLine(HISTORY_COLUMNS);
  return new ReadableStream<Uint8Array>({
    async start() {
      next = page(FIRST_ROW);
      [me, tokenOf] = await Promise.all([partyNamesOf(db, owner), tokenFacts(db, tokens)]);
    },
    async pull(controller) {
      const rows = await next!;
      const last = rows.at(-1);
      next = last && rows.length === HISTORY_PAGE ? page({ afterTs: last.ts, afterLt: last.lt_key, afterId: last.id }) : null;
      const trades = rows.map(tradeOf).filter((t): t is TradeEvent => t !== null);
      if (trades.length > 0) await namePage(db, trades, names);
      const text = header + trades.map((t) => lineOf(t, me!, names, tokenOf!)).join('');
      header = '';
      if (text) controller.enqueue(encoder.encode(text));
      if (!next) controller.close();
    },
  });
}
