// Auctions end to end: createAuction, placeBid (two bidders outbidding each other, refunds to the
// unit), finishAuction after the clock passed the end; a native-coin bid; the guards.
import { beforeAll, describe, expect, it } from 'vitest';
import { AuctionStatus, tokenWalletAddress, type Chain } from '@devnet/simulator';
import type { AuctionState } from '@devnet/simulator/contracts/auction';
import type { DevnetWorld } from '@devnet/genesis';
import { createAuction, finishAuction, MarketActionError, placeBid } from '~/market/actions';
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

describe('createAuction, two bidders outbid each other, finishAuction', () => {
  it('runs a USDT auction to completion with exact refunds and settlement', async () => {
    const nft = nftOf(world, 'Devnet Pioneers', 1); // Bob's; collection royalty 5 % to Alice
    const usdt = world.tokens.USDT;
    const start = chain.now;
    const created = await createAuction(context(bob, api), { nft, price: '10', token: token('USDT'), durationSeconds: 3600 });
    expect(created).toMatchObject({ ok: true, callback: 'auctionTip3DeployedCallback', indexed: true });
    if (!created.ok || !created.auction) throw new Error('no auction');
    const auction = created.auction;
    // changeManager to the auction factory: callback calcValue(start) 2.62, message + 0.2.
    const listing = sends(bob).at(-1) as { recipient: string; amount: string; method: string; params: any };
    expect(listing).toMatchObject({ recipient: nft, amount: '2820000000', method: 'changeManager' });
    expect(listing.params.callbacks[0]).toEqual([world.factories.auction, expect.objectContaining({ value: '2620000000' })]);
    expect(chain.stateOf<AuctionState>(auction)).toMatchObject({
      status: AuctionStatus.Active,
      price: 10_000_000n,
      auctionStartTime: BigInt(start),
      auctionEndTime: BigInt(start + 3600),
      owner: bob.address,
      paymentToken: usdt,
    });
    expect(nftState(chain, nft).manager).toBe(auction);

    const initial = {
      carol: tokenBalance(chain, usdt, carol.address),
      dave: tokenBalance(chain, usdt, dave.address),
      bob: tokenBalance(chain, usdt, bob.address),
      alice: tokenBalance(chain, usdt, alice.address),
      factory: tokenBalance(chain, usdt, world.factories.auction),
    };

    const first = await placeBid(context(carol, api), { nft, amount: '10' });
    expect(first).toMatchObject({
      ok: true,
      callback: 'bidPlacedCallback',
      indexed: true,
      auction,
      amount: '10000000',
      nextBidValue: '10500000',
      payment: 'transfer',
    });
    // calcValue(bid) 1.05 + 0.25 + deploy-wallet 0.1, from Carol's USDT wallet.
    expect(sends(carol).at(-1)).toMatchObject({
      recipient: tokenWalletAddress(usdt, carol.address),
      amount: '1400000000',
      method: 'transfer',
    });
    expect(initial.carol - tokenBalance(chain, usdt, carol.address)).toBe(10_000_000n);

    const second = await placeBid(context(dave, api), { nft, amount: '10.5' });
    expect(second).toMatchObject({ ok: true, callback: 'bidPlacedCallback', nextBidValue: '11025000' });
    expect(tokenBalance(chain, usdt, carol.address)).toBe(initial.carol); // refunded to the unit
    expect(initial.dave - tokenBalance(chain, usdt, dave.address)).toBe(10_500_000n);

    const third = await placeBid(context(carol, api), { nft, amount: '11.025' });
    expect(third).toMatchObject({ ok: true, callback: 'bidPlacedCallback', nextBidValue: '11576250' });
    expect(tokenBalance(chain, usdt, dave.address)).toBe(initial.dave); // refunded to the unit
    expect(initial.carol - tokenBalance(chain, usdt, carol.address)).toBe(11_025_000n);
    expect((await api.nftDetails(nft))!.auction[auction]).toMatchObject({
      maxBid: '11025000',
      minBid: '11576250',
      lastBidFrom: carol.address,
    });

    // Below the next minimal bid: the auction declines and refunds.
    const low = await placeBid(context(erin, api), { nft, amount: '11.5' });
    expect(low).toEqual({ ok: false, description: 'Bid failed', reason: 'declined', callback: 'bidNotPlacedCallback' });
    expect(tokenBalance(chain, usdt, erin.address)).toBe(10_000_000_000n);

    // Before the end the auction refuses to finish (250): the message bounces.
    expect(await finishAuction(context(bob, api), { nft })).toEqual({ ok: false, description: 'Auction failed', reason: 'bounced' });

    chain.advanceTime(3601);
    const finished = await finishAuction(context(bob, api), { nft });
    expect(finished).toMatchObject({ ok: true, callback: 'auctionComplete', outcome: 'complete', indexed: true, auction });
    // finishAuction with calcValue(cancel) 2.27 + 0.2.
    expect(sends(bob).at(-1)).toMatchObject({ recipient: auction, amount: '2470000000', method: 'finishAuction' });
    // Settlement on 11 025 000: fee 2.5 % = 275 625; royalty 5 % = 551 250; seller 10 198 125.
    expect(tokenBalance(chain, usdt, bob.address) - initial.bob).toBe(10_198_125n);
    expect(tokenBalance(chain, usdt, alice.address) - initial.alice).toBe(551_250n);
    expect(tokenBalance(chain, usdt, world.factories.auction) - initial.factory).toBe(275_625n);
    expect(initial.carol - tokenBalance(chain, usdt, carol.address)).toBe(11_025_000n);
    expect(tokenBalance(chain, usdt, dave.address)).toBe(initial.dave);
    expect(nftState(chain, nft)).toMatchObject({ owner: carol.address, manager: carol.address });
    expect(chain.stateOf<AuctionState>(auction)!.status).toBe(AuctionStatus.Complete);
    expect((await api.nftDetails(nft))!.nft.auction).toBeNull();
  });

  it('an auction without bids finishes as cancelled and the NFT goes back to its owner', async () => {
    const nft = nftOf(world, 'Devnet Sketches', 3); // Dave's
    const created = await createAuction(context(dave, api), { nft, price: '1', token: token('USDC'), durationSeconds: 60 });
    if (!created.ok) throw new Error('no auction');
    chain.advanceTime(60);
    const finished = await finishAuction(context(erin, api), { nft });
    expect(finished).toMatchObject({ ok: true, callback: 'auctionCancelled', outcome: 'cancelled', indexed: true });
    expect(nftState(chain, nft)).toMatchObject({ owner: dave.address, manager: dave.address });
    expect(chain.stateOf<AuctionState>(created.auction!)!.status).toBe(AuctionStatus.Cancelled);
  });

  it('a zero duration is declined by the factory: "Auction failed", the manager role comes back', async () => {
    const nft = nftOf(world, 'Devnet Glyphs', 3); // Dave's
    const result = await createAuction(context(dave, api), { nft, price: '1', token: token('USDT'), durationSeconds: 0 });
    expect(result).toEqual({ ok: false, description: 'Auction failed', reason: 'declined', callback: 'auctionTip3DeployedDeclined' });
    expect(nftState(chain, nft)).toMatchObject({ owner: dave.address, manager: dave.address });
  });
});

