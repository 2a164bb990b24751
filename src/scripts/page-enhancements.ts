// Small progressive enhancements for every page, without a UI framework:
// - broken NFT images swap to the placeholder with the IPFS hint;
// - links marked [data-open-dialog] / [data-open-guide] open their <dialog> instead of navigating, and
//   focus goes back to the link when it closes;
// - the header's phone menu closes on Escape or a click outside it;
// - filter forms apply each change at once (./filter-forms, loaded only where a filter form is);
// - the terms banner shows until the visitor agrees.
// The banner reads and writes the acceptance key itself (not through ./terms, the islands' gate), so
// the page's script shares no chunk with the islands: the JS before interaction stays within budget.
import { readStored, writeStored } from '../stores/storage';

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

function wireSiteMenu(): void {
  const menu = document.querySelector<HTMLDetailsElement>('details[data-site-menu]');
  if (!menu) return;
  document.addEventListener('click', (event) => {
    if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
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

watchImages();
wireDialogs();
wireSiteMenu();
if (document.querySelector('form[data-filter-form]')) void import('./filter-forms').then((mod) => mod.wireFilterForms());
wireTermsBanner();
