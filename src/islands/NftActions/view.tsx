// The live market view: the same markup as SaleBox, OfferList and BidList render on the server,
// re-rendered by the island after an action or a change seen by the 5 s refetch.
import { createContext, useContext, type ReactNode } from 'react';
import type { AuctionBid, DirectBuy } from '@contract/schemas';
import { isZeroAddress, shortenAddress } from '../../lib/address';
import { formatUsd, formatUnits } from '../../lib/amounts';
import { hasBid, isOutbid } from '../../lib/bids';
import { bestOpenOffer, isListingOver } from '../../lib/market-view';
import { STATUS_LABELS } from '@contract/enums/statuses';
import { tokenOrFallback, type Token } from '../../lib/tokens';
import Countdown from '../Countdown/Countdown';
import type { MarketState } from './market';

export function PriceTag(props: {
  units: string | null | undefined;
  token: string | null | undefined;
  usd?: string | null;
  tokens: readonly Token[];
  size?: 'sm' | 'lg';
}) {
  const info = props.token ? tokenOrFallback(props.token, props.tokens) : null;
  if (!props.units || !info) return <span className="text-sm text-ink-faint dark:text-gray-400">—</span>;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      <span className={`whitespace-nowrap font-700 tabular-nums ${props.size === 'lg' ? 'text-2xl' : 'text-sm'}`}>
        {formatUnits(props.units, info.decimals)} {info.symbol}
      </span>
      {props.usd && <span className="text-xs text-ink-faint dark:text-gray-400 tabular-nums">{formatUsd(props.usd)}</span>}
    </span>
  );
}

/** Usernames by address, from the page (AddressLink.astro shows the same). */
export const UserNames = createContext<Readonly<Record<string, string>>>({});

export function AddressLink({ address }: { address: string | null | undefined }) {
  const names = useContext(UserNames);
  if (!address || isZeroAddress(address)) return <span className="text-sm text-ink-faint">—</span>;
  const name = names[address];
  if (name)
    return (
      <a href={`/profile/${address}`} className="link inline-block max-w-[8rem] truncate align-bottom text-sm font-600" title={address}>
        {name}
      </a>
    );
  return (
    <a href={`/profile/${address}`} className="link font-mono text-sm" title={address}>
      {shortenAddress(address)}
    </a>
  );
}

export function RelativeTime({ seconds }: { seconds: number }) {
  const iso = new Date(seconds * 1000).toISOString();
  return (
    <time dateTime={iso} className="whitespace-nowrap tabular-nums">
      {`${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`}
    </time>
  );
}

