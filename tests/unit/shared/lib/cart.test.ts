// The cart's rules (shared/lib/cart.ts) and the totals it shows per token (shared/lib/purchase-totals.ts).
import { describe, expect, it } from 'vitest';
import { addToCart, CART_MAX, cartItemFrom, inCart, parseCart, removeFromCart, serializeCart, type CartItem } from '@shared/lib/cart';
import { totalsByToken, totalUsd } from '@shared/lib/purchase-totals';

const addr = (n: number) => `0:${n.toString(16).padStart(64, '0')}`;
const USDT = addr(900);
const WVENOM = addr(901);

const fields = (n: number, over: Record<string, unknown> = {}) => ({
  nft: addr(n),
  sell: addr(100 + n),
  token: USDT,
  price: '1500000',
  usd: '1.5',
  name: `Item #${n}`,
  image: '/media/web?src=https%3A%2F%2Fimg.test%2Fa.png',
  collectionName: 'Devnet Apes',
  ...over,
});
const item = (n: number, over: Record<string, unknown> = {}) => cartItemFrom(fields(n, over))!;

describe('a cart item from untrusted fields', () => {
  it("reads a card's listing", () => {
    expect(item(1)).toEqual({
      nft: addr(1),
      sell: addr(101),
      token: USDT,
      price: 1_500_000n,
      usd: 1.5,
      name: 'Item #1',
      image: '/media/web?src=https%3A%2F%2Fimg.test%2Fa.png',
      collectionName: 'Devnet Apes',
    });
  });
  it('refuses what checkout relies on when it is missing or malformed', () => {
    for (const bad of [
      { nft: 'x' },
      { sell: '' },
      { token: undefined },
      { price: '-1' },
      { price: '1.5' },
      { price: 12 },
      { price: '9'.repeat(79) },
    ]) {
      expect(cartItemFrom(fields(1, bad))).toBeNull();
    }
  });
  it("fills the rest with safe values: no USD, a default name, only the site's own media path", () => {
    const loose = item(1, { usd: '', name: '', image: 'javascript:alert(1)', collectionName: '' });
    expect(loose).toMatchObject({ usd: null, name: 'Untitled NFT', image: null, collectionName: null });
    expect(item(1, { usd: 'NaN' }).usd).toBeNull();
    expect(item(1, { image: '/media/x' }).image).toBe('/media/x');
    expect(item(1, { image: '//evil.test/x' }).image).toBeNull();
    expect(item(1, { image: 'https://evil.test/x' }).image).toBeNull();
    expect(item(1, { name: 'n'.repeat(500) }).name).toHaveLength(200);
  });
});

describe('adding, removing, keeping', () => {
  it('holds one item per NFT: adding it again keeps its newer listing', () => {
    const cart = addToCart(addToCart([], item(1)), item(2));
    const relisted = addToCart(cart, item(1, { sell: addr(555), price: '7' }));
    expect(relisted.map((i) => i.nft)).toEqual([addr(1), addr(2)]);
    expect(relisted[0]).toMatchObject({ sell: addr(555), price: 7n });
    expect(inCart(relisted, addr(2))).toBe(true);
    expect(removeFromCart(relisted, [addr(1)]).map((i) => i.nft)).toEqual([addr(2)]);
  });
  it(`stops at ${CART_MAX} items`, () => {
    let cart: CartItem[] = [];
    for (let n = 1; n <= CART_MAX + 3; n++) cart = addToCart(cart, item(n));
    expect(cart).toHaveLength(CART_MAX);
    expect(inCart(cart, addr(CART_MAX + 1))).toBe(false);
  });
  it('survives a round trip through storage, bigint prices included', () => {
    const cart = [item(1, { price: '123456789012345678901234567890' }), item(2, { usd: '' })];
    expect(parseCart(serializeCart(cart))).toEqual(cart);
  });
  it('reads a damaged or edited store as what is still well-formed', () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('{not json')).toEqual([]);
    expect(parseCart('{"nft":1}')).toEqual([]);
    const stored = JSON.stringify([fields(1), null, 3, { ...fields(2), sell: 'nope' }, fields(1, { price: '9' })]);
    expect(parseCart(stored)).toEqual([item(1, { price: '9' })]);
  });
});

describe('totals per token', () => {
  it('sums each token apart, with its USD, in the order the tokens first appear', () => {
    const totals = totalsByToken([
      item(1),
      item(2, { token: WVENOM, price: '2000000000', usd: '0.4' }),
      item(3, { price: '500000', usd: '0.5' }),
    ]);
    expect(totals).toEqual([
      { token: USDT, units: 2_000_000n, count: 2, usd: 2 },
      { token: WVENOM, units: 2_000_000_000n, count: 1, usd: 0.4 },
    ]);
    expect(totalUsd(totals)).toBeCloseTo(2.4);
  });
  it('gives no USD for a token with one price of unknown value, and no grand total then', () => {
    const totals = totalsByToken([item(1), item(2, { usd: '' }), item(3, { token: WVENOM, usd: '1' })]);
    expect(totals[0]).toMatchObject({ units: 3_000_000n, count: 2, usd: null });
    expect(totals[1]).toMatchObject({ usd: 1 });
    expect(totalUsd(totals)).toBeNull();
    expect(totalUsd([])).toBe(0);
  });
});