describe('callback ids', () => {
  it('two bids sent at once by one account each resolve with their own callback', async () => {
    const a = nftOf(world, 'Devnet Glyphs', 1); // Bob's
    const b = nftOf(world, 'Devnet Pioneers', 1, 1); // Bob's second Pioneer
    for (const [nft, price] of [
      [a, '2'],
      [b, '3'],
    ] as const) {
      expect(await createAuction(context(bob, api), { nft, price, token: token('USDT'), durationSeconds: 600 })).toMatchObject({
        ok: true,
      });
    }
    const [first, second] = await Promise.all([
      placeBid(context(carol, api), { nft: a, amount: '2' }),
      placeBid(context(carol, api), { nft: b, amount: '3' }),
    ]);
    expect(first).toMatchObject({ ok: true, callback: 'bidPlacedCallback', amount: '2000000', nextBidValue: '2100000' });
    expect(second).toMatchObject({ ok: true, callback: 'bidPlacedCallback', amount: '3000000', nextBidValue: '3150000' });
    expect(first.ok && second.ok && first.callbackId !== second.callbackId).toBe(true);
  });
});

describe('bidding in the native coin', () => {
  it('a bid above the wrapped balance transfers the wrapped coins and attaches only the shortfall', async () => {
    const nft = nftOf(world, 'Devnet Glyphs', 0); // Alice's
    const wvenom = world.tokens.WVENOM;
    const created = await createAuction(context(alice, api), { nft, price: '120', token: token('VENOM'), durationSeconds: 600 });
    if (!created.ok || !created.auction) throw new Error('no auction');
    expect(chain.stateOf<AuctionState>(created.auction)!.paymentToken).toBe(wvenom);

    const wrapped = tokenBalance(chain, wvenom, erin.address);
    expect(wrapped).toBe(100_000_000_000n); // 100 WVENOM from genesis
    const bid = await placeBid(context(erin, api), { nft, amount: '150' });
    expect(bid).toMatchObject({ ok: true, callback: 'bidPlacedCallback', payment: 'transfer', amount: '150000000000' });
    // Gas: calcValue(bid) 1.05 + 0.25 + wrap 0.1 + deploy-wallet 0.1 = 1.5, plus the 50 VENOM shortfall.
    expect(sends(erin).at(-1)).toMatchObject({
      recipient: tokenWalletAddress(wvenom, erin.address),
      amount: '51500000000',
      method: 'transfer',
    });
    expect(tokenBalance(chain, wvenom, erin.address)).toBe(0n);
    expect(tokenBalance(chain, wvenom, created.auction)).toBe(150_000_000_000n);
  });
});