/** SaleBox's market state. */
export function MarketBlock({ state, tokens, now }: { state: MarketState; tokens: readonly Token[]; now: number }) {
  const { auction, sale } = state;
  if (auction) {
    const bid = hasBid(auction.maxBid);
    return (
      <div className="space-y-3">
        <p className="text-sm text-ink-soft dark:text-gray-400">
          Auction · <span data-testid="auction-status">{STATUS_LABELS[auction.status]}</span>
        </p>
        <div>
          <p className="text-xs uppercase tracking-wide text-ink-faint">{bid ? 'Highest bid' : 'Starting price'}</p>
          <PriceTag
            units={bid ? auction.maxBid : auction.startBid}
            token={auction.bidToken}
            usd={bid ? auction.maxUsdBid : auction.startUsdBid}
            tokens={tokens}
            size="lg"
          />
        </div>
        {auction.minBid && (
          <p className="text-sm">
            Next bid at least <PriceTag units={auction.minBid} token={auction.bidToken} usd={auction.minUsdBid} tokens={tokens} />
          </p>
        )}
        {auction.lastBidFrom && (
          <p className="text-sm">
            Leading bidder <AddressLink address={auction.lastBidFrom} />
          </p>
        )}
        {auction.finishTime !== null && auction.status === 'active' && (
          <div>
            <p className="mb-1 text-xs uppercase tracking-wide text-ink-faint">
              Ends <RelativeTime seconds={auction.finishTime} />
            </p>
            <Countdown key={auction.finishTime} endsAt={auction.finishTime} renderedAt={now} />
          </div>
        )}
      </div>
    );
  }
  const best = bestOpenOffer(state.offers, now);
  const bestLine = best && (
    <p className="text-sm" data-testid="best-offer">
      Best offer <PriceTag units={best.price.price} token={best.price.priceToken} usd={best.price.usdPrice} tokens={tokens} />
    </p>
  );
  if (sale && !isListingOver(sale, now)) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-ink-soft dark:text-gray-400">
          Fixed price · <span data-testid="sale-status">{STATUS_LABELS[sale.status]}</span>
        </p>
        <PriceTag units={sale.price.price} token={sale.price.priceToken} usd={sale.price.usdPrice} tokens={tokens} size="lg" />
        <p className="text-sm">
          Listed by <AddressLink address={sale.seller} />
        </p>
        {sale.expiredAt ? (
          <p className="text-xs text-ink-faint">
            Until <RelativeTime seconds={sale.expiredAt} />
          </p>
        ) : null}
        {bestLine}
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="font-700">Not for sale</p>
      {sale && <EndedListing sale={sale} tokens={tokens} now={now} />}
      {bestLine || <p className="text-sm text-ink-soft dark:text-gray-400">No offers yet. You can still make an offer.</p>}
    </div>
  );
}

/** A listing that is over: its price small and muted, with why it ended. */
function EndedListing({ sale, tokens, now }: { sale: NonNullable<MarketState['sale']>; tokens: readonly Token[]; now: number }) {
  const status = sale.status === 'active' && sale.expiredAt && sale.expiredAt <= now ? 'expired' : sale.status;
  return (
    <p className="text-sm text-ink-soft dark:text-gray-400" data-testid="ended-listing">
      Last listed at{' '}
      <span className="tabular-nums">
        {formatUnits(sale.price.price, tokenOrFallback(sale.price.priceToken, tokens).decimals)} {tokenOrFallback(sale.price.priceToken, tokens).symbol}
      </span>{' '}
      · <span data-testid="sale-status">{STATUS_LABELS[status]}</span>
    </p>
  );
}

/** OfferList, with the owner's Accept offer and the buyer's Cancel my offer on each open offer. */
export function OfferRows({
  offers,
  tokens,
  actionFor,
}: {
  offers: readonly DirectBuy[];
  tokens: readonly Token[];
  actionFor: (offer: DirectBuy) => ReactNode;
}) {
  if (offers.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 px-6 py-16 text-center dark:border-gray-700">
        <p className="font-700">No offers yet</p>
      </div>
    );
  }
  return (
    <ul
      className="divide-y divide-gray-200 rounded-xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800"
      data-testid="offers"
    >
      {offers.map((offer) => (
        <li key={offer.address} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3" data-offer={offer.address}>
          <PriceTag units={offer.price.price} token={offer.price.priceToken} usd={offer.price.usdPrice} tokens={tokens} />
          <span className="text-sm">
            from <AddressLink address={offer.buyer} />
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
          {actionFor(offer)}
        </li>
      ))}
    </ul>
  );
}

/** BidList. */
export function BidRows({
  bids,
  maxBid,
  token,
  tokens,
}: {
  bids: readonly AuctionBid[];
  maxBid: string | null;
  token: string;
  tokens: readonly Token[];
}) {
  if (bids.length === 0) return null;
  return (
    <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800" data-testid="bids">
      {bids.map((bid) => (
        <li key={`${bid.from}-${bid.createdAt}-${bid.price}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <PriceTag units={bid.price} token={token} usd={bid.usdPrice} tokens={tokens} />
          <span className="text-sm">
            by <AddressLink address={bid.from} />
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
