// The cart's rules: what an item is (one listing of one NFT, as the card or NFT page showed it), how it
// is kept in the browser's storage, adding and removing. Purchases go through the sweep's runner, so the
// cart holds at most what one run buys.
import type { PricedItem } from './purchase-totals';

export interface CartItem extends PricedItem {
  readonly nft: string;
  readonly name: string;
  readonly image: string | null;
  readonly collectionName: string | null;
  /** The direct sell (listing) the person added: checkout buys only from this very listing. */
  readonly sell: string;
}

/** The most items a cart holds: each is its own wallet confirmation at checkout. */
export const CART_MAX = 20;

const ADDRESS = /^-?\d+:[0-9a-fA-F]{64}$/;
const UNITS = /^\d{1,78}$/;
const TEXT_MAX = 200;

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value.slice(0, TEXT_MAX) : null);

/**
 * A cart item from untrusted fields (a card's data attributes, stored JSON); null when a field that
 * checkout relies on (addresses, price) is missing or malformed.
 */
export function cartItemFrom(fields: Record<string, unknown>): CartItem | null {
  const { nft, sell, token, price } = fields;
  if (typeof nft !== 'string' || !ADDRESS.test(nft)) return null;
  if (typeof sell !== 'string' || !ADDRESS.test(sell)) return null;
  if (typeof token !== 'string' || !ADDRESS.test(token)) return null;
  if (typeof price !== 'string' || !UNITS.test(price)) return null;
  const usd = typeof fields['usd'] === 'string' || typeof fields['usd'] === 'number' ? Number(fields['usd']) : NaN;
  const image = text(fields['image']);
  return {
    nft,
    sell,
    token,
    price: BigInt(price),
    usd: Number.isFinite(usd) && fields['usd'] !== '' ? usd : null,
    name: text(fields['name']) ?? 'Untitled NFT',
    // Only the site's own media path (CartAdd stores mediaSrc's URL): storage is the visitor's to edit.
    image: image && /^\/(?!\/)/.test(image) ? image : null,
    collectionName: text(fields['collectionName']),
  };
}

/** The stored form: JSON, prices as decimal strings. */
export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify(items.map((item) => ({ ...item, price: item.price.toString() })));
}

/** The stored cart, keeping only well-formed items (storage is the visitor's to edit), one per NFT. */
export function parseCart(stored: string | null): CartItem[] {
  if (!stored) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  let items: CartItem[] = [];
  for (const entry of raw) {
    const item = entry && typeof entry === 'object' ? cartItemFrom(entry as Record<string, unknown>) : null;
    if (item) items = addToCart(items, item);
  }
  return items;
}

export const inCart = (items: readonly CartItem[], nft: string): boolean => items.some((item) => item.nft === nft);

/** The cart with `item` added; an NFT already there is replaced by its newer listing, and a full cart is left as it is. */
export function addToCart(items: readonly CartItem[], item: CartItem): CartItem[] {
  const index = items.findIndex((existing) => existing.nft === item.nft);
  if (index >= 0) return items.map((existing, i) => (i === index ? item : existing));
  return items.length >= CART_MAX ? [...items] : [...items, item];
}

export function removeFromCart(items: readonly CartItem[], nfts: Iterable<string>): CartItem[] {
  const gone = new Set(nfts);
  return items.filter((item) => !gone.has(item.nft));
}
