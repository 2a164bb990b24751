// The Watchlist tab with the session: the signed-in owner's watched NFTs and collections, each with a
// link, its floor alert, its price (or floor) as listed in its token, with its USD value and the move since the watch began, and Remove. Anyone else is told the list is private.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import type { Watch } from '@shared/contract/schemas';
import { normalizeAddress } from '@shared/lib/address';
import { formatUnits, formatUsd } from '@shared/lib/amounts';
import { tokenOrFallback, type Token } from '@shared/lib/tokens';
import { priceChangeText } from '@shared/lib/watch-change';
import { $session } from '../../stores/session';
import { WATCHLIST_PRIVATE, type WatchlistProps } from './Watchlist';
import { ROUTE_PATHS } from '@shared/contract/route-paths';

export default function WatchlistLive({ apiBase, address, tokens }: WatchlistProps) {
  const session = useStore($session);
  const [items, setItems] = useState<readonly Watch[] | null>(null);
  const owner = session !== null && normalizeAddress(session.address) === normalizeAddress(address);
  const token = owner ? session.token : null;

  const call = useCallback(
    async (path: string, body?: unknown) => {
      const res = await fetch(`${apiBase}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (res.ok) setItems(((await res.json()) as { items: Watch[] }).items);
    },
    [apiBase, token],
  );

  useEffect(() => {
    if (token) void call(ROUTE_PATHS.watchlist).catch(() => undefined);
  }, [token, call]);

  if (!owner) return <p className="text-sm text-ink-soft dark:text-gray-300">{WATCHLIST_PRIVATE}</p>;
  if (items === null) return <p className="text-sm text-ink-soft dark:text-gray-300">Loading your watchlist…</p>;
  if (items.length === 0)
    return <p className="text-sm text-ink-soft dark:text-gray-300">You watch nothing yet. Use Watch on an NFT or a collection page.</p>;
  return (
    <ul
      className="divide-y divide-gray-200 rounded-xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800"
      data-testid="watchlist"
    >
      {items.map((w) => (
        // On a phone the price goes under the name (a grid), so the name keeps the row's width; from sm up, one row.
        <li key={`${w.kind}:${w.target}`} className="grid grid-cols-[2.5rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 p-3 sm:flex">
          {w.image ? (
            <img
              src={w.image}
              alt=""
              width={40}
              height={40}
              className="row-span-2 h-10 w-10 shrink-0 self-start rounded-lg object-cover sm:self-center"
              loading="lazy"
            />
          ) : (
            <span className="row-span-2 h-10 w-10 shrink-0 self-start rounded-lg bg-gray-100 sm:self-center dark:bg-gray-800" />
          )}
          <div className="min-w-0 flex-1">
            <a className="link block truncate font-600" href={`/${w.kind}/${w.target}`}>
              {w.name ?? w.target}
            </a>
            <p className="text-xs text-ink-soft dark:text-gray-300">
              {w.kind === 'nft'
                ? 'NFT · alert when listed'
                : w.floorBelowUsd !== null
                  ? `Collection · alert when floor ≤ $${w.floorBelowUsd}`
                  : 'Collection'}
            </p>
          </div>
          <WatchPrice watch={w} tokens={tokens} />
          <button
            type="button"
            className="btn-ghost col-start-3 row-start-1 text-sm"
            onClick={() => void call(ROUTE_PATHS.unwatch, { kind: w.kind, target: w.target })}
          >
            Remove<span className="sr-only"> {w.name ?? w.target}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The NFT's price or the collection's floor now, in its token as listed with its USD value beside, and its move since the watch began. */
function WatchPrice({ watch, tokens }: { watch: Watch; tokens: readonly Token[] }) {
  const change = priceChangeText(watch.startPriceUsd, watch.priceUsd);
  const label = watch.kind === 'nft' ? 'Price' : 'Floor';
  const token = watch.price ? tokenOrFallback(watch.price.token, tokens) : null;
  const usd = watch.priceUsd !== null ? formatUsd(String(watch.priceUsd)) : null;
  return (
    <p className="col-span-2 col-start-2 row-start-2 shrink-0 text-sm tabular-nums sm:text-right" data-testid="watch-price">
      <span className="sr-only">{label}: </span>
      {watch.price && token ? (
        <span className="block font-700" data-testid="watch-token-price">
          {formatUnits(watch.price.amount, token.decimals)} {token.symbol}
        </span>
      ) : (
        (usd ?? (watch.kind === 'nft' ? 'Not listed' : 'No floor'))
      )}
      {(watch.price && usd) || change ? (
        <span className="block text-xs">
          {watch.price && usd && (
            <span className="text-ink-soft dark:text-gray-300" data-testid="watch-usd">
              {usd}
            </span>
          )}
          {watch.price && usd && change && <span aria-hidden="true"> · </span>}
          {change && (
            <span
              className={`font-600 ${change.startsWith('-') ? 'text-red-700 dark:text-red-300' : 'text-[#0b6b4f] dark:text-brand'}`}
              data-testid="watch-change"
            >
              {change}
              <span className="sr-only"> in USD since you started watching</span>
            </span>
          )}
        </span>
      ) : null}
    </p>
  );
}
