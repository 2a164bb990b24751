/**
 * USD token prices from a configurable source, as `token_price` envelopes. The source answers JSON in
 * one of two shapes: `{ "<token root>": "<usd per whole token>" }`, or the web3.world currencies list
 * `{ "currencies": [{ "address": "<root>", "price": "<usd>" }] }`. A price that fails to load keeps
 * the last good value (nothing is ingested); a price is never made up.
 */
import { z } from 'zod';
import type { ChainEventInput } from '../indexer';

export interface PricedToken {
  readonly address: string;
  readonly decimals: number;
  readonly symbol: string;
}

const usd = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,30}(\.\d{1,30})?$/));
const byAddress = z.record(z.string(), usd);
const currencies = z.object({ currencies: z.array(z.object({ address: z.string(), price: usd })).max(10_000) });

export async function fetchPrices(url: string, fetcher: (request: Request) => Promise<Response> = fetch): Promise<Map<string, string>> {
  const response = await fetcher(new Request(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) }));
  if (!response.ok) throw new Error(`prices: HTTP ${response.status}`);
  const body: unknown = await response.json();
  const list = currencies.safeParse(body);
  if (list.success) return new Map(list.data.currencies.map((c) => [c.address.toLowerCase(), c.price]));
  const map = byAddress.safeParse(body);
  if (map.success) return new Map(Object.entries(map.data).map(([a, p]) => [a.toLowerCase(), p]));
  throw new Error('prices: the answer is neither {address: usd} nor {currencies: [{address, price}]}');
}

/** Envelopes for prices that changed since `last` (token -> usd); ids name the token and the fetch time. */
export function priceEnvelopes(
  prices: Map<string, string>,
  tokens: readonly PricedToken[],
  last: Readonly<Record<string, string>>,
  now: number,
): ChainEventInput[] {
  const out: ChainEventInput[] = [];
  tokens.forEach((token, i) => {
    const value = prices.get(token.address);
    if (value === undefined || last[token.address] === value) return;
    out.push({
      id: `price:${token.address}:${now}`,
      kind: 'token_price',
      ts: now,
      lt: i,
      emitter: token.address,
      payload: { token: token.address, usd: value, decimals: token.decimals, symbol: token.symbol },
    } as ChainEventInput);
  });
  return out;
}

/**
 * Marks the prices a fetch confirmed unchanged as current (their rows' `updated_at`), so a page can
 * tell a price that holds from one the source stopped giving. Only the time moves: values stay.
 */
export async function confirmPrices(db: D1Database, tokens: readonly string[], at: number): Promise<void> {
  if (tokens.length === 0) return;
  await db
    .prepare('UPDATE token_usd_prices SET updated_at = ?1 WHERE token IN (SELECT value FROM json_each(?2)) AND updated_at < ?1')
    .bind(at, JSON.stringify(tokens))
    .run();
}

/** A USD price older than this is shown as stale. */
export const PRICE_STALE_SECONDS = 3600;

/**
 * When the oldest USD price the pages use was last confirmed (unix seconds), and whether that is
 * stale; null when there are no prices at all (no source: pages show no "$").
 */
export async function usdPricesAsOf(db: D1Database, now: number): Promise<{ at: number; stale: boolean } | null> {
  const row = await db.prepare('SELECT min(updated_at) AS at FROM token_usd_prices').first<{ at: number | null }>();
  if (row?.at == null) return null;
  return { at: row.at, stale: now - row.at > PRICE_STALE_SECONDS };
}
