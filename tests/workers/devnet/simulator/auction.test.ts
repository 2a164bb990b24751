import { describe, expect, it } from 'vitest';
import { AuctionStatus, ever, ZERO_ADDRESS, type Address } from '@devnet/simulator';
import {
  bid,
  callsTo,
  eventsNamed,
  expectConserved,
  expectOk,
  getter,
  makeWorld,
  mintNft,
  mintTokens,
  newCollection,
  nftInfo,
  startAuction,
  T0,
  tokenBalance,
  type World,
} from './world';

const PRICE = 4_000_000_000n;

function auctionWorld(o: { duration?: bigint; price?: bigint } = {}): World & { nft: Address; auction: Address } {
  const w = makeWorld();
  mintTokens(w, w.buyer, ever('10'));
  mintTokens(w, w.buyer2, ever('10'));
  const nft = mintNft(w, w.seller);
  const { result, auction } = startAuction(w, nft, { price: o.price ?? PRICE, startTime: BigInt(T0), duration: o.duration ?? 100n });
  expectOk(result);
  if (!auction) throw new Error('no auction');
  return { ...w, nft, auction };
}

function read(w: World, auction: Address, name: string): unknown {
  return getter(w, auction, name)[name];
}

function finish(w: World, from: Address, auction: Address, value = ever('2.47'), callbackId = 0) {
  return w.chain.sendMessage({
    from,
    to: auction,
    amount: value,
    functionName: 'finishAuction',
    input: { _remainingGasTo: from, _callbackId: callbackId },
  });
}

describe('Auction: creation (AU-A)', () => {
  it('AU-A.4/A.6: AuctionDeployed, AuctionCreated (status 0) then AuctionActive (status 1); the auction manages the NFT', () => {
    const w = auctionWorld();
    const created = w.chain.events
      .filter((e) => e.emitter === w.auction)
      .map((e) => [e.name, (e.data['value0'] as Record<string, string> | undefined)?.['status']]);
    expect(created).toEqual([
      ['MarketFeeChanged', undefined],
      ['AuctionCreated', '0'],
      ['RoyaltySet', undefined],
      ['AuctionActive', '1'],
    ]);
    const deployed = w.chain.events.find((e) => e.name === 'AuctionDeployed');
    expect(deployed?.data['offerInfo']).toMatchObject({
      nftOwner: w.seller,
      nft: w.nft,
      offer: w.auction,
      price: '4000000000',
      auctionDuration: '100',
    });
    expect(nftInfo(w, w.nft)).toEqual({ owner: w.seller, manager: w.auction });
    expect(read(w, w.auction, 'nextBidValue')).toBe('4000000000');
    expectConserved(w.chain);
  });

  it('AU-A.5: a zero duration is declined and only the manager role goes back', () => {
    const w = makeWorld();
    const nft = mintNft(w, w.seller);
    const { result, auction } = startAuction(w, nft, { price: PRICE, duration: 0n, callbackId: 55 });
    expect(auction).toBeUndefined();
    expect(eventsNamed(result, 'AuctionDeclined')[0]?.data).toEqual({ nftOwner: w.seller, nft });
    expect(callsTo(result, w.seller, 'auctionTip3DeployedDeclined')).toEqual([{ callbackId: 55n, nftOwner: w.seller, nft }]);
    expect(nftInfo(w, nft)).toEqual({ owner: w.seller, manager: w.seller });
  });
});

