// Offers end to end: makeOffer in the native coin (acceptNative / wrap) accepted after the owner
// cancels the listing, an offer cancelled by its maker, an expired offer, and the guards.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DirectBuyStatus, ever, tokenWalletAddress, type Chain } from '@devnet/simulator';
import type { AuctionState } from '@devnet/simulator/contracts/auction';
import type { DirectBuyState } from '@devnet/simulator/contracts/direct-buy';
import type { DevnetWorld } from '@devnet/genesis';
import {
  acceptOffer,
  cancelOffer,
  closeSell,
  createAuction,
  makeOffer,
  MarketActionError,
  startSell,
  wrapTokenTransfer,
} from '~/market/actions';
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

const sends = (wallet: TestWallet) => wallet.asked.filter((r) => r.kind === 'sendMessage');
const count = () => chain.transactions.length;

/** Unwraps the account's whole WVENOM balance (a vault transfer to the root), so it pays natively from scratch. */
function unwrapAll(wallet: TestWallet): void {
  const root = world.tokens.WVENOM;
  const amount = tokenBalance(chain, root, wallet.address);
  chain.sendMessage({
    from: wallet.address,
    to: tokenWalletAddress(root, wallet.address),
    amount: ever('0.5'),
    functionName: 'transfer',
    input: { amount, recipient: root, deployWalletValue: 0n, remainingGasTo: wallet.address, notify: false, payload: '' },
  });
  expect(tokenBalance(chain, root, wallet.address)).toBe(0n);
}

