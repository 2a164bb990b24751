// The sweep itself, loaded on the Sweep button's first click: the collection's listed NFTs to choose
// from (or "the N cheapest"), the totals per token, then one purchase after another through the same
// buy action as the NFT page (src/market/actions/buy.ts), each confirmed in the wallet, with progress
// per item and, at the end, what was bought and what was not.
import { useEffect, useMemo, useState } from 'react';
import { createMarketplaceApi } from '../../api/client';
import type { ActionContext } from '../../market/actions';
import { paymentTokenOf } from '../../market/actions/preparation';
import { formatUnits, formatUsd } from '@shared/lib/amounts';
import { NATIVE_COIN_DECIMALS, NATIVE_COIN_NAME } from '@shared/lib/constants';
import { tokenOrFallback, type Token } from '@shared/lib/tokens';
import { $token } from '../../stores/session';
import { currentConnection } from '../../stores/wallet';
import { loadQuote } from '../../market/chain-info';
import { paymentChoices } from '../../market/payment-choices';
import Modal from '~/ui/Modal';
import { ACTION_SHELL_ID } from '../../market/action-shell';
import { totalsByToken } from '@shared/lib/purchase-totals';
import { cheapest, defaultSweepCount, SWEEP_MAX, sweepCandidates, type SweepItem } from '../../market/sweep-plan';
import { PurchaseProgress, PurchaseRow } from '../../market/dialogs/PurchaseRows';
import { checkout } from '../../market/checkout';
import type { ItemState } from '../../market/run-sweep';

export interface SweepDialogProps {
  readonly collection: string;
  readonly apiBase: string;
  readonly tokens: readonly Token[];
  readonly open: boolean;
  readonly onClose: () => void;
}

type Phase = 'select' | 'running' | 'done';

