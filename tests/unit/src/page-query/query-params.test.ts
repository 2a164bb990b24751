import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_QUERY,
  attributesForApi,
  listQuerySchema,
  parseListQuery,
  parsePage,
  serializeListQuery,
  type ListQuery,
} from '~/page-query/query-params';

const A = `0:${'a'.repeat(64)}`;
const B = `0:${'b'.repeat(64)}`;
const C = `-1:${'c'.repeat(64)}`;

const query = (overrides: Partial<ListQuery>): ListQuery => ({ ...DEFAULT_LIST_QUERY, ...overrides });

describe('parseListQuery: valid values', () => {
  it('reads every parameter', () => {
    const search =
      `?page=3&sort=floorPriceUsd:asc&sale_type=sell&sale_type=auction&collections=${B},${A}` +
      '&event_type=mint&event_type=sell_canceled&attributes=Eyes:Blue&attributes=Hat:Red%2C%20Cap' +
      '&time_period=h&collection_name=Venom%20Punks';
    expect(parseListQuery(search)).toEqual({
      page: 3,
      sort: { field: 'floorPriceUsd', direction: 'asc' },
      saleTypes: ['auction', 'sell'],
      collections: [A, B],
      eventTypes: ['sell_canceled', 'mint'],
      attributes: [
        { traitType: 'Eyes', value: 'Blue' },
        { traitType: 'Hat', value: 'Red, Cap' },
      ],
      timePeriod: '1h',
      collectionName: 'Venom Punks',
    });
  });

  it('takes URLSearchParams as well as strings, with or without "?"', () => {
    expect(parseListQuery(new URLSearchParams({ page: '2' })).page).toBe(2);
    expect(parseListQuery('page=2').page).toBe(2);
    expect(parseListQuery('').page).toBe(1);
  });

  it('reads a page number of decimal digits, and page 1 for anything else', () => {
    expect(parsePage('7')).toBe(7);
    for (const junk of [null, undefined, '', '0', '-2', '1.5', '2e3', ' 3', '9'.repeat(16)]) expect(parsePage(junk)).toBe(1);
  });

  it('reads a sort without direction', () => {
    expect(parseListQuery('sort=start-date').sort).toEqual({ field: 'start-date', direction: null });
    expect(parseListQuery('sort=ownersCount:desc').sort).toEqual({ field: 'ownersCount', direction: 'desc' });
  });

  it('accepts both cancel spellings and both list forms for event types', () => {
    expect(parseListQuery('event_type=sell_cancelled,offer_canceled&event_type=auction_cancelled').eventTypes).toEqual([
      'sell_canceled',
      'offer_canceled',
      'auction_canceled',
    ]);
  });

  it('lowercases, deduplicates and sorts collections', () => {
    expect(parseListQuery(`collections=${B.toUpperCase()}&collections=${A},${B}`).collections).toEqual([A, B]);
  });

  it('splits attributes at the first colon only', () => {
    expect(parseListQuery('attributes=Time:12:30').attributes).toEqual([{ traitType: 'Time', value: '12:30' }]);
  });

  it('trims and caps the collection name', () => {
    expect(parseListQuery('collection_name=%20%20Punks%20').collectionName).toBe('Punks');
    // Cut to 48 bytes of UTF-8, whole code points: `%name%` stays within the API's 50-byte LIKE pattern.
    expect(parseListQuery(`collection_name=${'x'.repeat(150)}`).collectionName).toBe('x'.repeat(48));
    expect(parseListQuery(`collection_name=${encodeURIComponent('é'.repeat(30))}`).collectionName).toBe('é'.repeat(24));
    expect(parseListQuery(`collection_name=${encodeURIComponent('a' + '😀'.repeat(12))}`).collectionName).toBe('a' + '😀'.repeat(11));
  });

  it('takes the first value of single-valued parameters', () => {
    expect(parseListQuery('page=4&page=9&time_period=d&time_period=h').page).toBe(4);
    expect(parseListQuery('time_period=d&time_period=h').timePeriod).toBe('1d');
    expect(parseListQuery('time_period=7D').timePeriod).toBe('7d');
  });
});

