import { describe, expect, it } from 'vitest';
import { DirectSellStatus, ever, ZERO_ADDRESS, type Address } from '@devnet/simulator';
import {
  callsTo,
  eventsNamed,
  expectConserved,
  expectOk,
  getter,
  listForSale,
  makeWorld,
  mintNft,
  mintTokens,
  newCollection,
  nftInfo,
  payTokens,
  T0,
  tokenBalance,
  walletOf,
  type World,
} from './world';

const PRICE = 5_000_000_000n;

function listed(world: World, o: Partial<Parameters<typeof listForSale>[2]> = {}): { nft: Address; directSell: Address } {
  const nft = mintNft(world, world.seller);
  const { result, directSell } = listForSale(world, nft, { price: PRICE, ...o });
  expectOk(result);
  if (!directSell) throw new Error('not listed');
  return { nft, directSell };
}

function status(world: World, directSell: Address): string {
  return (getter(world, directSell, 'getInfo')['value0'] as Record<string, string>)['status'] ?? '';
}

function addDiscountRule(world: World, factory: Address, collection: Address, numerator: bigint, denominator: bigint): void {
  const codeHash = getter(world, collection, 'nftCodeHash', { answerId: 0 })['codeHash'];
  expectOk(
    world.chain.sendMessage({
      from: world.owner,
      to: factory,
      amount: ever('1'),
      functionName: 'addCollectionsSpecialRules',
      input: { _collection: collection, _collectionFeeInfo: { codeHash, codeDepth: 15, numerator, denominator } },
    }),
  );
}

function setBurnFee(world: World, factory: Address, burnRecipient: Address): void {
  expectOk(
    world.chain.sendMessage({
      from: world.owner,
      to: factory,
      amount: ever('1'),
      functionName: 'setMarketBurnFee',
      input: { _fee: { numerator: 20, denominator: 100, project: world.owner, burnRecipient } },
    }),
  );
}

describe('DirectSell: listing (DS-A)', () => {
  it('DS-A.5/A.8: deploys the offer, the NFT manager becomes the offer, events in order, status Active', () => {
    const w = makeWorld();
    const nft = mintNft(w, w.seller);
    const { result, directSell } = listForSale(w, nft, { price: PRICE, callbackId: 4242 });
    expectOk(result);
    expect(directSell).toBeDefined();
    const ds = directSell as Address;
    expect(
      result.events.map(
        (e) =>
          `${e.name}@${e.emitter === ds ? 'offer' : e.emitter === nft ? 'nft' : e.emitter === w.factories.directSell ? 'factory' : '?'}`,
      ),
    ).toEqual([
      'ManagerChanged@nft',
      'DirectSellDeployed@factory',
      'MarketFeeChanged@offer',
      'DirectSellStateChanged@offer',
      'ManagerChanged@nft',
      'RoyaltySet@offer',
      'DirectSellStateChanged@offer',
    ]);
    // Q2: sender is the NFT address.
    expect(eventsNamed(result, 'DirectSellDeployed')[0]?.data).toMatchObject({ directSell: ds, sender: nft, nft, price: '5000000000' });
    // Q16: the constructor event has from = to = 0; then 0 -> 2.
    const changes = eventsNamed(result, 'DirectSellStateChanged').map((e) => [
      e.data['from'],
      e.data['to'],
      e.data['old_owner'],
      e.data['new_owner'],
    ]);
    expect(changes).toEqual([
      ['0', '0', w.seller, ZERO_ADDRESS],
      ['0', '2', w.seller, ZERO_ADDRESS],
    ]);
    expect(nftInfo(w, nft)).toEqual({ owner: w.seller, manager: ds });
    expect(status(w, ds)).toBe(String(DirectSellStatus.Active));
    // EV.11: the callback echoes the dApp's callbackId.
    expect(callsTo(result, w.seller, 'directSellDeployed')).toEqual([
      expect.objectContaining({ callbackId: 4242n, directSell: ds, sender: nft, nft, price: PRICE }),
    ]);
    // 2.0.2 steps 3 and 5: a plain NFT and collection have no royalty -> {0, 1e9, 0:0}.
    expect(getter(w, ds, 'royalty')['value0']).toEqual({ numerator: '0', denominator: '1000000000', receiver: ZERO_ADDRESS });
    expectConserved(w.chain);
  });

  it('DS-A.7: too little value declines; DirectSellDeclined, callback, NFT transferred back (manager = seller)', () => {
    const w = makeWorld();
    const nft = mintNft(w, w.seller);
    const { result, directSell } = listForSale(w, nft, { price: PRICE, callbackValue: ever('2.61'), callbackId: 77 });
    expect(directSell).toBeUndefined();
    expect(eventsNamed(result, 'DirectSellDeclined')[0]?.data).toEqual({ sender: nft, nft });
    expect(callsTo(result, w.seller, 'directSellDeclined')).toEqual([{ callbackId: 77n, sender: nft, nft }]);
    expect(nftInfo(w, nft)).toEqual({ owner: w.seller, manager: w.seller });
    expectConserved(w.chain);
  });

  it('Q4: a recipient in the payload becomes the offer owner and receives the proceeds', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, ever('10'));
    const { directSell } = listed(w, { recipient: w.stranger });
    expect((getter(w, directSell, 'getInfo')['value0'] as Record<string, string>)['creator']).toBe(w.stranger);
    expectOk(payTokens(w, w.buyer, directSell, PRICE));
    expect(tokenBalance(w.chain, w.token, w.stranger)).toBe(4_500_000_000n);
    expect(tokenBalance(w.chain, w.token, w.seller)).toBe(0n);
  });
});

