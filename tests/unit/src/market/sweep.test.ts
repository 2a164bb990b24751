// The sweep's choice, totals and run order (src/islands/Sweep, src/market/sweep-plan.ts, run-sweep.ts): sold items are skipped without a purchase,
// a wallet rejection stops the rest, and each item ends bought, skipped or failed.
import { describe, expect, it } from 'vitest';
import type { GetNftResult, NftList } from '@shared/contract/schemas';
import type { ActionResult } from '~/market/actions';
import { cheapest, defaultSweepCount, SWEEP_MAX, sweepCandidates, type SweepItem } from '~/market/sweep-plan';
import { totalsByToken } from '@shared/lib/purchase-totals';
import { listingGone, runSweep, settled, SKIP_REASONS, type ItemState } from '~/market/run-sweep';

const addr = (n: number) => `0:${n.toString(16).padStart(64, '0')}`;
const USDT = addr(900);
const WVENOM = addr(901);
const ME = addr(500);

function item(n: number, price: bigint, token = USDT, usd: number | null = Number(price) / 1e6): SweepItem {
  return { nft: addr(n), name: `#${n}`, image: null, sell: addr(100 + n), price, token, usd, seller: addr(300), rank: null };
}

function details(nft: string, forsale: string | null, owner = addr(300), status = 'active'): GetNftResult {
  return {
    nft: { address: nft, owner, forsale },
    directSell: forsale ? { [forsale]: { address: forsale, status } } : {},
  } as unknown as GetNftResult;
}

const ok = { ok: true } as ActionResult;

describe('choosing a sweep', () => {
  it('starts "Select the cheapest" at 3, or at what is listed when fewer are', () => {
    expect([0, 1, 2, 3, 50].map(defaultSweepCount)).toEqual([0, 1, 2, 3, 3]);
    expect(defaultSweepCount(2)).toBeLessThanOrEqual(SWEEP_MAX);
  });

  it('keeps active listings, cheapest in USD first, and totals per token', () => {
    const sale = (n: number, price: string, token: string, usd: string | null, status = 'active') => ({
      address: addr(100 + n),
      nft: addr(n),
      seller: addr(300),
      status,
      price: { price, priceToken: token, usdPrice: usd },
    });
    const list = {
      items: [1, 2, 3, 4].map((n) => ({
        address: addr(n),
        name: `#${n}`,
        image: null,
        owner: addr(300),
        forsale: n === 4 ? null : addr(100 + n),
        rarity: n === 2 ? { rank: 1, of: 4, score: 3 } : null,
      })),
      directSell: {
        [addr(101)]: sale(1, '3000000', USDT, '3'),
        [addr(102)]: sale(2, '2000000000', WVENOM, '0.2'),
        [addr(103)]: sale(3, '1000000', USDT, '1', 'filled'),
      },
    } as unknown as NftList;
    const candidates = sweepCandidates(list);
    expect(candidates.map((c) => c.name)).toEqual(['#2', '#1']);
    expect(candidates[0]!.rank).toBe('Rank 1 of 4');
    expect(cheapest(candidates, 1)).toEqual([addr(2)]);
    expect(cheapest(candidates, 99)).toEqual([addr(2), addr(1)]);
    expect(totalsByToken([item(1, 3_000_000n), item(2, 2n, WVENOM), item(3, 500_000n)])).toEqual([
      { token: USDT, units: 3_500_000n, count: 2, usd: 3.5 },
      { token: WVENOM, units: 2n, count: 1, usd: 0.000002 },
    ]);
  });
});

describe('running a sweep', () => {
  it('buys in order and skips an item sold meanwhile without calling the wallet for it', async () => {
    const items = [item(1, 1n), item(2, 2n), item(3, 3n)];
    const bought: string[] = [];
    const seen: [string, ItemState['kind']][] = [];
    const final = await runSweep(items, {
      me: ME,
      // #2 was bought by someone else: no listing any more.
      readDetails: async (nft) => details(nft, nft === addr(2) ? null : addr(100 + Number.parseInt(nft.slice(2), 16))),
      buy: async (nft, onProgress) => {
        onProgress('signing');
        bought.push(nft);
        return ok;
      },
      onState: (nft, state) => seen.push([nft, state.kind]),
    });
    expect(bought).toEqual([addr(1), addr(3)]);
    expect([...final].map(([nft, s]) => [nft, s.kind])).toEqual([
      [addr(1), 'bought'],
      [addr(2), 'skipped'],
      [addr(3), 'bought'],
    ]);
    expect(final.get(addr(2))).toEqual({ kind: 'skipped', reason: SKIP_REASONS.sold });
    expect(seen.filter(([nft]) => nft === addr(1)).map(([, k]) => k)).toEqual(['checking', 'signing', 'bought']);
  });

  it('skips a relisting it was not shown, an NFT already owned, and stops after a wallet rejection', async () => {
    const items = [item(1, 1n), item(2, 2n), item(3, 3n), item(4, 4n)];
    const calls: string[] = [];
    const final = await runSweep(items, {
      me: ME,
      readDetails: async (nft) =>
        nft === addr(1)
          ? details(nft, addr(999))
          : nft === addr(2)
            ? details(nft, null, ME)
            : details(nft, addr(100 + Number.parseInt(nft.slice(2), 16))),
      buy: async (nft) => {
        calls.push(nft);
        return { ok: false, reason: 'rejected', description: 'Purchase failed' } as ActionResult;
      },
      onState: () => undefined,
    });
    expect(calls).toEqual([addr(3)]);
    expect(final.get(addr(1))).toEqual({ kind: 'skipped', reason: SKIP_REASONS.sold });
    expect(final.get(addr(2))).toEqual({ kind: 'skipped', reason: SKIP_REASONS.yours });
    expect(final.get(addr(3))).toEqual({ kind: 'failed', reason: 'Purchase failed' });
    expect(final.get(addr(4))).toEqual({ kind: 'skipped', reason: SKIP_REASONS.stopped });
  });

  it('tells what a run is done with (the cart drops those): bought or sold meanwhile, not a failure nor what a stop left', () => {
    expect(settled({ kind: 'bought' })).toBe(true);
    expect(settled({ kind: 'skipped', reason: SKIP_REASONS.sold })).toBe(true);
    expect(settled({ kind: 'skipped', reason: SKIP_REASONS.yours })).toBe(true);
    expect(settled({ kind: 'skipped', reason: SKIP_REASONS.stopped })).toBe(false);
    expect(settled({ kind: 'failed', reason: 'Purchase failed' })).toBe(false);
    expect(settled(undefined)).toBe(false);
  });

  it('knows a listing is gone when the NFT has another, none, or an inactive one (the cart checks on opening)', () => {
    const chosen = item(1, 1n);
    expect(listingGone(chosen, details(chosen.nft, chosen.sell))).toBe(false);
    expect(listingGone(chosen, details(chosen.nft, addr(999)))).toBe(true);
    expect(listingGone(chosen, details(chosen.nft, null))).toBe(true);
    expect(listingGone(chosen, details(chosen.nft, chosen.sell, addr(300), 'filled'))).toBe(true);
    expect(listingGone(chosen, null)).toBe(true);
  });
});
