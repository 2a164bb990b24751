// Infinite scroll on the long grids (NftGrid's `browse`): when the Pagination after the grid comes near
// the viewport, the next page's HTML is fetched (the very page a no-JS visitor or a crawler gets from the
// Next link), its cards are appended and its Pagination takes the old one's place. The URL follows the
// page of the first card in view (history.replaceState of ?page=N), with that card and its offset in
// the history entry, so Back (or a reload) opens that page with that card where it was.
import { pageHref, pageOf } from '../page-query/page-url';
import { wireCartButtons } from './cart-buttons';

interface Anchor {
  readonly page: number;
  /** The first card in view: its NFT link, and its top relative to the viewport. */
  readonly href: string;
  readonly top: number;
}

/** How far below the viewport the next page starts loading. */
const AHEAD = '1200px';

const linkOf = (item: Element): string | null => item.querySelector('a[href^="/nft/"]')?.getAttribute('href') ?? null;
const headerHeight = (): number => document.querySelector('header')?.getBoundingClientRect().height ?? 0;

function placeAt(grid: HTMLElement, anchor: Anchor): void {
  const item = [...grid.children].find((child) => linkOf(child) === anchor.href);
  if (item) window.scrollTo({ top: window.scrollY + item.getBoundingClientRect().top - anchor.top, behavior: 'instant' });
}

export function wireInfiniteScroll(): void {
  const grid = document.querySelector<HTMLElement>('ul[data-infinite]');
  if (!grid || !('IntersectionObserver' in window)) return;
  const firstPage = pageOf(new URL(window.location.href));
  for (const item of grid.children) (item as HTMLElement).dataset['page'] = String(firstPage);

  // Back to this entry: the browser cannot restore a scroll offset into cards it no longer has.
  history.scrollRestoration = 'manual';
  const saved = (history.state as { infiniteAnchor?: Anchor } | null)?.infiniteAnchor;
  if (saved && saved.page === firstPage) placeAt(grid, saved);

  const status = document.createElement('p');
  status.className = 'mt-4 text-center text-sm text-ink-soft';
  status.setAttribute('role', 'status');
  status.dataset['testid'] = 'infinite-status';
  grid.parentElement?.insertBefore(status, grid.nextSibling);

  let loading = false;
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void loadNext(), {
    rootMargin: `0px 0px ${AHEAD} 0px`,
  });
  const watchPagination = () => {
    observer.disconnect();
    const pagination = document.querySelector('[data-pagination]');
    if (pagination) observer.observe(pagination);
  };

  async function loadNext(): Promise<void> {
    const next = document.querySelector<HTMLAnchorElement>('[data-pagination] a[rel="next"]');
    if (loading || !next) return;
    loading = true;
    status.textContent = 'Loading more items…';
    try {
      const response = await fetch(next.href, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const number = pageOf(new URL(next.href));
      const items = [...(page.querySelector('ul[data-infinite]')?.children ?? [])];
      for (const item of items) {
        (item as HTMLElement).dataset['page'] = String(number);
        grid!.appendChild(document.adoptNode(item));
      }
      const pagination = page.querySelector('[data-pagination]');
      const current = document.querySelector('[data-pagination]');
      if (pagination && current) current.replaceWith(document.adoptNode(pagination));
      else current?.remove();
      status.textContent = items.length > 0 ? `Page ${number} loaded.` : '';
      // Cards with "Add to cart" on a page that had none: wire them.
      if (items.some((item) => item.querySelector('[data-cart-add]')) && !document.documentElement.hasAttribute('data-cart-add-ready')) {
        wireCartButtons();
      }
    } catch {
      // The Next link below still works.
      status.textContent = 'More items could not be loaded: use the Next link.';
    } finally {
      loading = false;
      watchPagination();
    }
  }

  // The URL names the page of the first card in view (below the sticky header).
  let queued = false;
  const follow = () => {
    queued = false;
    const top = headerHeight();
    const item = [...grid.children].find((child) => child.getBoundingClientRect().bottom > top) as HTMLElement | undefined;
    const href = item && linkOf(item);
    if (!item || !href) return;
    const page = Number(item.dataset['page'] ?? firstPage);
    const anchor: Anchor = { page, href, top: item.getBoundingClientRect().top };
    const url = pageHref(new URL(window.location.href), page);
    history.replaceState({ ...(history.state as object | null), infiniteAnchor: anchor }, '', url);
  };
  window.addEventListener(
    'scroll',
    () => {
      if (queued) return;
      queued = true;
      setTimeout(follow, 150);
    },
    { passive: true },
  );
  watchPagination();
}