describe('DirectSell: buying (DS-B, §9 worked examples)', () => {
  it('X.1 basic sale, fee 10/100: seller +4 500 000 000, factory +500 000 000, buyer -5 000 000 000', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, ever('10'));
    const { nft, directSell } = listed(w);
    const result = expectOk(
      payTokens(w, w.buyer, directSell, PRICE, {
        payload: getter(w, directSell, 'buildBuyPayload', { _callbackId: 31337, _buyer: w.buyer })['value0'] as string,
      }),
    );
    expect(tokenBalance(w.chain, w.token, w.seller)).toBe(4_500_000_000n);
    expect(tokenBalance(w.chain, w.token, w.factories.directSell)).toBe(500_000_000n);
    expect(tokenBalance(w.chain, w.token, w.buyer)).toBe(5_000_000_000n);
    expect(tokenBalance(w.chain, w.token, directSell)).toBe(0n);
    expect(nftInfo(w, nft)).toEqual({ owner: w.buyer, manager: w.buyer });
    expect(status(w, directSell)).toBe(String(DirectSellStatus.Filled));
    const filled = eventsNamed(result, 'DirectSellStateChanged')[0];
    expect([filled?.data['from'], filled?.data['to'], filled?.data['old_owner'], filled?.data['new_owner']]).toEqual([
      '2',
      '3',
      w.seller,
      w.buyer,
    ]);
    expect(eventsNamed(result, 'MarketFeeWithheld')[0]?.data).toEqual({ amount: '500000000', tokenRoot: w.token });
    expect(eventsNamed(result, 'RoyaltyWithdrawn')).toEqual([]);
    expect(eventsNamed(result, 'OwnerChanged')[0]?.data).toEqual({ oldOwner: w.seller, newOwner: w.buyer });
    expect(callsTo(result, w.buyer, 'directSellSuccess')).toEqual([{ callbackId: 31337n, oldOwner: w.seller, newOwner: w.buyer, nft }]);
    expect(callsTo(result, w.seller, 'ownedDirectSellSuccess')).toEqual([
      { collection: w.collection, oldOwner: w.seller, newOwner: w.buyer, nft },
    ]);
    expectConserved(w.chain);
  });

  it("0.6: the NFT hand-over (flag 128) is the offer's last out message, after the settlement transfers", () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, ever('10'));
    const { nft, directSell } = listed(w);
    const result = expectOk(payTokens(w, w.buyer, directSell, PRICE));
    const offerTx = result.transactions.find((tx) => tx.account === directSell && tx.inMessage.body.method === 'onAcceptTokensTransfer');
    expect(offerTx?.outMessages.map((m) => `${m.body.method}`)).toEqual([
      'directSellSuccess',
      'ownedDirectSellSuccess',
      'transfer', // seller
      'transfer', // fee
      'transfer', // NFT
    ]);
    expect(offerTx?.outMessages.at(-1)?.dst).toBe(nft);
  });

  it('X.2 discount 3/100 when the seller owns NFT #0 of the discount collection: fee 150 000 000, seller +4 850 000 000', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, ever('10'));
    const discountCollection = newCollection(w, 'collection');
    mintNft(w, w.seller, discountCollection);
    addDiscountRule(w, w.factories.directSell, discountCollection, 3n, 100n);
    const { directSell } = listed(w, { discountCollection, discountNftId: 0n });
    expect(getter(w, directSell, 'marketFee')['value0']).toEqual({ numerator: '3', denominator: '100' });
    expectOk(payTokens(w, w.buyer, directSell, PRICE));
    expect(tokenBalance(w.chain, w.token, w.factories.directSell)).toBe(150_000_000n);
    expect(tokenBalance(w.chain, w.token, w.seller)).toBe(4_850_000_000n);
    expectConserved(w.chain);
  });

  it('2.0.3: no discount when the seller does not own the discount NFT', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, ever('10'));
    const discountCollection = newCollection(w, 'collection');
    mintNft(w, w.stranger, discountCollection);
    addDiscountRule(w, w.factories.directSell, discountCollection, 3n, 100n);
    const { directSell } = listed(w, { discountCollection, discountNftId: 0n });
    expectOk(payTokens(w, w.buyer, directSell, PRICE));
    expect(tokenBalance(w.chain, w.token, w.factories.directSell)).toBe(500_000_000n);
  });

  it('X.3 discount + burn fee 20/100: burnPart 30 000 000 burned, factory +120 000 000, seller +4 850 000 000', () => {
    const w = makeWorld();
    const burner = w.chain.faucet(`0:${'b'.repeat(64)}`, 0n);
    mintTokens(w, w.buyer, ever('10'));
    const discountCollection = newCollection(w, 'collection');
    mintNft(w, w.seller, discountCollection);
    addDiscountRule(w, w.factories.directSell, discountCollection, 3n, 100n);
    setBurnFee(w, w.factories.directSell, burner);
    const { directSell } = listed(w, { discountCollection, discountNftId: 0n });
    const supplyBefore = BigInt(getter(w, w.token, 'totalSupply', { answerId: 0 })['value0'] as string);
    const result = expectOk(payTokens(w, w.buyer, directSell, PRICE));
    expect(tokenBalance(w.chain, w.token, w.factories.directSell)).toBe(120_000_000n);
    expect(tokenBalance(w.chain, w.token, w.seller)).toBe(4_850_000_000n);
    expect(BigInt(getter(w, w.token, 'totalSupply', { answerId: 0 })['value0'] as string)).toBe(supplyBefore - 30_000_000n);
    expect(eventsNamed(result, 'MarketFeeWithheld')[0]?.data['amount']).toBe('120000000');
    expect(eventsNamed(result, 'MarketFeeBurn')[0]?.data).toEqual({ auction: directSell, burnRecipient: burner, project: w.owner });
    expect(callsTo(result, burner, 'burn')).toEqual([{ user: w.seller, project: w.owner }]);
    expectConserved(w.chain);
  });

  it('X.4 per-NFT royalty 5/100 with discount and burn fee: roy 250 000 000, seller +4 600 000 000, factory +120 000 000', () => {
    const w = makeWorld();
    const burner = w.chain.faucet(`0:${'b'.repeat(64)}`, 0n);
    const royaltyReceiver = w.chain.faucet(`0:${'c'.repeat(64)}`, 0n);
    mintTokens(w, w.buyer, ever('10'));
    const discountCollection = newCollection(w, 'collection');
    mintNft(w, w.seller, discountCollection);
    addDiscountRule(w, w.factories.directSell, discountCollection, 3n, 100n);
    setBurnFee(w, w.factories.directSell, burner);
    const royaltyCollection = newCollection(w, 'collectionRoyalty');
    const nft = mintNft(w, w.seller, royaltyCollection, { numerator: 5n, denominator: 100n, receiver: royaltyReceiver });
    const { result: listing, directSell } = listForSale(w, nft, { price: PRICE, discountCollection, discountNftId: 0n });
    expectOk(listing);
    // N.5: num = ceilMulDiv(1e9, 5, 100)
    expect(eventsNamed(listing, 'RoyaltySet')[0]?.data).toEqual({
      _royalty: { numerator: '50000000', denominator: '1000000000', receiver: royaltyReceiver },
    });
    const result = expectOk(payTokens(w, w.buyer, directSell as Address, PRICE));
    expect(tokenBalance(w.chain, w.token, royaltyReceiver)).toBe(250_000_000n);
    expect(tokenBalance(w.chain, w.token, w.seller)).toBe(4_600_000_000n);
    expect(tokenBalance(w.chain, w.token, w.factories.directSell)).toBe(120_000_000n);
    expect(eventsNamed(result, 'RoyaltyWithdrawn')[0]?.data).toEqual({
      recipient: royaltyReceiver,
      amount: '250000000',
      paymentToken: w.token,
    });
    expectConserved(w.chain);
  });

  it('X.5 collection royalty 7/100, fee 20/100, burn 20/100: fee 1 000 000 000 (200 000 000 burned), roy 350 000 000, seller +3 650 000 000', () => {
    const w = makeWorld();
    const burner = w.chain.faucet(`0:${'b'.repeat(64)}`, 0n);
    const royaltyReceiver = w.chain.faucet(`0:${'c'.repeat(64)}`, 0n);
    mintTokens(w, w.buyer, ever('10'));
    expectOk(
      w.chain.sendMessage({
        from: w.owner,
        to: w.factories.directSell,
        amount: ever('1'),
        functionName: 'setMarketFee',
        input: { _fee: { numerator: 20, denominator: 100 } },
      }),
    );
    setBurnFee(w, w.factories.directSell, burner);
    const collection = newCollection(w, 'collectionWithRoyalty', { numerator: 7n, denominator: 100n, receiver: royaltyReceiver });
    const nft = mintNft(w, w.seller, collection);
    const { directSell } = listForSale(w, nft, { price: PRICE });
    const supplyBefore = BigInt(getter(w, w.token, 'totalSupply', { answerId: 0 })['value0'] as string);
    expectOk(payTokens(w, w.buyer, directSell as Address, PRICE));
    expect(tokenBalance(w.chain, w.token, w.factories.directSell)).toBe(800_000_000n);
    expect(tokenBalance(w.chain, w.token, royaltyReceiver)).toBe(350_000_000n);
    expect(tokenBalance(w.chain, w.token, w.seller)).toBe(3_650_000_000n);
    expect(BigInt(getter(w, w.token, 'totalSupply', { answerId: 0 })['value0'] as string)).toBe(supplyBefore - 200_000_000n);
    expectConserved(w.chain);
  });

  it('X.7 / 0.2 rounding up: fee 10/100 on 1 000 000 001 is 100 000 001; the seller gets 900 000 000', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, ever('10'));
    const { directSell } = listed(w, { price: 1_000_000_001n });
    expectOk(payTokens(w, w.buyer, directSell, 1_000_000_001n));
    expect(tokenBalance(w.chain, w.token, w.factories.directSell)).toBe(100_000_001n);
    expect(tokenBalance(w.chain, w.token, w.seller)).toBe(900_000_000n);
  });

  it('N.5/Q17: a royalty of 1/3 rounds up twice: num 333 333 334, roy on 10 is ceil(3.33333334) = 4', () => {
    const w = makeWorld();
    const royaltyReceiver = w.chain.faucet(`0:${'c'.repeat(64)}`, 0n);
    mintTokens(w, w.buyer, ever('10'));
    const nft = mintNft(w, w.seller, newCollection(w, 'collectionRoyalty'), { numerator: 1n, denominator: 3n, receiver: royaltyReceiver });
    const { directSell } = listForSale(w, nft, { price: 10n });
    expect((getter(w, directSell as Address, 'royalty')['value0'] as Record<string, string>)['numerator']).toBe('333333334');
    expectOk(payTokens(w, w.buyer, directSell as Address, 10n));
    expect(tokenBalance(w.chain, w.token, royaltyReceiver)).toBe(4n);
    expect(tokenBalance(w.chain, w.token, w.factories.directSell)).toBe(1n); // ceil(10 * 10/100) = 1
    expect(tokenBalance(w.chain, w.token, w.seller)).toBe(5n);
  });

  it('Q5: an overpayment is settled on price; the excess stays in the offer wallet', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, ever('10'));
    const { directSell } = listed(w);
    expectOk(payTokens(w, w.buyer, directSell, 6_000_000_000n));
    expect(tokenBalance(w.chain, w.token, w.seller)).toBe(4_500_000_000n);
    expect(tokenBalance(w.chain, w.token, directSell)).toBe(1_000_000_000n);
    expectConserved(w.chain);
  });

  it('DS-B.6: too little attached value -> directSellNotSuccess, full token refund, NFT and offer unchanged', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, ever('10'));
    const { nft, directSell } = listed(w);
    const payload = getter(w, directSell, 'buildBuyPayload', { _callbackId: 5, _buyer: w.buyer })['value0'] as string;
    const result = expectOk(payTokens(w, w.buyer, directSell, PRICE, { value: ever('2.5'), payload }));
    expect(callsTo(result, w.buyer, 'directSellNotSuccess')).toEqual([{ callbackId: 5n, nft }]);
    expect(tokenBalance(w.chain, w.token, w.buyer)).toBe(ever('10'));
    expect(tokenBalance(w.chain, w.token, directSell)).toBe(0n);
    expect(nftInfo(w, nft)).toEqual({ owner: w.seller, manager: directSell });
    expect(status(w, directSell)).toBe('2');
    expect(eventsNamed(result, 'DirectSellStateChanged')).toEqual([]);
    expectConserved(w.chain);
  });

  it('DS-B.6: an amount below the price is refunded to the unit', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, ever('10'));
    const { directSell } = listed(w);
    expectOk(payTokens(w, w.buyer, directSell, PRICE - 1n));
    expect(tokenBalance(w.chain, w.token, w.buyer)).toBe(ever('10'));
    expect(status(w, directSell)).toBe('2');
  });

  it('T.2: the window includes start and excludes end; a buy before start is refused', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, ever('20'));
    const start = BigInt(T0 + 10);
    const { nft, directSell } = listed(w, { startTime: start, durationTime: 10n });
    expectOk(payTokens(w, w.buyer, directSell, PRICE));
    expect(tokenBalance(w.chain, w.token, w.buyer)).toBe(ever('20'));
    w.chain.setNow(T0 + 10);
    expectOk(payTokens(w, w.buyer, directSell, PRICE));
    expect(nftInfo(w, nft).owner).toBe(w.buyer);
  });

  it('DS-B.5: a transfer at now >= end expires the sale, refunds the buyer and returns the NFT', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, ever('10'));
    const start = BigInt(T0 + 10);
    const { nft, directSell } = listed(w, { startTime: start, durationTime: 10n });
    w.chain.setNow(T0 + 20);
    const result = expectOk(payTokens(w, w.buyer, directSell, PRICE));
    expect(status(w, directSell)).toBe(String(DirectSellStatus.Expired));
    expect(tokenBalance(w.chain, w.token, w.buyer)).toBe(ever('10'));
    expect(nftInfo(w, nft)).toEqual({ owner: w.seller, manager: w.seller });
    expect(callsTo(result, w.buyer, 'directSellCancelledOnTime')).toHaveLength(1);
    expect(callsTo(result, w.seller, 'ownedDirectSellCancelledOnTime')).toEqual([{ collection: w.collection, nft }]);
    const change = eventsNamed(result, 'DirectSellStateChanged')[0]?.data;
    expect([change?.['from'], change?.['to']]).toEqual(['2', '5']);
    expectConserved(w.chain);
  });

  it('DS-B.2: paying in native coins with acceptNative; the seller is paid natively (to the unit, zero gas)', () => {
    const w = makeWorld({ config: { gasPerTransaction: 0n } });
    const { directSell } = listed(w, { token: w.wnative });
    const offerWallet = getter(w, directSell, 'getInfo')['value0'] as Record<string, string>;
    const sellerBefore = w.chain.balanceOf(w.seller);
    const buyerBefore = w.chain.balanceOf(w.buyer);
    const result = expectOk(
      w.chain.sendMessage({
        from: w.buyer,
        to: offerWallet['wallet'] as Address,
        amount: PRICE + ever('1.5') + ever('2.82'),
        functionName: 'acceptNative',
        input: { amount: PRICE, deployWalletValue: ever('0.1'), remainingGasTo: w.buyer, payload: '' },
      }),
    );
    expect(eventsNamed(result, 'DirectSellStateChanged')[0]?.data['to']).toBe('3');
    // 2.0.8: exactly sellerAmount native, plus the 0.1 ownedDirectSellSuccess callback.
    expect(w.chain.balanceOf(w.seller) - sellerBefore).toBe(4_500_000_000n + ever('0.1'));
    // Fees stay wrapped tokens (1.5).
    expect(tokenBalance(w.chain, w.wnative, w.factories.directSell)).toBe(500_000_000n);
    // Zero gas, so the buyer's cost is exact: the price, 0.1 kept by its own new vault wallet, 0.1 kept
    // by the factory's new fee wallet (D, 2.0.7 step 5) and the 0.1 callback to the seller; every
    // other leftover (indexes, wallets, burn gas) comes back to the buyer as gasTo (N.13).
    expect(buyerBefore - w.chain.balanceOf(w.buyer)).toBe(PRICE + ever('0.3'));
    expect(w.chain.balanceOf(walletOf(w, w.buyer, w.wnative))).toBe(ever('0.1'));
    expectConserved(w.chain);
  });
});

