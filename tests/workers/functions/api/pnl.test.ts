// GET /user/pnl and GET /user/history.csv: the session address's P&L and trade history, owner only.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { ingest } from '@functions/indexer';
import { pnlSchema } from '@shared/contract/schemas';
import { addr, bearer, buildWorld, DAY, event, get, json, NOW, USDT, W, WV } from './fixtures';
import { parseCsv } from '../../../support/csv';

const trader = addr('trader');
const x1 = addr('nft:x1');
const x2 = addr('nft:x2');
const x3 = addr('nft:x3');
const HOSTILE = '=HYPERLINK("http://evil.example"), "x"';
const T1 = NOW - 2 * DAY;
const T2 = NOW - 3600;
const meta = (name: string) => ({ type: 'Basic NFT', name, preview: { source: 'https://img.example/x.png', mimetype: 'image/png' } });

beforeAll(async () => {
  await buildWorld();
  const { carol, dave, punks, roots, tokens } = W;
  const sellOf = (sell: string, seller: string, price: string, start: number) => ({
    sell,
    nft: x1,
    seller,
    token: tokens.wvenom,
    price,
    start,
    end: 0,
    root: roots.sell,
  });
  const events = [
    event('mint', T1 - 100, { nft: x1, collection: punks, id: '901', owner: carol, creator: carol, meta: meta(HOSTILE) }),
    event('sell_active', T1 - 50, sellOf(addr('sell:x1a'), carol, WV(20), T1 - 50)),
    event('sell_purchased', T1, {
      ...sellOf(addr('sell:x1a'), carol, WV(20), T1 - 50),
      buyer: trader,
      settlement: { fee: WV(0.5), royalty: WV(1) },
    }),
    event('mint', T1 + 10, { nft: x2, collection: punks, id: '902', owner: trader, creator: trader, meta: meta('Minted') }),
    event('mint', T1 + 15, { nft: x3, collection: punks, id: '903', owner: carol, creator: carol, meta: meta('Offered') }),
    event('offer_filled', T1 + 20, {
      offer: addr('offer:x3'),
      nft: x3,
      buyer: trader,
      token: tokens.usdt,
      price: USDT(4),
      start: T1,
      end: 0,
      root: roots.buy,
      seller: carol,
      settlement: { fee: USDT(0.08), royalty: '0' },
    }),
    event('sell_active', T2 - 50, sellOf(addr('sell:x1b'), trader, WV(30), T2 - 50)),
    event('sell_purchased', T2, {
      ...sellOf(addr('sell:x1b'), trader, WV(30), T2 - 50),
      buyer: dave,
      settlement: { fee: WV(0.75), royalty: WV(1.5) },
    }),
  ];
  const result = await ingest(env.DB, events);
  expect(result.applied).toBe(events.length);
});

describe('authorisation', () => {
  it('answers 401 without a valid session', async () => {
    for (const path of ['/user/pnl', '/user/history.csv']) {
      for (const headers of [{}, { authorization: 'Bearer x.y.z' }] as Record<string, string>[]) {
        expect((await get(path, headers)).status, path).toBe(401);
      }
    }
  });

  it('answers 400 naming the field for a bad period or range', async () => {
    const auth = await bearer(trader);
    expect(await json(await get('/user/pnl?period=2w', auth), 400)).toMatchObject({ field: 'period' });
    expect(await json(await get('/user/history.csv?from=10&to=5', auth), 400)).toMatchObject({ field: 'from' });
    expect(await json(await get('/user/history.csv?from=x', auth), 400)).toMatchObject({ field: 'from' });
  });
});