describe('an offer in the native coin, accepted after the owner cancels the sale', () => {
  it('wraps the coins into the factory, refuses to accept while listed, then fills', async () => {
    const nft = nftOf(world, 'Devnet Sketches', 4); // Erin's, no royalty
    const wvenom = world.tokens.WVENOM;
    const listed = await startSell(context(erin, api), { nft, price: '80', token: token('USDT'), durationSeconds: 0 });
    if (!listed.ok) throw new Error('not listed');

    unwrapAll(alice);
    // The genesis FactoryDirectBuy has no wrapped wallet yet: acceptNative needs one, so the coins
    // are wrapped at the vault root straight into a new wallet of the factory.
    expect(chain.account(tokenWalletAddress(wvenom, world.factories.directBuy))).toBeUndefined();
    const aliceVenom = chain.balanceOf(alice.address);
    const offer = await makeOffer(context(alice, api), { nft, price: '50', token: token('VENOM'), durationSeconds: 86_400 });
    expect(offer).toMatchObject({ ok: true, callback: 'directBuyDeployed', indexed: true, amount: '50000000000', payment: 'wrap' });
    if (!offer.ok || !offer.directBuy) throw new Error('no offer');
    // Gas: calcValue(make) 2.37 + 0.25 + wrap 0.1 + deploy-wallet 0.1, plus the 50 VENOM.
    expect(sends(alice).at(-1)).toMatchObject({ recipient: wvenom, amount: '52820000000', method: 'wrap' });
    expect(aliceVenom - chain.balanceOf(alice.address)).toBeGreaterThan(50n * 10n ** 9n);
    const directBuy = offer.directBuy;
    expect(chain.stateOf<DirectBuyState>(directBuy)).toMatchObject({
      status: DirectBuyStatus.Active,
      price: 50_000_000_000n,
      owner: alice.address,
      nft,
    });
    expect(tokenBalance(chain, wvenom, directBuy)).toBe(50_000_000_000n); // the escrow
    expect((await api.nftDetails(nft))!.nft.bestOffer).toBe(directBuy);

    // "an existing sale must be cancelled first": refused before anything is signed.
    const before = { tx: count(), erin: sends(erin).length };
    await expect(acceptOffer(context(erin, api), { nft, offer: directBuy })).rejects.toThrow(
      new MarketActionError('directSellExists', 'DirectSell already exists'),
    );
    expect({ tx: count(), erin: sends(erin).length }).toEqual(before);

    expect(await closeSell(context(erin, api), { nft })).toMatchObject({ ok: true, callback: 'directSellClose' });
    const erinVenom = chain.balanceOf(erin.address);
    const accepted = await acceptOffer(context(erin, api), { nft, offer: directBuy });
    expect(accepted).toMatchObject({
      ok: true,
      callback: 'directBuySuccess',
      indexed: true,
      directBuy,
      buyer: alice.address,
      price: '50000000000',
    });
    // changeManager to the offer: callback calcValue(accept) 2.17, message + 0.2.
    const acceptance = sends(erin).at(-1) as { recipient: string; amount: string; method: string; params: any };
    expect(acceptance).toMatchObject({ recipient: nft, amount: '2370000000', method: 'changeManager' });
    expect(acceptance.params.callbacks[0]).toEqual([directBuy, expect.objectContaining({ value: '2170000000' })]);

    expect(nftState(chain, nft)).toMatchObject({ owner: alice.address, manager: alice.address });
    expect(chain.stateOf<DirectBuyState>(directBuy)!.status).toBe(DirectBuyStatus.Filled);
    // Fee 2.5 % of 50 = 1.25 WVENOM kept by the factory as tokens; Erin is paid 48.75 VENOM natively
    // (with what is left of the gas she attached, less the fees of the way).
    expect(tokenBalance(chain, wvenom, world.factories.directBuy)).toBe(1_250_000_000n);
    expect(tokenBalance(chain, wvenom, directBuy)).toBe(0n);
    const received = chain.balanceOf(erin.address) - erinVenom;
    expect(received).toBeGreaterThan(48_750_000_000n - 2_370_000_000n);
    expect(received).toBeLessThan(48_750_000_000n);
    expect((await api.nftDetails(nft))!.nft.bestOffer).toBeNull();
  });

  it('once the factory has a wrapped wallet, a native offer goes through acceptNative; its maker cancels it', async () => {
    const nft = nftOf(world, 'Devnet Sketches', 2); // Carol's
    const wvenom = world.tokens.WVENOM;
    unwrapAll(bob);
    const factoryWallet = tokenWalletAddress(wvenom, world.factories.directBuy);
    const offer = await makeOffer(context(bob, api), { nft, price: '5', token: token('VENOM'), durationSeconds: 0 });
    expect(offer).toMatchObject({ ok: true, callback: 'directBuyDeployed', payment: 'acceptNative' });
    if (!offer.ok || !offer.directBuy) throw new Error('no offer');
    expect(sends(bob).at(-1)).toMatchObject({ recipient: factoryWallet, amount: '7820000000', method: 'acceptNative' });
    expect(tokenBalance(chain, wvenom, offer.directBuy)).toBe(5_000_000_000n);

    const bobVenom = chain.balanceOf(bob.address);
    const cancelled = await cancelOffer(context(bob, api), { nft, offer: offer.directBuy });
    expect(cancelled).toMatchObject({ ok: true, callback: 'directBuyClose', indexed: true, directBuy: offer.directBuy });
    // closeBuy with calcValue(cancel) 0.70 + 0.2; the 5 VENOM come back natively.
    expect(sends(bob).at(-1)).toMatchObject({ recipient: offer.directBuy, amount: '900000000', method: 'closeBuy' });
    expect(chain.stateOf<DirectBuyState>(offer.directBuy)!.status).toBe(DirectBuyStatus.Cancelled);
    const back = chain.balanceOf(bob.address) - bobVenom;
    expect(back).toBeGreaterThan(5_000_000_000n - 900_000_000n);
    expect(back).toBeLessThanOrEqual(5_000_000_000n);
  });
});