export default function SweepDialog({ collection, apiBase, tokens, open, onClose }: SweepDialogProps) {
  const api = useMemo(() => createMarketplaceApi({ baseURL: apiBase, token: () => $token.get() }), [apiBase]);
  const choices = useMemo(() => paymentChoices(tokens), [tokens]);
  const ctx = (): ActionContext => ({ connection: currentConnection(), api, tokens: choices });

  const [candidates, setCandidates] = useState<SweepItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Null until the person types: then the default, which never exceeds what is listed.
  const [typedCount, setCount] = useState<string | null>(null);
  const [gasEach, setGasEach] = useState<bigint | null>(null);
  const [phase, setPhase] = useState<Phase>('select');
  const [states, setStates] = useState<ReadonlyMap<string, ItemState>>(new Map());

  useEffect(() => {
    if (!open || phase !== 'select') return;
    let live = true;
    setFailed(false);
    api
      .nfts({ collections: [collection], verified: false, forsale: true, order: { field: 'floorPriceUsd', direction: 'asc' }, limit: 50 })
      .then((list) => {
        if (!live) return;
        const found = sweepCandidates(list);
        setCandidates(found);
        // The default count is selected from the start, so Buy works without pressing Select first; a
        // choice made before the dialog was closed and opened again is kept.
        setSelected((current) => (current.size > 0 ? current : new Set(cheapest(found, defaultSweepCount(found.length)))));
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [open, phase, api, collection]);

  // The gas each purchase attaches, when a wallet is connected to read it from the sale factory.
  const first = candidates?.[0];
  useEffect(() => {
    const c = ctx();
    if (!first || !c.connection || gasEach !== null) return;
    loadQuote(c, { kind: 'buy', nft: first.nft, collection, token: paymentTokenOf(c, first.token).token }).then(
      (quote) => setGasEach(quote.gas.total),
      () => undefined,
    );
    // The wallet's context is read when the first candidate is known, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [first, collection, gasEach]);

  const count = typedCount ?? String(defaultSweepCount(candidates?.length ?? 0));
  const chosen = useMemo(() => (candidates ?? []).filter((c) => selected.has(c.nft)), [candidates, selected]);
  const token = (root: string) => tokenOrFallback(root, tokens);
  const toggle = (nft: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(nft)) next.delete(nft);
      else if (next.size < SWEEP_MAX) next.add(nft);
      return next;
    });

  const start = async () => {
    const final = await checkout(chosen, {
      api,
      tokens: choices,
      onStart: () => {
        setStates(new Map(chosen.map((item) => [item.nft, { kind: 'waiting' } as ItemState])));
        setPhase('running');
      },
      onState: (nft, state) => setStates((current) => new Map(current).set(nft, state)),
    });
    if (final) setPhase('done');
  };

  const close = () => {
    if (phase === 'running') return;
    onClose();
    // The grid and counts behind show what was bought.
    if (phase === 'done') window.location.reload();
  };

  const bought = chosen.filter((item) => states.get(item.nft)?.kind === 'bought');
  const usd = chosen.reduce((sum, item) => sum + (item.usd ?? 0), 0);

  return (
    <Modal open={open} title="Sweep" onClose={phase === 'running' ? undefined : close} replaces={ACTION_SHELL_ID}>
      <div data-testid="sweep-dialog">
        {phase === 'select' ? (
          <>
            {failed && <p className="text-sm text-amber-800 dark:text-amber-300">The listed NFTs could not be loaded.</p>}
            {!failed && candidates === null && (
              <p className="text-sm text-ink-soft dark:text-gray-300" role="status">
                Loading listed NFTs…
              </p>
            )}
            {candidates?.length === 0 && <p className="text-sm">No NFT of this collection is listed for sale.</p>}
            {candidates && candidates.length > 0 && (
              <>
                <form
                  className="flex items-end gap-2"
                  onSubmit={(event) => {
                    event.preventDefault();
                    setSelected(new Set(cheapest(candidates, Number(count) || 0)));
                  }}
                >
                  <label className="flex-1 text-sm font-600">
                    Select the cheapest
                    <input
                      type="number"
                      min={1}
                      max={Math.min(SWEEP_MAX, candidates.length)}
                      value={count}
                      onChange={(event) => setCount(event.target.value)}
                      className="mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm dark:border-gray-600 dark:bg-gray-800"
                      data-testid="sweep-count"
                    />
                  </label>
                  <button type="submit" className="btn-ghost">
                    Select
                  </button>
                </form>
                <fieldset className="mt-3">
                  <legend className="text-sm font-700">
                    Listed NFTs <span className="font-400 text-ink-soft dark:text-gray-400">(up to {SWEEP_MAX} per sweep)</span>
                  </legend>
                  <ul className="mt-1 max-h-64 divide-y divide-gray-100 overflow-y-auto pr-1 dark:divide-gray-800">
                    {candidates.map((item) => (
                      <PurchaseRow key={item.nft} item={item} token={token(item.token)} detail={item.rank} testIdPrefix="sweep">
                        <input
                          type="checkbox"
                          className="h-4 w-4 accent-[#0b7d5c]"
                          checked={selected.has(item.nft)}
                          onChange={() => toggle(item.nft)}
                          aria-label={`Select ${item.name}`}
                        />
                      </PurchaseRow>
                    ))}
                  </ul>
                </fieldset>
                <dl className="mt-4 space-y-1 border-t border-gray-200 pt-3 text-sm dark:border-gray-700" data-testid="sweep-summary">
                  {totalsByToken(chosen).map((total) => (
                    <div key={total.token} className="flex justify-between gap-4">
                      <dt className="text-gray-600 dark:text-gray-300">
                        {total.count} {total.count === 1 ? 'NFT' : 'NFTs'} in {token(total.token).symbol}
                      </dt>
                      <dd className="tabular-nums" data-testid="sweep-total">
                        {formatUnits(total.units, token(total.token).decimals)} {token(total.token).symbol}
                      </dd>
                    </div>
                  ))}
                  <div className="flex justify-between gap-4">
                    <dt className="shrink-0 text-gray-600 dark:text-gray-300">Gas, at most</dt>
                    <dd className="text-right tabular-nums" data-testid="sweep-gas">
                      {gasEach === null
                        ? 'shown in your wallet'
                        : `${formatUnits(gasEach * BigInt(chosen.length), NATIVE_COIN_DECIMALS)} ${NATIVE_COIN_NAME}`}
                    </dd>
                  </div>
                  {usd > 0 && (
                    <div className="flex justify-between gap-4 font-700">
                      <dt>Total, about</dt>
                      <dd className="tabular-nums">{formatUsd(String(usd))}</dd>
                    </div>
                  )}
                </dl>
                <p className="mt-2 text-xs text-gray-600 dark:text-gray-300">
                  Each purchase is its own transaction: your wallet asks you to confirm each one. Market fees and royalties come out of the
                  sellers&apos; prices. An NFT sold before its turn is skipped and costs nothing.
                </p>
                <div className="mt-4 flex justify-end gap-2">
                  <button type="button" className="btn-ghost" onClick={close}>
                    Cancel
                  </button>
                  <button
                    type="button"
                    className="btn-primary"
                    disabled={chosen.length === 0}
                    onClick={() => void start()}
                    data-testid="sweep-buy"
                  >
                    {chosen.length === 1 ? 'Buy 1 NFT' : `Buy ${chosen.length} NFTs`}
                  </button>
                </div>
              </>
            )}
          </>
        ) : (
          <>
            <p className="text-sm font-700" role="status" data-testid="sweep-status">
              {phase === 'running' ? `Buying ${chosen.length} NFTs, one at a time…` : `Bought ${bought.length} of ${chosen.length}.`}
            </p>
            <PurchaseProgress items={chosen} states={states} token={token} testIdPrefix="sweep" />
            {phase === 'done' && (
              <div className="mt-4 flex justify-end">
                <button type="button" className="btn-primary" onClick={close} data-testid="sweep-done">
                  Done
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
