// Listing or cancelling many NFTs at once (My NFTs): which ones are skipped and why, the
// "floor + x%" price, the selection's totals (fee, royalty, what the seller receives) and the
// outcome's counts. The listing itself is the NFT page's own action.
import type { Fraction } from './fees';
import { royaltyForPrice, saleProceeds } from './royalty';

export type BulkMode = 'list' | 'cancel';

/** The bulk dialog's title (and its first frame's, shown at the click). */
export function bulkDialogTitle(mode: BulkMode, count: number): string {
  return mode === 'list' ? `List ${count} NFTs` : `Cancel ${count} listings`;
}

/** Why an NFT of the selection is not listed (or not cancelled): read again just before its turn. */
export const BULK_SKIP_REASONS = {
  transferred: 'No longer yours (transferred meanwhile)',
  alreadyListed: 'Already listed',
  inAuction: 'In an auction',
  notListed: 'Not listed',
  noFloor: 'Its collection has no floor price',
} as const;
export type BulkSkip = keyof typeof BULK_SKIP_REASONS;

/** What the NFT's record says now. */
export interface BulkNftState {
  readonly owner: string | null;
  /** The live fixed-price listing. */
  readonly forsale: string | null;
  /** The live auction, or an ended one nobody finished (it still holds the NFT). */
  readonly auction: string | null;
}

/** Null when the NFT can go ahead; `me` and `owner` in the same (normalised) form. */
export function bulkSkip(mode: BulkMode, state: BulkNftState, me: string): BulkSkip | null {
  if (state.owner !== me) return 'transferred';
  if (state.auction !== null) return 'inAuction';
  if (mode === 'list') return state.forsale !== null ? 'alreadyListed' : null;
  return state.forsale === null ? 'notListed' : null;
}

/** How a bulk listing prices each NFT. */
export const PRICING_MODES = ['same', 'each', 'floor'] as const;
export type PricingMode = (typeof PRICING_MODES)[number];
export const PRICING_MODE_LABELS: Readonly<Record<PricingMode, string>> = {
  same: 'One price for all',
  each: 'A price each',
  floor: 'Floor + x%',
};

/** At most two decimals, from -99.99 % (a price must stay above zero) up to 10,000 %. */
const PERCENT = /^-?\d{1,5}(?:\.\d{1,2})?$/;

/** The floor (units) raised by `percent` (a decimal text), rounded up to a whole unit; null when the text is not a percentage. */
export function floorPlusPercent(floorUnits: bigint, percent: string): bigint | null {
  const text = percent.trim();
  if (!PERCENT.test(text)) return null;
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const hundredths = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  const signed = text.startsWith('-') ? -hundredths : hundredths;
  if (signed <= -10_000n || signed > 1_000_000n) return null;
  const scaled = floorUnits * (10_000n + signed);
  const units = (scaled + 9_999n) / 10_000n;
  return units > 0n ? units : null;
}

export type BulkStatus = 'waiting' | 'signing' | 'confirming' | 'indexing' | 'done' | 'skipped' | 'rejected' | 'failed';

/** The counts the dialog reports at the end. */
export function bulkSummary(statuses: readonly BulkStatus[]): { done: number; skipped: number; rejected: number; failed: number } {
  const count = (status: BulkStatus) => statuses.filter((s) => s === status).length;
  return { done: count('done'), skipped: count('skipped'), rejected: count('rejected'), failed: count('failed') };
}

/** The sentence at the end of a run, e.g. "2 listed, 1 skipped". */
export function bulkSummaryText(mode: BulkMode, statuses: readonly BulkStatus[]): string {
  const s = bulkSummary(statuses);
  const parts = [`${s.done} ${mode === 'list' ? 'listed' : 'cancelled'}`];
  if (s.skipped > 0) parts.push(`${s.skipped} skipped`);
  if (s.rejected > 0) parts.push(`${s.rejected} rejected`);
  if (s.failed > 0) parts.push(`${s.failed} failed`);
  return parts.join(', ');
}

/** One NFT of a bulk listing as priced, with what its quote says the seller pays. */
export interface BulkPricedItem {
  /** Token root. */
  readonly token: string;
  /** Price, in the token's smallest units. */
  readonly price: bigint;
  /** The market fee fraction; null while unknown. */
  readonly fee: Fraction | null;
  /** Royalty units on one whole coin of price; null without a royalty. */
  readonly royaltyPerCoin: bigint | null;
}

/** The selection's sums in one token, as a single listing's summary shows them. */
export interface BulkTokenTotals {
  readonly token: string;
  readonly count: number;
  readonly price: bigint;
  /** Null when some NFT's fee is not known yet: no total is better than a wrong one. */
  readonly fee: bigint | null;
  readonly royalty: bigint;
  /** What the seller receives when all sell: each NFT's proceeds (never below 0), summed. */
  readonly receive: bigint | null;
}

/** Sums per token, in the order the tokens first appear. */
export function bulkTotals(items: readonly BulkPricedItem[]): BulkTokenTotals[] {
  const byToken = new Map<string, BulkTokenTotals>();
  for (const item of items) {
    const sums = byToken.get(item.token) ?? { token: item.token, count: 0, price: 0n, fee: 0n, royalty: 0n, receive: 0n };
    const proceeds = item.fee === null ? null : saleProceeds(item.price, item.fee, item.royaltyPerCoin);
    const royalty = item.royaltyPerCoin === null ? 0n : royaltyForPrice(item.price, item.royaltyPerCoin);
    byToken.set(item.token, {
      token: item.token,
      count: sums.count + 1,
      price: sums.price + item.price,
      fee: proceeds && sums.fee !== null ? sums.fee + proceeds.fee : null,
      royalty: sums.royalty + royalty,
      receive: proceeds && sums.receive !== null ? sums.receive + proceeds.proceeds : null,
    });
  }
  return [...byToken.values()];
}
