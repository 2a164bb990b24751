// How the Portfolio's profit and loss reads: signed USD, amounts in their token, dates in UTC.
import type { TokenAmount } from '@shared/contract/schemas';
import { formatUnits, formatUsd } from '@shared/lib/amounts';
import { tokenOrFallback, type Token } from '@shared/lib/tokens';

/** "+$1.23", "−$4.50" (a real minus sign), "$0.00"; below a cent "< +$0.01" or "> −$0.01". */
export function signedUsd(value: string): string {
  const negative = value.startsWith('-');
  const text = formatUsd(negative ? value.slice(1) : value);
  if (text === '$0.00') return text;
  return withSign(text, negative);
}

/** A sign before a formatted magnitude; one below the shown precision ("< 0.01") keeps a true comparison. */
function withSign(text: string, negative: boolean): string {
  if (text.startsWith('< ')) return negative ? `> −${text.slice(2)}` : `< +${text.slice(2)}`;
  return `${negative ? '−' : '+'}${text}`;
}

/** The colour of a signed figure; the sign says it too, so colour is never the only cue. */
export function signClass(value: string | null): string {
  if (value === null || /^[-+]?0*(\.0*)?$/.test(value)) return '';
  return value.startsWith('-') ? 'text-red-700 dark:text-red-400' : 'text-green-700 dark:text-green-400';
}

/** "12.5 WVENOM"; a signed amount keeps its sign. */
export function inToken(amount: TokenAmount, tokens: readonly Token[], signed = false): string {
  const token = tokenOrFallback(amount.token, tokens);
  const negative = amount.amount.startsWith('-');
  const units = negative ? amount.amount.slice(1) : amount.amount;
  const text = `${formatUnits(units, token.decimals)} ${token.symbol}`;
  return signed && units.replace(/0/g, '') !== '' ? withSign(text, negative) : text;
}

/** What a collection's held NFTs cost: "–" when none has a cost basis (all minted or received), not "$0.00". */
export function paidText(held: { count: number; withoutCostBasis: number; costUsd: string }): string {
  return held.withoutCostBasis === held.count ? '–' : formatUsd(held.costUsd);
}

/** "2026-12-07 14:05 UTC". */
export function utcDate(ts: number): string {
  return `${new Date(ts * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
