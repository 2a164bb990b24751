// Fixed-price sales end to end: startSell, buy and closeSell against the in-memory devnet through
// the dev wallet and a real ProviderRpcClient (harness.ts), with the fake API derived from the chain.
import { beforeAll, describe, expect, it } from 'vitest';
import { DirectSellStatus, tokenWalletAddress as tokenWalletAddressOf, type Chain } from '@devnet/simulator';
import type { DirectSellState } from '@devnet/simulator/contracts/direct-sell';
import type { DevnetWorld } from '@devnet/genesis';
import { buy, closeSell, MarketActionError, startSell, type ActionStage } from '~/market/actions';
import { connectAll, context, devnet, fakeApi, nftOf, nftState, token, tokenBalance, type FakeApi, type TestWallet } from './harness';

let chain: Chain;
let world: DevnetWorld;
let api: FakeApi;
let alice: TestWallet;
let bob: TestWallet;
let carol: TestWallet;
let dave: TestWallet;
let erin: TestWallet;

beforeAll(async () => {
  ({ chain, world } = await devnet());
  api = fakeApi(chain, world);
  [alice, bob, carol, dave, erin] = await connectAll(chain);
});

const USDT = () => token('USDT');
const sends = (wallet: TestWallet) => wallet.asked.filter((r) => r.kind === 'sendMessage');

