import { describe, expect, it } from 'vitest';
import {
  ADDRESS_KEYS,
  decodePayload,
  payloadAddressIds,
  payloadSettlement,
  payloadTransaction,
  payloadValues,
  transactionOfEventId,
} from '@functions/db/activity-payload';
import { amountKey } from '@functions/db/amount-key';
import { auctionCompletePart, bidPlacedPart, sellPart } from '@functions/indexer/activity';

const A = (n: number) => `0:${String(n).repeat(64).slice(0, 64)}`;

/** How rows written before the `tx` column stored a transaction hash in their payload: base64url of its 32 bytes. */
function storedTransaction(hash: string): string {
  const bytes = String.fromCharCode(...(hash.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));
  return btoa(bytes).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** What the writer stores: the values in order, addresses replaced by ids (here: 100 + their digit). */
function store(kind: Parameters<typeof payloadValues>[0], part: object): { stored: string; ids: Map<number, string> } {
  const ids = new Map<number, string>();
  const values = payloadValues(kind, part).map(({ key, value }) => {
    if (!ADDRESS_KEYS.has(key) || typeof value !== 'string') return value;
    const id = 100 + Number(value[2]);
    ids.set(id, value);
    return id;
  });
  return { stored: JSON.stringify(values), ids };
}

describe('activity payloads', () => {
  it('round-trip a listing with its addresses as ids', () => {
    const part = sellPart(
      { sell: A(9), nft: A(8), seller: A(1), token: A(2), price: '1000000000000000001', start: 10, end: 0, root: A(7) },
      'filled',
      A(3),
    );
    const { stored, ids } = store('sell_purchased', part);
    expect(stored).toBe('[101,10,0,null,"1000000000000000001",3,102,103]');
    expect(payloadAddressIds('sell_purchased', stored).sort()).toEqual([101, 102, 103]);
    expect(decodePayload('sell_purchased', stored, (id) => ids.get(id))).toEqual(part);
  });

  it('round-trip auction parts into their slot, the others null', () => {
    const info = { auction: A(9), nft: A(8), owner: A(1), token: A(2), price: '5', start: 1, duration: 2, end: 3, root: A(7) };
    const complete = auctionCompletePart(info, A(4), '7');
    const { stored, ids } = store('auction_complete', complete);
    expect(decodePayload('auction_complete', stored, (id) => ids.get(id))).toEqual(complete);
    const bid = bidPlacedPart(A(5), '9');
    const bidStored = store('auction_bid_placed', bid);
    expect(decodePayload('auction_bid_placed', bidStored.stored, (id) => bidStored.ids.get(id))).toEqual(bid);
  });

  it('reads rows stored before the compact layout as they are', () => {
    const legacy = JSON.stringify({ mint: { owner: A(1), creator: A(2) } });
    expect(payloadAddressIds('mint', legacy)).toEqual([]);
    expect(decodePayload('mint', legacy, () => undefined)).toEqual({ mint: { owner: A(1), creator: A(2) } });
  });
});

describe('amount sort keys', () => {
  it('order as the integers do, at any size', () => {
    const amounts = [
      '0',
      '9',
      '10',
      '999999999999999999',
      '1000000000000000000',
      '1000000000000000001',
      '10000000000000000000000000000000',
    ];
    const keys = amounts.map(amountKey);
    expect([...keys].sort()).toEqual(keys);
    expect(amountKey('1000000000000000000')).toBe('191000000000000000000');
    expect(() => amountKey('01')).toThrow();
  });
});

describe('the transaction after a payload', () => {
  const hash = 'ab'.repeat(32);

  it('is read from an envelope id <hash>:<index>, and from nothing else', () => {
    expect(transactionOfEventId(`${hash}:0`)).toBe(hash);
    expect(transactionOfEventId(`${hash}:255`)).toBe(hash);
    expect(transactionOfEventId(hash)).toBeNull();
    expect(transactionOfEventId(`${hash.toUpperCase()}:1`)).toBeNull();
    expect(transactionOfEventId(`curation:0:${'1'.repeat(64)}:5`)).toBeNull();
    expect(transactionOfEventId('seed:mint:17')).toBeNull();
  });

  it('is stored after the values, where decoding and address ids ignore it', () => {
    const { stored, ids } = store('transfer', { transfer: { from: A(1), to: A(2) } });
    const withHash = JSON.stringify([...JSON.parse(stored), hash]);
    expect(payloadTransaction('transfer', withHash)).toBe(hash);
    expect(payloadTransaction('transfer', stored)).toBeNull();
    expect(decodePayload('transfer', withHash, (id) => ids.get(id))).toEqual(decodePayload('transfer', stored, (id) => ids.get(id)));
    expect(payloadAddressIds('transfer', withHash)).toEqual(payloadAddressIds('transfer', stored));
  });

  it('is stored in base64url (43 characters), and read back as hex; rows with the hex read as before', () => {
    const full = '0123456789abcdef'.repeat(4);
    expect(storedTransaction(full)).toBe('ASNFZ4mrze8BI0VniavN7wEjRWeJq83vASNFZ4mrze8');
    expect(storedTransaction('ff'.repeat(32))).toBe('_'.repeat(42) + '8');
    const { stored } = store('transfer', { transfer: { from: A(1), to: A(2) } });
    for (const hex of [full, 'ff'.repeat(32), 'fb'.repeat(32), '00'.repeat(32)]) {
      expect(payloadTransaction('transfer', JSON.stringify([...JSON.parse(stored), storedTransaction(hex)]))).toBe(hex);
      expect(payloadTransaction('transfer', JSON.stringify([...JSON.parse(stored), hex]))).toBe(hex);
    }
    expect(payloadTransaction('transfer', JSON.stringify([...JSON.parse(stored), 'not a hash']))).toBeNull();
  });

  it("is the row's tx column (hex, as transactionColumnSql reads it) when it has one, whatever the payload holds", () => {
    const { stored } = store('transfer', { transfer: { from: A(1), to: A(2) } });
    expect(payloadTransaction('transfer', stored, hash.toUpperCase())).toBe(hash);
    expect(payloadTransaction('transfer', JSON.stringify([...JSON.parse(stored), 'cd'.repeat(32)]), hash)).toBe(hash);
    expect(payloadTransaction('transfer', stored, '')).toBeNull();
  });

  it("a deal's fee and royalty follow its transaction (or a null in its place)", () => {
    const sell = { sell: A(9), nft: A(8), seller: A(1), token: A(2), price: '10000', start: 10, end: 0, root: A(7) };
    const { stored, ids } = store('sell_purchased', sellPart(sell, 'filled', A(3)));
    const withHash = JSON.stringify([...JSON.parse(stored), hash, '250', '500']);
    const withoutHash = JSON.stringify([...JSON.parse(stored), null, '250', '0']);
    expect(payloadSettlement('sell_purchased', withHash)).toEqual({ fee: '250', royalty: '500' });
    expect(payloadTransaction('sell_purchased', withHash)).toBe(hash);
    expect(payloadSettlement('sell_purchased', withoutHash)).toEqual({ fee: '250', royalty: '0' });
    expect(payloadTransaction('sell_purchased', withoutHash)).toBeNull();
    expect(payloadSettlement('sell_purchased', stored)).toBeNull();
    expect(decodePayload('sell_purchased', withHash, (id) => ids.get(id))).toEqual(
      decodePayload('sell_purchased', stored, (id) => ids.get(id)),
    );
  });
});
