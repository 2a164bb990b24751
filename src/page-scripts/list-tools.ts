// The lists' tools, in one chunk the page script loads where one of them is: "Add to cart" on listed
// NFTs, and the long grids' infinite scroll and card size switch.
import { wireCartButtons } from './cart-buttons';
import { wireDensitySwitch } from './grid-density';
import { wireInfiniteScroll } from './infinite-scroll';

export function wireListTools(): void {
  if (document.querySelector('[data-cart-add]')) wireCartButtons();
  if (document.querySelector('[data-infinite]')) wireInfiniteScroll();
  if (document.querySelector('[data-density-switch]')) wireDensitySwitch();
}