describe('startSell then buy', () => {
  it('lists a Glyph for 100 USDT, then another account buys it: the seller gets price − 2.5 % fee − 7.5 % royalty, to the unit', async () => {
    const nft = nftOf(world, 'Devnet Glyphs', 2); // Carol's; royalty 7.5 % to Bob
    const usdt = world.tokens.USDT;
    const stages: ActionStage[] = [];
    const listed = await startSell(context(carol, api), {
      nft,
      price: '100',
      token: USDT(),
      durationSeconds: 0,
      onProgress: (s) => stages.push(s),
    });
    expect(listed).toMatchObject({ ok: true, callback: 'directSellDeployed', indexed: true });
    if (!listed.ok) throw new Error('not listed');
    expect(stages).toEqual(['signing', 'confirming', 'indexing']);

    // What the wallet signed: changeManager to the factory, callback value = calcValue(sell) 2.62,
    // message = 2.62 + 0.2 (gas.ts).
    const listing = sends(carol).at(-1)!;
    expect(listing).toMatchObject({ kind: 'sendMessage', recipient: nft, amount: '2820000000', bounce: true, method: 'changeManager' });
    expect((listing as { params: any }).params.callbacks[0][0]).toBe(world.factories.directSell);
    expect((listing as { params: any }).params.callbacks[0][1].value).toBe('2620000000');

    const sale = listed.directSell!;
    expect(nftState(chain, nft).manager).toBe(sale);
    const saleState = chain.stateOf<DirectSellState>(sale)!;
    expect(saleState).toMatchObject({ status: DirectSellStatus.Active, price: 100_000_000n, paymentToken: usdt, owner: carol.address });
    expect((await api.nftDetails(nft))!.nft.forsale).toBe(sale);

    const before = {
      carol: tokenBalance(chain, usdt, carol.address),
      bob: tokenBalance(chain, usdt, bob.address),
      dave: tokenBalance(chain, usdt, dave.address),
      factory: tokenBalance(chain, usdt, world.factories.directSell),
    };
    const bought = await buy(context(dave, api), { nft });
    expect(bought).toMatchObject({
      ok: true,
      callback: 'directSellSuccess',
      indexed: true,
      directSell: sale,
      price: '100000000',
      payment: 'transfer',
    });
    // The buyer's USDT wallet transfers with notify; value = calcValue(buy) 2.57 + 0.25 + deploy-wallet 0.1.
    expect(sends(dave).at(-1)).toMatchObject({
      recipient: tokenWalletAddressOf(usdt, dave.address),
      amount: '2920000000',
      method: 'transfer',
    });

    expect(tokenBalance(chain, usdt, carol.address) - before.carol).toBe(90_000_000n);
    expect(tokenBalance(chain, usdt, bob.address) - before.bob).toBe(7_500_000n);
    expect(before.dave - tokenBalance(chain, usdt, dave.address)).toBe(100_000_000n);
    expect(tokenBalance(chain, usdt, world.factories.directSell) - before.factory).toBe(2_500_000n);
    expect(nftState(chain, nft)).toMatchObject({ owner: dave.address, manager: dave.address });
    expect(chain.stateOf<DirectSellState>(sale)!.status).toBe(DirectSellStatus.Filled);
    expect((await api.nftDetails(nft))!.nft.forsale).toBeNull();
  });

  it('a purchase the buyer cannot pay bounces from the token wallet: "NFT purchase failed", nothing changes', async () => {
    const nft = nftOf(world, 'Devnet Sketches', 0); // Alice's
    const listed = await startSell(context(alice, api), { nft, price: '20000', token: USDT(), durationSeconds: 0 });
    if (!listed.ok) throw new Error('not listed');
    const usdt = world.tokens.USDT;
    const before = tokenBalance(chain, usdt, bob.address);
    const result = await buy(context(bob, api), { nft });
    expect(result).toEqual({ ok: false, description: 'NFT purchase failed', reason: 'bounced' });
    expect(tokenBalance(chain, usdt, bob.address)).toBe(before);
    expect(nftState(chain, nft)).toMatchObject({ owner: alice.address, manager: listed.directSell });
    expect((await closeSell(context(alice, api), { nft })).ok).toBe(true);
  });

  it('buying an expired sale is declined by the sale (directSellCancelledOnTime): "NFT purchase failed"', async () => {
    const nft = nftOf(world, 'Devnet Pioneers', 3); // Dave's
    const listed = await startSell(context(dave, api), { nft, price: '3', token: USDT(), durationSeconds: 60 });
    if (!listed.ok) throw new Error('not listed');
    expect(chain.stateOf<DirectSellState>(listed.directSell!)).toMatchObject({
      startTime: BigInt(chain.now),
      endTime: BigInt(chain.now + 60),
    });
    chain.advanceTime(61);
    const usdt = world.tokens.USDT;
    const before = tokenBalance(chain, usdt, erin.address);
    const result = await buy(context(erin, api), { nft });
    expect(result).toEqual({ ok: false, description: 'NFT purchase failed', reason: 'declined', callback: 'directSellCancelledOnTime' });
    expect(tokenBalance(chain, usdt, erin.address)).toBe(before); // refunded
    expect(nftState(chain, nft)).toMatchObject({ owner: dave.address, manager: dave.address }); // back to the seller
    expect(chain.stateOf<DirectSellState>(listed.directSell!)!.status).toBe(DirectSellStatus.Expired);
  });
});

