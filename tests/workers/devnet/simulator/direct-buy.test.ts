import { describe, expect, it } from 'vitest';
import { DirectBuyStatus, ever, ZERO_ADDRESS, type Address } from '@devnet/simulator';
import {
  acceptOffer,
  callsTo,
  eventsNamed,
  expectConserved,
  expectOk,
  getter,
  makeOffer,
  makeWorld,
  mintNft,
  mintTokens,
  nftInfo,
  T0,
  tokenBalance,
  walletOf,
  type World,
} from './world';

const PRICE = 3_000_000_000n;

function offered(o: { startTime?: bigint; durationTime?: bigint } = {}): World & { nft: Address; directBuy: Address } {
  const w = makeWorld();
  mintTokens(w, w.buyer, ever('10'));
  const nft = mintNft(w, w.seller);
  const { result, directBuy } = makeOffer(w, w.buyer, nft, PRICE, { callbackId: 606, ...o });
  expectOk(result);
  if (!directBuy) throw new Error('no offer');
  return { ...w, nft, directBuy };
}

function info(w: World, directBuy: Address): Record<string, string> {
  return getter(w, directBuy, 'getInfo')['value0'] as Record<string, string>;
}

describe('DirectBuy: making an offer (DB-A, DB-B)', () => {
  it('DB-A.4/DB-B.1-3: DirectBuyDeployed, the escrow moves to the offer wallet, status Active', () => {
    const w = offered();
    const deployed = w.chain.events.find((e) => e.name === 'DirectBuyDeployed');
    expect(deployed?.data).toMatchObject({ directBuy: w.directBuy, sender: w.buyer, token: w.token, nft: w.nft, amount: '3000000000' });
    const changes = w.chain.events
      .filter((e) => e.name === 'DirectBuyStateChanged')
      .map((e) => [e.data['from'], e.data['to'], e.data['old_owner'], e.data['new_owner']]);
    expect(changes).toEqual([
      ['0', '0', ZERO_ADDRESS, w.buyer],
      ['0', '2', ZERO_ADDRESS, w.buyer],
    ]);
    expect(info(w, w.directBuy)).toMatchObject({
      creator: w.buyer,
      spentToken: w.token,
      nft: w.nft,
      _price: '3000000000',
      status: '2',
      collection: w.collection,
    });
    expect(tokenBalance(w.chain, w.token, w.directBuy)).toBe(PRICE);
    expect(tokenBalance(w.chain, w.token, w.factories.directBuy)).toBe(0n);
    expect(tokenBalance(w.chain, w.token, w.buyer)).toBe(ever('10') - PRICE);
    expectConserved(w.chain);
  });

  it('DB-A.5: too little value declines with DirectBuyDeclined and a full refund', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, ever('10'));
    const nft = mintNft(w, w.seller);
    const { result, directBuy } = makeOffer(w, w.buyer, nft, PRICE, { value: ever('2.3'), callbackId: 9 });
    expect(directBuy).toBeUndefined();
    expect(eventsNamed(result, 'DirectBuyDeclined')[0]?.data).toEqual({ sender: w.buyer, token: w.token, amount: '3000000000', nft });
    expect(callsTo(result, w.buyer, 'directBuyDeployedDeclined')).toEqual([
      { callbackId: 9n, sender: w.buyer, token: w.token, amount: PRICE, nft },
    ]);
    expect(tokenBalance(w.chain, w.token, w.buyer)).toBe(ever('10'));
    expectConserved(w.chain);
  });
});

