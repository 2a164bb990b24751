// The devnet Durable Object behind POST /devnet/rpc, inside workerd with the real D1 and the real
// indexer: genesis once, restore after a restart, a listing and a purchase through sendMessage
// (balances move, D1 shows them), the chain clock, and the RPC's input validation.
import { createExecutionContext, evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import type { RawTransaction } from 'everscale-inpage-provider';
import { describe, expect, it, vi } from 'vitest';
import { walletAddress } from '@shared/wallet/address';
import { ABIS, tokenWalletAddress } from '@devnet/simulator';
import { devAccountKeys, devAccounts, keysFromSeed } from '@devnet/genesis';
import { beginCell, Cell } from '@ton/core';
import { externalMessageCell, readExternalMessage, type ReadExternalMessage, type WalletSend } from '@devnet/simulator/external';
import { externalMessage } from '@devnet/jrpc/encode';
import { signExternalMessage, type ExternalMessage } from '@devnet/rpc/external-message';
import { messageCell } from '@shared/tvm/build';
import { handleDevnetDoor } from '@functions/edge/devnet-door';
import { readerStub } from '@functions/reader/server';
import { JrpcClient } from '@functions/reader/jrpc';
import { traceFees } from '@functions/reader/trace-fees';
import type { DevnetInfo, SendMessageResult } from '@devnet/rpc/types';
import { DEVNET_TOKEN_ROOTS } from '@shared/lib/tokens';
import { readable } from '../../support/db/readable';

const EVER = 1_000_000_000n;

/** A call through the site's door (its DEVNET binding to the devnet Worker), as the dev wallet makes it. */
async function post(body: unknown, environment: Env = env, init: RequestInit = {}): Promise<{ status: number; body: any }> {
  const request = new Request('http://localhost/devnet/rpc', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...init,
  });
  const response = await handleDevnetDoor(request, environment, createExecutionContext());
  return { status: response.status, body: await response.json() };
}

const MAKES_A_BLOCK = new Set(['sendMessage', 'faucet', 'advanceTime']);

/** A call; after one that makes a block, the reader's tick the devnet's new-block hint asks for. */
async function rpc<T = any>(method: string, params?: unknown): Promise<T> {
  const { status, body } = await post({ method, params });
  if (status !== 200) throw new Error(`${method}: ${status} ${JSON.stringify(body)}`);
  if (MAKES_A_BLOCK.has(method)) await readerStub(env).newBlock();
  return body.result as T;
}

type Keys = { privateKey: CryptoKey; publicKey: string };
type Unsigned = Omit<ExternalMessage, 'expireAt' | 'bounce' | 'time'> & { bounce?: boolean; expireAt?: number };
let lastTime = 0;

/** The sender's external message, signed as its wallet signs it (a dev account's keys unless given). */
async function signed(message: Unsigned, keys?: Keys) {
  const account = (await devAccounts()).find((a) => a.address === message.sender);
  const signer = keys ?? (account ? await devAccountKeys(account.index) : null);
  if (!signer) throw new Error(`no keys for ${message.sender}`);
  const { now } = await rpc('now');
  const { boc } = await signExternalMessage(
    { bounce: true, ...message, expireAt: message.expireAt ?? now + 60, time: (lastTime = Math.max(Date.now(), lastTime + 1)) },
    signer,
  );
  return { message: boc };
}

/** A signed message's parts (devnet/simulator/external.ts), to change one and put the message back together. */
const partsOf = (signedMessage: { message: string }) => readExternalMessage(Cell.fromBase64(signedMessage.message));
function rebuilt(parts: ReadExternalMessage, change: { send?: WalletSend; signature?: Uint8Array }) {
  return {
    message: externalMessageCell(parts.wallet, change.send ?? parts.send, parts.headers, change.signature ?? parts.signature)
      .toBoc()
      .toString('base64'),
  };
}

