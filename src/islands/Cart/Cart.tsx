import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { Token } from '../../lib/tokens';
import { islandOf, takeCapturedClicks } from '../../scripts/captured-clicks';
import { $cart } from '../../stores/cart';
import type { CartDrawerProps } from './CartDrawer';

export interface CartProps {
  /** The API base as the browser sees it. */
  readonly apiBase: string;
  readonly tokens: readonly Token[];
}

/**
 * The header's cart button with the count. The drawer (the API client, the wallet, the purchases in
 * ./CartDrawer) loads on its first click; a click made before this island hydrated is kept by the page's
 * capture script and handed over here.
 */
export default function Cart(props: CartProps) {
  const items = useStore($cart);
  // The count comes from this browser's storage, which the server cannot see: shown once mounted.
  const [mounted, setMounted] = useState(false);
  const [Drawer, setDrawer] = useState<ComponentType<CartDrawerProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const start = useCallback(() => {
    setOpen(true);
    setLoading(true);
    import('./CartDrawer')
      .then(
        (mod) => setDrawer(() => mod.default),
        () => setOpen(false),
      )
      .finally(() => setLoading(false));
  }, []);

  useEffect(() => {
    setMounted(true);
    if (takeCapturedClicks(islandOf(button.current)).length > 0) start();
  }, [start]);

  const count = mounted ? items.length : 0;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn-ghost relative shrink-0 px-3"
        data-capture="cart"
        data-testid="cart-open"
        aria-label={count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        aria-haspopup="dialog"
        aria-busy={loading || undefined}
        onClick={start}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.6L21 8H6" />
          <circle cx="10" cy="20" r="1" />
          <circle cx="18" cy="20" r="1" />
        </svg>
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -right-1.5 -top-1.5 min-w-[1.25rem] rounded-full bg-[#0b7d5c] px-1 text-center text-[11px] font-700 leading-5 text-white"
            data-testid="cart-count"
          >
            {count}
          </span>
        )}
      </button>
      {Drawer && <Drawer {...props} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
