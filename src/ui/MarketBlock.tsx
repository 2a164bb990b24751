// The NFT's market state inside the sale box: a running auction, a fixed-price listing, or not for
// sale (with the listing that ended). SaleBox.astro renders it on the server, the NFT page's island
// again after an action or a change of the market: one markup for both. A signed-in viewer also reads
// where they stand: the highest bidder, outbid (their bid against the highest), the winner, and their
// own open offer with its Edit and Cancel even when it is not the best.
import type { ReactNode } from 'react';
import type { Auction, DirectBuy } from '@shared/contract/schemas';
import { normalizeAddress } from '@shared/lib/address';
import { formatUnits } from '@shared/lib/amounts';
import { hasBid } from '@shared/lib/bids';
import { bestOpenOffer, endedAuctionNote, isListingOver, ownBestOffer, ownLatestBid, type AuctionViewer } from '../view-model/market-view';
import { STATUS_LABELS } from '@shared/contract/enums/statuses';
import { tokenOrFallback, type Token } from '@shared/lib/tokens';
import type { MarketState } from '~/view-model/market';
import AddressLink, { nameOf, type UserNames } from './AddressLink';
import PriceTag from './PriceTag';
import RelativeTime from './RelativeTime';

export interface MarketBlockProps {
  readonly state: MarketState;
  readonly tokens: readonly Token[];
  /** Unix seconds the listing and offers are judged at. */
  readonly now: number;
  readonly names?: UserNames | undefined;
  /** The ticking countdown island of a running auction (see `countdownEnd`). */
  readonly countdown?: ReactNode;
  /**
   * The signed-in viewer's address, null for a visitor; undefined while unknown (the server's render):
   * the box then words nothing for one role only.
   */
  readonly viewer?: string | null | undefined;
  /** The buttons beside an offer in the box: the owner's Accept offer (of an NFT not for sale), the maker's Edit and Cancel. */
  readonly offerAction?: ((offer: DirectBuy) => ReactNode) | undefined;
}

/** When a running auction's countdown ends, if it shows one. */
export function countdownEnd(auction: Auction | null | undefined): number | null {
  return auction && auction.status === 'active' ? auction.finishTime : null;
}

const same = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && normalizeAddress(a) === normalizeAddress(b);

