/**
 * Scripted lives for the first NFTs of the first collection, so that every market state exists
 * at any scale (>= 50): a live auction with outbids and a declined bid, listings in each token,
 * offers in every status, finished auctions (completed and cancelled), sales and cancellations.
 */
import { DEMO_TOKENS, type DemoTokenSymbol } from './demo-chain';
import { DAY } from './plan';
import type { Timeline } from './timeline';

export const SHOWCASE_SLOTS = 9;

const token = (symbol: DemoTokenSymbol) => DEMO_TOKENS.find((t) => t.symbol === symbol)!;

export function liveShowcase(t: Timeline, slot: number): void {
  const now = t.now;
  const ago = (days: number) => now - Math.round(days * DAY);
  t.mint(ago(200), t.user());
  switch (slot) {
    case 0: // live auction: three bids (two outbid) and one declined bid
      t.auction(ago(2), { token: token('WVENOM'), duration: 5 * DAY, bids: 3, declined: true });
      return;
    case 1:
      t.listing(ago(10), { token: token('WVENOM'), end: 0, outcome: 'open' });
      return;
    case 2:
      t.listing(ago(5), { token: token('USDT'), end: now + 10 * DAY, outcome: 'open' });
      return;
    case 3:
      t.listing(ago(4), { token: token('USDC'), end: 0, outcome: 'open' });
      return;
    case 4:
      t.listing(ago(3), { token: token('DAI'), end: 0, outcome: 'open' });
      return;
    case 5: // an accepted offer, then a new live one
      t.offer(ago(60), { token: token('WVENOM'), end: ago(30), outcome: 'filled', closeAt: ago(55) });
      t.offer(ago(2), { token: token('USDT'), end: now + 20 * DAY, outcome: 'open' });
      return;
    case 6: // offers cancelled, expired (with and without the finishing call) and live
      t.offer(ago(40), { token: token('WVENOM'), end: ago(10), outcome: 'canceled', closeAt: ago(39) });
      t.offer(ago(30), { token: token('USDC'), end: ago(20), outcome: 'expired' });
      t.offer(ago(15), { token: token('DAI'), end: ago(5), outcome: 'expired-silently' });
      t.offer(ago(1), { token: token('WVENOM'), end: now + 7 * DAY, outcome: 'open' });
      return;
    case 7: // a completed auction, a cancelled listing, a sale
      t.auction(ago(100), { token: token('WVENOM'), duration: 3 * DAY, bids: 2, declined: false });
      t.listing(ago(50), { token: token('USDT'), end: 0, outcome: 'canceled', closeAt: ago(48) });
      t.listing(ago(20), { token: token('WVENOM'), end: 0, outcome: 'purchased', closeAt: ago(18) });
      return;
    default: // an auction nobody bid on
      t.auction(ago(30), { token: token('USDC'), duration: 2 * DAY, bids: 0 });
  }
}