describe('a sale in the native coin', () => {
  it("a buyer without wrapped coins pays with acceptNative on the sale's wrapped wallet; the seller is paid natively", async () => {
    const nft = nftOf(world, 'Devnet Glyphs', 3); // Dave's; royalty 7.5 % to Bob
    const wvenom = world.tokens.WVENOM;
    const listed = await startSell(context(dave, api), { nft, price: '40', token: token('VENOM'), durationSeconds: 0 });
    if (!listed.ok || !listed.directSell) throw new Error('not listed');
    expect(chain.stateOf<DirectSellState>(listed.directSell)!.paymentToken).toBe(wvenom);

    // Erin unwraps her 100 WVENOM: no wrapped balance, so the whole price goes through acceptNative.
    chain.sendMessage({
      from: erin.address,
      to: tokenWalletAddressOf(wvenom, erin.address),
      amount: 500_000_000n,
      functionName: 'transfer',
      input: {
        amount: tokenBalance(chain, wvenom, erin.address),
        recipient: wvenom,
        deployWalletValue: 0n,
        remainingGasTo: erin.address,
        notify: false,
        payload: '',
      },
    });
    expect(tokenBalance(chain, wvenom, erin.address)).toBe(0n);
    const before = {
      bob: tokenBalance(chain, wvenom, bob.address),
      factory: tokenBalance(chain, wvenom, world.factories.directSell),
      dave: chain.balanceOf(dave.address),
      erin: chain.balanceOf(erin.address),
    };
    const bought = await buy(context(erin, api), { nft });
    expect(bought).toMatchObject({ ok: true, callback: 'directSellSuccess', payment: 'acceptNative', price: '40000000000' });
    // acceptNative on the sale's vault wallet: 40 VENOM + calcValue(buy) 2.57 + 0.25 + wrap 0.1 + deploy-wallet 0.1.
    expect(sends(erin).at(-1)).toMatchObject({
      recipient: tokenWalletAddressOf(wvenom, listed.directSell),
      amount: '43020000000',
      method: 'acceptNative',
    });
    expect(nftState(chain, nft)).toMatchObject({ owner: erin.address, manager: erin.address });
    // Fee (1 WVENOM) and royalty (3 WVENOM) are paid as wrapped tokens; Dave gets 36 VENOM natively,
    // plus the 0.1 of the ownedDirectSellSuccess callback, less the devnet's 0.005 fee on each of
    // his two incoming transactions.
    expect(tokenBalance(chain, wvenom, world.factories.directSell) - before.factory).toBe(1_000_000_000n);
    expect(tokenBalance(chain, wvenom, bob.address) - before.bob).toBe(3_000_000_000n);
    expect(chain.balanceOf(dave.address) - before.dave).toBe(36_000_000_000n + 100_000_000n - 2n * 5_000_000n);
    expect(before.erin - chain.balanceOf(erin.address)).toBeGreaterThan(40_000_000_000n);
    expect(before.erin - chain.balanceOf(erin.address)).toBeLessThan(43_020_000_000n);
  });
});

describe('startSell then closeSell', () => {
  it('cancels the sale: the NFT comes back to its owner and the record shows no sale', async () => {
    const nft = nftOf(world, 'Devnet Sketches', 4); // Erin's
    const listed = await startSell(context(erin, api), { nft, price: '7.5', token: token('DAI'), durationSeconds: 86_400 });
    if (!listed.ok) throw new Error('not listed');
    expect(chain.stateOf<DirectSellState>(listed.directSell!)!.price).toBe(7_500_000_000_000_000_000n);
    const stages: ActionStage[] = [];
    const closed = await closeSell(context(erin, api), { nft, onProgress: (s) => stages.push(s) });
    expect(closed).toMatchObject({ ok: true, callback: 'directSellClose', indexed: true, directSell: listed.directSell });
    expect(stages).toEqual(['signing', 'confirming', 'indexing']);
    // closeSell with calcValue(cancel) 1.47 + 0.2.
    expect(sends(erin).at(-1)).toMatchObject({ recipient: listed.directSell, amount: '1670000000', method: 'closeSell' });
    expect(nftState(chain, nft)).toMatchObject({ owner: erin.address, manager: erin.address });
    expect(chain.stateOf<DirectSellState>(listed.directSell!)!.status).toBe(DirectSellStatus.Cancelled);
    expect((await api.nftDetails(nft))!.nft.forsale).toBeNull();
  });

  it('closing a sale of someone else bounces (not the owner): "Sale failed"', async () => {
    const nft = nftOf(world, 'Devnet Pioneers', 4); // Erin's
    const listed = await startSell(context(erin, api), { nft, price: '1', token: USDT(), durationSeconds: 0 });
    if (!listed.ok) throw new Error('not listed');
    const result = await closeSell(context(alice, api), { nft });
    expect(result).toEqual({ ok: false, description: 'Sale failed', reason: 'bounced' });
    expect(chain.stateOf<DirectSellState>(listed.directSell!)!.status).toBe(DirectSellStatus.Active);
  });
});