describe('auction guards', () => {
  const count = () => chain.transactions.length;

  it('no wallet: createAuction, placeBid, finishAuction', async () => {
    const nft = nftOf(world, 'Devnet Glyphs', 2);
    const before = count();
    await expect(createAuction(context(null, api), { nft, price: '1', token: token('USDT'), durationSeconds: 60 })).rejects.toThrow(
      new MarketActionError('walletNotConnected', 'Cannot createAuction: Wallet is not connected.'),
    );
    await expect(placeBid(context(null, api), { nft, amount: '1' })).rejects.toThrow('Cannot placeBid: Wallet is not connected.');
    await expect(finishAuction(context(null, api), { nft })).rejects.toThrow('Cannot finishAuction: Wallet is not connected.');
    expect(count()).toBe(before);
  });

  it('"Auction already exists" and "Auction does not exist", with no transaction', async () => {
    const onAuction = nftOf(world, 'Devnet Glyphs', 0); // Alice's, on auction (previous test)
    expect((await api.nftDetails(onAuction))!.nft.auction).not.toBeNull();
    const free = nftOf(world, 'Devnet Pioneers', 2); // Carol's
    const before = { tx: count(), alice: sends(alice).length, carol: sends(carol).length };
    await expect(
      createAuction(context(alice, api), { nft: onAuction, price: '1', token: token('USDT'), durationSeconds: 60 }),
    ).rejects.toThrow(new MarketActionError('auctionExists', 'Auction already exists'));
    await expect(placeBid(context(alice, api), { nft: free, amount: '1' })).rejects.toThrow(
      new MarketActionError('auctionMissing', 'Auction does not exist'),
    );
    await expect(finishAuction(context(carol, api), { nft: free })).rejects.toThrow('Auction does not exist');
    expect({ tx: count(), alice: sends(alice).length, carol: sends(carol).length }).toEqual(before);
  });

  it('a rejected bid leaves the auction and the balances as they were', async () => {
    const nft = nftOf(world, 'Devnet Glyphs', 0);
    const auction = (await api.nftDetails(nft))!.nft.auction!;
    const before = { tx: count(), max: chain.stateOf<AuctionState>(auction)!.maxBidValue, venom: chain.balanceOf(dave.address) };
    dave.approve = false;
    try {
      expect(await placeBid(context(dave, api), { nft, amount: '200' })).toMatchObject({
        ok: false,
        description: 'Bid failed',
        reason: 'rejected',
      });
    } finally {
      dave.approve = true;
    }
    expect({ tx: count(), max: chain.stateOf<AuctionState>(auction)!.maxBidValue, venom: chain.balanceOf(dave.address) }).toEqual(before);
  });
});