describe('the OpenAPI document', () => {
  it('declares both routes, with the session and their schemas', async () => {
    type Operation = {
      security?: unknown[];
      parameters?: { name: string }[];
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    const doc = await json<{ paths: Record<string, { get?: Operation }> }>(await get('/swagger.json'));
    const pnl = doc.paths['/user/pnl']?.get;
    const history = doc.paths['/user/history.csv']?.get;
    expect(pnl?.security).toEqual([{ bearerAuth: [] }]);
    expect(pnl?.parameters?.map((p) => p.name)).toEqual(['period']);
    expect(Object.keys(pnl?.responses['200']?.content ?? {})).toEqual(['application/json']);
    expect(history?.security).toEqual([{ bearerAuth: [] }]);
    expect(history?.parameters?.map((p) => p.name)).toEqual(['from', 'to']);
    expect(Object.keys(history?.responses['200']?.content ?? {})).toEqual(['text/csv']);
    expect(Object.keys(history?.responses ?? {})).toEqual(expect.arrayContaining(['400', '401']));
  });
});

describe('GET /api/user/pnl', () => {
  it('realises a sale: price − fee − royalty (as its transaction paid) − what the NFT cost', async () => {
    const p = pnlSchema.parse(await json(await get('/user/pnl?period=24h', await bearer(trader))));
    expect(p.address).toBe(trader);
    expect(p.realised.sales).toHaveLength(1);
    expect(p.realised.sales[0]).toMatchObject({
      nft: x1,
      name: HOSTILE,
      ts: T2,
      kind: 'sell_purchased',
      price: { token: W.tokens.wvenom, amount: WV(30) },
      priceUsd: '3',
      fee: WV(0.75),
      royalty: WV(1.5),
      proceeds: WV(27.75),
      proceedsUsd: '2.775',
      costBasis: { source: 'purchase', ts: T1, token: W.tokens.wvenom, amount: WV(20), usd: '2' },
      pnl: WV(7.75),
      pnlUsd: '0.775',
    });
    const totals = Object.fromEntries(p.realised.totals.map((t) => [t.period, t]));
    expect(totals['24h']).toMatchObject({
      sales: 1,
      pnlUsd: '0.775',
      feesUsd: '0.075',
      royaltiesUsd: '0.15',
      fees: [{ token: W.tokens.wvenom, amount: WV(0.75) }],
      royalties: [{ token: W.tokens.wvenom, amount: WV(1.5) }],
    });
    expect(totals['all']).toMatchObject({ sales: 1, pnlUsd: '0.775' });
  });

  it('values held NFTs against the floor: a cost basis in another token counts in USD only, a minted one has none', async () => {
    const p = pnlSchema.parse(await json(await get('/user/pnl', await bearer(trader))));
    expect(p.period).toBe('30d');
    const punks = p.unrealised.collections.find((c) => c.collection === W.punks)!;
    // The punks' floor is 5 WVENOM = 0.5 USD; x3 cost 4 USDT; x2 was minted.
    expect(punks).toMatchObject({ count: 2, withoutCostBasis: 1, costUsd: '4', floorUsd: '0.5', pnlUsd: '-3.5', pnl: null });
    expect(p.unrealised.nfts).toEqual([
      expect.objectContaining({
        nft: x3,
        name: 'Offered',
        costBasis: { source: 'offer', ts: T1 + 20, token: W.tokens.usdt, amount: USDT(4), usd: '4' },
        pnl: null,
        pnlUsd: '-3.5',
      }),
    ]);
    expect(p.unrealised).toMatchObject({ pnlUsd: '-3.5', costUsd: '4', nftCount: 1, collectionCount: p.unrealised.collections.length });
  });

  it("shows another address's P&L to nobody: the session decides whose it is", async () => {
    const p = pnlSchema.parse(await json(await get('/user/pnl?period=all', await bearer(W.dave))));
    expect(p.address).toBe(W.dave);
    expect(p.realised.sales.map((s) => s.nft)).not.toContain(x1);
  });
});

describe('GET /api/user/history.csv', () => {
  it('lists every trade with exact decimals, USD at the time, fee, royalty, quoted and formula-safe', async () => {
    const res = await get('/user/history.csv', await bearer(trader));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const text = await res.text();
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      'date_utc',
      'type',
      'via',
      'nft',
      'nft_name',
      'collection',
      'collection_name',
      'counterparty',
      'token',
      'token_symbol',
      'price',
      'price_usd',
      'fee',
      'fee_usd',
      'royalty',
      'royalty_usd',
      'transaction',
    ]);
    const at = (ts: number) => new Date(ts * 1000).toISOString().replace('.000Z', 'Z');
    const record = (row: string[]) => Object.fromEntries(header!.map((key, i) => [key, row[i]]));
    expect(rows.map(record)).toEqual([
      expect.objectContaining({ date_utc: at(T1), type: 'Buy', via: 'listing', nft: x1, nft_name: `'${HOSTILE}`, counterparty: W.carol }),
      expect.objectContaining({ date_utc: at(T1 + 10), type: 'Mint', via: 'mint', nft: x2, price: '', counterparty: '' }),
      expect.objectContaining({ type: 'Buy', via: 'offer', token: W.tokens.usdt, price: '4', price_usd: '4', fee: '0.08', royalty: '0' }),
      {
        date_utc: at(T2),
        type: 'Sell',
        via: 'listing',
        nft: x1,
        nft_name: `'${HOSTILE}`,
        collection: W.punks,
        collection_name: 'Venom Punks',
        counterparty: W.dave,
        token: W.tokens.wvenom,
        token_symbol: 'WVENOM',
        price: '30',
        price_usd: '3',
        fee: '0.75',
        fee_usd: '0.075',
        royalty: '1.5',
        royalty_usd: '0.15',
        transaction: '',
      },
    ]);
    // The hostile name is quoted (it holds a comma and quotes) and starts with a quote mark, not `=`.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example""), ""x"""`);
  });

  it('covers the date range asked for', async () => {
    const text = await (await get(`/user/history.csv?from=${T2}&to=${T2 + 1}`, await bearer(trader))).text();
    const rows = parseCsv(text);
    expect(rows).toHaveLength(2);
    expect(rows[1]![1]).toBe('Sell');
    const empty = await get(`/user/history.csv?from=${T2 + 1}`, await bearer(trader));
    const emptyText = await empty.text();
    expect(empty.status).toBe(200);
    expect(parseCsv(emptyText)).toHaveLength(1);
  });
});

