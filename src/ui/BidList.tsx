// An auction's bids, the outbid ones marked. BidList.astro renders it on the server; the NFT page's
// island renders it live.
import type { AuctionBid } from '@shared/contract/schemas';
import { isOutbid } from '@shared/lib/bids';
import type { Token } from '@shared/lib/tokens';
import AddressLink, { nameOf, type UserNames } from './AddressLink';
import PriceTag from './PriceTag';
import RelativeTime from './RelativeTime';

export interface BidListProps {
  readonly bids: readonly AuctionBid[];
  readonly maxBid: string | null;
  readonly token: string;
  readonly tokens: readonly Token[];
  readonly names?: UserNames | undefined;
}

export default function BidList({ bids, maxBid, token, tokens, names = {} }: BidListProps) {
  if (bids.length === 0) return null;
  return (
    <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800" data-testid="bids">
      {bids.map((bid) => (
        <li key={`${bid.from}-${bid.createdAt}-${bid.price}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <PriceTag units={bid.price} token={token} usd={bid.usdPrice} tokens={tokens} />
          <span className="text-sm">
            {'by '}
            <AddressLink address={bid.from} name={nameOf(names, bid.from)} />
          </span>
          {maxBid !== null && isOutbid(maxBid, bid.price) && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-700 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
              Outbid
            </span>
          )}
          <span className="text-xs text-ink-faint">
            <RelativeTime seconds={bid.createdAt} />
          </span>
        </li>
      ))}
    </ul>
  );
}
