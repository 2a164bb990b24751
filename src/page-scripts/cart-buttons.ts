// The "Add to cart" buttons of cards and the NFT page (src/components/CartAdd): a click adds the listing
// to the cart, or takes it out again; each button shows whether its NFT is in the cart. Clicks made
// before this script ran were kept by the inline capture script and are replayed here, in order. The
// signed-in owner of an NFT gets no Add to cart for it (the page is cached for everyone: the button
// names its owner, and this script hides it in the owner's browser).
import { cartItemFrom, CART_MAX, inCart, type CartItem } from '@shared/lib/cart';
import { normalizeAddress } from '@shared/lib/address';
import { $cart, addItem, removeItems } from '../stores/cart';
import { SESSION_EVENT } from '../stores/session-hint';
import { storedSessionAddress } from '../stores/stored-session';
import { takeCapturedClicks } from './captured-clicks';
import { followCartCount } from './cart-count';

const ACTION = 'cart-add';

function itemOf(button: HTMLElement): CartItem | null {
  const data = button.dataset;
  return cartItemFrom({
    nft: data['nft'],
    sell: data['sell'],
    token: data['token'],
    price: data['price'],
    usd: data['usd'],
    name: data['name'],
    image: data['image'],
    collectionName: data['collectionName'],
  });
}

/** The signed-in viewer, read at load and again at each sign-in. */
let viewer: string | null = null;
const readViewer = () => {
  const address = storedSessionAddress();
  viewer = address && normalizeAddress(address);
};

function show(button: HTMLElement, items: readonly CartItem[]): void {
  const nft = button.dataset['nft'] ?? '';
  const owner = button.dataset['owner'];
  const own = viewer !== null && !!owner && normalizeAddress(owner) === viewer;
  if (button.hidden !== own) button.hidden = own;
  const added = inCart(items, nft);
  const full = !added && items.length >= CART_MAX;
  button.setAttribute('aria-pressed', String(added));
  const label = button.querySelector('[data-cart-label]');
  const text = added ? 'In cart' : full ? 'Cart is full' : 'Add to cart';
  // Only a change: the observer below watches these very nodes.
  if (label && label.textContent !== text) label.textContent = text;
}

function toggle(button: HTMLElement): void {
  if (button.hidden) return;
  const item = itemOf(button);
  if (!item) return;
  if (inCart($cart.get(), item.nft)) removeItems([item.nft]);
  else addItem(item);
}

export function wireCartButtons(): void {
  followCartCount();
  readViewer();
  const buttons = () => document.querySelectorAll<HTMLElement>('[data-cart-add]');
  // Cards appended later (infinite scroll) are found by delegation and drawn by the observer below.
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-cart-add]');
    if (button) toggle(button);
  });
  $cart.subscribe((items) => {
    for (const button of buttons()) show(button, items);
  });
  new MutationObserver(() => {
    for (const button of buttons()) show(button, $cart.get());
  }).observe(document.querySelector('main') ?? document.body, { childList: true, subtree: true });
  window.addEventListener(SESSION_EVENT, () => {
    readViewer();
    for (const button of buttons()) show(button, $cart.get());
  });
  document.documentElement.setAttribute(`data-${ACTION}-ready`, '');
  for (const click of takeCapturedClicks(document.body, ACTION)) toggle(click.button);
}
