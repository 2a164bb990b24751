/** GET /token/price: one token's row of the price table, as USD per whole token. */
import BigNumber from 'bignumber.js';
import { first } from './sql';

export interface StoredTokenPrice {
  /** USD per whole token, a plain decimal string. */
  readonly usd: string;
  readonly decimals: number;
  readonly symbol: string | null;
  readonly updatedAt: number;
}

export async function tokenPrice(db: D1Database, token: string): Promise<StoredTokenPrice | null> {
  const row = await first<{ usd_price: string; decimals: number; symbol: string | null; updated_at: number }>(
    db,
    'SELECT usd_price, decimals, symbol, updated_at FROM token_usd_prices WHERE token = ?1',
    [token],
  );
  if (!row) return null;
  // The table keeps USD per smallest unit (exact); the route speaks of whole tokens, as the price source does.
  return {
    usd: new BigNumber(row.usd_price).shiftedBy(row.decimals).toFixed(),
    decimals: row.decimals,
    symbol: row.symbol,
    updatedAt: row.updated_at,
  };
}
