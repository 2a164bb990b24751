// The header cart button's count. The inline head script shows the stored count at first paint (through
// <html data-cart-count> and the --cart-count property the button's badge reads); the cart's own code
// (the Add to cart buttons, the drawer) keeps it, and the button's name, current from then on.
import { $cart } from '../stores/cart';

function showCount(count: number): void {
  const root = document.documentElement;
  if (count > 0) root.setAttribute('data-cart-count', String(count));
  else root.removeAttribute('data-cart-count');
  root.style.setProperty('--cart-count', `"${count}"`);
  for (const button of document.querySelectorAll<HTMLElement>('[data-cart-open]')) {
    button.setAttribute('aria-label', count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`);
    const badge = button.querySelector('[data-cart-count]');
    if (badge) badge.textContent = String(count);
  }
}

let following = false;

export function followCartCount(): void {
  if (following) return;
  following = true;
  $cart.subscribe((items) => showCount(items.length));
}
