// The dev wallet's provider logic against a real in-memory devnet (the genesis world), with the
// approval window replaced by a scripted answer: permissions, errors, signing, sending, events,
// decoding, and the automation switch.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Address, ProviderRpcClient, type Provider, type RawTransaction } from 'everscale-inpage-provider';
import { ABIS, tokenWalletAddress, type Chain } from '@devnet/simulator';
import { createGenesis, devAccountKeys, type DevnetWorld } from '@devnet/genesis';
import { signExternalMessage } from '@devnet/rpc/external-message';
import { chainRpc as chainRpcOn } from '../../../support/devnet/chain-rpc';
import type { ApprovalAnswer, ApprovalRequest } from '@devnet/wallet/approval';
import { captureAutoFromUrl, parseAutoConfig, readAutoConfig } from '@devnet/wallet/automation';
import { ProviderEventEmitter } from '@devnet/wallet/emitter';
import type { RpcCall } from '@devnet/wallet/rpc-client';
import { DevWallet } from '@devnet/wallet/wallet';

let chain: Chain;
let world: DevnetWorld;

beforeAll(async () => {
  ({ chain, world } = await createGenesis());
  chain.clearHistory();
  chainRpc = chainRpcOn(chain);
});

/** The devnet RPC the wallet needs, straight on the chain (tests/support/devnet/chain-rpc.ts). */
let chainRpc: RpcCall;

class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}

function setup(answer: (request: ApprovalRequest) => ApprovalAnswer = () => ({ approved: true, accountIndex: 0 })) {
  const emitter = new ProviderEventEmitter();
  const events: { event: string; data: any }[] = [];
  const asked: ApprovalRequest[] = [];
  const storage = new MemoryStorage();
  const wallet = new DevWallet({
    emit: (event, data) => {
      events.push({ event, data });
      emitter.emit(event, data);
    },
    rpc: chainRpc,
    ask: async (request) => {
      asked.push(request);
      return answer(request);
    },
    storage,
    origin: 'http://localhost:4399',
  });
  const request = (method: string, params?: unknown) => wallet.request({ method, params });
  return { wallet, request, events, asked, storage };
}

const abi = (name: keyof typeof ABIS) => JSON.stringify(ABIS[name]);

