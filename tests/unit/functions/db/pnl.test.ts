// Cost basis and P&L rules (functions/db/pnl.ts) on hand-made histories.
import { describe, expect, it } from 'vitest';
import { feesUsdOf, ledgerOf, type TradeEvent, type TradeKind } from '@functions/db/pnl';

const ME = '#1';
const me = new Set([ME]);
const WV = 'wvenom';
const USDT = 'usdt';

let clock = 1_000;
function trade(kind: TradeKind, nft: string, from: string | null, to: string | null, deal?: Partial<TradeEvent>): TradeEvent {
  clock += 60;
  return {
    kind,
    ts: clock,
    nft,
    collection: 'punks',
    from,
    to,
    token: null,
    price: null,
    usd: null,
    fee: null,
    royalty: null,
    transaction: null,
    ...deal,
  };
}
const buy = (nft: string, price: string, usd: string, token = WV, kind: TradeKind = 'sell_purchased') =>
  trade(kind, nft, '#2', ME, { token, price, usd, fee: '0', royalty: '0' });
const sell = (nft: string, price: string, usd: string, fee = '0', royalty = '0', token = WV, kind: TradeKind = 'sell_purchased') =>
  trade(kind, nft, ME, '#3', { token, price, usd, fee, royalty });

describe('ledgerOf', () => {
  it('bought, then sold at a loss: price − fee − royalty − cost, in the token and in USD', () => {
    const { open, sales } = ledgerOf(me, [buy('a', '10000', '10'), sell('a', '8000', '8', '200', '400')]);
    expect(open.size).toBe(0);
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({
      nft: 'a',
      price: '8000',
      fee: '200',
      royalty: '400',
      proceeds: '7400',
      proceedsUsd: '7.4',
      costBasis: { source: 'purchase', token: WV, amount: '10000', usd: '10' },
      pnl: '-2600',
      pnlUsd: '-2.6',
    });
    expect(feesUsdOf(sales[0]!)).toEqual({ fee: '0.2', royalty: '0.4' });
  });

  it('bought twice (a sale, then bought back): each sale matches the purchase before it', () => {
    const { open, sales } = ledgerOf(me, [buy('a', '100', '1'), sell('a', '150', '1.5'), buy('a', '200', '2'), sell('a', '180', '1.8')]);
    expect(open.size).toBe(0);
    expect(sales.map((s) => [s.costBasis?.amount, s.pnl, s.pnlUsd])).toEqual([
      ['100', '50', '0.5'],
      ['200', '-20', '-0.2'],
    ]);
  });

  it('a held NFT bought back keeps the second purchase as its cost basis', () => {
    const { open } = ledgerOf(me, [buy('a', '100', '1'), sell('a', '150', '1.5'), buy('a', '200', '2')]);
    expect(open.get('a')).toMatchObject({ source: 'purchase', amount: '200', usd: '2' });
  });

  it('minted, then sold: no cost basis, so no P&L, but the fee and royalty count', () => {
    const { sales } = ledgerOf(me, [trade('mint', 'm', null, ME), sell('m', '500', '5', '10', '20')]);
    expect(sales[0]).toMatchObject({ costBasis: { source: 'mint', amount: null, usd: null }, proceeds: '470', pnl: null, pnlUsd: null });
  });

  it('received by transfer, then sold: no cost basis', () => {
    const { open, sales } = ledgerOf(me, [trade('transfer', 't', '#9', ME)]);
    expect(open.get('t')).toMatchObject({ source: 'transfer', amount: null });
    const after = ledgerOf(me, [trade('transfer', 't', '#9', ME), sell('t', '500', '5')]);
    expect(sales).toEqual([]);
    expect(after.sales[0]).toMatchObject({ costBasis: { source: 'transfer' }, pnl: null, pnlUsd: null });
  });

  it('a transfer out closes the lot without a sale', () => {
    const { open, sales } = ledgerOf(me, [buy('a', '100', '1'), trade('transfer', 'a', ME, '#9')]);
    expect(open.size).toBe(0);
    expect(sales).toEqual([]);
  });

  it('an accepted offer: as the buyer it is the cost basis, as the seller a sale', () => {
    const bought = ledgerOf(me, [buy('o', '300', '3', WV, 'offer_filled')]);
    expect(bought.open.get('o')).toMatchObject({ source: 'offer', amount: '300' });
    const sold = ledgerOf(me, [buy('o', '300', '3', WV, 'offer_filled'), sell('o', '400', '4', '8', '0', WV, 'offer_filled')]);
    expect(sold.sales[0]).toMatchObject({ kind: 'offer_filled', costBasis: { source: 'offer' }, pnl: '92', pnlUsd: '0.92' });
  });

  it('a won auction is the cost basis', () => {
    const { open, sales } = ledgerOf(me, [buy('w', '700', '7', WV, 'auction_complete'), sell('w', '1000', '10')]);
    expect(open.size).toBe(0);
    expect(sales[0]).toMatchObject({ costBasis: { source: 'auction', amount: '700', usd: '7' }, pnl: '300', pnlUsd: '3' });
  });

  it('a sale in one token after a purchase in another: P&L in USD at each moment, none in a token', () => {
    const { sales } = ledgerOf(me, [buy('x', '1000000000', '0.1', WV), sell('x', '2000000', '2', '40000', '0', USDT)]);
    expect(sales[0]).toMatchObject({ token: USDT, proceeds: '1960000', proceedsUsd: '1.96', pnl: null, pnlUsd: '1.86' });
  });

  it('a deal without a USD value has no USD P&L; one without a recorded fee counts none', () => {
    const { sales } = ledgerOf(me, [buy('n', '100', '1'), trade('sell_purchased', 'n', ME, '#3', { token: WV, price: '150', usd: null })]);
    expect(sales[0]).toMatchObject({ fee: '0', royalty: '0', pnl: '50', pnlUsd: null, proceedsUsd: null });
  });

  it('ignores trades between others and names the address by either of its names', () => {
    const { open, sales } = ledgerOf(new Set([ME, '0:me']), [
      trade('sell_purchased', 'z', '#5', '#6', { token: WV, price: '1' }),
      buy('b', '5', '1'),
    ]);
    expect(sales).toEqual([]);
    expect([...open.keys()]).toEqual(['b']);
    expect(ledgerOf(new Set(['0:me']), [trade('mint', 'q', null, '0:me')]).open.has('q')).toBe(true);
  });
});