describe('polling the API', () => {
  it('waits while the index lags, then reports the sale as indexed', async () => {
    const lagging = fakeApi(chain, world, { lag: 3 });
    const nft = nftOf(world, 'Devnet Glyphs', 0); // Alice's
    const listed = await startSell(context(alice, lagging), { nft, price: '2', token: USDT(), durationSeconds: 0 });
    expect(listed).toMatchObject({ ok: true, indexed: true });
    // 1 guard read, 3 stale answers, then the fresh one.
    expect(lagging.calls.nftDetails).toBe(5);
    expect((await closeSell(context(alice, lagging), { nft })).ok).toBe(true);
  });

  it('an index that never catches up: still a success (the chain said so), indexed false', async () => {
    const stuck = fakeApi(chain, world, { lag: Number.POSITIVE_INFINITY });
    const nft = nftOf(world, 'Devnet Pioneers', 1); // Bob's
    const listed = await startSell({ ...context(bob, stuck), timeoutMs: 300 }, { nft, price: '2', token: USDT(), durationSeconds: 0 });
    expect(listed).toMatchObject({ ok: true, callback: 'directSellDeployed', indexed: false });
    expect(nftState(chain, nft).manager).toBe((listed as { directSell: string }).directSell);
    expect((await closeSell(context(bob, api), { nft })).ok).toBe(true);
  });

  it("Edit price's steps go on with the chain's answer: a cancel that does not wait for the index, then a listing that replaces the closed sale", async () => {
    const nft = nftOf(world, 'Devnet Glyphs', 4); // Erin's
    const listed = await startSell(context(erin, api), { nft, price: '3', token: USDT(), durationSeconds: 0 });
    if (!listed.ok) throw new Error('not listed');
    // An index that never shows the cancel: the first step is done with the callback, without an indexing stage.
    const stuck = fakeApi(chain, world, { lag: Number.POSITIVE_INFINITY });
    await stuck.nftDetails(nft);
    const stages: ActionStage[] = [];
    const closed = await closeSell(context(erin, stuck), { nft, awaitIndex: false, onProgress: (s) => stages.push(s) });
    expect(closed).toMatchObject({ ok: true, callback: 'directSellClose', indexed: false, directSell: listed.directSell });
    expect(stages).toEqual(['signing', 'confirming']);
    expect((await stuck.nftDetails(nft))!.nft.forsale).toBe(listed.directSell);
    // The index still shows the old sale: without `replacing` that is "DirectSell already exists"; with it, a new sale.
    await expect(startSell(context(erin, stuck), { nft, price: '4', token: USDT(), durationSeconds: 0 })).rejects.toThrow(
      MarketActionError,
    );
    const relisted = await startSell(
      { ...context(erin, stuck), timeoutMs: 300 },
      { nft, price: '4', token: USDT(), durationSeconds: 0, replacing: listed.directSell! },
    );
    expect(relisted).toMatchObject({ ok: true, callback: 'directSellDeployed' });
    const sale = (relisted as { directSell: string }).directSell;
    expect(sale).not.toBe(listed.directSell);
    expect(chain.stateOf<DirectSellState>(sale)).toMatchObject({ status: DirectSellStatus.Active, price: 4_000_000n });
    expect((await closeSell(context(erin, api), { nft })).ok).toBe(true);
  });

  it('no callback seen (the wallet announces nothing): after the timeout the API decides', async () => {
    const nft = nftOf(world, 'Devnet Sketches', 1); // Bob's
    bob.muted = true;
    try {
      const listed = await startSell({ ...context(bob, api), timeoutMs: 200 }, { nft, price: '2', token: USDT(), durationSeconds: 0 });
      // The chain listed it and the record shows the sale: a success without a callback.
      expect(listed).toMatchObject({ ok: true, callback: null, indexed: true, directSell: nftState(chain, nft).manager });
      // Someone else's NFT: the NFT refuses (the bounce is not seen either), the record shows no sale.
      const foreign = nftOf(world, 'Devnet Sketches', 3); // Dave's
      const refused = await startSell(
        { ...context(bob, api), timeoutMs: 200 },
        { nft: foreign, price: '2', token: USDT(), durationSeconds: 0 },
      );
      expect(refused).toEqual({ ok: false, description: 'Sale failed', reason: 'timeout' });
      expect(nftState(chain, foreign).manager).toBe(dave.address);
    } finally {
      bob.muted = false;
    }
    expect((await closeSell(context(bob, api), { nft })).ok).toBe(true);
  });

  it('the owner fee lookup failing is swallowed', async () => {
    const failing = fakeApi(chain, world, { ownerFeeFails: true });
    const nft = nftOf(world, 'Devnet Pioneers', 2); // Carol's
    const listed = await startSell(context(carol, failing), { nft, price: '2', token: USDT(), durationSeconds: 0 });
    expect(listed).toMatchObject({ ok: true, callback: 'directSellDeployed' });
    expect(failing.calls.ownerFee).toBe(1);
    expect((await closeSell(context(carol, failing), { nft })).ok).toBe(true);
  });
});