describe('parseListQuery: bad values fall back to defaults, never throw', () => {
  it.each([
    ['page=0', 1],
    ['page=-2', 1],
    ['page=1.5', 1],
    ['page=abc', 1],
    ['page=1e3', 1],
    ['page=', 1],
    ['page=9999999999999999', 1],
    ['page=007', 7],
  ])('%s gives page %d', (search, page) => {
    expect(parseListQuery(search).page).toBe(page);
  });

  it('drops unknown sort values', () => {
    for (const sort of ['price-asc', 'floorPriceUsd:up', 'name:asc:desc', 'NAME', '', ':asc']) {
      expect(parseListQuery(`sort=${sort}`).sort, sort).toBeNull();
    }
  });

  it('drops unknown sale types, event types, invalid addresses and attributes', () => {
    const parsed = parseListQuery(
      'sale_type=rent,buy&event_type=burn&collections=0:xyz,,1:' + 'a'.repeat(64) + '&attributes=NoColon&attributes=:v&attributes=t:',
    );
    expect(parsed.saleTypes).toEqual(['buy']);
    expect(parsed.eventTypes).toEqual([]);
    expect(parsed.collections).toEqual([]);
    expect(parsed.attributes).toEqual([]);
  });

  it('drops unknown time periods and blank names', () => {
    expect(parseListQuery('time_period=week&collection_name=%20').timePeriod).toBeNull();
    expect(parseListQuery('collection_name=%20').collectionName).toBeNull();
  });

  it('caps list lengths', () => {
    const many = Array.from({ length: 150 }, (_, i) => `attributes=T:${String(i).padStart(3, '0')}`).join('&');
    expect(parseListQuery(many).attributes).toHaveLength(100);
  });

  it('bounds attributes like the API: long pairs dropped, at most 20 trait types', () => {
    const long = `attributes=${'T'.repeat(129)}:v&attributes=T:${'v'.repeat(257)}&attributes=T:ok`;
    expect(parseListQuery(long).attributes).toEqual([{ traitType: 'T', value: 'ok' }]);
    const types = Array.from(
      { length: 30 },
      (_, i) => `attributes=T${String(i).padStart(2, '0')}:a&attributes=T${String(i).padStart(2, '0')}:b`,
    ).join('&');
    const kept = parseListQuery(types).attributes;
    expect(new Set(kept.map((a) => a.traitType)).size).toBe(20);
    expect(kept).toHaveLength(40);
    expect(kept.at(-1)).toEqual({ traitType: 'T19', value: 'b' });
  });

  it('gives the defaults for garbage, including non-query input to the schema', () => {
    expect(parseListQuery('%%%&&&==?page=zz&sort[]=1')).toEqual(DEFAULT_LIST_QUERY);
    expect(listQuerySchema.parse(42)).toEqual(DEFAULT_LIST_QUERY);
    expect(listQuerySchema.parse(null)).toEqual(DEFAULT_LIST_QUERY);
  });
});

describe('serializeListQuery', () => {
  it('omits defaults', () => {
    expect(serializeListQuery(DEFAULT_LIST_QUERY)).toBe('');
    expect(serializeListQuery(query({ page: 1, collectionName: '  ' }))).toBe('');
  });

  it('writes keys in a fixed order, lists comma-separated, attributes repeated', () => {
    const full = query({
      collectionName: 'Venom Punks',
      timePeriod: '1d',
      attributes: [
        { traitType: 'Hat', value: 'Red & Blue' },
        { traitType: 'Eyes', value: 'Blue' },
      ],
      eventTypes: ['mint', 'sell_active'],
      collections: [B, A],
      saleTypes: ['sell', 'auction'],
      sort: { field: 'name', direction: 'asc' },
      page: 2,
    });
    expect(serializeListQuery(full)).toBe(
      `page=2&sort=name:asc&sale_type=auction,sell&collections=${A},${B}&event_type=sell_active,mint` +
        '&attributes=Eyes:Blue&attributes=Hat:Red%20%26%20Blue&time_period=1d&collection_name=Venom%20Punks',
    );
  });

  it('writes a sort without direction as the bare field', () => {
    expect(serializeListQuery(query({ sort: { field: 'bids-count', direction: null } }))).toBe('sort=bids-count');
  });
});

describe('round trips', () => {
  const valid: ListQuery[] = [
    DEFAULT_LIST_QUERY,
    query({ page: 12 }),
    query({ sort: { field: 'dealPriceUsd', direction: 'desc' } }),
    query({ sort: { field: 'average-in-day', direction: null } }),
    query({ saleTypes: ['auction', 'buy', 'sell'] }),
    query({ collections: [C, A, B].sort() }),
    query({ eventTypes: ['offer_canceled', 'auction_complete', 'transfer'] }),
    query({ attributes: [{ traitType: 'Background', value: 'Deep: blue, 100% + more' }] }),
    query({ timePeriod: '1h', collectionName: 'Ünïcode / 名前 ?&=' }),
    query({
      page: 5,
      sort: { field: 'firstMint', direction: 'asc' },
      saleTypes: ['sell'],
      collections: [A],
      eventTypes: ['sell_purchased'],
      attributes: [
        { traitType: 'A', value: '1' },
        { traitType: 'A', value: '2' },
        { traitType: 'B', value: '1' },
      ],
      timePeriod: '1d',
      collectionName: 'x',
    }),
  ];

  it.each(valid.map((value, index) => [index, value] as const))('parse(serialize(x)) equals x (#%d)', (_, value) => {
    expect(parseListQuery(serializeListQuery(value))).toEqual(value);
  });

  it('serialize(parse(garbage)) is the defaults', () => {
    for (const garbage of ['page=-1&sort=bogus&sale_type=x&collections=y&event_type=z&attributes=w&time_period=q', '&&&', '?=&=']) {
      expect(serializeListQuery(parseListQuery(garbage))).toBe('');
    }
  });

  it('parse output serializes to a stable URL whatever the input order', () => {
    const one = serializeListQuery(parseListQuery(`sale_type=sell,auction&collections=${B},${A}`));
    const two = serializeListQuery(parseListQuery(`collections=${A}&collections=${B}&sale_type=auction&sale_type=sell`));
    expect(one).toBe(two);
  });
});

describe('attributesForApi', () => {
  it('groups values per trait type', () => {
    expect(
      attributesForApi([
        { traitType: 'Hat', value: 'Red' },
        { traitType: 'Eyes', value: 'Blue' },
        { traitType: 'Hat', value: 'Cap' },
      ]),
    ).toEqual([
      { traitType: 'Eyes', traitValues: ['Blue'] },
      { traitType: 'Hat', traitValues: ['Cap', 'Red'] },
    ]);
    expect(attributesForApi([])).toEqual([]);
  });
});