describe('GET /api/user/history.csv after a burn', () => {
  it('still names an NFT its new owner burned (it no longer has a search document)', async () => {
    const seller = addr('burn-seller');
    const x6 = addr('nft:x6');
    const listing = { sell: addr('sell:x6'), nft: x6, seller, token: W.tokens.wvenom, price: WV(7), start: T1, end: 0, root: W.roots.sell };
    const indexed = await ingest(env.DB, [
      event('mint', T1 - 5, { nft: x6, collection: W.punks, id: '906', owner: seller, creator: seller, meta: meta('Burnt offering') }),
      event('sell_active', T1, listing),
      event('sell_purchased', T1 + 5, { ...listing, buyer: W.dave, settlement: { fee: '0', royalty: '0' } }),
      event('burn', T1 + 10, { nft: x6, collection: W.punks, owner: W.dave }),
    ]);
    expect(indexed.applied).toBe(4);
    const [header, ...rows] = parseCsv(await (await get('/user/history.csv', await bearer(seller))).text());
    const record = (row: string[]) => Object.fromEntries(header!.map((key, i) => [key, row[i]]));
    expect(rows.map(record)).toEqual([
      expect.objectContaining({ type: 'Mint', nft: x6, nft_name: 'Burnt offering', collection_name: 'Venom Punks' }),
      expect.objectContaining({ type: 'Sell', nft: x6, nft_name: 'Burnt offering', counterparty: W.dave, price: '7' }),
    ]);
  });
});

describe('GET /api/user/pnl after a new trade', () => {
  it('follows the history: a sale made after a read shows on the next read, its NFT no longer held', async () => {
    const auth = await bearer(trader);
    const before = pnlSchema.parse(await json(await get('/user/pnl?period=all', auth)));
    expect(before.unrealised.nfts.map((n) => n.nft)).toEqual([x3]);
    const sell = {
      sell: addr('sell:x3'),
      nft: x3,
      seller: trader,
      token: W.tokens.wvenom,
      price: WV(50),
      start: NOW - 120,
      end: 0,
      root: W.roots.sell,
    };
    const sold = await ingest(env.DB, [
      event('sell_active', NOW - 120, sell),
      event('sell_purchased', NOW - 60, { ...sell, buyer: W.dave, settlement: { fee: WV(1), royalty: WV(2) } }),
    ]);
    expect(sold.applied).toBe(2);
    const after = pnlSchema.parse(await json(await get('/user/pnl?period=all', auth)));
    expect(after.realised.sales.map((s) => s.nft)).toEqual([x3, x1]);
    expect(after.realised.sales[0]).toMatchObject({ proceeds: WV(47), costBasis: { source: 'offer', amount: USDT(4) } });
    expect(after.unrealised.nfts).toEqual([]);
  });
});

