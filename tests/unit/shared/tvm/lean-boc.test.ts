// The reader's lean transaction and account parse (shared/tvm/boc.ts) against @ton/core's: the real mainnet
// transactions of tests/fixtures/chain and every transaction of a devnet tour give the same id,
// header, aborted flag, inbound message hash and event bodies (by cell hash); forms the lean reader
// leaves to @ton/core (an index, a BOC that is not one) still parse or fail the same way.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Address, beginCell, Cell, Dictionary } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { buildAccount, parseAccount, parseAccountWithCore } from '@shared/tvm/account';
import { hashmapRefs, readBoc, UnsupportedBocError } from '@shared/tvm/boc';
import {
  parseOlderTransaction,
  parseTransaction,
  parseTransactionWithCore,
  TransactionBocError,
  type ChainTransaction,
} from '@shared/tvm/transaction';
import { transactionCell } from '@devnet/jrpc/encode';
import { tour } from '../../../workers/devnet/simulator/tour';

const FIXTURE = fileURLToPath(new URL('../../../fixtures/chain/mainnet-transactions.boc.txt', import.meta.url));
const mainnet = readFileSync(FIXTURE, 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean);

function comparable(tx: ChainTransaction) {
  return { ...tx, events: tx.events.map((e) => ({ index: e.index, body: e.body.hash().toString('hex') })) };
}

describe('lean transaction parse', () => {
  it('reads the real mainnet transactions as @ton/core does', () => {
    let transactions = 0;
    for (const boc of mainnet) {
      let expected: ChainTransaction;
      try {
        expected = parseTransactionWithCore(boc);
      } catch (error) {
        expect(error).toBeInstanceOf(TransactionBocError);
        expect(() => parseTransaction(boc)).toThrow(TransactionBocError);
        continue;
      }
      transactions++;
      expect(comparable(parseTransaction(boc))).toEqual(comparable(expected));
    }
    expect(transactions).toBe(30);
  });

  it('reads every devnet transaction of a tour as @ton/core does', () => {
    const { chain } = tour();
    const prev = new Map<string, { lt: bigint; hash: string }>();
    let events = 0;
    for (const tx of chain.transactions) {
      const boc = transactionCell(chain, tx, prev.get(tx.account) ?? null)
        .toBoc()
        .toString('base64');
      const lean = parseTransaction(boc);
      expect(comparable(lean)).toEqual(comparable(parseTransactionWithCore(boc)));
      prev.set(tx.account, { lt: lean.lt, hash: lean.hash });
      events += lean.events.length;
    }
    expect(events).toBeGreaterThan(50);
  });

  it("takes a transaction's id from the newer transaction of its account (as a page lists them) only when it links to it", () => {
    const { chain } = tour();
    const prev = new Map<string, { lt: bigint; hash: string }>();
    const bocs = new Map<string, string[]>();
    for (const tx of chain.transactions) {
      const boc = transactionCell(chain, tx, prev.get(tx.account) ?? null)
        .toBoc()
        .toString('base64');
      const parsed = parseTransactionWithCore(boc);
      prev.set(tx.account, { lt: parsed.lt, hash: parsed.hash });
      bocs.set(tx.account, [boc, ...(bocs.get(tx.account) ?? [])]);
    }
    let linked = 0;
    for (const page of bocs.values()) {
      let newer: ChainTransaction | undefined;
      for (const boc of page) {
        const tx = parseOlderTransaction(boc, newer);
        expect(tx.hash).toBe(parseTransactionWithCore(boc).hash);
        if (newer?.prevLt === tx.lt) linked++;
        newer = tx;
      }
    }
    expect(linked).toBeGreaterThan(20);
    // A newer transaction that does not link to it (another lt) gives it nothing: it is hashed.
    const [first, second] = [...bocs.values()].find((page) => page.length >= 2)!;
    const unrelated = { prevLt: 1n, prevHash: 'f'.repeat(64) };
    expect(parseOlderTransaction(second!, unrelated).hash).toBe(parseTransactionWithCore(second!).hash);
    expect(parseOlderTransaction(first!, unrelated).hash).toBe(parseTransactionWithCore(first!).hash);
  });

  it('hashes cells as @ton/core does, and leaves other BOC forms to it', () => {
    const leaf = beginCell().storeUint(5, 3).endCell();
    const tree = beginCell().storeUint(0xabcdef, 24).storeBit(1).storeRef(leaf).storeRef(beginCell().storeRef(leaf).endCell()).endCell();
    expect(readBoc(tree.toBoc()).hashHex()).toBe(tree.hash().toString('hex'));
    expect(
      readBoc(tree.toBoc({ crc32: false }))
        .toCell()
        .equals(tree),
    ).toBe(true);
    expect(() => readBoc(tree.toBoc({ idx: true }).subarray(0, 20))).toThrow(UnsupportedBocError);
    expect(() => readBoc(Buffer.from('not a boc'))).toThrow(UnsupportedBocError);
    expect(() => parseTransaction('bm90IGEgYm9j')).toThrow(TransactionBocError);
  });

  it('walks a HashmapE with every label form', () => {
    const dict = new Map<number, Cell>();
    for (const key of [0, 1, 2, 7, 8, 100, 32767]) dict.set(key, beginCell().storeUint(key, 16).endCell());
    const d = Dictionary.empty(Dictionary.Keys.Uint(15), Dictionary.Values.Cell());
    for (const [k, v] of dict) d.set(k, v);
    const cell = beginCell().storeDict(d).endCell();
    const read = hashmapRefs(readBoc(cell.toBoc()).slice(), 15);
    expect([...read.keys()].sort((a, b) => a - b)).toEqual([...dict.keys()]);
    for (const [k, v] of read) expect(v.hashHex()).toBe(dict.get(k)!.hash().toString('hex'));
    expect(hashmapRefs(readBoc(beginCell().storeBit(0).endCell().toBoc()).slice(), 15).size).toBe(0);
  });

  it('reads account states as @ton/core does, code and data included', () => {
    const data = beginCell().storeUint(7, 32).storeRef(beginCell().storeStringTail('{"name":"x"}').endCell()).endCell();
    const code = beginCell().storeUint(0xc0de, 16).endCell();
    const address = `0:${'ab'.repeat(32)}`;
    const boc = buildAccount({ address, balance: 123456789n, lastTransLt: 42n, code, data }).toBoc().toString('base64');
    const lean = parseAccount(boc);
    const core = parseAccountWithCore(boc);
    expect({ ...lean, code: lean.code?.hash().toString('hex'), data: lean.data?.hash().toString('hex') }).toEqual({
      ...core,
      code: core.code?.hash().toString('hex'),
      data: core.data?.hash().toString('hex'),
    });
    expect(lean).toMatchObject({ address, balance: 123456789n, lastTransLt: 42n, status: 'active' });
    const uninit = beginCell()
      .storeBit(1)
      .storeAddress(new Address(0, Buffer.alloc(32, 1)))
      .storeVarUint(0, 3)
      .storeVarUint(0, 3)
      .storeVarUint(0, 3)
      .storeUint(0, 32)
      .storeBit(0)
      .storeUint(5, 64)
      .storeCoins(1)
      .storeBit(0)
      .storeBit(0)
      .storeBit(0)
      .endCell()
      .toBoc()
      .toString('base64');
    expect(parseAccount(uninit)).toEqual(parseAccountWithCore(uninit));
    expect(parseAccount(uninit).status).toBe('uninit');
  });
});
