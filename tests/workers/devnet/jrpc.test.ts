// POST /devnet/jrpc: the devnet answers the public JRPC's four reader methods from real BOCs, and
// refuses bad requests with JSON-RPC errors naming the problem. Asked through the site's door (its DEVNET
// service binding), as a JRPC client of the site would.
import { createExecutionContext, env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { Cell, loadTransaction } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { collectionAbi } from '@shared/abi';
import { decodeEventBody, decodeFields } from '@shared/tvm/abi';
import { parseAccount } from '@shared/tvm/account';
import { parseTransaction } from '@shared/tvm/transaction';
import { handleDevnetDoor } from '@functions/edge/devnet-door';

const devnet = () => env.DEVNET_CHAIN.get(env.DEVNET_CHAIN.idFromName('devnet'));

async function jrpc(method: string, params: unknown): Promise<any> {
  const res = await exports.default.fetch(
    new Request('http://localhost/devnet/jrpc', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
    }),
  );
  return res.json();
}

describe('the devnet JRPC facade', () => {
  it("serves a collection's state with its ABI fields, and its transactions newest first, paged by lt", async () => {
    const { world } = await devnet().info();
    const collection = world.collections[0]!.address;

    const state = await jrpc('getContractState', { address: collection });
    expect(state).toMatchObject({ jsonrpc: '2.0', id: 7, result: { type: 'exists', lastTransactionId: { isExact: true } } });
    const account = parseAccount(state.result.account);
    expect(account.address).toBe(collection);
    expect(JSON.parse(String(decodeFields(account.data!, collectionAbi)['_json'])).name).toBe(world.collections[0]!.name);

    const first = (await jrpc('getTransactionsList', { account: collection, limit: 3 })).result as string[];
    expect(first).toHaveLength(3);
    const txs = first.map(parseTransaction);
    expect(txs[0]!.lt > txs[1]!.lt && txs[1]!.lt > txs[2]!.lt).toBe(true);
    expect(txs[0]!.lt.toString()).toBe(state.result.lastTransactionId.lt);
    expect(txs[0]!.prevLt).toBe(txs[1]!.lt);
    expect(txs[0]!.prevHash).toBe(txs[1]!.hash);
    const names = txs.flatMap((tx) => tx.events.map((e) => decodeEventBody(e.body, collectionAbi)?.name));
    expect(names).toContain('NftCreated');

    const next = (await jrpc('getTransactionsList', { account: collection, limit: 2, lastTransactionLt: txs[2]!.lt.toString() }))
      .result as string[];
    expect(parseTransaction(next[0]!).hash).toBe(txs[2]!.hash);

    expect((await jrpc('getTransaction', { id: txs[1]!.hash })).result).toBe(first[1]);
    expect((await jrpc('getTransaction', { id: 'ab'.repeat(32) })).result).toBeNull();
  });

  it("stores in the account's state the lt after its last transaction and that transaction's messages, as the chain does", async () => {
    const { world } = await devnet().info();
    for (const address of [world.collections[0]!.address, world.nfts[0]!.address]) {
      const state = (await jrpc('getContractState', { address })).result;
      const [last] = (await jrpc('getTransactionsList', { account: address, limit: 1 })).result as string[];
      const tx = loadTransaction(Cell.fromBase64(last!).beginParse());
      expect(tx.lt.toString()).toBe(state.lastTransactionId.lt);
      // A transaction takes its lt, each outbound message the next (created_lt), and the account the one after.
      const offsets = tx.outMessages.values().map((m) => ('createdLt' in m.info ? m.info.createdLt - tx.lt : null));
      expect(offsets).toEqual(offsets.map((_, i) => BigInt(i + 1)));
      expect(parseAccount(state.account).lastTransLt).toBe(tx.lt + 1n + BigInt(tx.outMessagesCount));
    }
  });

  it('serves the same transactions as the wallet sees: one store, one hash, the same messages', async () => {
    const { world } = await devnet().info();
    const nft = world.nfts[0]!.address;
    const { transactions } = await devnet().getTransactions({ address: nft, limit: 3 });
    const bocs = (await jrpc('getTransactionsList', { account: nft, limit: 3 })).result as string[];
    expect(bocs.map((boc) => Cell.fromBase64(boc).hash().toString('hex'))).toEqual(transactions.map((tx) => tx.id.hash));
    for (const [i, boc] of bocs.entries()) {
      const tx = loadTransaction(Cell.fromBase64(boc).beginParse());
      const seen = transactions[i]!;
      expect(tx.lt.toString()).toBe(seen.id.lt);
      // The parent's outbound message is the child's inbound one: the wallet finds the child by its hash.
      const inbound = Cell.fromBase64(boc).refs[0]!.refs[0]!.hash().toString('hex');
      expect(seen.inMessage.hash).toBe(inbound);
      expect((await devnet().findTransaction({ inMessageHash: inbound })).transaction?.id.hash).toBe(seen.id.hash);
      expect(seen.outMessages.map((m) => m.body ?? null)).toEqual(
        [...tx.outMessages]
          .sort(([a], [b]) => a - b)
          .map(([, m]) => (m.body.bits.length || m.body.refs.length ? m.body.toBoc().toString('base64') : null)),
      );
    }
  });

  it("lists accounts by code hash: an NFT's code is salted with its collection", async () => {
    const { world } = await devnet().info();
    const nft = world.nfts[0]!;
    const code = parseAccount((await jrpc('getContractState', { address: nft.address })).result.account).code!;
    const found = (await jrpc('getAccountsByCodeHash', { codeHash: code.hash().toString('hex'), limit: 100 })).result as string[];
    expect(found).toEqual([...found].sort());
    expect(found).toEqual(
      world.nfts
        .filter((n) => n.collection === nft.collection)
        .map((n) => n.address)
        .sort(),
    );
    const after = (await jrpc('getAccountsByCodeHash', { codeHash: code.hash().toString('hex'), limit: 100, continuation: found[0] }))
      .result;
    expect(after).toEqual(found.slice(1));
  });

  it('answers an unknown account notExists, and bad requests with JSON-RPC errors naming the problem', async () => {
    expect((await jrpc('getContractState', { address: `0:${'9'.repeat(64)}` })).result).toEqual({ type: 'notExists' });
    expect((await jrpc('getTransactionsList', { account: 'nope', limit: 5 })).error).toMatchObject({
      code: -32602,
      message: expect.stringContaining('params.account'),
    });
    expect((await jrpc('getTransactionsList', { account: `0:${'9'.repeat(64)}`, limit: 500 })).error).toMatchObject({
      code: -32602,
      message: expect.stringContaining('limit'),
    });
    expect((await jrpc('sendMessage', { message: 'x' })).error).toMatchObject({ code: -32601 });
    const bad = await exports.default.fetch(new Request('http://localhost/devnet/jrpc', { method: 'POST', body: '{not json' }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).error.code).toBe(-32700);
  });

  it('is not there off the devnet', async () => {
    const res = await handleDevnetDoor(
      new Request('http://localhost/devnet/jrpc', { method: 'POST', body: '{}' }),
      { ...env, CHAIN: 'mainnet' },
      createExecutionContext(),
    );
    expect(res.status).toBe(404);
  });
});