describe('DirectSell: closing (DS-C)', () => {
  it('DS-C.1: closeSell by the owner cancels and gives the manager role back (owner unchanged)', () => {
    const w = makeWorld();
    const { nft, directSell } = listed(w);
    const result = expectOk(
      w.chain.sendMessage({ from: w.seller, to: directSell, amount: ever('1.67'), functionName: 'closeSell', input: { _callbackId: 12 } }),
    );
    expect(status(w, directSell)).toBe(String(DirectSellStatus.Cancelled));
    expect(nftInfo(w, nft)).toEqual({ owner: w.seller, manager: w.seller });
    expect(eventsNamed(result, 'OwnerChanged')).toEqual([]);
    expect(eventsNamed(result, 'ManagerChanged')[0]?.data).toEqual({ oldManager: directSell, newManager: w.seller });
    expect(callsTo(result, w.seller, 'directSellClose')).toEqual([{ callbackId: 12n, nft }]);
    expectConserved(w.chain);
  });

  it('DS-C.1: closeSell errors: 100 for a stranger, 104 below calcValue(cancel), 303 when not active', () => {
    const w = makeWorld();
    const { directSell } = listed(w);
    const close = (from: Address, amount: bigint) =>
      w.chain
        .sendMessage({ from, to: directSell, amount, functionName: 'closeSell', input: { _callbackId: 0 } })
        .transactions.find((tx) => tx.account === directSell)?.exitCode;
    expect(close(w.stranger, ever('2'))).toBe(100);
    expect(close(w.seller, ever('1.46'))).toBe(104);
    expect(close(w.seller, ever('1.67'))).toBe(0);
    expect(close(w.seller, ever('1.67'))).toBe(303);
  });

  it('0.8: a refused call bounces its value back minus gas (to the unit)', () => {
    const w = makeWorld();
    const { directSell } = listed(w);
    const before = w.chain.balanceOf(w.stranger);
    const gas = w.chain.config.gasPrice * w.chain.config.gasPerTransaction;
    const result = w.chain.sendMessage({
      from: w.stranger,
      to: directSell,
      amount: ever('2'),
      functionName: 'closeSell',
      input: { _callbackId: 0 },
    });
    expect(result.transactions.map((tx) => [tx.account, tx.exitCode, tx.inMessage.bounced])).toEqual([
      [w.stranger, 0, false],
      [directSell, 100, false],
      [w.stranger, 0, true],
    ]);
    // wallet tx + failed offer tx + bounced-message tx each burn one gas fee
    expect(before - w.chain.balanceOf(w.stranger)).toBe(3n * gas);
    expectConserved(w.chain);
  });

  it('DS-C.2: finishOffer by anyone before the end returns the value; after the end it expires the sale', () => {
    const w = makeWorld();
    const { nft, directSell } = listed(w, { startTime: BigInt(T0), durationTime: 50n });
    const finish = (from: Address) =>
      w.chain.sendMessage({
        from,
        to: directSell,
        amount: ever('1.67'),
        functionName: 'finishOffer',
        input: { _remainingGasTo: from, _callbackId: 3 },
      });
    expectOk(finish(w.stranger));
    expect(status(w, directSell)).toBe('2');
    w.chain.advanceTime(50);
    const result = expectOk(finish(w.stranger));
    expect(status(w, directSell)).toBe('5');
    expect(callsTo(result, w.stranger, 'directSellCancelledOnTime')).toEqual([{ callbackId: 3n, nft }]);
    expect(nftInfo(w, nft)).toEqual({ owner: w.seller, manager: w.seller });
  });

  it('ADM.9: finishChildContract by the factory owner cancels a sale immediately', () => {
    const w = makeWorld();
    const { nft, directSell } = listed(w);
    const result = expectOk(
      w.chain.sendMessage({
        from: w.owner,
        to: w.factories.directSell,
        amount: ever('1.7'),
        functionName: 'finishChildContract',
        input: { _offer: directSell, _callbackId: 8 },
      }),
    );
    expect(status(w, directSell)).toBe('4');
    expect(callsTo(result, w.seller, 'directSellClose')).toEqual([{ callbackId: 8n, nft }]);
    expect(nftInfo(w, nft).manager).toBe(w.seller);
  });
});
