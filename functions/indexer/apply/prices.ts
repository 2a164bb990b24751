/**
 * Token USD prices (api-contract §12.5). The event carries USD per whole token; the table keeps
 * USD per smallest unit, exactly, plus a float for SQL. A new price re-values every live offer in
 * that token, the NFTs' floors and best offers, deal prices, collection floors and volumes.
 */
import BigNumber from 'bignumber.js';
import { addressIdSql } from '../../db/address-ids';
import type { BatchContext } from '../context';
import type { EventOf } from '../envelope';

/** USD per smallest unit as a plain decimal string (no exponent), exact. */
export function usdPerSmallestUnit(usdPerToken: string, decimals: number): string {
  return new BigNumber(usdPerToken).shiftedBy(-decimals).toFixed();
}

export function applyTokenPrice(ctx: BatchContext, e: EventOf<'token_price'>): void {
  const p = e.payload;
  const perUnit = usdPerSmallestUnit(p.usd, p.decimals);
  const real = Number(perUnit);
  ctx.run(
    `INSERT INTO token_usd_prices (token, usd_price, usd_price_real, decimals, symbol, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
     ON CONFLICT DO UPDATE SET usd_price = excluded.usd_price, usd_price_real = excluded.usd_price_real,
       decimals = excluded.decimals, symbol = coalesce(excluded.symbol, symbol), updated_at = excluded.updated_at`,
    p.token,
    perUnit,
    real,
    p.decimals,
    p.symbol ?? null,
    e.ts,
  );
  const token = addressIdSql('?1');
  ctx.run(`UPDATE direct_sells SET price_usd = price_num * ?2 WHERE token = ${token} AND live = 1`, p.token, real);
  ctx.run(`UPDATE direct_buys SET price_usd = price_num * ?2 WHERE token = ${token} AND live = 1`, p.token, real);
  ctx.run(`UPDATE auctions SET min_bid_usd = CAST(min_bid AS REAL) * ?2 WHERE token = ${token} AND live = 1`, p.token, real);
  // No index on deal_token: a price update is rare (minutes apart) and touches most of these rows anyway.
  ctx.run('UPDATE nfts SET deal_price_usd = CAST(deal_price AS REAL) * ?2 WHERE deal_token = ?1', p.token, real);
  ctx.marketTokens.add(p.token);
  ctx.volumeTokens.add(p.token);
}