describe('the kept ledger', () => {
  it('folds an NFT again when an older trade of it is indexed after its sale (a row back-filled behind)', async () => {
    const late = addr('late-trader');
    const x4 = addr('nft:x4');
    const auth = await bearer(late);
    const listing = (sell: string, seller: string, price: string, start: number) => ({
      sell,
      nft: x4,
      seller,
      token: W.tokens.wvenom,
      price,
      start,
      end: 0,
      root: W.roots.sell,
    });
    const bought = listing(addr('sell:x4a'), W.carol, WV(10), T1 - 40);
    const resold = listing(addr('sell:x4b'), late, WV(16), T2 - 40);
    await ingest(env.DB, [
      event('mint', T1 - 90, { nft: x4, collection: W.punks, id: '904', owner: W.carol, creator: W.carol, meta: meta('Late') }),
    ]);
    // The ledger is kept from this read on; the resale is indexed first, its purchase after it.
    expect(pnlSchema.parse(await json(await get('/user/pnl?period=all', auth))).realised.sales).toEqual([]);
    await ingest(env.DB, [
      event('sell_active', T2 - 40, resold),
      event('sell_purchased', T2 - 30, { ...resold, buyer: W.dave, settlement: { fee: WV(0.4), royalty: WV(0.6) } }),
    ]);
    const firstView = pnlSchema.parse(await json(await get('/user/pnl?period=all', auth)));
    expect(firstView.realised.sales[0]).toMatchObject({ nft: x4, proceeds: WV(15), costBasis: null, pnl: null });
    await ingest(env.DB, [
      event('sell_active', T1 - 40, bought),
      event('sell_purchased', T1 - 30, { ...bought, buyer: late, settlement: { fee: WV(0.25), royalty: '0' } }),
    ]);
    const secondView = pnlSchema.parse(await json(await get('/user/pnl?period=all', auth)));
    expect(secondView.realised.sales).toHaveLength(1);
    expect(secondView.realised.sales[0]).toMatchObject({
      nft: x4,
      proceeds: WV(15),
      costBasis: { source: 'purchase', ts: T1 - 30, amount: WV(10) },
      pnl: WV(5),
    });
    expect(secondView.realised.totals.find((t) => t.period === 'all')).toMatchObject({ sales: 1, fees: [{ amount: WV(0.4) }] });
  });

  it('is marked for the people whose ledger is kept, and for nobody else', async () => {
    const marked = async () => (await env.DB.prepare('SELECT count(*) AS n FROM pnl_dirty').first<{ n: number }>())!.n;
    const kept = await env.DB.prepare('SELECT count(*) AS n FROM pnl_ledgers').first<{ n: number }>();
    expect(kept!.n).toBeGreaterThan(0);
    const stranger = addr('stranger');
    const x5 = addr('nft:x5');
    const before = await marked();
    await ingest(env.DB, [
      event('mint', NOW - 30, { nft: x5, collection: W.punks, id: '905', owner: stranger, creator: stranger, meta: meta('x5') }),
    ]);
    expect(await marked()).toBe(before);
    await ingest(env.DB, [event('transfer', NOW - 20, { nft: x5, oldOwner: stranger, newOwner: trader })]);
    expect(await marked()).toBe(before + 1);
    // The next read folds it and clears the mark.
    const p = pnlSchema.parse(await json(await get('/user/pnl?period=all', await bearer(trader))));
    expect(p.unrealised.collections.find((c) => c.collection === W.punks)?.count).toBeGreaterThan(0);
    expect(await marked()).toBe(before);
  });
});