describe('guards and the wallet', () => {
  const count = () => chain.transactions.length;

  it('no wallet: "Cannot <action>: Wallet is not connected.", nothing read or sent', async () => {
    const nft = nftOf(world, 'Devnet Glyphs', 1);
    const before = { tx: count(), reads: api.calls.nftDetails };
    await expect(startSell(context(null, api), { nft, price: '1', token: USDT(), durationSeconds: 0 })).rejects.toThrow(
      new MarketActionError('walletNotConnected', 'Cannot startSell: Wallet is not connected.'),
    );
    await expect(closeSell(context(null, api), { nft })).rejects.toThrow('Cannot closeSell: Wallet is not connected.');
    await expect(buy(context(null, api), { nft })).rejects.toThrow('Cannot buy: Wallet is not connected.');
    expect({ tx: count(), reads: api.calls.nftDetails }).toEqual(before);
  });

  it('"DirectSell already exists" / "DirectSell does not exist", with no transaction', async () => {
    const listedNft = nftOf(world, 'Devnet Glyphs', 1); // Bob's
    const listed = await startSell(context(bob, api), { nft: listedNft, price: '1', token: USDT(), durationSeconds: 0 });
    if (!listed.ok) throw new Error('not listed');
    const free = nftOf(world, 'Devnet Glyphs', 3); // Dave's, not listed
    const before = { tx: count(), bob: sends(bob).length, dave: sends(dave).length, alice: sends(alice).length };

    const exists = await startSell(context(bob, api), { nft: listedNft, price: '2', token: USDT(), durationSeconds: 0 }).catch(
      (e: unknown) => e,
    );
    expect(exists).toBeInstanceOf(MarketActionError);
    expect(exists).toMatchObject({ code: 'directSellExists', message: 'DirectSell already exists' });
    await expect(closeSell(context(dave, api), { nft: free })).rejects.toThrow(
      new MarketActionError('directSellMissing', 'DirectSell does not exist'),
    );
    await expect(buy(context(alice, api), { nft: free })).rejects.toThrow('DirectSell does not exist');
    expect({ tx: count(), bob: sends(bob).length, dave: sends(dave).length, alice: sends(alice).length }).toEqual(before);
    expect((await closeSell(context(bob, api), { nft: listedNft })).ok).toBe(true);
  });

  it('a rejection in the wallet ends in "Sale failed" with no state change', async () => {
    const nft = nftOf(world, 'Devnet Sketches', 2); // Carol's
    const before = { tx: count(), manager: nftState(chain, nft).manager };
    const stages: ActionStage[] = [];
    carol.approve = false;
    try {
      const result = await startSell(context(carol, api), {
        nft,
        price: '1',
        token: USDT(),
        durationSeconds: 0,
        onProgress: (s) => stages.push(s),
      });
      expect(result).toMatchObject({ ok: false, description: 'Sale failed', reason: 'rejected' });
    } finally {
      carol.approve = true;
    }
    expect(stages).toEqual(['signing']);
    expect({ tx: count(), manager: nftState(chain, nft).manager }).toEqual(before);
    expect(before.manager).toBe(carol.address);
  });
});
