// The cart itself, loaded on the header button's first click: the listings the person added from any
// collection, each price and the total per token (with USD), then one purchase after another through the
// sweep's checkout, with progress per item and the outcome. Opening it asks the API about each item and
// drops those no longer listed, and those the signed-in viewer owns now (nothing to buy there), saying so.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createMarketplaceApi } from '../../api/client';
import { formatUnits, formatUsd } from '@shared/lib/amounts';
import { NATIVE_COIN_DECIMALS, NATIVE_COIN_NAME } from '@shared/lib/constants';
import type { CartItem } from '@shared/lib/cart';
import { totalsByToken, totalUsd } from '@shared/lib/purchase-totals';
import { tokenOrFallback, type Token } from '@shared/lib/tokens';
import { $cart, removeItems } from '../../stores/cart';
import { $session, $token } from '../../stores/session';
import { normalizeAddress } from '@shared/lib/address';
import { currentConnection } from '../../stores/wallet';
import { paymentChoices } from '../../market/payment-choices';
import { checkout } from '../../market/checkout';
import { replaceCartShell } from '../../market/cart-shell';
import { PurchaseProgress } from '../../market/dialogs/PurchaseRows';
import { listingGone, settled, type ItemState } from '../../market/run-sweep';

export interface CartDrawerProps {
  readonly apiBase: string;
  readonly tokens: readonly Token[];
  readonly open: boolean;
  readonly onClose: () => void;
}

type Phase = 'cart' | 'running' | 'done';

const nftCount = (n: number) => `${n} ${n === 1 ? 'NFT' : 'NFTs'}`;
const coins = (units: bigint) => `${formatUnits(units, NATIVE_COIN_DECIMALS)} ${NATIVE_COIN_NAME}`;

/**
 * The gas checkout attaches at most, over all its purchases: each buy's gas as the NFT page's Buy
 * dialog quotes it (the market's own gas table; paying in the native coin or a token differs), null
 * while unknown (no wallet connected, or not read yet). The quote code loads with the first reading.
 */
