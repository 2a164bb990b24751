// The cart, shared by the cards' and NFT page's "Add to cart" buttons (src/page-scripts/cart-buttons.ts) and
// the header's cart (src/islands/Cart): kept in the browser's storage, so it survives a reload, and
// followed across tabs.
import { atom } from 'nanostores';
import { addToCart, parseCart, removeFromCart, serializeCart, type CartItem } from '@shared/lib/cart';
import { STORAGE_KEYS, readStored, writeStored } from './storage';

export const $cart = atom<readonly CartItem[]>(typeof window === 'undefined' ? [] : parseCart(readStored('cart')));

function save(items: readonly CartItem[]): void {
  $cart.set(items);
  writeStored('cart', items.length > 0 ? serializeCart(items) : null);
}

export const addItem = (item: CartItem): void => save(addToCart($cart.get(), item));
export const removeItems = (nfts: Iterable<string>): void => save(removeFromCart($cart.get(), nfts));

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.cart) $cart.set(parseCart(event.newValue));
  });
}