/** sendMessage, signed by the sender's key. */
async function send(message: Unsigned, keys?: Keys): Promise<SendMessageResult> {
  return rpc<SendMessageResult>('sendMessage', await signed(message, keys));
}

const count = async (sql: string, ...bindings: unknown[]): Promise<number> =>
  (
    await env.DB.prepare(sql)
      .bind(...bindings)
      .first<{ n: number }>()
  )?.n ?? 0;

async function tokenBalance(token: string, owner: string): Promise<bigint> {
  const result = await rpc('runLocal', { address: tokenWalletAddress(token, owner), method: 'balance', input: { answerId: 0 } });
  return result.code === 0 ? BigInt(result.output.value0) : 0n;
}

/** Lists `nft` on the DirectSell factory for `price` units of USDT (DS-A.1 via changeManager). */
async function list(
  info: DevnetInfo,
  seller: string,
  nft: string,
  price: bigint,
  time = { start: 0, duration: 0 },
): Promise<SendMessageResult> {
  const factory = info.world.factories.directSell;
  const payload = await rpc('runLocal', {
    address: factory,
    method: 'buildDirectSellCreationPayload',
    input: {
      _callbackId: 7,
      _startTime: time.start,
      _durationTime: time.duration,
      _paymentToken: info.world.tokens.USDT,
      _price: price.toString(),
      _recipient: seller,
      _discountCollection: null,
      _discountNftId: null,
    },
  });
  expect(payload.code).toBe(0);
  return send({
    sender: seller,
    recipient: nft,
    amount: 2_920_000_000n.toString(),
    bounce: true,
    method: 'changeManager',
    input: { newManager: factory, sendGasTo: seller, callbacks: [[factory, { value: '2620000000', payload: payload.output.value0 }]] },
  });
}

