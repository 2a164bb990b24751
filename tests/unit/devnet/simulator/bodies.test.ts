// Message bodies on the wire are the real ABI encoding: every message of the genesis world (mints,
// deploys, listings, sales, callbacks, answers, bounces) encodes, and the one codec reads each back
// to the call and values the simulation sent.
import { Cell } from '@ton/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeCallBody, functionId, type AbiValue } from '@shared/tvm/abi';
import { toWire, type Chain, type Transaction } from '@devnet/simulator';
import { bindToParams } from '@devnet/simulator/abi';
import { calledFunction, messageBody, type KindOf } from '@devnet/simulator/bodies';
import { SEND_TRANSACTION } from '@devnet/simulator/external';
import { createGenesis } from '@devnet/genesis';
import { storedTransactions } from '@devnet/jrpc/encode';
import { rawTransaction } from '@devnet/rpc/wire';

/** The simulation writes the empty cell as '' (provider-protocol §5); decoded, it is the empty cell's BOC. */
const EMPTY_CELL_BOC = new Cell().toBoc().toString('base64');
function emptyCellsAsBlank(value: unknown): unknown {
  if (value === EMPTY_CELL_BOC) return '';
  if (Array.isArray(value)) return value.map(emptyCellsAsBlank);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, emptyCellsAsBlank(v)]));
  return value;
}

let chain: Chain;
let transactions: readonly Transaction[];
let kindOf: KindOf;

beforeAll(async () => {
  ({ chain } = await createGenesis());
  transactions = chain.transactions;
  kindOf = (address) => chain.account(address)?.kind ?? null;
});

describe('message bodies', () => {
  it('every call in the genesis world decodes back to its function and inputs', () => {
    let calls = 0;
    for (const tx of transactions) {
      for (const message of [tx.inMessage, ...tx.outMessages]) {
        if (message.body.method === '' || message.bounced || message.src === null || /^answerId:/.test(message.body.method)) continue;
        const body = messageBody(message, kindOf)!;
        const fn = calledFunction(message.stateInit?.kind ?? kindOf(message.dst), message.body.method, message.body.input);
        const decoded = decodeCallBody(body, [fn]);
        expect(decoded?.fn.name).toBe(message.body.method);
        // The ABI's inputs, by the recipient's names (values the simulation carries beyond them are not sent).
        const bound = bindToParams(fn.inputs, message.body.input);
        const sent = Object.fromEntries(fn.inputs.map((param) => [param.name, bound[param.name]]));
        expect(emptyCellsAsBlank(decoded?.values)).toEqual(toWire(sent) as Record<string, AbiValue>);
        calls++;
      }
    }
    expect(calls).toBeGreaterThan(100);
  });

  it("a wallet's external message is EverWallet's sendTransaction carrying the internal call as its payload", () => {
    const tx = transactions.find((t) => t.inMessage.src === null && t.inMessage.body.method === 'sendTransaction')!;
    const body = messageBody(tx.inMessage, kindOf)!;
    const outer = decodeCallBody(body, [SEND_TRANSACTION])!;
    expect(body.beginParse().preloadUint(32)).toBe(0x4cee646c); // sendTransaction(address,uint128,bool,uint8,cell)()v2
    expect(functionId(SEND_TRANSACTION)).toBe(0x4cee646c);
    expect(outer.values).toMatchObject({ dest: tx.outMessages[0]!.dst, value: tx.outMessages[0]!.value.toString(), flags: '3' });
    const inner = messageBody(tx.outMessages[0]!, kindOf);
    expect(Cell.fromBase64(outer.values['payload'] as string).hash()).toEqual((inner ?? new Cell()).hash());
  });

  it("the provider's transactions carry these bodies, with their hashes", () => {
    const tx = transactions.find((t) => t.outMessages.some((m) => m.body.method !== ''))!;
    const [stored] = storedTransactions(chain, [tx], () => null);
    const wire = rawTransaction(stored!.boc);
    const out = wire.outMessages.find((m) => m.body)!;
    expect(Buffer.from(out.body!, 'base64').readUInt32BE(0).toString(16)).toBe('b5ee9c72');
    expect(out.bodyHash).toBe(Cell.fromBase64(out.body!).hash().toString('hex'));
  });
});