describe('DevWallet permissions', () => {
  it('connects the picked account, remembers it, and reports the devnet', async () => {
    const { request, events, asked, storage } = setup(() => ({ approved: true, accountIndex: 2 }));
    const granted = await request('requestPermissions', { permissions: ['basic', 'accountInteraction'] });
    const carol = world.accounts[2]!;
    expect(granted).toEqual({
      basic: true,
      accountInteraction: { address: carol.address, publicKey: carol.publicKey, contractType: 'EverWallet' },
    });
    expect(asked[0]).toMatchObject({ kind: 'connect', origin: 'http://localhost:4399', permissions: ['basic', 'accountInteraction'] });
    expect(events).toContainEqual({ event: 'permissionsChanged', data: { permissions: granted } });
    const state: any = await request('getProviderState');
    expect(state).toMatchObject({
      networkId: 31337,
      version: '0.6.6',
      numericVersion: 6006,
      permissions: granted,
      supportedPermissions: ['basic', 'accountInteraction'],
    });
    expect(JSON.parse(storage.getItem('devnet-wallet:permissions')!)).toEqual(granted);

    await request('disconnect');
    expect(events.at(-1)).toEqual({ event: 'permissionsChanged', data: { permissions: {} } });
    expect(((await request('getProviderState')) as any).permissions).toEqual({});
  });

  it('rejects like a wallet extension: {code: 6, message: "Rejected by user"}', async () => {
    const { request } = setup(() => ({ approved: false }));
    const error = await request('requestPermissions', { permissions: ['basic'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: 6, message: 'Rejected by user' });
    expect(JSON.parse(JSON.stringify(error))).toEqual({ code: 6, message: 'Rejected by user' });
  });

  it('refuses methods without their permission (code 5), unknown methods (code 4), bad params (code 2)', async () => {
    const { request } = setup();
    await expect(request('getFullContractState', { address: world.operator })).rejects.toMatchObject({ code: 5 });
    await expect(request('signData', { publicKey: world.accounts[0]!.publicKey, data: '' })).rejects.toMatchObject({ code: 5 });
    await expect(request('teleport')).rejects.toMatchObject({ code: 4, message: 'teleport: Method not found' });
    await expect(request('requestPermissions', { permissions: ['everything'] })).rejects.toMatchObject({ code: 2 });
    await request('requestPermissions', { permissions: ['basic'] });
    await expect(request('changeAccount')).rejects.toMatchObject({ code: 5 });
  });

  it('devtools simulate a logout, another network and a lost connection', async () => {
    const { wallet, request, events } = setup();
    await request('requestPermissions', { permissions: ['basic', 'accountInteraction'] });
    wallet.simulateNetwork(1);
    expect(events.at(-1)).toEqual({ event: 'networkChanged', data: { networkId: 1, selectedConnection: 'network-1' } });
    expect(((await request('getProviderState')) as any).networkId).toBe(1);
    wallet.simulateNetwork(31337);
    expect((await request('getProviderState')) as any).toMatchObject({ networkId: 31337, selectedConnection: 'devnet' });
    wallet.simulateConnection(false);
    expect(events.at(-1)).toMatchObject({ event: 'disconnected', data: { code: 7 } });
    wallet.simulateConnection(true);
    expect(events.at(-1)).toEqual({ event: 'connected', data: {} });
    wallet.simulateLogout();
    expect(events.slice(-2)).toEqual([
      { event: 'permissionsChanged', data: { permissions: {} } },
      { event: 'loggedOut', data: {} },
    ]);
    await expect(request('getFullContractState', { address: world.operator })).rejects.toMatchObject({ code: 5 });
  });

  it('changeAccount switches to the account picked in the window', async () => {
    let pick = 0;
    const { request } = setup(() => ({ approved: true, accountIndex: pick }));
    await request('requestPermissions', { permissions: ['basic', 'accountInteraction'] });
    pick = 4;
    const next: any = await request('changeAccount');
    expect(next.accountInteraction.address).toBe(world.accounts[4]!.address);
    pick = 9;
    await expect(request('changeAccount')).rejects.toMatchObject({ code: 2 });
  });
});

describe('DevWallet chain calls', () => {
  it('runLocal, getFullContractState and the sender-only rules', async () => {
    const { request } = setup(() => ({ approved: true, accountIndex: 1 }));
    await request('requestPermissions', { permissions: ['basic', 'accountInteraction'] });
    const out: any = await request('runLocal', {
      address: world.tokens.USDT,
      functionCall: { abi: abi('TokenRootUpgradeable'), method: 'decimals', params: { answerId: 0 } },
    });
    expect(out).toEqual({ code: 0, output: { value0: '6' } });
    const state: any = await request('getFullContractState', { address: world.accounts[1]!.address });
    expect(state.state).toMatchObject({ isDeployed: true, genTimings: { genUtime: chain.now } });
    expect(((await request('getFullContractState', { address: `0:${'9'.repeat(64)}` })) as any).state).toBeUndefined();
    await expect(
      request('sendMessage', { sender: world.accounts[0]!.address, recipient: world.operator, amount: '1', bounce: false }),
    ).rejects.toMatchObject({ code: 5 });
    expect(await request('estimateFees', { sender: world.accounts[1]!.address, recipient: world.operator, amount: '1' })).toEqual({
      fees: '5000000',
    });
  });

  it('sendMessage shows the transaction in the window, sends it, and announces it to subscribers', async () => {
    const { request, events, asked } = setup(() => ({ approved: true, accountIndex: 0 }));
    await request('requestPermissions', { permissions: ['basic', 'accountInteraction'] });
    const alice = world.accounts[0]!.address;
    const wallet = tokenWalletAddress(world.tokens.USDT, alice);
    await request('subscribe', { address: wallet, subscriptions: { transactions: true, state: true } });
    const { transaction } = (await request('sendMessage', {
      sender: alice,
      recipient: wallet,
      amount: '500000000',
      bounce: true,
      payload: {
        abi: abi('TokenWalletUpgradeable'),
        method: 'transfer',
        params: {
          amount: '1000000',
          recipient: world.accounts[1]!.address,
          deployWalletValue: '0',
          remainingGasTo: alice,
          notify: false,
          payload: '',
        },
      },
    })) as { transaction: RawTransaction };
    expect(asked.at(-1)).toMatchObject({ kind: 'sendMessage', recipient: wallet, amount: '500000000', method: 'transfer' });
    expect(transaction.inMessage.dst).toBe(alice);
    expect(transaction.outMessages[0]).toMatchObject({ dst: wallet, value: '500000000' });

    const found = events.filter((e) => e.event === 'transactionsFound');
    expect(found).toHaveLength(1);
    expect(found[0]!.data).toMatchObject({ address: wallet, info: { batchType: 'new' } });
    const walletTx = found[0]!.data.transactions[0] as RawTransaction;
    expect(walletTx.inMessage.hash).toBe(transaction.outMessages[0]!.hash);
    expect(events.some((e) => e.event === 'contractStateChanged' && e.data.address === wallet && !('boc' in e.data.state))).toBe(true);
    // The wallet's own transaction decodes with the TIP-3 wallet ABI.
    const decoded: any = await request('decodeTransaction', {
      transaction: walletTx,
      abi: abi('TokenWalletUpgradeable'),
      method: 'transfer',
    });
    expect(decoded).toMatchObject({ method: 'transfer', input: { amount: '1000000', recipient: world.accounts[1]!.address } });
    expect(await request('decodeTransaction', { transaction: walletTx, abi: abi('TokenWalletUpgradeable'), method: ['burn'] })).toBeNull();
    expect(((await request('getProviderState')) as any).subscriptions).toEqual({ [wallet]: { state: true, transactions: true } });
    await request('unsubscribeAll');
  });

  it('sendMessageDelayed answers at once, then messageStatusUpdated carries the transaction', async () => {
    const { request, events } = setup(() => ({ approved: true, accountIndex: 3 }));
    await request('requestPermissions', { permissions: ['basic', 'accountInteraction'] });
    const dave = world.accounts[3]!.address;
    const { message } = (await request('sendMessageDelayed', {
      sender: dave,
      recipient: world.operator,
      amount: '1000000000',
      bounce: false,
    })) as {
      message: { hash: string; account: string; expireAt: number };
    };
    expect(message.account).toBe(dave);
    expect(message.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(message.expireAt).toBeGreaterThan(chain.now); // chain time: tests move the devnet clock
    await vi.waitFor(() => expect(events.some((e) => e.event === 'messageStatusUpdated')).toBe(true), { timeout: 10_000 });
    const update = events.find((e) => e.event === 'messageStatusUpdated')!.data;
    expect(update).toMatchObject({ address: dave, hash: message.hash });
    expect(update.transaction.inMessage.hash).toBe(message.hash);
  });

  it('signData asks with the text, signs with the connected key, and checks the key', async () => {
    const { request, asked } = setup(() => ({ approved: true, accountIndex: 1 }));
    await request('requestPermissions', { permissions: ['basic', 'accountInteraction'] });
    const bob = world.accounts[1]!;
    const data = Buffer.from('I want to login').toString('base64');
    const signed: any = await request('signData', { publicKey: bob.publicKey, data });
    expect(asked.at(-1)).toMatchObject({ kind: 'signData', data, raw: false, signatureId: null });
    expect(await request('verifySignature', { publicKey: bob.publicKey, dataHash: signed.dataHash, signature: signed.signature })).toEqual({
      isValid: true,
    });
    await expect(request('signData', { publicKey: world.accounts[0]!.publicKey, data })).rejects.toMatchObject({ code: 5 });
  });
});

describe('DevWallet subscriptions', () => {
  it('polls the devnet for transactions of subscribed addresses made elsewhere, and announces each once', async () => {
    vi.useFakeTimers();
    try {
      const address = world.accounts[0]!.address;
      const tx = { id: { lt: '20', hash: 'a'.repeat(64) } } as RawTransaction;
      const calls: unknown[] = [];
      const rpc = (async (method: string, params: any) => {
        calls.push(params);
        if (method !== 'getTransactionsSince') throw new Error(method);
        if (params.afterLt === undefined) return { transactions: [], lastLt: '10', states: {} };
        const transactions = params.afterLt === '10' ? [{ address, transaction: tx }] : [];
        return {
          transactions,
          lastLt: '20',
          states: { [address]: { boc: 'x', balance: '5', genTimings: { genLt: '20', genUtime: 1 }, isDeployed: true } },
        };
      }) as RpcCall;
      const events: { event: string; data: any }[] = [];
      const wallet = new DevWallet({
        emit: (event, data) => events.push({ event, data }),
        rpc,
        ask: async () => ({ approved: true, accountIndex: 0 }),
        storage: null,
      });
      await wallet.request({ method: 'requestPermissions', params: { permissions: ['basic'] } });
      expect(await wallet.request({ method: 'subscribe', params: { address, subscriptions: { transactions: true } } })).toEqual({
        state: false,
        transactions: true,
      });
      await vi.advanceTimersByTimeAsync(2_000);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(calls).toEqual([{}, { afterLt: '10', addresses: [address] }, { afterLt: '20', addresses: [address] }]);
      const found = events.filter((e) => e.event === 'transactionsFound');
      expect(found).toEqual([
        { event: 'transactionsFound', data: { address, transactions: [tx], info: { minLt: '20', maxLt: '20', batchType: 'new' } } },
      ]);
      // No state subscription: no contractStateChanged.
      expect(events.some((e) => e.event === 'contractStateChanged')).toBe(false);
      await wallet.request({ method: 'unsubscribe', params: { address } });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(calls).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('DevWallet encoding', () => {
  it('decodes events of a real listing with the factory ABI', async () => {
    const { request } = setup(() => ({ approved: true, accountIndex: 0 }));
    await request('requestPermissions', { permissions: ['basic', 'accountInteraction'] });
    const alice = world.accounts[0]!.address;
    const nft = world.nfts.find((n) => n.ownerIndex === 0)!.address;
    const factory = world.factories.directSell;
    const built: any = await request('runLocal', {
      address: factory,
      functionCall: {
        abi: abi('FactoryDirectSell'),
        method: 'buildDirectSellCreationPayload',
        params: {
          _callbackId: 1,
          _startTime: 0,
          _durationTime: 0,
          _paymentToken: world.tokens.USDT,
          _price: '1000000',
          _recipient: alice,
          _discountCollection: null,
          _discountNftId: null,
        },
      },
    });
    expect(built.code).toBe(0);
    const { boc } = await signExternalMessage(
      {
        sender: alice,
        recipient: nft,
        amount: '2920000000',
        bounce: true,
        method: 'changeManager',
        input: { newManager: factory, sendGasTo: alice, callbacks: [[factory, { value: '2620000000', payload: built.output.value0 }]] },
        expireAt: chain.now + 60,
        time: Date.now(),
      },
      await devAccountKeys(0),
    );
    const result = await chainRpc('sendMessage', { message: boc });
    const factoryTx = result.childTransactions.find((c) => c.address === factory)!.transaction;
    const { events } = (await request('decodeTransactionEvents', { transaction: factoryTx, abi: abi('FactoryDirectSell') })) as {
      events: { event: string; data: any }[];
    };
    expect(events.map((e) => e.event)).toContain('DirectSellDeployed');
    const deployed = events.find((e) => e.event === 'DirectSellDeployed')!;
    expect(deployed.data).toMatchObject({ nft, price: '1000000', paymentToken: world.tokens.USDT });
    const eventMessage = factoryTx.outMessages.find((m) => !m.dst)!;
    expect(await request('decodeEvent', { body: eventMessage.body, abi: abi('FactoryDirectSell'), event: ['Nope'] })).toBeNull();
    await expect(request('decodeEvent', { body: eventMessage.body, abi: abi('FactoryDirectSell'), event: 'Nope' })).rejects.toMatchObject({
      code: 2,
    });
  });

  it('encodeInternalInput / decodeInput and packIntoCell / unpackFromCell round-trip', async () => {
    const { request } = setup();
    await request('requestPermissions', { permissions: ['basic'] });
    const { boc } = (await request('encodeInternalInput', {
      abi: abi('Nft'),
      method: 'transfer',
      params: { to: world.operator, sendGasTo: world.operator, callbacks: [] },
    })) as { boc: string };
    expect(await request('decodeInput', { body: boc, abi: abi('Nft'), method: 'transfer', internal: true })).toEqual({
      method: 'transfer',
      input: { to: world.operator, sendGasTo: world.operator, callbacks: [] },
    });
    expect(((await request('getBocHash', { boc })) as { hash: string }).hash).toMatch(/^[0-9a-f]{64}$/);

    const structure = [
      { name: 'id', type: 'uint32' },
      { name: 'delta', type: 'int8' },
      { name: 'owner', type: 'address' },
      { name: 'flag', type: 'bool' },
      { name: 'title', type: 'string' },
      { name: 'blob', type: 'bytes' },
      { name: 'nothing', type: 'optional(uint128)' },
      { name: 'some', type: 'optional(uint128)' },
      { name: 'coins', type: 'varuint16' },
      {
        name: 'pair',
        type: 'tuple',
        components: [
          { name: 'a', type: 'address' },
          { name: 'b', type: 'address' },
          { name: 'c', type: 'address' },
        ],
      },
      { name: 'more', type: 'address' },
      { name: 'text2', type: 'string' },
      { name: 'text3', type: 'string' },
      { name: 'text4', type: 'string' },
      { name: 'last', type: 'uint256' },
    ];
    const data = {
      id: '7',
      delta: '-5',
      owner: world.operator,
      flag: true,
      title: 'Ünïcode ✓ '.repeat(30),
      blob: Buffer.from([1, 2, 3]).toString('base64'),
      nothing: null,
      some: '12345678901234567890',
      coins: '1000000000',
      pair: { a: world.accounts[0]!.address, b: world.accounts[1]!.address, c: world.accounts[2]!.address },
      more: world.accounts[3]!.address,
      text2: 'b',
      text3: 'c',
      text4: 'd',
      last: (2n ** 255n).toString(),
    };
    const packed = (await request('packIntoCell', { structure, data })) as { boc: string; hash: string };
    expect(packed.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(((await request('unpackFromCell', { structure, boc: packed.boc, allowPartial: false })) as { data: unknown }).data).toEqual(
      data,
    );
    await expect(request('packIntoCell', { structure: [{ name: 'x', type: 'uint8' }], data: { x: 256 } })).rejects.toMatchObject({
      code: 2,
    });
  });
});

describe('automation switch', () => {
  it('parses localStorage JSON and the ?devnet-wallet= query parameter', () => {
    expect(parseAutoConfig('{"account":2,"approve":false}')).toEqual({ account: 2, approve: false });
    expect(parseAutoConfig('{"account":1}')).toEqual({ account: 1, approve: true });
    expect(parseAutoConfig('{"account":-1}')).toBeNull();
    expect(parseAutoConfig('nope')).toBeNull();
    const tab = new MemoryStorage();
    const lasting = new MemoryStorage();
    const stores = { tab, lasting };
    captureAutoFromUrl(new URL('http://x/?devnet-wallet=auto:3'), stores);
    expect(readAutoConfig(stores)).toEqual({ account: 3, approve: true });
    // The link sets this tab's switch only: another tab (its own sessionStorage) still asks in a window.
    expect(lasting.getItem('devnet-wallet:auto')).toBeNull();
    expect(readAutoConfig({ tab: new MemoryStorage(), lasting })).toBeNull();
    captureAutoFromUrl(new URL('http://x/?devnet-wallet=auto:1:reject'), stores);
    expect(readAutoConfig(stores)).toEqual({ account: 1, approve: false });
    captureAutoFromUrl(new URL('http://x/?devnet-wallet=bogus'), stores);
    expect(readAutoConfig(stores)).toEqual({ account: 1, approve: false });
    captureAutoFromUrl(new URL('http://x/?devnet-wallet=manual'), stores);
    expect(readAutoConfig(stores)).toBeNull();
    // The tests' lasting switch (localStorage) holds in every tab; this tab's link wins over it; manual clears both.
    lasting.setItem('devnet-wallet:auto', '{"account":0,"approve":true}');
    expect(readAutoConfig({ tab: new MemoryStorage(), lasting })).toEqual({ account: 0, approve: true });
    captureAutoFromUrl(new URL('http://x/?devnet-wallet=auto:2:reject'), stores);
    expect(readAutoConfig(stores)).toEqual({ account: 2, approve: false });
    captureAutoFromUrl(new URL('http://x/?devnet-wallet=manual'), stores);
    expect(readAutoConfig(stores)).toBeNull();
  });
});

describe('with everscale-inpage-provider 0.6.6 (what the dApp uses)', () => {
  it('connects, calls getters, sends with a Contract, and traces the child transaction', async () => {
    const emitter = new ProviderEventEmitter();
    const wallet = new DevWallet({
      emit: (event, data) => emitter.emit(event, data),
      rpc: chainRpc,
      ask: async () => ({ approved: true, accountIndex: 4 }),
      storage: null,
    });
    const provider = Object.assign(emitter, {
      request: (data: { method: string; params?: unknown }) => wallet.request(data),
    }) as unknown as Provider;
    const client = new ProviderRpcClient({ provider });
    await client.ensureInitialized();

    const { accountInteraction } = await client.requestPermissions({ permissions: ['basic', 'accountInteraction'] });
    const erin = world.accounts[4]!;
    expect(accountInteraction?.address.toString()).toBe(erin.address);
    expect((await client.getProviderState()).networkId).toBe(31337);
    expect(await client.getBalance(new Address(erin.address))).toBe(chain.balanceOf(erin.address).toString());

    const root = new client.Contract(ABIS.TokenRootUpgradeable as never, new Address(world.tokens.USDC));
    const symbol = await (root.methods as any).symbol({ answerId: 0 }).call();
    expect(symbol).toEqual({ value0: 'USDC' });
    const walletOf = await (root.methods as any).walletOf({ answerId: 0, walletOwner: new Address(erin.address) }).call();
    expect(walletOf.value0).toBeInstanceOf(Address);
    expect(walletOf.value0.toString()).toBe(tokenWalletAddress(world.tokens.USDC, erin.address));

    const tokenWallet = new client.Contract(ABIS.TokenWalletUpgradeable as never, walletOf.value0);
    const { parentTransaction, childTransaction } = await (tokenWallet.methods as any)
      .transfer({
        amount: '250000',
        recipient: new Address(world.accounts[0]!.address),
        deployWalletValue: '0',
        remainingGasTo: new Address(erin.address),
        notify: false,
        payload: '',
      })
      .sendWithResult({ from: new Address(erin.address), amount: '500000000', bounce: true });
    expect(parentTransaction.inMessage.dst.toString()).toBe(erin.address);
    expect(childTransaction.inMessage.hash).toBe(parentTransaction.outMessages[0].hash);
    const balance = await (tokenWallet.methods as any).balance({ answerId: 0 }).call();
    expect(balance.value0).toBe((10_000_000_000n - 250_000n).toString());
    await client.rawApi.unsubscribeAll();
  });
});