describe('an offer in a TIP-3 token cancelled by its maker', () => {
  it('escrows the tokens in the offer and refunds them to the unit', async () => {
    const nft = nftOf(world, 'Devnet Glyphs', 2); // Carol's
    const usdt = world.tokens.USDT;
    const initial = tokenBalance(chain, usdt, dave.address);
    const offer = await makeOffer(context(dave, api), { nft, price: '12.345678', token: token('USDT'), durationSeconds: 3600 });
    expect(offer).toMatchObject({ ok: true, callback: 'directBuyDeployed', payment: 'transfer', amount: '12345678' });
    if (!offer.ok || !offer.directBuy) throw new Error('no offer');
    // From Dave's USDT wallet: calcValue(make) 2.37 + 0.25 + deploy-wallet 0.1 + the extra deploy-wallet 0.1 of a token offer.
    expect(sends(dave).at(-1)).toMatchObject({
      recipient: tokenWalletAddress(usdt, dave.address),
      amount: '2820000000',
      method: 'transfer',
    });
    expect(initial - tokenBalance(chain, usdt, dave.address)).toBe(12_345_678n);
    expect(tokenBalance(chain, usdt, offer.directBuy)).toBe(12_345_678n);
    expect(chain.stateOf<DirectBuyState>(offer.directBuy)).toMatchObject({
      endTime: BigInt(chain.now + 3600),
      startTime: BigInt(chain.now),
    });

    const cancelled = await cancelOffer(context(dave, api), { nft, offer: offer.directBuy });
    expect(cancelled).toMatchObject({ ok: true, callback: 'directBuyClose', indexed: true });
    expect(tokenBalance(chain, usdt, dave.address)).toBe(initial);
    expect(tokenBalance(chain, usdt, offer.directBuy)).toBe(0n);
    expect(chain.stateOf<DirectBuyState>(offer.directBuy)!.status).toBe(DirectBuyStatus.Cancelled);
    expect(nftState(chain, nft).owner).toBe(carol.address);
  });

  it("an offer below the best one is confirmed from the NFT's offers, which the NFT record (best offer only) never shows", async () => {
    const nft = nftOf(world, 'Devnet Glyphs', 2, 1); // Carol's
    const best = await makeOffer(context(dave, api), { nft, price: '9', token: token('USDT'), durationSeconds: 0 });
    expect(best).toMatchObject({ ok: true, indexed: true });
    const lower = await makeOffer(context(bob, api), { nft, price: '3', token: token('USDT'), durationSeconds: 0 });
    if (!best.ok || !lower.ok) throw new Error('no offers');
    expect((await api.nftDetails(nft))!.nft.bestOffer).toBe(best.directBuy);
    // Before, the wait ran until its timeout and the result said the marketplace had not shown it.
    expect(lower).toMatchObject({ ok: true, callback: 'directBuyDeployed', indexed: true });
  });

  it('cancelling someone else\'s offer bounces: "Offer failed"', async () => {
    const nft = nftOf(world, 'Devnet Glyphs', 2);
    const offer = await makeOffer(context(dave, api), { nft, price: '1', token: token('USDT'), durationSeconds: 0 });
    if (!offer.ok || !offer.directBuy) throw new Error('no offer');
    expect(await cancelOffer(context(erin, api), { nft, offer: offer.directBuy })).toEqual({
      ok: false,
      description: 'Offer failed',
      reason: 'bounced',
    });
    expect(chain.stateOf<DirectBuyState>(offer.directBuy)!.status).toBe(DirectBuyStatus.Active);
    expect((await cancelOffer(context(dave, api), { nft, offer: offer.directBuy })).ok).toBe(true);
  });

  it('accepting an expired offer: the offer expires and refunds its maker, "Offer failed"', async () => {
    const nft = nftOf(world, 'Devnet Pioneers', 0); // Alice's
    const usdt = world.tokens.USDT;
    const initial = tokenBalance(chain, usdt, erin.address);
    const offer = await makeOffer(context(erin, api), { nft, price: '3', token: token('USDT'), durationSeconds: 60 });
    if (!offer.ok || !offer.directBuy) throw new Error('no offer');
    chain.advanceTime(60);
    const result = await acceptOffer(context(alice, api), { nft, offer: offer.directBuy });
    expect(result).toEqual({ ok: false, description: 'Offer failed', reason: 'declined', callback: 'directBuyCancelledOnTime' });
    expect(nftState(chain, nft)).toMatchObject({ owner: alice.address, manager: alice.address });
    expect(chain.stateOf<DirectBuyState>(offer.directBuy)!.status).toBe(DirectBuyStatus.Expired);
    expect(tokenBalance(chain, usdt, erin.address)).toBe(initial);
  });
});

