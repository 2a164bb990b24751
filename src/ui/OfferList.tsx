// An NFT's offers. OfferList.astro renders it on the server; the NFT page's island renders it live,
// with the owner's Accept offer and the buyer's Cancel my offer on each open offer (`actionFor`).
import type { ReactNode } from 'react';
import type { DirectBuy } from '@shared/contract/schemas';
import { STATUS_LABELS } from '@shared/contract/enums/statuses';
import type { Token } from '@shared/lib/tokens';
import AddressLink, { nameOf, type UserNames } from './AddressLink';
import EmptyState from './EmptyState';
import PriceTag from './PriceTag';
import RelativeTime from './RelativeTime';

export interface OfferListProps {
  readonly offers: readonly DirectBuy[];
  readonly tokens: readonly Token[];
  readonly names?: UserNames | undefined;
  readonly actionFor?: ((offer: DirectBuy) => ReactNode) | undefined;
}

export default function OfferList({ offers, tokens, names = {}, actionFor }: OfferListProps) {
  if (offers.length === 0) return <EmptyState title="No offers yet" />;
  return (
    <ul
      className="divide-y divide-gray-200 rounded-xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800"
      data-testid="offers"
    >
      {offers.map((offer) => (
        <li key={offer.address} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3" data-offer={offer.address}>
          <PriceTag units={offer.price.price} token={offer.price.priceToken} usd={offer.price.usdPrice} tokens={tokens} />
          <span className="text-sm">
            {'from '}
            <AddressLink address={offer.buyer} name={nameOf(names, offer.buyer)} />
          </span>
          <span className="text-xs text-ink-faint">
            {STATUS_LABELS[offer.status]}
            {offer.expiredAt ? (
              <>
                {' · until '}
                <RelativeTime seconds={offer.expiredAt} />
              </>
            ) : null}
          </span>
          {actionFor?.(offer)}
        </li>
      ))}
    </ul>
  );
}
