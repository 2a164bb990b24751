// The activity table. ActivityTable.astro renders it on the server (explore, collection, profile and
// NFT pages); the NFT page's island re-renders it, without the item column, after an action or a
// change of the market. The item column (ActivityItem, with its image code) comes in as a prop so the
// island does not load it.
// Below md each row is a compact two-column card (uno.config.ts: .activity-table), so no page scrolls sideways.
import type { ComponentType } from 'react';
import type { NftEvent } from '@shared/contract/schemas';
import { summarizeEvent } from '../view-model/event-summary';
import { EVENT_TYPE_LABELS } from '@shared/contract/enums/event-types';
import type { Token } from '@shared/lib/tokens';
import AddressLink, { nameOf, type UserNames } from './AddressLink';
import EmptyState from './EmptyState';
import PriceTag from './PriceTag';
import RelativeTime from './RelativeTime';
import { EXPLORER_TRANSACTION_URL } from '@shared/lib/site';

export interface ActivityTableProps {
  readonly events: readonly NftEvent[];
  readonly tokens: readonly Token[];
  /** The item column's cell (ActivityItem); none on an NFT page, where it is redundant. */
  readonly Item?: ComponentType<{ event: NftEvent }> | undefined;
  readonly names?: UserNames | undefined;
  /** The render time (unix seconds): dates then read "3 min ago", exact on hover or focus. */
  readonly now?: number | undefined;
}

export default function ActivityTable({ events, tokens, Item, names = {}, now }: ActivityTableProps) {
  if (events.length === 0) return <EmptyState title="No activity yet" />;
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 dark:border-gray-800">
      <table className="activity-table w-full text-left text-sm md:min-w-[640px]" data-testid="activity-table">
        <thead className="bg-gray-50 text-xs uppercase tracking-wide text-ink-soft dark:bg-gray-900 dark:text-gray-400">
          <tr>
            <th scope="col" className="px-4 py-3">
              Event
            </th>
            {Item && (
              <th scope="col" className="px-4 py-3">
                Item
              </th>
            )}
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
                <td className="px-4 py-3 font-600" data-cell="event">
                  {EVENT_TYPE_LABELS[event.eventType]}
                </td>
                {Item && (
                  <td className="px-4 py-3" data-cell="item">
                    <Item event={event} />
                  </td>
                )}
                <td className="px-4 py-3" data-cell="price">
                  {summary.price ? <PriceTag units={summary.price} token={summary.token} usd={summary.usd} tokens={tokens} /> : '—'}
                </td>
                <td className="px-4 py-3" data-cell="from" data-label="From">
                  <AddressLink address={summary.from} name={nameOf(names, summary.from)} />
                </td>
                <td className="px-4 py-3" data-cell="to" data-label="To">
                  <AddressLink address={summary.to} name={nameOf(names, summary.to)} />
                </td>
                <td className="px-4 py-3 text-ink-soft dark:text-gray-300" data-cell="date">
                  <RelativeTime seconds={event.datetime} now={now} />
                  {event.transactionHash && (
                    <a
                      href={`${EXPLORER_TRANSACTION_URL}${event.transactionHash}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="ml-1.5 inline-block rounded px-0.5 align-middle text-brand-dark hover:text-brand-deep focus-visible:outline-2 focus-visible:outline-brand dark:text-brand"
                      aria-label="Transaction on the explorer"
                      title="Transaction on the explorer"
                      data-testid="explorer-transaction"
                    >
                      <svg
                        aria-hidden="true"
                        width="14"
                        height="14"
                        viewBox="0 0 24 24"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                      >
                        <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
                      </svg>
                    </a>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
