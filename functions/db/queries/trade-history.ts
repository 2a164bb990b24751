// GET /user/history.csv: the session address's trades as a CSV file (RFC 4180), one row per event,
// streamed page by page so a history of any length never sits in memory whole.
import BigNumber from 'bignumber.js';
import { fromUnits } from '@shared/lib/amounts';
import { findToken, type Token } from '@shared/lib/tokens';
import { feesUsdOf, usdText, type TradeEvent } from '../pnl';
import { all } from './sql';
import { addressesOf, FIRST_ROW, partyNamesOf, tradeOf, tradeRows, type TradeRow } from './trades';

/** Rows read per page: one query each. */
export const HISTORY_PAGE = 2000;

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

/** One trade as a CSV line, from the point of view of `me`. */
function lineOf(
  t: TradeEvent,
  row: TradeRow,
  me: ReadonlySet<string>,
  addresses: Map<string, string>,
  tokenOf: (address: string) => TokenFacts | undefined,
): string {
  const incoming = t.to !== null && me.has(t.to);
  const type = t.kind === 'mint' ? 'Mint' : t.kind === 'transfer' ? (incoming ? 'Transfer in' : 'Transfer out') : incoming ? 'Buy' : 'Sell';
  const other = incoming ? t.from : t.to;
  const tokenAddress = t.token === null ? null : (addresses.get(t.token) ?? t.token);
  const token = tokenAddress ? tokenOf(tokenAddress) : undefined;
  const deal = t.price !== null && t.token !== null;
  const usdShares = deal
    ? feesUsdOf({ price: t.price!, priceUsd: t.usd, fee: t.fee ?? '0', royalty: t.royalty ?? '0' })
    : { fee: null, royalty: null };
  return csvLine([
    dateText(t.ts),
    type,
    VIA[t.kind],
    t.nft,
    row.name,
    t.collection,
    row.collection_name,
    other === null ? null : (addresses.get(other) ?? other),
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

/** Addresses met on earlier pages are not looked up again (counterparties repeat); the cache stays bounded. */
const ADDRESS_CACHE_MAX = 50_000;

/**
 * The history file as a stream: the header, then each page of trades (oldest first). The next page's
 * query is under way while a page is written out.
 */
export function historyCsv(db: D1Database, owner: string, range: HistoryRange, tokens: readonly Token[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const page = (after: { afterTs: number; afterLt: string; afterId: number }) =>
    tradeRows(db, owner, { ...range, ...after, limit: HISTORY_PAGE });
  const known = new Map<string, string>();
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
      const trades = rows.map((row) => ({ row, trade: tradeOf(row) }));
      const parties = trades.flatMap(({ trade }) => (trade ? [trade.from, trade.to, trade.token] : []));
      if (known.size > ADDRESS_CACHE_MAX) known.clear();
      for (const [id, address] of await addressesOf(
        db,
        parties.filter((p) => p !== null && !known.has(p)),
      ))
        known.set(id, address);
      const text = header + trades.map(({ row, trade }) => (trade ? lineOf(trade, row, me!, known, tokenOf!) : '')).join('');
      header = '';
      if (text) controller.enqueue(encoder.encode(text));
      if (!next) controller.close();
    },
  });
}