describe('DirectBuy: accepting (DB-C)', () => {
  it('DB-C.3: the owner accepts by making the offer the manager: seller +price-fee, NFT to the buyer, Filled', () => {
    const w = offered();
    const result = expectOk(acceptOffer(w, w.nft, w.directBuy, { callbackId: 123 }));
    expect(tokenBalance(w.chain, w.token, w.seller)).toBe(2_700_000_000n);
    expect(tokenBalance(w.chain, w.token, w.factories.directBuy)).toBe(300_000_000n);
    expect(tokenBalance(w.chain, w.token, w.directBuy)).toBe(0n);
    expect(nftInfo(w, w.nft)).toEqual({ owner: w.buyer, manager: w.buyer });
    const filled = eventsNamed(result, 'DirectBuyStateChanged')[0]?.data;
    expect([filled?.['from'], filled?.['to'], filled?.['old_owner'], filled?.['new_owner']]).toEqual(['2', '3', w.seller, w.buyer]);
    expect(callsTo(result, w.seller, 'directBuySuccess')).toEqual([
      { callbackId: 123n, oldOwner: w.seller, newOwner: w.buyer, nft: w.nft },
    ]);
    expect(callsTo(result, w.buyer, 'ownedDirectBuySuccess')).toEqual([
      { collection: w.collection, oldOwner: w.seller, newOwner: w.buyer, nft: w.nft },
    ]);
    expect(info(w, w.directBuy)['status']).toBe(String(DirectBuyStatus.Filled));
    expectConserved(w.chain);
  });

  it('DB-C.5 then DB-C.3: accepting before the start returns the manager role; after the start it fills', () => {
    const w = offered({ startTime: BigInt(T0 + 100), durationTime: 100n });
    const early = expectOk(acceptOffer(w, w.nft, w.directBuy, { callbackId: 1 }));
    expect(callsTo(early, w.seller, 'directBuyNotSuccess')).toEqual([{ callbackId: 1n, nft: w.nft }]);
    expect(nftInfo(w, w.nft)).toEqual({ owner: w.seller, manager: w.seller });
    expect(info(w, w.directBuy)['status']).toBe('2');
    w.chain.setNow(T0 + 100);
    expectOk(acceptOffer(w, w.nft, w.directBuy));
    expect(nftInfo(w, w.nft).owner).toBe(w.buyer);
    expect(tokenBalance(w.chain, w.token, w.seller)).toBe(2_700_000_000n);
  });

  it('DB-C.4: an acceptance at now >= end expires the offer: buyer refunded, NFT manager back to the seller', () => {
    const w = offered({ startTime: BigInt(T0), durationTime: 50n });
    w.chain.advanceTime(50);
    const result = expectOk(acceptOffer(w, w.nft, w.directBuy, { callbackId: 2 }));
    expect(info(w, w.directBuy)['status']).toBe(String(DirectBuyStatus.Expired));
    expect(tokenBalance(w.chain, w.token, w.buyer)).toBe(ever('10'));
    expect(nftInfo(w, w.nft)).toEqual({ owner: w.seller, manager: w.seller });
    expect(callsTo(result, w.seller, 'directBuyCancelledOnTime')).toEqual([{ callbackId: 2n, nft: w.nft }]);
    const expired = eventsNamed(result, 'DirectBuyStateChanged')[0]?.data;
    expect([expired?.['from'], expired?.['to'], expired?.['old_owner'], expired?.['new_owner']]).toEqual(['2', '5', ZERO_ADDRESS, w.buyer]);
    expectConserved(w.chain);
  });

  it('DB-C.5: the wrong NFT gets its manager role back and the offer stays Active', () => {
    const w = offered();
    const other = mintNft(w, w.seller);
    expectOk(acceptOffer(w, other, w.directBuy));
    expect(nftInfo(w, other)).toEqual({ owner: w.seller, manager: w.seller });
    expect(info(w, w.directBuy)['status']).toBe('2');
    expect(tokenBalance(w.chain, w.token, w.directBuy)).toBe(PRICE);
  });
});

