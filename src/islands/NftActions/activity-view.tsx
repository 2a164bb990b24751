// The NFT page's activity table (ActivityTable on the server, without the item column) and its
// market-fee line, re-rendered by the island after an action or a change seen by its refetch.
import type { DirectSell, NftEvent } from '@contract/schemas';
import { summarizeEvent } from '../../lib/event-summary';
import { EVENT_TYPE_LABELS } from '@contract/enums/event-types';
import { fractionToPercent } from '../../lib/fees';
import type { Token } from '../../lib/tokens';
import { AddressLink, PriceTag, RelativeTime } from './view';

export function ActivityRows({ events, tokens }: { events: readonly NftEvent[]; tokens: readonly Token[] }) {
  if (events.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 px-6 py-16 text-center dark:border-gray-700">
        <p className="font-700">No activity yet</p>
      </div>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 dark:border-gray-800">
      <table className="activity-table w-full text-left text-sm md:min-w-[640px]" data-testid="activity-table">
        <thead className="bg-gray-50 text-xs uppercase tracking-wide text-ink-soft dark:bg-gray-900 dark:text-gray-400">
          <tr>
            <th scope="col" className="px-4 py-3">
              Event
            </th>
            <th scope="col" className="px-4 py-3">
              Price
            </th>
            <th scope="col" className="px-4 py-3">
              From
            </th>
            <th scope="col" className="px-4 py-3">
              To
            </th>
            <th scope="col" className="px-4 py-3">
              Date
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {events.map((event) => {
            const summary = summarizeEvent(event);
            return (
              <tr key={event.id}>
                <td className="px-4 py-3 font-600" data-cell="event">{EVENT_TYPE_LABELS[event.eventType]}</td>
                <td className="px-4 py-3" data-cell="price">
                  {summary.price ? <PriceTag units={summary.price} token={summary.token} usd={summary.usd} tokens={tokens} /> : '—'}
                </td>
                <td className="px-4 py-3" data-cell="from" data-label="From">
                  <AddressLink address={summary.from} />
                </td>
                <td className="px-4 py-3" data-cell="to" data-label="To">
                  <AddressLink address={summary.to} />
                </td>
                <td className="px-4 py-3 text-ink-soft dark:text-gray-300" data-cell="date">
                  <RelativeTime seconds={event.datetime} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The royalty section's " · Market fee N%" of the active listing. */
export function MarketFee({ sale }: { sale: DirectSell | null }) {
  if (!sale) return null;
  return <span className="text-ink-faint"> · Market fee {fractionToPercent(sale.fee)}%</span>;
}
