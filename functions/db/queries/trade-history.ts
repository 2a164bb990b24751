// GET /user/history.csv: the session address's trades as a CSV file (RFC 4180), one row per event,
// streamed page by page so a history of any length never sits in memory whole.
import BigNumber from 'bignumber.js';
import { fromUnits } from '@shared/lib/amounts';
import { findToken, type Token } from '@shared/lib/tokens';
import { feesUsdOf, usdText, type TradeEvent } from '../pnl';
import { addressesOf, partyNamesOf, tradeOf, tradeRows, type TradeRow } from './trades';

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

function amountText(units: string | null, token: Token | undefined): string | null {
  if (units === null) return null;
  return token ? fromUnits(units, token.decimals) : units;
}

/** One trade as a CSV line, from the point of view of `me`. */
function lineOf(t: TradeEvent, row: TradeRow, me: ReadonlySet<string>, addresses: Map<string, string>, tokens: readonly Token[]): string {
  const incoming = t.to !== null && me.has(t.to);
  const type = t.kind === 'mint' ? 'Mint' : t.kind === 'transfer' ? (incoming ? 'Transfer in' : 'Transfer out') : incoming ? 'Buy' : 'Sell';
  const other = incoming ? t.from : t.to;
  const tokenAddress = t.token === null ? null : (addresses.get(t.token) ?? t.token);
  const token = tokenAddress ? findToken(tokenAddress, tokens) : undefined;
  const deal = t.price !== null && t.token !== null;
  const usdShares = deal
    ? feesUsdOf({ price: t.price!, priceUsd: t.usd, fee: t.fee ?? '0', royalty: t.royalty ?? '0' })
    : { fee: null, royalty: null };
  return csvLine([
    new Date(t.ts * 1000).toISOString().replace('.000Z', 'Z'),
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

/** The history file as a stream: the header, then each page of trades (oldest first) as it is read. */
export function historyCsv(db: D1Database, owner: string, range: HistoryRange, tokens: readonly Token[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let me: Set<string> | null = null;
  let after = { ts: -1, id: 0 };
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        me = await partyNamesOf(db, owner);
        controller.enqueue(encoder.encode(csvLine(HISTORY_COLUMNS)));
        return;
      }
      const rows = await tradeRows(db, owner, { ...range, afterTs: after.ts, afterId: after.id, limit: HISTORY_PAGE });
      const trades = rows.map((row) => ({ row, trade: tradeOf(row) }));
      const addresses = await addressesOf(
        db,
        trades.flatMap(({ trade }) => (trade ? [trade.from, trade.to, trade.token] : [])),
      );
      const text = trades.map(({ row, trade }) => (trade ? lineOf(trade, row, me!, addresses, tokens) : '')).join('');
      if (text) controller.enqueue(encoder.encode(text));
      const last = rows.at(-1);
      if (!last || rows.length < HISTORY_PAGE) controller.close();
      else after = { ts: last.ts, id: last.id };
    },
  });
}
