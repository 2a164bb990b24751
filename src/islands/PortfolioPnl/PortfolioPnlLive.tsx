// The Portfolio tab with the session: the signed-in owner's realised P&L over the URL's period (each sale,
// and the totals with the fees and royalties paid), the unrealised P&L per collection and per NFT, and the
// download of their trade history. Anyone else is told it is private.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { PNL_PERIODS, type PnlPeriod } from '@shared/contract/enums/pnl-periods';
import type { CostBasisView, Pnl } from '@shared/contract/schemas';
import { normalizeAddress } from '@shared/lib/address';
import { formatUsd } from '@shared/lib/amounts';
import type { Token } from '@shared/lib/tokens';
import { $session } from '../../stores/session';
import { PNL_PRIVATE, type PortfolioPnlProps } from './PortfolioPnl';
import { HistoryDownload } from './HistoryDownload';
import { inToken, paidText, signClass, signedUsd, utcDate } from './format';

const PERIOD_LABELS: Record<PnlPeriod, string> = { '24h': '24 h', '7d': '7 d', '30d': '30 d', '1y': '1 year', all: 'All time' };
const SOURCE_LABELS: Record<CostBasisView['source'], string> = {
  purchase: 'Bought',
  offer: 'Offer accepted',
  auction: 'Auction won',
  mint: 'Minted',
  transfer: 'Received',
};
const muted = 'text-ink-soft dark:text-gray-300';
const cell = 'whitespace-nowrap py-1.5 pr-3 text-right tabular-nums';
const head = 'py-1 pr-3 text-right font-600';
/** Columns a phone leaves out, so the P&L column stays on screen (the CSV and a wider screen have them). */
const wide = 'hidden sm:table-cell';

/** What an NFT cost, or why it has no cost basis. */
function costText(cost: CostBasisView | null, tokens: readonly Token[]): string {
  if (!cost) return 'No cost basis (not in your history)';
  if (cost.amount === null || cost.token === null) return `No cost basis (${SOURCE_LABELS[cost.source].toLowerCase()})`;
  return `${inToken({ token: cost.token, amount: cost.amount }, tokens)}${cost.usd === null ? '' : ` · ${formatUsd(cost.usd)}`}`;
}

function Signed({ usd, testId }: { usd: string | null; testId?: string }) {
  return (
    <span className={signClass(usd)} data-testid={testId}>
      {usd === null ? '–' : signedUsd(usd)}
    </span>
  );
}