export default function MarketBlock({ state, tokens, now, names = {}, countdown, viewer, offerAction }: MarketBlockProps) {
  const { auction, sale } = state;
  const isOwner = same(viewer, state.owner);
  const mine = ownBestOffer(state.offers, now, viewer);
  /** The viewer's own offer when it is not the one the box names as the best. */
  const ownLine = (shownBest: DirectBuy | null) =>
    mine &&
    mine.address !== shownBest?.address && (
      <div className="flex flex-wrap items-center justify-between gap-2" data-testid="own-offer">
        <p className="text-sm">
          {'Your offer '}
          <PriceTag units={mine.price.price} token={mine.price.priceToken} usd={mine.price.usdPrice} tokens={tokens} />
        </p>
        {offerAction?.(mine)}
      </div>
    );
  if (auction) {
    const bid = hasBid(auction.maxBid);
    const endsAt = countdownEnd(auction);
    // Past its end, not finished yet: it takes no more bids, and the box says what comes next.
    const ended = endsAt !== null && endsAt <= now;
    const leading = same(viewer, auction.lastBidFrom);
    const role: AuctionViewer = isOwner ? 'seller' : leading ? 'leader' : 'other';
    const ownBid = !isOwner && !leading && bid ? ownLatestBid(state.bids, viewer) : null;
    const bidToken = tokenOrFallback(auction.bidToken, tokens);
    const amount = (units: string) => `${formatUnits(units, bidToken.decimals)} ${bidToken.symbol}`;
    return (
      <div className="space-y-3">
        <SaleKind kind="Auction" testId="auction-status" status={ended ? 'Ended' : STATUS_LABELS[auction.status]} />
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
        {auction.minBid && !ended && (
          <p className="text-sm">
            {'Next bid at least '}
            <PriceTag units={auction.minBid} token={auction.bidToken} usd={auction.minUsdBid} tokens={tokens} />
          </p>
        )}
        {auction.lastBidFrom && <LeaderLine leader={auction.lastBidFrom} you={leading} ended={ended} names={names} />}
        {ownBid && (
          <p
            className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-600 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
            data-testid="outbid"
          >
            {`You were outbid: your bid ${amount(ownBid.price)}, highest ${amount(auction.maxBid ?? '0')}`}
          </p>
        )}
        {ownLine(null)}
        {ended && (
          <div>
            <p className="mb-1 text-xs uppercase tracking-wide text-ink-faint">
              {'Ended '}
              <RelativeTime seconds={endsAt} />
            </p>
            <p className="text-sm" data-testid="auction-next-step">
              {endedAuctionNote(role, bid)}
            </p>
          </div>
        )}
        {endsAt !== null && !ended && (
          <div>
            <p className="mb-1 text-xs uppercase tracking-wide text-ink-faint">
              {'Ends '}
              <RelativeTime seconds={endsAt} />
            </p>
            {countdown}
          </div>
        )}
      </div>
    );
  }
  const best = bestOpenOffer(state.offers, now);
  const bestLine = (action: ReactNode) =>
    best && (
      <div className="flex flex-wrap items-center justify-between gap-2" data-testid="best-offer">
        <p className="text-sm">
          {best.address === mine?.address ? 'Best offer, yours: ' : 'Best offer '}
          <PriceTag units={best.price.price} token={best.price.priceToken} usd={best.price.usdPrice} tokens={tokens} />
        </p>
        {action}
      </div>
    );
  if (sale && !isListingOver(sale, now)) {
    return (
      <div className="space-y-3">
        <SaleKind kind="Fixed price" testId="sale-status" status={STATUS_LABELS[sale.status]} />
        <PriceTag units={sale.price.price} token={sale.price.priceToken} usd={sale.price.usdPrice} tokens={tokens} size="lg" />
        <p className="text-sm">
          {'Listed by '}
          <AddressLink address={sale.seller} name={nameOf(names, sale.seller)} />
        </p>
        {sale.expiredAt ? (
          <p className="text-xs text-ink-faint">
            {'Until '}
            <RelativeTime seconds={sale.expiredAt} />
          </p>
        ) : null}
        {/* Live passes no owner's action while listed: accepting needs the listing cancelled first. */}
        {bestLine(best && offerAction?.(best))}
        {ownLine(best)}
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="font-700">Not for sale</p>
      {sale && <EndedListing sale={sale} tokens={tokens} now={now} />}
      {bestLine(best && offerAction?.(best)) || (
        <p className="text-sm text-ink-soft dark:text-gray-400" data-testid="no-offers">
          {'No offers yet.'}
          {/* An owner makes no offer on their own NFT; unknown viewers get the hint hidden while a session may exist (uno.config.ts). */}
          {!isOwner && <span data-visitor-only={viewer === undefined ? '' : undefined}> You can still make an offer.</span>}
        </p>
      )}
      {ownLine(best)}
    </div>
  );
}

/**
 * Who leads a running auction, or who won an ended one: the viewer reads it as "you", never their
 * own address.
 */
function LeaderLine({ leader, you, ended, names }: { leader: string; you: boolean; ended: boolean; names: UserNames }) {
  if (you)
    return (
      <p className="text-sm font-700" data-testid="leading-bidder">
        {ended ? "You're the winning bidder" : "You're the highest bidder"}
      </p>
    );
  return (
    <p className="text-sm" data-testid="leading-bidder">
      {ended ? 'Winning bidder ' : 'Leading bidder '}
      <AddressLink address={leader} name={nameOf(names, leader)} />
    </p>
  );
}

/** "Auction · Active": the kind of sale and its status. */
function SaleKind({ kind, testId, status }: { kind: string; testId: string; status: string }) {
  return (
    <p className="text-sm text-ink-soft dark:text-gray-400">
      {`${kind} · `}
      <span data-testid={testId}>{status}</span>
    </p>
  );
}

/** A listing that is over: its price small and muted, with why it ended. */
function EndedListing({ sale, tokens, now }: { sale: NonNullable<MarketState['sale']>; tokens: readonly Token[]; now: number }) {
  const status = sale.status === 'active' && sale.expiredAt && sale.expiredAt <= now ? 'expired' : sale.status;
  const token = tokenOrFallback(sale.price.priceToken, tokens);
  return (
    <p className="text-sm text-ink-soft dark:text-gray-400" data-testid="ended-listing">
      {'Last listed at '}
      <span className="tabular-nums">{`${formatUnits(sale.price.price, token.decimals)} ${token.symbol}`}</span>
      {' · '}
      <span data-testid="sale-status">{STATUS_LABELS[status]}</span>
    </p>
  );
}
