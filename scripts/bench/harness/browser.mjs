// The benchmarks' browser: Chromium launched as the e2e tests launch it, one
// browser context per person with the dev wallet's automation switch, and the timed confirmation.
//
// Timing happens inside the page, on the page's clock: the Confirm click's event time, then the
// first animation frame in which the result shows (polled every frame, so to about 16 ms).
import { chromium } from 'playwright-core';

/** Chromium with playwright.config.ts's launch options (Debian's Chromium where it exists). */
export async function launchChromium() {
  const { default: config } = await import('../../../playwright.config.ts');
  return chromium.launch({ headless: true, ...config.use.launchOptions });
}

/** Marks the Confirm clicks of the action dialogs with their event time (before any page script). */
function recordConfirmClicks() {
  addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      const confirm = button?.dataset.testid === 'confirm-action' || button?.dataset.testid === 'edit-confirm';
      if (confirm && button.closest('dialog')) window.__benchConfirmedAt = event.timeStamp;
    },
    true,
  );
}

/** A person's browser context, signed in with the dev wallet answering for `account`. */
export async function signedInPerson(browser, baseURL, account) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 720 } });
  await context.addInitScript(
    (index) => localStorage.setItem('devnet-wallet:auto', JSON.stringify({ account: index, approve: true })),
    account.index,
  );
  await context.addInitScript(recordConfirmClicks);
  // Agreed to the terms before (as the e2e fixtures' people have): the market actions open their dialogs.
  await context.addInitScript(() => localStorage.setItem('venom-nft:terms-accepted', 'true'));
  const page = await context.newPage();
  await page.goto('/');
  // The click wakes the wallet island (client:on); one made before its code arrives is kept and replayed.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Connect wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect wallet' })
    .getByRole('listitem')
    .filter({ hasText: 'Dev Wallet' })
    .getByRole('button', { name: 'Connect' })
    .click();
  await page.getByRole('link', { name: 'My NFTs' }).waitFor();
  return page;
}

/** Opens the NFT's page with its market actions island hydrated. */
export async function openNft(page, nft) {
  await page.goto(`/nft/${nft}`);
  await page.locator('astro-island[component-url*="NftActions"]:not([ssr])').waitFor();
}

/** Clicks an action's button (in the market box, or on an offer) and returns its dialog. */
export async function openAction(page, label, where = 'sale-box') {
  await page.getByTestId(where).getByRole('button', { name: label }).first().click();
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.waitFor();
  return dialog;
}

/** The results `timedConfirm` can wait for (see `resultShown`). */
export const RESULTS = {
  /** The market box has a button labelled `arg`. */
  saleBoxButton: 'saleBoxButton',
  /** Owner shows the shortened address `arg`. */
  ownerIs: 'ownerIs',
  /** The market box shows Auction · Active. */
  auctionActive: 'auctionActive',
  /** The bids list has a bid by the shortened address `arg`. */
  bidBy: 'bidBy',
  /** The offers list has (`arg` true) or has not (false) the viewer's Cancel my offer. */
  ownOffer: 'ownOffer',
  /** The market block (not a dialog) reads `arg`, e.g. a listing's new price. */
  marketReads: 'marketReads',
};

/**
 * Runs in the page (self-contained: Playwright sends it as source, and the site's CSP forbids
 * eval): whether `result` shows, and the times seen so far in `window.__bench`.
 */
function probe({ result, arg, toast = true }) {
  const buttons = (selector) => [...document.querySelectorAll(`${selector} button`)].map((b) => b.textContent.trim());
  const shown = {
    saleBoxButton: () => buttons('[data-testid="sale-box"]').includes(arg),
    ownerIs: () => (document.querySelector('[data-testid="owner"]')?.textContent ?? '').includes(arg),
    auctionActive: () => document.querySelector('[data-testid="sale-box"] [data-testid="auction-status"]')?.textContent === 'Active',
    bidBy: () => [...document.querySelectorAll('[data-testid="bids"] li')].some((li) => li.textContent.includes(arg)),
    ownOffer: () => buttons('[data-testid="offers"]').includes('Cancel my offer') === arg,
    marketReads: () => (document.querySelector('[data-testid="sale-box"] [data-live="market"]')?.textContent ?? '').includes(arg),
  }[result]();
  const bench = window.__bench;
  if (!bench) return { shown };
  const now = performance.now();
  if (bench.result === null && shown) bench.result = now;
  const fresh = [...document.querySelectorAll('[data-sonner-toast]:not([data-bench-old])')];
  if (fresh.some((toast) => toast.getAttribute('data-type') === 'error')) return { failed: fresh.map((t) => t.textContent).join(' | ') };
  if (bench.toast === null && (!toast || fresh.some((t) => t.getAttribute('data-type') === 'success'))) bench.toast = now;
  return bench.result !== null && bench.toast !== null && { confirmedAt: window.__benchConfirmedAt, ...bench };
}

/** Marks the toasts on screen (they are not this action's) and clears the last measurement. */
function resetBench() {
  document.querySelectorAll('[data-sonner-toast]').forEach((toast) => toast.setAttribute('data-bench-old', ''));
  window.__benchConfirmedAt = null;
  window.__bench = undefined;
}

function startBench() {
  window.__bench = { result: null, toast: null };
}

/**
 * Clicks Confirm in `dialog` (the button with test id `confirm`) and measures, from that click, when the
 * page shows `result` (with `arg`) and when the action's success toast shows (`toast: false`: a dialog that
 * reports in itself, as Edit price does). A failure toast ends the benchmark.
 */
export async function timedConfirm(page, dialog, result, arg = null, { confirm = 'confirm-action', toast = true } = {}) {
  await page.evaluate(resetBench);
  if ((await page.evaluate(probe, { result, arg })).shown) throw new Error(`${result}(${arg}) shows before the action`);
  await page.evaluate(startBench);
  await dialog.getByTestId(confirm).click();
  const handle = await page.waitForFunction(probe, { result, arg, toast }, { polling: 'raf', timeout: 90_000 });
  const times = await handle.jsonValue();
  if (times.failed) throw new Error(`the action failed: ${times.failed}`);
  if (times.confirmedAt === null) throw new Error('the Confirm click was not seen');
  return { resultMs: times.result - times.confirmedAt, toastMs: times.toast - times.confirmedAt };
}