describe('devnet Durable Object and POST /devnet/rpc', () => {
  it('builds the genesis once, indexes it, and restores the same chain after a restart', async () => {
    const info = await rpc<DevnetInfo>('info');
    await readerStub(env).newBlock(); // the genesis block's hint
    const accounts = await devAccounts();
    expect(info.world.accounts).toEqual(accounts);
    expect(info.world.tokens).toEqual(DEVNET_TOKEN_ROOTS);
    expect(info.world.collections.map((c) => c.name)).toEqual(['Devnet Pioneers', 'Devnet Glyphs', 'Devnet Sketches']);
    expect(info.networkId).toBe(31337);

    // Every dev account holds VENOM and every token.
    const alice = await rpc('balance', { address: accounts[0]!.address });
    expect(BigInt(alice.native)).toBeGreaterThan(9_000n * EVER);
    expect(alice.tokens).toEqual({ WVENOM: '100000000000', USDT: '10000000000', USDC: '10000000000', DAI: '10000000000000000000000' });

    // The indexer knows the world: roots, fees, prices, collections, mints.
    expect(await count("SELECT count(*) AS n FROM collections WHERE name LIKE 'Devnet %'")).toBe(3);
    expect(
      await count(
        'SELECT count(*) AS n FROM nfts WHERE collection IN (SELECT value FROM json_each(?1))',
        JSON.stringify(info.world.collections.map((c) => c.address)),
      ),
    ).toBe(info.world.nfts.length);
    expect(
      await count(
        'SELECT count(*) AS n FROM roots WHERE address IN (?1, ?2, ?3)',
        info.world.factories.directSell,
        info.world.factories.auction,
        info.world.factories.directBuy,
      ),
    ).toBe(3);
    const firstNft = info.world.nfts[0]!;
    const row = await env.DB.prepare('SELECT owner, name FROM nfts WHERE address = ?1')
      .bind(firstNft.address)
      .first<{ owner: string; name: string }>();
    expect(row).toEqual({ owner: accounts[firstNft.ownerIndex]!.address, name: firstNft.name });
    const indexed = await count('SELECT count(*) AS n FROM chain_events');

    const stub = env.DEVNET_CHAIN.get(env.DEVNET_CHAIN.idFromName('devnet'));
    await evictDurableObject(stub);
    const again = await rpc<DevnetInfo>('info');
    expect(again.world).toEqual(info.world);
    expect(again.logicalTime).toBe(info.logicalTime);
    expect(await rpc('balance', { address: accounts[0]!.address })).toEqual(alice);
    expect(await count('SELECT count(*) AS n FROM chain_events')).toBe(indexed);
    // History survives too: the NFT's deploy transaction is still there.
    const history = await rpc('getTransactions', { address: firstNft.address });
    expect(history.transactions.length).toBeGreaterThan(0);
    expect(history.continuation).toBeUndefined();
  });

  it('lists and sells an NFT through sendMessage: the chain moves the tokens and D1 shows sale and new owner', async () => {
    const info = await rpc<DevnetInfo>('info');
    const nft = info.world.nfts.find((n) => n.ownerIndex === 1 && n.collection === info.world.collections[0]!.address)!;
    const seller = info.world.accounts[1]!.address;
    const buyer = info.world.accounts[2]!.address;
    const royaltyReceiver = info.world.accounts[0]!.address;
    const usdt = info.world.tokens.USDT;
    const price = 5_000_000n; // 5 USDT

    const listed = await list(info, seller, nft.address, price);
    // The sender wallet's own transaction: external in, one internal out to the NFT (provider-protocol 2.4).
    expect(listed.transaction.inMessage.src).toBeUndefined();
    expect(listed.transaction.inMessage.dst).toBe(seller);
    expect(listed.transaction.outMessages).toHaveLength(1);
    expect(listed.transaction.outMessages[0]!.dst).toBe(nft.address);
    // Its body is the ABI-encoded call, which the wallet's encoder reads back with the NFT's ABI.
    const call = await rpc('decodeInput', {
      body: listed.transaction.outMessages[0]!.body,
      abi: JSON.stringify(ABIS.Nft),
      method: 'changeManager',
      internal: true,
    });
    expect(call).toMatchObject({ method: 'changeManager', input: { newManager: info.world.factories.directSell } });
    // The child transaction is found by its inbound message hash (subscriber.trace, §4.9).
    const child = await rpc<{ transaction: RawTransaction }>('findTransaction', { inMessageHash: listed.transaction.outMessages[0]!.hash });
    expect(child.transaction.id).toEqual(listed.childTransactions[0]!.transaction.id);
    const sellerTxs = [listed.transaction, ...listed.childTransactions.filter((c) => c.address === seller).map((c) => c.transaction)];
    expect(listed.states[seller]?.lastTransactionId?.hash).toBe(sellerTxs.at(-1)!.id.hash);

    const sale = await env.DB.prepare(`SELECT address, status, price, seller, live FROM ${readable.direct_sells} WHERE nft = ?1`)
      .bind(nft.address)
      .first<Record<string, unknown>>();
    expect(sale).toMatchObject({ status: 'active', price: price.toString(), seller, live: 1 });
    const factoryTx = listed.childTransactions.find((c) => c.address === info.world.factories.directSell)!.transaction;
    const { events } = await rpc<{ events: { event: string; data: unknown }[] }>('decodeTransactionEvents', {
      transaction: factoryTx,
      abi: JSON.stringify(ABIS.FactoryDirectSell),
    });
    expect(events.find((e) => e.event === 'DirectSellDeployed')?.data).toMatchObject({ directSell: sale!['address'], nft: nft.address });

    const before = {
      buyer: await tokenBalance(usdt, buyer),
      seller: await tokenBalance(usdt, seller),
      royalty: await tokenBalance(usdt, royaltyReceiver),
      fees: await tokenBalance(usdt, info.world.factories.directSell),
    };
    const buyerNative = BigInt((await rpc('balance', { address: buyer })).native);
    await send({
      sender: buyer,
      recipient: tokenWalletAddress(usdt, buyer),
      amount: '2820000000',
      method: 'transfer',
      input: {
        amount: price.toString(),
        recipient: sale!['address'],
        deployWalletValue: 0,
        remainingGasTo: buyer,
        notify: true,
        payload: '',
      },
    });
    const after = {
      buyer: await tokenBalance(usdt, buyer),
      seller: await tokenBalance(usdt, seller),
      royalty: await tokenBalance(usdt, royaltyReceiver),
      fees: await tokenBalance(usdt, info.world.factories.directSell),
    };
    expect(before.buyer - after.buyer).toBe(price);
    // 2.5 % market fee and 5 % collection royalty; the rest to the seller.
    expect(after.fees - before.fees).toBe(125_000n);
    expect(after.royalty - before.royalty).toBe(250_000n);
    expect(after.seller - before.seller).toBe(price - 125_000n - 250_000n);
    expect(BigInt((await rpc('balance', { address: buyer })).native)).toBeLessThan(buyerNative);

    const info2 = await rpc('runLocal', { address: nft.address, method: 'getInfo', input: { answerId: 0 } });
    expect(info2.output).toMatchObject({ owner: buyer, manager: buyer });
    expect(await env.DB.prepare('SELECT owner FROM nfts WHERE address = ?1').bind(nft.address).first('owner')).toBe(buyer);
    expect(
      await env.DB.prepare(`SELECT status, buyer, live FROM ${readable.direct_sells} WHERE nft = ?1`).bind(nft.address).first(),
    ).toMatchObject({
      status: 'filled',
      buyer,
      live: 0,
    });

    // History pages newest first and ends with no continuation.
    const page1 = await rpc('getTransactions', { address: buyer, limit: 1 });
    expect(page1.transactions).toHaveLength(1);
    expect(page1.info.batchType).toBe('old');
    let continuation = page1.continuation;
    let pages = 1;
    while (continuation) {
      const next = await rpc('getTransactions', { address: buyer, continuation, limit: 1 });
      expect(BigInt(next.transactions[0].id.lt)).toBeLessThan(BigInt(page1.transactions[0].id.lt));
      continuation = next.continuation;
      pages++;
    }
    expect(pages).toBeGreaterThan(1);
  });

  it("a listing's network fee, walked up and down its trace through the public JRPC, is what its transactions paid; the API gives the median", async () => {
    const info = await rpc<DevnetInfo>('info');
    const nft = info.world.nfts.find((n) => n.ownerIndex === 4)!;
    const seller = info.world.accounts[4]!.address;
    const listed = await list(info, seller, nft.address, 3n * EVER);
    const paid = [listed.transaction, ...listed.childTransactions.map((c) => c.transaction)].reduce(
      (sum, tx) => sum + BigInt(tx.totalFees),
      0n,
    );
    expect(paid).toBeGreaterThan(0n);

    const jrpc = new JrpcClient({
      endpoint: 'http://localhost/devnet/jrpc',
      fetch: (request) => exports.default.fetch(request),
      backoffMs: 0,
    });
    // From the middle of the trace (the DirectSell factory's transaction, which emits the listing's event) and from its end.
    const factoryTx = listed.childTransactions.find((c) => c.address === info.world.factories.directSell)!.transaction;
    expect(await traceFees(jrpc, factoryTx.id.hash)).toBe(paid);
    expect(await traceFees(jrpc, listed.childTransactions.at(-1)!.transaction.id.hash)).toBe(paid);
    expect(await traceFees(jrpc, 'ab'.repeat(32))).toBeNull();

    // The reader samples it after the listing's tick, off the tick's path; the route gives the median of the samples.
    const startSell = await vi.waitFor(
      async () => {
        const res = await exports.default.fetch(new Request('http://localhost/api/market/network-fees'));
        expect(res.status).toBe(200);
        const { fees } = (await res.json()) as { fees: Record<string, { fee: string; samples: number }> };
        expect(fees['startSell']?.samples).toBeGreaterThanOrEqual(1);
        return fees['startSell']!;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(BigInt(startSell.fee)).toBeGreaterThan(0n);
    expect(BigInt(startSell.fee)).toBeLessThan(2_920_000_000n);
  });

  it('advanceTime moves the chain clock, and a sale past its end stops counting in D1', async () => {
    const info = await rpc<DevnetInfo>('info');
    const nft = info.world.nfts.find((n) => n.ownerIndex === 3)!;
    const seller = info.world.accounts[3]!.address;
    const { now } = await rpc('now');
    expect(now).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000));

    await list(info, seller, nft.address, 2n * EVER, { start: now, duration: 600 });
    expect(
      await env.DB.prepare(`SELECT expired_at FROM ${readable.direct_sells} WHERE nft = ?1`).bind(nft.address).first('expired_at'),
    ).toBe(now + 600);
    expect(await env.DB.prepare(`SELECT live FROM ${readable.direct_sells} WHERE nft = ?1`).bind(nft.address).first('live')).toBe(1);

    const moved = await rpc('advanceTime', { seconds: 3600 });
    expect(moved.now).toBeGreaterThanOrEqual(now + 3600);
    const state = await rpc('getFullContractState', { address: seller });
    expect(state.state.genTimings.genUtime).toBeGreaterThanOrEqual(now + 3600);
    expect((await rpc('now')).now).toBeGreaterThanOrEqual(now + 3600);
    expect(await env.DB.prepare(`SELECT live FROM ${readable.direct_sells} WHERE nft = ?1`).bind(nft.address).first('live')).toBe(0);
  });

  it('getTransactionsSince gives a cursor, then the new transactions of the watched accounts', async () => {
    const info = await rpc<DevnetInfo>('info');
    const [alice, bob] = info.world.accounts;
    const start = await rpc('getTransactionsSince', {});
    expect(start.transactions).toEqual([]);
    const sent = await send({ sender: alice!.address, recipient: bob!.address, amount: '1000000000', bounce: false });
    const since = await rpc('getTransactionsSince', { afterLt: start.lastLt, addresses: [bob!.address] });
    expect(since.transactions.map((t: { address: string }) => t.address)).toEqual([bob!.address]);
    expect(since.transactions[0].transaction.inMessage.hash).toBe(sent.transaction.outMessages[0]!.hash);
    expect(since.states[bob!.address].balance).toBe(sent.states[bob!.address]!.balance);
  });

  it('faucet creates VENOM for a new address and mints or wraps tokens to it', async () => {
    const keys = await keysFromSeed(crypto.getRandomValues(new Uint8Array(32)));
    const fresh = await walletAddress(keys.publicKey, 'EverWallet', 0);
    expect(await rpc('faucet', { address: fresh, amount: '7000000000' })).toMatchObject({ address: fresh, native: '7000000000' });
    expect((await rpc('faucet', { address: fresh, amount: '123000000', token: 'USDT' })).tokens.USDT).toBe('123000000');
    expect((await rpc('faucet', { address: fresh, amount: 5_000_000_000, token: 'WVENOM' })).tokens.WVENOM).toBe('5000000000');
    // The new address is a wallet now: it can send.
    const sent = await send({ sender: fresh, recipient: `0:${'6f'.repeat(32)}`, amount: '1000000000', bounce: false }, keys);
    expect(sent.transaction.outMessages[0]!.value).toBe('1000000000');
    // More than a chain account holds is refused, and changes nothing: the account still reads as a real BOC.
    const tooMuch = await post({ method: 'faucet', params: { address: fresh, amount: `1${'0'.repeat(31)}` } });
    expect(tooMuch).toEqual({
      status: 400,
      body: { error: 'amount is more than the faucet gives at once (10^30 units)', code: 'invalid_input' },
    });
    expect((await rpc('getFullContractState', { address: fresh })).state.balance).toBe((await rpc('balance', { address: fresh })).native);
  });

  it('answers 400 naming the field for invalid input, 422 for an empty wallet, 404 off the devnet', async () => {
    const bad = async (body: unknown) => (await post(body)).body;
    expect(await bad({ method: 'advanceTime', params: { seconds: 'soon' } })).toMatchObject({
      field: 'params.seconds',
      code: 'invalid_request',
    });
    expect(await bad({ method: 'teleport', params: {} })).toMatchObject({ field: 'method' });
    expect(await bad({ params: {} })).toMatchObject({ field: 'method' });
    expect(
      await bad({ method: 'sendMessage', params: { sender: `0:${'1'.repeat(64)}`, recipient: 'nowhere', amount: '1' } }),
    ).toMatchObject({ field: 'params.message', code: 'invalid_request' });
    expect(await bad({ method: 'sendMessage', params: { message: 'not a BOC' } })).toMatchObject({
      field: 'params.message',
      code: 'invalid_input',
    });
    expect(
      await bad({ method: 'getTransactions', params: { address: `0:${'1'.repeat(64)}`, continuation: { lt: 'x', hash: 'y' } } }),
    ).toMatchObject({
      field: 'params.continuation.lt',
    });
    expect((await post({ method: 'advanceTime', params: { seconds: -1 } })).status).toBe(400);

    const info = await rpc<DevnetInfo>('info');
    const poor = await post({
      method: 'sendMessage',
      params: await signed({ sender: info.world.accounts[4]!.address, recipient: info.world.operator, amount: (10n ** 30n).toString() }),
    });
    expect(poor).toMatchObject({ status: 422, body: { code: 'insufficient_balance' } });
    // A contract that is no key's wallet cannot be the sender of an external message.
    const [bob] = await Promise.all([devAccountKeys(1)]);
    const notWallet = await post({
      method: 'sendMessage',
      params: await signed({ sender: info.world.tokens.USDT, recipient: info.world.operator, amount: '1' }, bob),
    });
    expect(notWallet).toMatchObject({ status: 401, body: { code: 'unauthorized', field: 'params.message' } });
    expect(notWallet.body.error).toMatch(/not the wallet of the key/);
    const badInput = await post({
      method: 'runLocal',
      params: { address: info.world.factories.directSell, method: 'buildDirectSellCreationPayload', input: {} },
    });
    expect(badInput).toMatchObject({ status: 400, body: { code: 'invalid_input' } });

    expect((await post({ method: 'now' }, { ...env, CHAIN: 'mainnet' })).status).toBe(404);
    const get = await handleDevnetDoor(new Request('http://localhost/devnet/rpc'), env, createExecutionContext());
    expect(get.status).toBe(405);
  });
});