describe('DirectBuy: paid in wrapped native coins', () => {
  function nativeOffer(w: World, nft: Address, extra: bigint) {
    // The factory's vault wallet must exist for acceptNative (anyone may deploy it, B.2).
    expectOk(
      w.chain.sendMessage({
        from: w.stranger,
        to: w.wnative,
        amount: ever('1'),
        functionName: 'deployWallet',
        input: { answerId: 0, walletOwner: w.factories.directBuy, deployWalletValue: ever('0.1') },
      }),
    );
    const payload = getter(w, w.factories.directBuy, 'buildDirectBuyCreationPayload', {
      callbackId: 1,
      buyer: w.buyer,
      nft,
      startTime: 0,
      durationTime: 0,
      discountCollection: null,
      discountNftId: null,
    })['value0'];
    return w.chain.sendMessage({
      from: w.buyer,
      to: walletOf(w, w.factories.directBuy, w.wnative),
      amount: PRICE + extra,
      functionName: 'acceptNative',
      input: { amount: PRICE, deployWalletValue: ever('0.1'), remainingGasTo: w.buyer, payload },
    });
  }

  it('DB-A.2 with acceptNative, then DB-C.3: the seller is paid natively, exactly price − fee (zero gas)', () => {
    const w = makeWorld({ config: { gasPerTransaction: 0n } });
    const nft = mintNft(w, w.seller);
    const made = expectOk(nativeOffer(w, nft, ever('1.5') + ever('2.67')));
    const directBuy = eventsNamed(made, 'DirectBuyDeployed')[0]?.data['directBuy'] as Address;
    expect(tokenBalance(w.chain, w.wnative, directBuy)).toBe(PRICE);
    const sellerBefore = w.chain.balanceOf(w.seller);
    expectOk(acceptOffer(w, nft, directBuy));
    // 2.0.8: sellerAmount arrives in native coins and, as user = gasTo, with all the leftover gas; from its
    // own 2.37 the seller only pays the buyer's two callbacks (ownedDirectBuySuccess 0.1, onNftTransfer 0.01).
    expect(w.chain.balanceOf(w.seller) - sellerBefore).toBe(2_700_000_000n - ever('0.11'));
    expect(tokenBalance(w.chain, w.wnative, w.factories.directBuy)).toBe(300_000_000n);
    expect(nftInfo(w, nft).owner).toBe(w.buyer);
    expectConserved(w.chain);
  });

  it('Q11: a declined wnative offer refunds exactly P native to the buyer and sends the leftover gas to 0:0', () => {
    const w = makeWorld({ config: { gasPerTransaction: 0n } });
    const nft = mintNft(w, w.seller);
    const zeroBefore = w.chain.balanceOf(ZERO_ADDRESS);
    const buyerBefore = w.chain.balanceOf(w.buyer);
    // 0.05 wrap gas + 0.1 own wallet + 2.0 reaching the factory (< calcValue(make) = 2.37).
    const result = expectOk(nativeOffer(w, nft, ever('0.15') + ever('2.0')));
    expect(eventsNamed(result, 'DirectBuyDeclined')).toHaveLength(1);
    // The 2.0 that reached the factory: 0.1 declined callback back to the buyer, the rest (1.9) rides the
    // burn; the buyer gets exactly P and the empty payload's gasTo 0:0 gets the 1.9.
    const lost = w.chain.balanceOf(ZERO_ADDRESS) - zeroBefore;
    expect(lost).toBe(ever('1.9'));
    // The buyer's other costs: its own new vault wallet keeps 0.1 (the 0.05 wrap gas came back).
    expect(buyerBefore - w.chain.balanceOf(w.buyer)).toBe(lost + ever('0.1'));
    expect(tokenBalance(w.chain, w.wnative, w.factories.directBuy)).toBe(0n);
    expectConserved(w.chain);
  });
});

describe('DirectBuy: cancelling (DB-D)', () => {
  it('DB-D.1: closeBuy by the buyer refunds the price; 100 for a stranger; 303 twice', () => {
    const w = offered();
    const close = (from: Address) =>
      w.chain.sendMessage({ from, to: w.directBuy, amount: ever('1'), functionName: 'closeBuy', input: { _callbackId: 44 } });
    expect(close(w.stranger).transactions.find((tx) => tx.account === w.directBuy)?.exitCode).toBe(100);
    const result = expectOk(close(w.buyer));
    expect(info(w, w.directBuy)['status']).toBe(String(DirectBuyStatus.Cancelled));
    expect(tokenBalance(w.chain, w.token, w.buyer)).toBe(ever('10'));
    expect(callsTo(result, w.buyer, 'directBuyClose')).toEqual([{ callbackId: 44n, nft: w.nft }]);
    expect(close(w.buyer).transactions.find((tx) => tx.account === w.directBuy)?.exitCode).toBe(303);
    expectConserved(w.chain);
  });

  it('DB-D.2: finishOffer after the end expires and refunds; before the end a stranger only gets the value back', () => {
    const w = offered({ startTime: BigInt(T0), durationTime: 50n });
    const finish = () =>
      w.chain.sendMessage({
        from: w.stranger,
        to: w.directBuy,
        amount: ever('0.9'),
        functionName: 'finishOffer',
        input: { _remainingGasTo: w.stranger, _callbackId: 5 },
      });
    expectOk(finish());
    expect(info(w, w.directBuy)['status']).toBe('2');
    w.chain.advanceTime(50);
    const result = expectOk(finish());
    expect(info(w, w.directBuy)['status']).toBe('5');
    expect(tokenBalance(w.chain, w.token, w.buyer)).toBe(ever('10'));
    expect(callsTo(result, w.stranger, 'directBuyCancelledOnTime')).toEqual([{ callbackId: 5n, nft: w.nft }]);
    expectConserved(w.chain);
  });
});
