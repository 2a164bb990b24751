// Small progressive enhancements for every page, without a UI framework:
// - broken NFT images swap to the placeholder with the IPFS hint, and an NFT's audio or video that cannot
//   play gives way to its artwork and a note saying so;
// - links marked [data-open-dialog] / [data-open-guide] open their <dialog> instead of navigating, and
//   focus goes back to the link when it closes;
// - the header's phone menu and the More menus close on Escape, a click outside or a chosen item;
// - rows that scroll sideways (tabs, stats) show a fade and an arrow on the side that holds more
//   (./scroll-cues, loaded only where such a row is);
// - filter forms apply each change at once (./filter-forms, loaded only where a filter form is);
// - "Add to cart" buttons fill the cart, and the long grids load their next page as the visitor nears
//   their end and take the chosen card size (./list-tools, loaded only where such a thing is);
//   these three load once the page has loaded and is idle;
// - the terms banner shows until the visitor agrees.
// The banner reads and writes the acceptance key itself (not through ./terms, the islands' gate), so
// the page's script shares no chunk with the islands: the JS before interaction stays within budget.
import { readStored, writeStored } from '../stores/storage';
import { afterLoadIdle } from '../stores/after-load-idle';

function showPlaceholder(img: HTMLImageElement): void {
  const frame = img.closest('[data-media-frame]');
  img.hidden = true;
  frame?.querySelector<HTMLElement>('[data-placeholder]')?.classList.replace('hidden', 'flex');
}

function watchImages(): void {
  // Errors before this script ran are found by their state; later ones by the capturing listener.
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    if (img.complete && img.naturalWidth === 0) showPlaceholder(img);
  }
  document.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && target.hasAttribute('data-fallback')) showPlaceholder(target);
    },
    true,
  );
}

/** An NFT's audio or video that cannot play: its note (and for a video, the artwork) instead of a dead player. */
function showMediaNote(player: HTMLMediaElement): void {
  const note = player.closest('[data-media-box]')?.querySelector<HTMLElement>('[data-media-note]');
  if (!note) return;
  player.hidden = true;
  note.hidden = false;
}

function watchMedia(): void {
  const cannotPlay = (player: HTMLMediaElement) => player.error !== null || player.networkState === HTMLMediaElement.NETWORK_NO_SOURCE;
  for (const player of document.querySelectorAll<HTMLMediaElement>('[data-media-player]')) if (cannotPlay(player)) showMediaNote(player);
  document.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLMediaElement && target.hasAttribute('data-media-player')) showMediaNote(target);
    },
    true,
  );
}

function wireDialogs(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLElement>('[data-open-dialog], [data-open-guide]');
    if (!link) return;
    const id = link.dataset['openDialog'] ?? 'guide-dialog';
    const dialog = document.getElementById(id);
    if (!(dialog instanceof HTMLDialogElement)) return;
    event.preventDefault();
    dialog.addEventListener('close', () => link.isConnected && link.focus(), { once: true });
    dialog.showModal();
  });
}

function wireMenus(): void {
  // The header's menu and the page tools' More menu: <details> that close on Escape or a click outside.
  const menus = () => document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]');
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    for (const menu of menus()) {
      if (menu.querySelector('summary')?.contains(target)) continue; // the summary toggles it itself
      // A click outside closes it, and so does a chosen item (its result shows beside the button).
      if (!menu.contains(target) || target.closest('a, button')) menu.open = false;
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of menus()) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  });
}

function wireTermsBanner(): void {
  const banner = document.querySelector<HTMLElement>('[data-terms-banner]');
  if (!banner || readStored('termsAccepted') === 'true') return;
  banner.hidden = false;
  banner.querySelector('[data-terms-accept]')?.addEventListener('click', () => {
    writeStored('termsAccepted', 'true');
    banner.hidden = true;
  });
}

/** The NFT page's tools (NftTools.astro) load with their first click. */
function wirePageTools(): void {
  document.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>('[data-copy], [data-share], [data-refresh-metadata]');
    const tools = target?.closest<HTMLElement>('[data-page-tools]');
    if (target && tools) void import('./page-tools').then((mod) => mod.runPageTool(target, tools));
  });
}

watchImages();
watchMedia();
wireDialogs();
wirePageTools();
wireMenus();
wireTermsBanner();
// The rest waits for the page to load and the main thread to be idle, one idle period each, off the first
// load's blocking time: a click on Add to cart or a card size, or a filter changed, before then is kept by
// the capture script and applied once its code is wired.
const later = (selector: string, wire: () => Promise<void>) => afterLoadIdle(() => document.querySelector(selector) && void wire());
later('[data-cart-add], [data-infinite]', () => import('./list-tools').then((mod) => mod.wireListTools()));
later('form[data-filter-form]', () => import('./filter-forms').then((mod) => mod.wireFilterForms()));
later('[data-scroll-cue]', () => import('./scroll-cues').then((mod) => mod.wireScrollCues()));