describe('Auction: bidding (AU-B) and X.6', () => {
  it('X.6: two bidders outbid each other; refund in full, bid delta 500/10000, finish after the end with discount 3/100', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, ever('10'));
    mintTokens(w, w.buyer2, ever('10'));
    const discountCollection = newCollection(w, 'collection');
    mintNft(w, w.seller, discountCollection);
    const codeHash = getter(w, discountCollection, 'nftCodeHash', { answerId: 0 })['codeHash'];
    expectOk(
      w.chain.sendMessage({
        from: w.owner,
        to: w.factories.auction,
        amount: ever('1'),
        functionName: 'addCollectionsSpecialRules',
        input: { _collection: discountCollection, _collectionFeeInfo: { codeHash, codeDepth: 15, numerator: 3, denominator: 100 } },
      }),
    );
    const nft = mintNft(w, w.seller);
    const { auction } = startAuction(w, nft, { price: PRICE, startTime: BigInt(T0), duration: 60n, discountCollection, discountNftId: 0n });
    const a = auction as Address;

    const first = expectOk(bid(w, w.buyer, a, 4_000_000_000n, { callbackId: 101 }));
    expect(eventsNamed(first, 'BidPlaced')[0]?.data).toMatchObject({ buyer: w.buyer, value: '4000000000', nextBidValue: '4200000000' });
    expect(callsTo(first, w.buyer, 'bidPlacedCallback')).toEqual([{ callbackId: 101n, nextBidValue: 4_200_000_000n, nft }]);
    expect(tokenBalance(w.chain, w.token, w.buyer)).toBe(6_000_000_000n);

    const second = expectOk(bid(w, w.buyer2, a, 4_200_000_000n, { callbackId: 202 }));
    expect(tokenBalance(w.chain, w.token, w.buyer)).toBe(ever('10'));
    expect(tokenBalance(w.chain, w.token, w.buyer2)).toBe(5_800_000_000n);
    expect(tokenBalance(w.chain, w.token, a)).toBe(4_200_000_000n);
    // AU-B.3 step 7: the outbid bidder hears the NEW bidder's callbackId and bid.
    expect(callsTo(second, w.buyer, 'bidRaisedCallback')).toEqual([
      { callbackId: 202n, newBidAddr: w.buyer2, newBidValue: 4_200_000_000n, nft },
    ]);
    expect(read(w, a, 'nextBidValue')).toBe('4410000000');
    expect(read(w, a, 'currentBid')).toEqual({ addr: w.buyer2, value: '4200000000' });

    w.chain.advanceTime(60);
    const done = expectOk(finish(w, w.stranger, a, ever('2.47'), 9));
    expect(read(w, a, 'maxBidValue')).toBe('4200000000');
    expect(tokenBalance(w.chain, w.token, w.factories.auction)).toBe(126_000_000n);
    expect(tokenBalance(w.chain, w.token, w.seller)).toBe(4_074_000_000n);
    expect(nftInfo(w, nft)).toEqual({ owner: w.buyer2, manager: w.buyer2 });
    const complete = eventsNamed(done, 'AuctionComplete')[0]?.data;
    expect([complete?.['buyer'], complete?.['value'], (complete?.['value2'] as Record<string, string>)['status']]).toEqual([
      w.buyer2,
      '4200000000',
      '2',
    ]);
    expect(callsTo(done, w.stranger, 'auctionComplete')).toEqual([{ callbackId: 9n, nft }]);
    expect(callsTo(done, w.seller, 'ownedAuctionComplete')).toEqual([{ collection: w.collection, nft, bidValue: 4_200_000_000n }]);
    expectConserved(w.chain);
  });

  it('AU-B.4: a bid below nextBidValue is declined and refunded to the unit; the state does not change', () => {
    const w = auctionWorld();
    expectOk(bid(w, w.buyer, w.auction, 4_000_000_000n));
    const low = expectOk(bid(w, w.buyer2, w.auction, 4_199_999_999n, { callbackId: 7 }));
    expect(eventsNamed(low, 'BidDeclined')[0]?.data).toMatchObject({ buyer: w.buyer2, value: '4199999999' });
    expect(callsTo(low, w.buyer2, 'bidNotPlacedCallback')).toEqual([{ callbackId: 7n, nft: w.nft }]);
    expect(tokenBalance(w.chain, w.token, w.buyer2)).toBe(ever('10'));
    expect(read(w, w.auction, 'currentBid')).toEqual({ addr: w.buyer, value: '4000000000' });
    // A bid exactly at the minimum is accepted; the next minimum is computed from the actual bid (AU-B.5).
    expectOk(bid(w, w.buyer2, w.auction, 4_300_000_000n));
    expect(read(w, w.auction, 'nextBidValue')).toBe('4515000000');
    expectConserved(w.chain);
  });

  it('AU-B.2: declined when too little gas, below the start price, by the owner, too early or too late', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, ever('20'));
    mintTokens(w, w.seller, ever('20'));
    const nft = mintNft(w, w.seller);
    const { auction } = startAuction(w, nft, { price: PRICE, startTime: BigInt(T0 + 10), duration: 10n });
    const a = auction as Address;
    const declined = (r: ReturnType<typeof bid>) => eventsNamed(expectOk(r), 'BidDeclined').length;
    expect(declined(bid(w, w.buyer, a, PRICE))).toBe(1); // before start
    w.chain.setNow(T0 + 10);
    expect(declined(bid(w, w.buyer, a, PRICE, { value: ever('1.0') }))).toBe(1); // < calcValue(bid) at the auction
    expect(declined(bid(w, w.buyer, a, PRICE - 1n))).toBe(1);
    expect(declined(bid(w, w.seller, a, PRICE))).toBe(1); // the owner
    w.chain.setNow(T0 + 20);
    expect(declined(bid(w, w.buyer, a, PRICE))).toBe(1); // now >= end
    expect(tokenBalance(w.chain, w.token, w.buyer)).toBe(ever('20'));
    expect(tokenBalance(w.chain, w.token, w.seller)).toBe(ever('20'));
    expect(read(w, a, 'maxBidValue')).toBe('0');
  });

  it('Q9: bidDeltaDecimals = 0 makes an accepted bid throw (exit 4); the tokens stay in the auction wallet', () => {
    const w = makeWorld({ bidDelta: [500n, 0n] });
    mintTokens(w, w.buyer, ever('10'));
    const nft = mintNft(w, w.seller);
    const { auction } = startAuction(w, nft, { price: PRICE, startTime: BigInt(T0), duration: 100n });
    const result = bid(w, w.buyer, auction as Address, PRICE);
    expect(result.transactions.find((tx) => tx.account === auction)?.exitCode).toBe(4);
    expect(tokenBalance(w.chain, w.token, auction as Address)).toBe(PRICE);
    expect(tokenBalance(w.chain, w.token, w.buyer)).toBe(ever('10') - PRICE);
    expect(read(w, auction as Address, 'maxBidValue')).toBe('0');
    expectConserved(w.chain);
  });

  it('AU-B.5: an outbid bidder may bid again', () => {
    const w = auctionWorld();
    expectOk(bid(w, w.buyer, w.auction, 4_000_000_000n));
    expectOk(bid(w, w.buyer2, w.auction, 4_200_000_000n));
    expectOk(bid(w, w.buyer, w.auction, 4_410_000_000n));
    expect(read(w, w.auction, 'currentBid')).toEqual({ addr: w.buyer, value: '4410000000' });
    expect(tokenBalance(w.chain, w.token, w.buyer2)).toBe(ever('10'));
    expect(tokenBalance(w.chain, w.token, w.buyer)).toBe(ever('10') - 4_410_000_000n);
  });
});