export default function PortfolioPnlLive({ apiBase, address, period, tokens }: PortfolioPnlProps) {
  const session = useStore($session);
  const owner = session !== null && normalizeAddress(session.address) === normalizeAddress(address);
  const token = owner ? session.token : null;
  const [pnl, setPnl] = useState<Pnl | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    fetch(`${apiBase}/user/pnl?period=${period}`, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      signal: abort.signal,
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        setPnl((await res.json()) as Pnl);
      })
      .catch(() => {
        if (!abort.signal.aborted) setFailed(true);
      });
    return () => abort.abort();
  }, [apiBase, period, token]);

  if (!owner) return <p className={`text-sm ${muted}`}>{PNL_PRIVATE}</p>;
  if (failed)
    return (
      <p className="text-sm text-red-700 dark:text-red-300">Your profit and loss could not be loaded. Reload the page to try again.</p>
    );
  if (pnl === null) return <p className={`text-sm ${muted}`}>Loading your profit and loss…</p>;

  const total = pnl.realised.totals.find((t) => t.period === period)!;
  const perToken = (amounts: Pnl['realised']['totals'][number]['fees']) => amounts.map((a) => inToken(a, tokens)).join(' + ');
  return (
    <section aria-labelledby="pnl-heading" className="rounded-xl border border-gray-200 p-4 dark:border-gray-800" data-testid="pnl">
      <h2 id="pnl-heading" className={`text-sm font-700 uppercase tracking-wide ${muted}`}>
        Profit and loss
      </h2>
      <p className={`mt-1 text-xs ${muted}`} data-testid="pnl-method">
        Each sale is matched with the last purchase, accepted offer or won auction of that NFT (FIFO per NFT): sale price − market fee −
        royalty (as the sale paid them) − what you paid, in USD at each moment. Unrealised: the collection&apos;s floor now − what you paid.
        Minted or received NFTs have no cost basis.
      </p>

      <nav aria-label="Period" className="mt-3 flex flex-wrap gap-2">
        {PNL_PERIODS.map((p) => (
          <a
            key={p}
            href={`?time_period=${p}`}
            aria-current={p === period ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${
              p === period
                ? 'border-ink bg-ink font-600 text-white dark:border-gray-100 dark:bg-gray-100 dark:text-gray-900'
                : 'border-gray-300 dark:border-gray-700'
            }`}
          >
            {PERIOD_LABELS[p]}
          </a>
        ))}
      </nav>

      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
        <div>
          <dt className={`text-xs ${muted}`}>Realised P&amp;L ({PERIOD_LABELS[period]})</dt>
          <dd className="text-xl font-800 tabular-nums">
            <Signed usd={total.pnlUsd} testId="pnl-realised" />
          </dd>
          <dd className={`text-xs ${muted}`} data-testid="pnl-sales-count">
            {total.sales === 1 ? '1 sale' : `${total.sales} sales`}
          </dd>
        </div>
        <div>
          <dt className={`text-xs ${muted}`}>Fees paid</dt>
          <dd className="text-lg font-700 tabular-nums" data-testid="pnl-fees">
            {formatUsd(total.feesUsd)}
          </dd>
          <dd className={`text-xs ${muted}`}>{perToken(total.fees)}</dd>
        </div>
        <div>
          <dt className={`text-xs ${muted}`}>Royalties paid</dt>
          <dd className="text-lg font-700 tabular-nums" data-testid="pnl-royalties">
            {formatUsd(total.royaltiesUsd)}
          </dd>
          <dd className={`text-xs ${muted}`}>{perToken(total.royalties)}</dd>
        </div>
        <div>
          <dt className={`text-xs ${muted}`}>Unrealised P&amp;L</dt>
          <dd className="text-xl font-800 tabular-nums">
            <Signed usd={pnl.unrealised.nftCount === 0 ? null : pnl.unrealised.pnlUsd} testId="pnl-unrealised" />
          </dd>
          <dd className={`text-xs ${muted}`}>
            {pnl.unrealised.nftCount === 0 ? 'No NFT held with a cost basis' : `on ${formatUsd(pnl.unrealised.costUsd)} paid`}
          </dd>
        </div>
      </dl>

      <h3 className="mt-5 text-sm font-700">Sales</h3>
      {pnl.realised.sales.length === 0 ? (
        <p className={`mt-1 text-sm ${muted}`}>No sales in this period.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm sm:min-w-[40rem]" data-testid="pnl-sales">
            <thead className={`text-xs ${muted}`}>
              <tr>
                <th scope="col" className="py-1 pr-3 font-600">
                  NFT
                </th>
                <th scope="col" className={head}>
                  Sold
                </th>
                <th scope="col" className={`${head} ${wide}`}>
                  Fee + royalty
                </th>
                <th scope="col" className={`${head} ${wide}`}>
                  Cost basis
                </th>
                <th scope="col" className={head}>
                  P&amp;L
                </th>
              </tr>
            </thead>
            <tbody>
              {pnl.realised.sales.map((s) => (
                <tr key={`${s.nft}:${s.ts}`} className="border-t border-gray-100 dark:border-gray-800" data-nft={s.nft}>
                  <th scope="row" className="max-w-40 truncate py-1.5 pr-3 font-600 sm:max-w-48">
                    <a className="link" href={`/nft/${s.nft}`}>
                      {s.name || 'Unnamed NFT'}
                    </a>
                    <span className={`block text-xs font-400 ${muted}`}>{utcDate(s.ts)}</span>
                  </th>
                  <td className={cell}>
                    {inToken(s.price, tokens)}
                    {s.priceUsd !== null && <span className={`block text-xs ${muted}`}>{formatUsd(s.priceUsd)}</span>}
                  </td>
                  <td className={`${cell} ${wide}`}>
                    {inToken({ token: s.price.token, amount: (BigInt(s.fee) + BigInt(s.royalty)).toString() }, tokens)}
                  </td>
                  <td className={`${cell} ${wide}`}>{costText(s.costBasis, tokens)}</td>
                  <td className={cell}>
                    <Signed usd={s.pnlUsd} testId="pnl-sale-usd" />
                    {s.pnl !== null && (
                      <span className={`block text-xs ${muted}`}>{inToken({ token: s.price.token, amount: s.pnl }, tokens, true)}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3 className="mt-5 text-sm font-700">
        Unrealised, by collection
        {pnl.unrealised.collectionCount > pnl.unrealised.collections.length && (
          <span className={`font-400 ${muted}`}>
            {' '}
            (the {pnl.unrealised.collections.length} most held of {pnl.unrealised.collectionCount}; the totals cover all)
          </span>
        )}
      </h3>
      {pnl.unrealised.collections.length === 0 ? (
        <p className={`mt-1 text-sm ${muted}`}>You hold no NFTs.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm sm:min-w-[36rem]" data-testid="pnl-collections">
            <thead className={`text-xs ${muted}`}>
              <tr>
                <th scope="col" className="py-1 pr-3 font-600">
                  Collection
                </th>
                <th scope="col" className={head}>
                  Items
                </th>
                <th scope="col" className={`${head} ${wide}`}>
                  Paid
                </th>
                <th scope="col" className={`${head} ${wide}`}>
                  Floor
                </th>
                <th scope="col" className={head}>
                  P&amp;L
                </th>
              </tr>
            </thead>
            <tbody>
              {pnl.unrealised.collections.map((c) => (
                <tr key={c.collection} className="border-t border-gray-100 dark:border-gray-800" data-collection={c.collection}>
                  <th scope="row" className="max-w-40 truncate py-1.5 pr-3 font-600 sm:max-w-48">
                    <a className="link" href={`/collection/${c.collection}`}>
                      {c.name || 'Unnamed collection'}
                    </a>
                    {/* On a phone the floor rides under the name: the P&L column stays on the screen. */}
                    <span className={`block text-xs font-400 sm:hidden ${muted}`}>
                      {c.floor ? <>Floor {inToken(c.floor, tokens)}</> : 'No floor'}
                    </span>
                  </th>
                  <td className={cell}>
                    {c.count}
                    {c.withoutCostBasis > 0 && (
                      <span className={`block whitespace-normal text-xs ${muted}`}>{c.withoutCostBasis} without cost basis</span>
                    )}
                  </td>
                  <td className={`${cell} ${wide}`}>{paidText(c)}</td>
                  <td className={`${cell} ${wide}`}>{c.floor ? inToken(c.floor, tokens) : 'No floor'}</td>
                  <td className={cell}>
                    <Signed usd={c.pnlUsd} />
                    {c.pnl && <span className={`block text-xs ${muted}`}>{inToken(c.pnl, tokens, true)}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pnl.unrealised.nfts.length > 0 && (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-600">
            By NFT (
            {pnl.unrealised.nftCount === pnl.unrealised.nfts.length
              ? pnl.unrealised.nftCount
              : `latest ${pnl.unrealised.nfts.length} of ${pnl.unrealised.nftCount}`}
            )
          </summary>
          <ul className="mt-2 divide-y divide-gray-100 text-sm dark:divide-gray-800" data-testid="pnl-nfts">
            {pnl.unrealised.nfts.map((n) => (
              <li key={n.nft} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
                <a className="link min-w-0 truncate font-600" href={`/nft/${n.nft}`}>
                  {n.name || 'Unnamed NFT'}
                </a>
                <span className="tabular-nums">
                  {costText(n.costBasis, tokens)} → {n.floor ? inToken(n.floor, tokens) : 'no floor'} · <Signed usd={n.pnlUsd} />
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}

      <HistoryDownload apiBase={apiBase} token={token!} />
    </section>
  );
}
