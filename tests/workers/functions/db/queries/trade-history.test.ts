// A long history streams whole and parses back exactly (GET /user/history.csv on 100 000 trades).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventKindCode } from '@functions/db/event-kinds';
import { HISTORY_PAGE } from '@functions/db/queries/trade-history';
import { fromUnits } from '@shared/lib/amounts';
import { addr, bearer, get } from '../../api/fixtures';
import { parseCsv } from '../../../../support/csv';

const ROWS = 100_000;
const T0 = 1_700_000_000;
const trader = addr('whale');
const other = addr('counterparty');
const nft = addr('nft:whale');
const collection = addr('collection:whale');
const token = addr('token:whale');
/** The price of row i in smallest units (9 decimals): distinct, with every digit position used. */
const priceOf = (i: number) => BigInt(i * 7919 + 1) * 1_000_003n;
const hashOf = (i: number) => i.toString(16).padStart(64, '0');

beforeAll(async () => {
  const sold = eventKindCode('sell_purchased');
  await env.DB.batch([
    env.DB.prepare('INSERT INTO addresses (address) VALUES (?1), (?2), (?3), (?4), (?5)').bind(trader, other, nft, collection, token),
    env.DB.prepare("INSERT INTO token_usd_prices VALUES (?1, '0.0000000001', 1e-10, 9, 'WHALE', 0)").bind(token),
  ]);
  const id = (address: string) => `(SELECT id FROM addresses WHERE address = '${address}')`;
  // Even rows: the whale buys from the counterparty; odd rows: sells to it. Three rows a second; the
  // order key runs 2^63 + i past the middle, where it is stored as a BLOB.
  await env.DB.prepare(
    `WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < ${ROWS - 1})
     INSERT INTO activity (id, kind, nft, collection, ts, lt, verified, payload)
     SELECT i + 1, ${sold}, ${id(nft)}, ${id(collection)}, ${T0} + i / 3,
            CASE WHEN i < ${ROWS / 2} THEN i ELSE unhex(printf('8%017x', i)) END, 1,
            json_array(CASE i % 2 WHEN 0 THEN ${id(other)} ELSE ${id(trader)} END, 0, 0, NULL,
                       CAST((i * 7919 + 1) * 1000003 AS TEXT), 3, ${id(token)},
                       CASE i % 2 WHEN 0 THEN ${id(trader)} ELSE ${id(other)} END, printf('%064x', i), '1000', '0')
     FROM s`,
  ).run();
  await env.DB.prepare(
    `INSERT INTO activity_participants (address, ts, lt, activity_id, kind)
     SELECT ${id(trader)}, ts, lt, id, kind FROM activity WHERE nft = ${id(nft)}`,
  ).run();
});

describe('GET /api/user/history.csv at 100 000 trades', () => {
  it('streams every row, in order, with exact amounts', async () => {
    expect(ROWS).toBeGreaterThan(HISTORY_PAGE * 10);
    const res = await get('/user/history.csv', await bearer(trader));
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(await res.text());
    const col = (name: string) => header!.indexOf(name);
    expect(rows).toHaveLength(ROWS);
    rows.forEach((row, i) => {
      const expected = {
        date_utc: new Date((T0 + Math.floor(i / 3)) * 1000).toISOString().replace('.000Z', 'Z'),
        type: i % 2 === 0 ? 'Buy' : 'Sell',
        counterparty: other,
        token_symbol: 'WHALE',
        price: fromUnits(priceOf(i).toString(), 9),
        fee: '0.000001',
        transaction: hashOf(i),
      };
      const got = Object.fromEntries(Object.keys(expected).map((key) => [key, row[col(key)]]));
      if (JSON.stringify(got) !== JSON.stringify(expected)) expect({ row: i, ...got }).toEqual({ row: i, ...expected });
    });
  });
});
