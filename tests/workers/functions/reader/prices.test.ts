// USD price freshness (functions/reader/prices.ts): with no price there is no "as of" (pages show no "$");
// a price ingested now is fresh; one the source stopped confirming turns stale after PRICE_STALE_SECONDS
// while its value is kept; a fetch that confirms it unchanged makes it fresh again without re-valuing.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { confirmPrices, PRICE_STALE_SECONDS, priceEnvelopes, usdPricesAsOf } from '@functions/reader/prices';
import { ingest } from '@functions/indexer';
import { resetDatabase } from '../../../support/indexer/database';
import { addr } from '../../../support/chain/fake-jrpc';

const db = env.DB;
const TOKEN = { address: addr('wvenom'), decimals: 9, symbol: 'WVENOM' };
const T0 = 1_700_000_000;

beforeEach(async () => {
  await resetDatabase(db);
});

describe('USD price freshness', () => {
  it('no prices: nothing to show; fresh, then stale with the value kept, then fresh again once confirmed', async () => {
    expect(await usdPricesAsOf(db, T0)).toBeNull();
    await ingest(db, priceEnvelopes(new Map([[TOKEN.address, '0.25']]), [TOKEN], {}, T0));
    expect(await usdPricesAsOf(db, T0 + 60)).toEqual({ at: T0, stale: false });

    const later = T0 + PRICE_STALE_SECONDS + 1;
    expect(await usdPricesAsOf(db, later)).toEqual({ at: T0, stale: true });
    expect(await db.prepare('SELECT usd_price FROM token_usd_prices WHERE token = ?1').bind(TOKEN.address).first('usd_price')).toBe(
      '0.00000000025',
    );

    // The same price again: no envelope (nothing re-valued), only the confirmation time moves.
    expect(priceEnvelopes(new Map([[TOKEN.address, '0.25']]), [TOKEN], { [TOKEN.address]: '0.25' }, later)).toEqual([]);
    await confirmPrices(db, [TOKEN.address], later);
    expect(await usdPricesAsOf(db, later)).toEqual({ at: later, stale: false });
    await confirmPrices(db, [TOKEN.address], T0); // an older confirmation never moves it back
    expect((await usdPricesAsOf(db, later))?.at).toBe(later);
  });
});
