import { describe, expect, it } from 'vitest';
import { mainToken } from '@shared/lib/main-token';

const WVENOM = '0:' + '1'.repeat(64);
const USDT = '0:' + '2'.repeat(64);
const DAI = '0:' + '3'.repeat(64);

describe('mainToken', () => {
  it('is the token with the largest volume in USD, not the most deals', () => {
    const volumes = [
      { token: USDT, usd: 300, deals: 40 },
      { token: WVENOM, usd: 900, deals: 3 },
    ];
    expect(mainToken(volumes, USDT)).toBe(WVENOM);
  });

  it('counts a token without a price after every priced one, then by deals', () => {
    expect(
      mainToken(
        [
          { token: DAI, usd: null, deals: 50 },
          { token: USDT, usd: 1, deals: 1 },
        ],
        null,
      ),
    ).toBe(USDT);
    expect(
      mainToken(
        [
          { token: DAI, usd: null, deals: 2 },
          { token: WVENOM, usd: null, deals: 5 },
        ],
        null,
      ),
    ).toBe(WVENOM);
  });

  it('breaks an exact tie by the token address, so the choice never flips between renders', () => {
    const tie = [
      { token: USDT, usd: 10, deals: 2 },
      { token: WVENOM, usd: 10, deals: 2 },
    ];
    expect(mainToken(tie, null)).toBe(WVENOM);
    expect(mainToken([...tie].reverse(), null)).toBe(WVENOM);
  });

  it('takes the cheapest listing’s token when nothing was ever sold, and null with neither', () => {
    expect(mainToken([], USDT)).toBe(USDT);
    expect(mainToken([{ token: WVENOM, usd: 0, deals: 0 }], DAI)).toBe(DAI);
    expect(mainToken([], null)).toBeNull();
  });
});
