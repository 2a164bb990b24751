// USD prices from the configured source: both answer shapes, only changed prices become events, a token
// the source does not price gets none (never a made-up value), and a bad answer is an error.
import { describe, expect, it } from 'vitest';
import { fetchPrices, priceEnvelopes } from '@functions/reader/prices';

const WVENOM = `0:${'7'.repeat(64)}`;
const USDT = `0:${'8'.repeat(64)}`;
const tokens = [
  { address: WVENOM, decimals: 9, symbol: 'WVENOM' },
  { address: USDT, decimals: 6, symbol: 'USDT' },
];
const answer =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe('prices', () => {
  it("reads {address: usd} and web3.world's {currencies: [{address, price}]}", async () => {
    expect(await fetchPrices('https://p.test', answer({ [WVENOM.toUpperCase().replace('0X', '0x')]: '0.12' }))).toEqual(
      new Map([[WVENOM, '0.12']]),
    );
    expect(await fetchPrices('https://p.test', answer({ currencies: [{ address: USDT, price: 1 }] }))).toEqual(new Map([[USDT, '1']]));
  });

  it('refuses an error status or an answer of another shape', async () => {
    await expect(fetchPrices('https://p.test', answer({}, 500))).rejects.toThrow(/HTTP 500/);
    await expect(fetchPrices('https://p.test', answer({ currencies: 'none' }))).rejects.toThrow(/neither/);
    await expect(fetchPrices('https://p.test', answer({ [WVENOM]: '-1' }))).rejects.toThrow();
  });

  it('turns only changed prices into token_price events, and none for an unpriced token', () => {
    const prices = new Map([[WVENOM, '0.12']]);
    const first = priceEnvelopes(prices, tokens, {}, 1_700_000_000);
    expect(first).toEqual([
      {
        id: `price:${WVENOM}:1700000000`,
        kind: 'token_price',
        ts: 1_700_000_000,
        lt: 0,
        emitter: WVENOM,
        payload: { token: WVENOM, usd: '0.12', decimals: 9, symbol: 'WVENOM' },
      },
    ]);
    expect(priceEnvelopes(prices, tokens, { [WVENOM]: '0.12' }, 1_700_000_300)).toEqual([]);
  });
});
