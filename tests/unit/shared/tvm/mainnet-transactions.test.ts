// The 30 real Everscale mainnet transactions of tests/fixtures/chain (nekoton's own test fixtures; the
// spec checked their lt and message hashes against nekoton). parseTransaction reads each: its id is the
// hash nekoton-wasm computes for the BOC, and its header fields are the TL-B's (transaction$0111
// account_addr:bits256 lt:uint64 prev_trans_hash:bits256 prev_trans_lt:uint64 now:uint32), read here bit by bit.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beginCell, Cell, loadMessage, loadTransaction, storeMessage } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { outMessageCells, outMessageCount, parseTransaction, TransactionBocError } from '@shared/tvm/transaction';
import { nekoton } from './nekoton';

const FIXTURE = fileURLToPath(new URL('../../../fixtures/chain/mainnet-transactions.boc.txt', import.meta.url));

const lines = readFileSync(FIXTURE, 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean);

function header(boc: string) {
  const bits = Cell.fromBase64(boc).bits;
  const hex = (from: number, n: number) => {
    let out = 0n;
    for (let i = 0; i < n; i++) out = (out << 1n) | (bits.at(from + i) ? 1n : 0n);
    return out;
  };
  if (hex(0, 4) !== 0b0111n) return null;
  return {
    accountHash: hex(4, 256).toString(16).padStart(64, '0'),
    lt: hex(260, 64),
    prevHash: hex(324, 256).toString(16).padStart(64, '0'),
    prevLt: hex(580, 64),
    now: Number(hex(644, 32)),
  };
}

describe('real mainnet transactions', () => {
  const transactions = lines.map((boc) => ({ boc, header: header(boc) })).filter((t) => t.header !== null);

  it('the fixture holds 30 transactions', () => {
    expect(transactions).toHaveLength(30);
  });

  it.each(transactions.map((t, i) => [i, t.boc, t.header!] as const))('transaction %i', (_i, boc, expected) => {
    const ours = parseTransaction(boc);
    expect(ours.hash).toBe(nekoton.getBocHash(boc));
    expect({ accountHash: ours.accountHash, lt: ours.lt, prevHash: ours.prevHash, prevLt: ours.prevLt, now: ours.now }).toEqual(expected);
    for (const event of ours.events) expect(event.body).toBeInstanceOf(Cell);
  });

  it('events are found: the fixture has external outbound messages', () => {
    expect(transactions.reduce((n, t) => n + parseTransaction(t.boc).events.length, 0)).toBe(5);
  });

  it("the outbound messages' cells hold what @ton/core's full parse reads, in order; the count is the header's", () => {
    let readable = 0;
    let rewritten = 0;
    for (const { boc } of transactions) {
      const cell = Cell.fromBase64(boc);
      let tx: ReturnType<typeof loadTransaction>;
      try {
        tx = loadTransaction(cell.beginParse());
      } catch {
        continue; // an Everscale form @ton/core cannot parse whole
      }
      readable++;
      expect(outMessageCount(cell)).toBe(tx.outMessagesCount);
      const parsed = [...tx.outMessages].sort(([a], [b]) => a - b).map(([, m]) => m);
      const cells = outMessageCells(cell);
      const read = (m: ReturnType<typeof loadMessage>) =>
        JSON.stringify({ info: m.info, init: m.init ?? null, body: m.body.hash().toString('hex') }, (_, v: unknown) =>
          typeof v === 'bigint' ? v.toString() : v,
        );
      expect(cells.map((c) => read(loadMessage(c.beginParse())))).toEqual(parsed.map(read));
      // Why a message's hash is its stored cell's: written again, a real message need not come out the same.
      if (cells.some((c, i) => !c.hash().equals(beginCell().store(storeMessage(parsed[i]!)).endCell().hash()))) rewritten++;
    }
    expect(readable).toBeGreaterThan(10);
    expect(rewritten).toBeGreaterThan(0);
  });

  it('a BOC that is not a transaction is refused with a clear error', () => {
    const other = lines.find((boc) => header(boc) === null)!;
    expect(() => parseTransaction(other)).toThrow(TransactionBocError);
    expect(() => parseTransaction('not base64 at all')).toThrow(TransactionBocError);
  });
});