describe('the devnet checks external messages as the real chain does (nothing applied otherwise)', () => {
  async function transfer() {
    const info = await rpc<DevnetInfo>('info');
    const [alice, bob] = info.world.accounts;
    return {
      alice: alice!.address,
      bob: bob!.address,
      message: { sender: alice!.address, recipient: bob!.address, amount: '1000000000', bounce: false },
    };
  }
  const native = async (address: string) => (await rpc('balance', { address })).native as string;

  async function expectNothingApplied(attempt: () => Promise<{ status: number; body: any }>, status: number, error: RegExp) {
    const { alice, bob } = await transfer();
    const before = [await native(alice), await native(bob), (await rpc('info')).logicalTime];
    const res = await attempt();
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ field: 'params.message' });
    expect(res.body.error).toMatch(error);
    expect([await native(alice), await native(bob), (await rpc('info')).logicalTime]).toEqual(before);
  }

  it('refuses a message without a signature', async () => {
    const { message } = await transfer();
    await expectNothingApplied(() => post({ method: 'sendMessage', params: message }), 400, /Required|expected string/);
    // The same body with its signature bit 0 and no signature.
    const parts = partsOf(await signed(message));
    const body = parts.body.beginParse().skip(1 + 512);
    const unsigned = beginCell().storeBit(0).storeBits(body.loadBits(body.remainingBits));
    while (body.remainingRefs > 0) unsigned.storeRef(body.loadRef());
    const boc = messageCell(externalMessage(parts.wallet, unsigned.endCell()), 0).toBoc().toString('base64');
    await expectNothingApplied(() => post({ method: 'sendMessage', params: { message: boc } }), 400, /is not signed/);
  });

  it("refuses a message signed by another account's key", async () => {
    const { message } = await transfer();
    await expectNothingApplied(
      async () => post({ method: 'sendMessage', params: await signed(message, await devAccountKeys(1)) }),
      401,
      /not the wallet of the key/,
    );
    // Another key's signature in the sender's own message.
    const own = partsOf(await signed(message));
    const other = partsOf(await signed(message, await devAccountKeys(1)));
    await expectNothingApplied(
      () => post({ method: 'sendMessage', params: rebuilt(own, { signature: other.signature }) }),
      401,
      /does not verify/,
    );
  });

  it('refuses a signed message that was changed afterwards', async () => {
    const { message, bob } = await transfer();
    const good = partsOf(await signed(message));
    await expectNothingApplied(
      () => post({ method: 'sendMessage', params: rebuilt(good, { send: { ...good.send, amount: '9000000000' } }) }),
      401,
      /does not verify/,
    );
    const elsewhere = bob.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    await expectNothingApplied(
      () => post({ method: 'sendMessage', params: rebuilt(good, { send: { ...good.send, recipient: elsewhere } }) }),
      401,
      /does not verify/,
    );
  });

  it('refuses an expired message and a replay', async () => {
    const { message } = await transfer();
    const { now } = await rpc('now');
    await expectNothingApplied(
      async () => post({ method: 'sendMessage', params: await signed({ ...message, expireAt: now - 1 }) }),
      401,
      /has expired/,
    );
    const once = await signed(message);
    expect((await post({ method: 'sendMessage', params: once })).status).toBe(200);
    await expectNothingApplied(() => post({ method: 'sendMessage', params: once }), 401, /already delivered/);
  });

  it('keeps test-only clock moves, on the devnet only', async () => {
    const { now } = await rpc('now');
    expect((await rpc('advanceTime', { seconds: 60 })).now).toBeGreaterThanOrEqual(now + 60);
    expect((await post({ method: 'advanceTime', params: { seconds: 60 } }, { ...env, CHAIN: 'mainnet' })).status).toBe(404);
  });
});

describe('a devnet state from an older genesis', () => {
  it('answers every call with how to start again, and changes nothing', async () => {
    await rpc('info');
    const stub = env.DEVNET_CHAIN.get(env.DEVNET_CHAIN.idFromName('devnet'));
    const setAliceAddress = (address: string | null) =>
      runInDurableObject(stub, async (_instance, state) => {
        const row = state.storage.sql.exec<{ value: string }>("SELECT value FROM devnet_meta WHERE key = 'meta'").one();
        const meta = JSON.parse(row.value);
        const original = meta.world.accounts[0].address as string;
        meta.world.accounts[0].address = address ?? original;
        state.storage.sql.exec("UPDATE devnet_meta SET value = ? WHERE key = 'meta'", JSON.stringify(meta));
        return original;
      });
    const alice = await setAliceAddress(`0:${'0'.repeat(64)}`);
    await evictDurableObject(stub);
    const res = await post({ method: 'info' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/delete the local state/);
    await setAliceAddress(alice);
    await evictDurableObject(stub);
    expect((await post({ method: 'info' })).status).toBe(200);
  });
});