describe('Auction: finishing (AU-C)', () => {
  it('AU-C.1: finishing before the end throws 250 and the value bounces back; a second finish throws 253', () => {
    const w = auctionWorld({ duration: 30n });
    expectOk(bid(w, w.buyer, w.auction, PRICE));
    const early = finish(w, w.stranger, w.auction);
    expect(early.transactions.find((tx) => tx.account === w.auction)?.exitCode).toBe(250);
    expect(early.transactions.at(-1)?.inMessage.bounced).toBe(true);
    w.chain.advanceTime(30);
    expect(finish(w, w.stranger, w.auction, ever('2.26')).transactions.find((tx) => tx.account === w.auction)?.exitCode).toBe(104);
    expectOk(finish(w, w.stranger, w.auction));
    expect(finish(w, w.stranger, w.auction).transactions.find((tx) => tx.account === w.auction)?.exitCode).toBe(253);
    expect(nftInfo(w, w.nft).owner).toBe(w.buyer);
    // fee 10/100 on 4e9
    expect(tokenBalance(w.chain, w.token, w.seller)).toBe(3_600_000_000n);
    expect(tokenBalance(w.chain, w.token, w.factories.auction)).toBe(400_000_000n);
    expectConserved(w.chain);
  });

  it('AU-C.3: with no bid the auction is cancelled (Q7: the event shows status 1) and the manager role goes back', () => {
    const w = auctionWorld({ duration: 30n });
    w.chain.advanceTime(30);
    const result = expectOk(finish(w, w.seller, w.auction, ever('2.47'), 4));
    const cancelled = eventsNamed(result, 'AuctionCancelled')[0]?.data['value0'] as Record<string, string>;
    expect(cancelled['status']).toBe('1');
    expect((getter(w, w.auction, 'getInfo')['value0'] as Record<string, string>)['status']).toBe(String(AuctionStatus.Cancelled));
    expect(callsTo(result, w.seller, 'auctionCancelled')).toEqual([{ callbackId: 4n, nft: w.nft }]);
    expect(callsTo(result, w.seller, 'ownedAuctionCancelled')).toEqual([{ collection: w.collection, nft: w.nft }]);
    expect(nftInfo(w, w.nft)).toEqual({ owner: w.seller, manager: w.seller });
    expectConserved(w.chain);
  });

  it('Q8: price 0 and no bids completes to the zero address', () => {
    const w = auctionWorld({ duration: 30n, price: 0n });
    w.chain.advanceTime(30);
    const result = finish(w, w.seller, w.auction);
    expect(eventsNamed(result, 'AuctionComplete')[0]?.data['buyer']).toBe(ZERO_ADDRESS);
    expect(nftInfo(w, w.nft).owner).toBe(ZERO_ADDRESS);
    expectConserved(w.chain);
  });
});
