import { useEffect, useState } from 'react';
import type { Token } from '@shared/lib/tokens';
import { followCartCount } from '../../page-scripts/cart-count';
import { cartShellDismissed } from '../../market/cart-shell';
import CartDrawer from './CartDrawer';

export interface CartHostProps {
  /** The API base as the browser sees it. */
  readonly apiBase: string;
  readonly tokens: readonly Token[];
}

/** The event the header's cart button sends once the drawer is here (wireCartOpen in page-enhancements). */
export const CART_OPEN_EVENT = 'cart:open';

/**
 * The cart drawer's island, `client:visible` on a placeholder that stays hidden until the header's cart
 * button is first clicked: nothing of the cart (the API client, the wallet, the purchases) loads before
 * that, and the drawer's first frame (CartDrawerShell.astro) shows meanwhile. It hydrates because it was
 * asked to open, so it opens at once; later clicks send CART_OPEN_EVENT.
 */
export default function CartHost(props: CartHostProps) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(true);
  useEffect(() => {
    // Its first frame was closed before this code came: the person changed their mind.
    if (cartShellDismissed()) setOpen(false);
    setHydrated(true);
    followCartCount();
    const reopen = () => setOpen(true);
    window.addEventListener(CART_OPEN_EVENT, reopen);
    return () => window.removeEventListener(CART_OPEN_EVENT, reopen);
  }, []);
  // The server's placeholder (hidden; page-enhancements shows it to wake this island).
  if (!hydrated) return <div data-cart-host="" hidden className="fixed left-0 top-0 h-px w-px" />;
  return <CartDrawer {...props} open={open} onClose={() => setOpen(false)} />;
}
