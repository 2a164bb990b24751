// Sales in an NFT's activity: the price-history chart draws the same events, with the same USD
// values, as the activity table shows; and the transfer a sale makes is not listed as a second row.
import type { NftEvent } from '@shared/contract/schemas';
import { summarizeEvent } from './event-summary';
import type { ChartPoint } from '@shared/lib/price-chart';

export const SALE_EVENT_TYPES = ['sell_purchased', 'offer_filled', 'auction_complete'] as const;
const SALES: ReadonlySet<string> = new Set(SALE_EVENT_TYPES);

/** The events' sales with a USD value, as chart points (the activity table's own USD figures). */
export function salePoints(events: readonly NftEvent[]): ChartPoint[] {
  const points: ChartPoint[] = [];
  for (const event of events) {
    if (!SALES.has(event.eventType)) continue;
    const usd = Number(summarizeEvent(event).usd);
    if (summarizeEvent(event).usd !== null && Number.isFinite(usd)) points.push({ ts: event.datetime, usd });
  }
  return points;
}

/** How far apart (seconds) a sale and the transfer it caused may be recorded. */
const SAME_TRADE_SECONDS = 60;

/**
 * The events without the "Transferred" row of each sale: a transfer of the same NFT between the
 * sale's seller and buyer, at about the same time. Other transfers stay.
 */
export function withoutSaleTransfers<E extends NftEvent>(events: readonly E[]): E[] {
  const sales = events.filter((e) => SALES.has(e.eventType)).map((e) => ({ nft: e.address, at: e.datetime, ...summarizeEvent(e) }));
  if (sales.length === 0) return [...events];
  return events.filter((e) => {
    if (e.eventType !== 'transfer' || !e.transfer) return true;
    const { from, to } = e.transfer;
    return !sales.some((s) => s.nft === e.address && s.from === from && s.to === to && Math.abs(s.at - e.datetime) <= SAME_TRADE_SECONDS);
  });
}