function useCheckoutGas(
  active: boolean,
  items: readonly CartItem[],
  api: ReturnType<typeof createMarketplaceApi>,
  tokens: ReturnType<typeof paymentChoices>,
): bigint | null {
  const [gas, setGas] = useState<bigint | null>(null);
  const key = items.map((item) => item.token).join(',');
  useEffect(() => {
    const connection = currentConnection();
    if (!active || !connection || items.length === 0) {
      setGas(null);
      return;
    }
    let live = true;
    void import('../../market/chain-info')
      .then(async ({ loadQuote, payingToken }) => {
        const ctx = { connection, api, tokens };
        const perBuy = new Map<string, Promise<bigint>>();
        const each = items.map((item) => {
          let quote = perBuy.get(item.token);
          if (!quote) {
            const paying = payingToken(ctx, item.token).token;
            quote = loadQuote(ctx, { kind: 'buy', nft: item.nft, collection: '', token: paying }).then((q) => q.gas.total);
            perBuy.set(item.token, quote);
          }
          return quote;
        });
        const all = await Promise.all(each);
        if (live) setGas(all.reduce((sum, g) => sum + g, 0n));
      })
      .catch(() => live && setGas(null));
    return () => {
      live = false;
    };
    // The gas depends on how many purchases there are and in which tokens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, key, api]);
  return gas;
}

export default function CartDrawer({ apiBase, tokens, open, onClose }: CartDrawerProps) {
  const api = useMemo(() => createMarketplaceApi({ baseURL: apiBase, token: () => $token.get() }), [apiBase]);
  const choices = useMemo(() => paymentChoices(tokens), [tokens]);
  const items = useStore($cart);
  const ref = useRef<HTMLDialogElement>(null);
  const [phase, setPhase] = useState<Phase>('cart');
  const [checking, setChecking] = useState(false);
  const [dropped, setDropped] = useState({ gone: 0, yours: 0 });
  const [run, setRun] = useState<readonly CartItem[]>([]);
  const [states, setStates] = useState<ReadonlyMap<string, ItemState>>(new Map());
  // Opened by the header's cart button, where the focus goes back on closing. Not the
  // dialogs' shared hook: importing it from here splits its chunk and grows the JS before interaction.
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) {
      dialog.showModal();
      replaceCartShell();
    }
    if (!open && dialog?.open) {
      dialog.close();
      // The header's button, or below 360 px (where it is hidden) the Menu's button that holds the cart.
      const opener = [...document.querySelectorAll<HTMLElement>('[data-cart-open]')].find((button) => button.checkVisibility());
      (opener ?? document.querySelector<HTMLElement>('[data-site-menu] > summary'))?.focus();
    }
  }, [open]);

  // Each opening: what is no longer listed (sold, cancelled, relisted at another price) leaves the cart.
  useEffect(() => {
    if (!open || phase !== 'cart') return;
    const current = $cart.get();
    if (current.length === 0) return;
    let live = true;
    setChecking(true);
    setDropped({ gone: 0, yours: 0 });
    const signedIn = $session.get()?.address;
    const me = signedIn ? normalizeAddress(signedIn) : null;
    const ownedByMe = (owner: string | null) => me !== null && owner !== null && normalizeAddress(owner) === me;
    Promise.all(
      current.map((item) =>
        api.nftDetails(item.nft).then(
          (details) => (listingGone(item, details) ? ('gone' as const) : ownedByMe(details?.nft.owner ?? null) ? ('yours' as const) : null),
          // The API did not answer: keep the item; checkout checks it again before buying.
          () => null,
        ),
      ),
    ).then((verdicts) => {
      if (!live) return;
      removeItems(current.filter((_, i) => verdicts[i] !== null).map((item) => item.nft));
      setDropped({ gone: verdicts.filter((v) => v === 'gone').length, yours: verdicts.filter((v) => v === 'yours').length });
      setChecking(false);
    });
    return () => {
      live = false;
    };
    // Only when it opens: removing an item in the drawer needs no new check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, api]);

  const gas = useCheckoutGas(open && phase === 'cart', items, api, choices);
  const token = (root: string) => tokenOrFallback(root, tokens);
  const totals = totalsByToken(items);
  const usd = totalUsd(totals);

  const start = async () => {
    const chosen = [...items];
    const final = await checkout(chosen, {
      api,
      tokens: choices,
      onStart: () => {
        setRun(chosen);
        setStates(new Map(chosen.map((item) => [item.nft, { kind: 'waiting' } as ItemState])));
        setPhase('running');
      },
      onState: (nft, state) => setStates((current) => new Map(current).set(nft, state)),
    });
    if (!final) return;
    // Bought, or sold to someone else meanwhile: out of the cart; a failure stays, to try again.
    removeItems(chosen.filter((item) => settled(final.get(item.nft))).map((item) => item.nft));
    setPhase('done');
  };

  const close = () => {
    if (phase === 'running') return;
    onClose();
    if (phase === 'done') {
      setPhase('cart');
      // The page behind shows what was bought.
      window.location.reload();
    }
  };

  const bought = run.filter((item) => states.get(item.nft)?.kind === 'bought').length;

  return (
    // A click on the backdrop closes it; the keyboard closes it with Escape (onCancel).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby="cart-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === ref.current) close();
      }}
      className="fixed inset-y-0 left-auto right-0 m-0 h-[100dvh] max-h-[100dvh] w-[min(26rem,100vw)] max-w-[100vw] border-l border-gray-200 bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/50 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
      data-testid="cart-drawer"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-gray-200 px-5 py-4 dark:border-gray-700">
          <h2 id="cart-title" className="text-lg font-extrabold">
            Cart{items.length > 0 && phase === 'cart' ? ` (${items.length})` : ''}
          </h2>
          {phase !== 'running' && (
            <button
              type="button"
              onClick={close}
              aria-label="Close"
              className="rounded-lg px-2 py-1 hover:bg-gray-100 dark:hover:bg-gray-800"
            >
              ✕
            </button>
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-3">
          {phase === 'cart' ? (
            <>
              <p className="text-sm text-ink-soft dark:text-gray-300" role="status" data-testid="cart-notice">
                {checking
                  ? 'Checking the listings…'
                  : [
                      dropped.gone > 0 ? `Removed ${nftCount(dropped.gone)} no longer listed.` : '',
                      dropped.yours > 0 ? `Removed ${nftCount(dropped.yours)} you own.` : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
              </p>
              {items.length === 0 ? (
                <div className="py-8 text-center" data-testid="cart-empty">
                  <p className="font-700">Your cart is empty</p>
                  <p className="mt-1 text-sm text-ink-soft dark:text-gray-300">
                    Add listed NFTs from any collection, then buy them together.
                  </p>
                  <a href="/explore/items?sale_type=sell" className="btn-ghost mt-4 inline-flex">
                    Explore items for sale
                  </a>
                </div>
              ) : (
                <ul className="divide-y divide-gray-100 dark:divide-gray-800" aria-label="Items in your cart">
                  {items.map((item) => (
                    <li key={item.nft} className="flex items-center gap-3 py-2" data-testid="cart-item" data-nft={item.nft}>
                      {/* Already the media path's URL (CartAdd): the cart's code imports no media rule. */}
                      {item.image ? (
                        <img
                          src={item.image}
                          alt=""
                          width={48}
                          height={48}
                          loading="lazy"
                          className="h-12 w-12 shrink-0 rounded-lg bg-gray-100 object-cover dark:bg-gray-800"
                        />
                      ) : (
                        <span aria-hidden="true" className="h-12 w-12 shrink-0 rounded-lg bg-gray-100 dark:bg-gray-800" />
                      )}
                      <span className="min-w-0 flex-1">
                        <a href={`/nft/${item.nft}`} className="link block truncate text-sm font-600">
                          {item.name}
                        </a>
                        {item.collectionName && (
                          <span className="block truncate text-xs text-ink-soft dark:text-gray-400">{item.collectionName}</span>
                        )}
                      </span>
                      <span className="shrink-0 text-right text-sm tabular-nums" data-testid="cart-item-price">
                        <span className="block font-600">
                          {formatUnits(item.price, token(item.token).decimals)} {token(item.token).symbol}
                        </span>
                        {item.usd !== null && (
                          <span className="block text-xs text-ink-faint dark:text-gray-400">{formatUsd(String(item.usd))}</span>
                        )}
                      </span>
                      <button
                        type="button"
                        className="shrink-0 rounded-lg px-2 py-1 text-ink-soft hover:bg-gray-100 dark:hover:bg-gray-800"
                        aria-label={`Remove ${item.name}`}
                        onClick={() => removeItems([item.nft])}
                      >
                        ✕
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </>
          ) : (
            <>
              <p className="text-sm font-700" role="status" data-testid="cart-status">
                {phase === 'running' ? `Buying ${nftCount(run.length)}, one at a time…` : `Bought ${bought} of ${run.length}.`}
              </p>
              <PurchaseProgress items={run} states={states} token={token} testIdPrefix="cart" />
            </>
          )}
        </div>
        {phase === 'cart' && items.length > 0 && (
          <div className="border-t border-gray-200 px-5 py-4 dark:border-gray-700">
            <dl className="space-y-1 text-sm" data-testid="cart-summary">
              {totals.map((total) => (
                <div key={total.token} className="flex justify-between gap-4" data-testid="cart-total">
                  <dt className="text-gray-600 dark:text-gray-300">
                    {nftCount(total.count)} in {token(total.token).symbol}
                  </dt>
                  <dd className="text-right tabular-nums">
                    <span className="font-600">
                      {formatUnits(total.units, token(total.token).decimals)} {token(total.token).symbol}
                    </span>
                    {total.usd !== null && (
                      <span className="ml-1.5 text-xs text-ink-faint dark:text-gray-400">{formatUsd(String(total.usd))}</span>
                    )}
                  </dd>
                </div>
              ))}
              {usd !== null && totals.length > 1 && (
                <div className="flex justify-between gap-4 font-700">
                  <dt>Total, about</dt>
                  <dd className="tabular-nums" data-testid="cart-total-usd">
                    {formatUsd(String(usd))}
                  </dd>
                </div>
              )}
              <div className="flex justify-between gap-4" data-testid="cart-gas">
                <dt className="text-gray-600 dark:text-gray-300">Gas, at most</dt>
                <dd className="text-right tabular-nums">{gas === null ? '—' : coins(gas)}</dd>
              </div>
            </dl>
            <p className="mt-2 text-xs text-gray-600 dark:text-gray-300" data-testid="cart-gas-note">
              {gas === null
                ? `Each purchase also attaches gas in ${NATIVE_COIN_NAME}: connect your wallet to see how much.`
                : `Checkout attaches at most ${coins(gas)} of gas on top of the prices, across ${nftCount(items.length)}; what it does not use comes back to your ${NATIVE_COIN_NAME} balance.`}{' '}
              Each purchase is its own transaction: your wallet asks you to confirm each one. An NFT sold before its turn is skipped and
              costs nothing.
            </p>
            <div className="mt-3 flex justify-end gap-2">
              <button type="button" className="btn-ghost" onClick={() => removeItems(items.map((item) => item.nft))}>
                Clear
              </button>
              <button type="button" className="btn-primary" disabled={checking} onClick={() => void start()} data-testid="cart-buy">
                {`Buy ${nftCount(items.length)}`}
              </button>
            </div>
          </div>
        )}
        {phase === 'done' && (
          <div className="flex justify-end border-t border-gray-200 px-5 py-4 dark:border-gray-700">
            <button type="button" className="btn-primary" onClick={close} data-testid="cart-done">
              Done
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}