describe('offer guards', () => {
  it('no wallet: makeOffer, cancelOffer, acceptOffer, wrapTokenTransfer', async () => {
    const nft = nftOf(world, 'Devnet Glyphs', 1);
    const offer = world.factories.directBuy;
    const before = count();
    await expect(makeOffer(context(null, api), { nft, price: '1', token: token('USDT'), durationSeconds: 0 })).rejects.toThrow(
      new MarketActionError('walletNotConnected', 'Cannot makeOffer: Wallet is not connected.'),
    );
    await expect(cancelOffer(context(null, api), { nft, offer })).rejects.toThrow('Cannot cancelOffer: Wallet is not connected.');
    await expect(acceptOffer(context(null, api), { nft, offer })).rejects.toThrow('Cannot acceptOffer: Wallet is not connected.');
    const payment = { token: token('VENOM'), amount: 1n, recipient: offer, payload: '', gas: 1n };
    await expect(wrapTokenTransfer(context(null, api), payment)).rejects.toThrow(
      new MarketActionError('walletNotConnected', 'Cannot wrapTokenTransfer. Wallet is not connected'),
    );
    await expect(wrapTokenTransfer(context(bob, api), { ...payment, token: token('WVENOM') })).rejects.toThrow(
      new MarketActionError('nonNativeToken', 'Cannot wrapTokenTransfer. Non-native token provided'),
    );
    expect(count()).toBe(before);
  });

  it('"There is currently an active auction." while an auction runs; offers are fine once it is past its end', async () => {
    const nft = nftOf(world, 'Devnet Pioneers', 3); // Dave's
    const created = await createAuction(context(dave, api), { nft, price: '1', token: token('USDT'), durationSeconds: 100 });
    if (!created.ok) throw new Error('no auction');
    const before = { tx: count(), erin: sends(erin).length };
    await expect(makeOffer(context(erin, api), { nft, price: '1', token: token('USDT'), durationSeconds: 0 })).rejects.toThrow(
      new MarketActionError('activeAuction', 'There is currently an active auction.'),
    );
    expect({ tx: count(), erin: sends(erin).length }).toEqual(before);
    // The owner cannot accept an offer while the auction manages the NFT either.
    await expect(acceptOffer(context(dave, api), { nft, offer: world.factories.directBuy })).rejects.toThrow(
      'There is currently an active auction.',
    );
    expect(chain.stateOf<AuctionState>(created.auction!)!.status).toBe(1);

    chain.advanceTime(100);
    expect((await api.nftDetails(nft))!.auction[created.auction!]!.status).toBe('expired');
    expect(await makeOffer(context(erin, api), { nft, price: '1', token: token('USDT'), durationSeconds: 0 })).toMatchObject({ ok: true });
  });

  it('a native offer above the coin balance is never sent (the wallet cannot pay): "Offer failed", not-sent', async () => {
    const nft = nftOf(world, 'Devnet Glyphs', 1); // Bob's
    const before = { tx: count(), venom: chain.balanceOf(carol.address) };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {}); // the dev wallet reports the failed send
    const result = await makeOffer(context(carol, api), { nft, price: '20000', token: token('VENOM'), durationSeconds: 0 }).finally(() =>
      warn.mockRestore(),
    );
    expect(result).toMatchObject({ ok: false, description: 'Offer failed', reason: 'not-sent' });
    expect({ tx: count(), venom: chain.balanceOf(carol.address) }).toEqual(before);
  });

  it('a rejected offer sends nothing and moves no tokens', async () => {
    const nft = nftOf(world, 'Devnet Glyphs', 1); // Bob's
    const before = { tx: count(), usdt: tokenBalance(chain, world.tokens.USDT, carol.address) };
    carol.approve = false;
    try {
      expect(await makeOffer(context(carol, api), { nft, price: '1', token: token('USDT'), durationSeconds: 0 })).toMatchObject({
        ok: false,
        description: 'Offer failed',
        reason: 'rejected',
      });
    } finally {
      carol.approve = true;
    }
    expect({ tx: count(), usdt: tokenBalance(chain, world.tokens.USDT, carol.address) }).toEqual(before);
  });
});
