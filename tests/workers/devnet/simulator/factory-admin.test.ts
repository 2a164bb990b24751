import { describe, expect, it } from 'vitest';
import { ever, ZERO_ADDRESS, type Address } from '@devnet/simulator';
import {
  eventsNamed,
  expectConserved,
  expectOk,
  getter,
  listForSale,
  makeOffer,
  makeWorld,
  mintNft,
  mintTokens,
  payTokens,
  tokenBalance,
  walletOf,
  type World,
} from './world';

function admin(w: World, to: Address, functionName: string, input: Record<string, unknown>, amount = ever('1'), from = w.owner) {
  return w.chain.sendMessage({ from, to, amount, functionName, input });
}

function exitAt(result: ReturnType<typeof admin>, account: Address): number | undefined {
  return result.transactions.find((tx) => tx.account === account)?.exitCode;
}

describe('factory administration (§2.f)', () => {
  it('ADM.1: constructors emit OwnershipTransferred(0:0, owner) and MarketFeeDefaultChanged', () => {
    const w = makeWorld();
    const fromFactory = w.chain.events.filter((e) => e.emitter === w.factories.directSell).slice(0, 2);
    expect(fromFactory.map((e) => [e.name, e.data])).toEqual([
      ['OwnershipTransferred', { oldOwner: ZERO_ADDRESS, newOwner: w.owner }],
      ['MarketFeeDefaultChanged', { fee: { numerator: '10', denominator: '100' } }],
    ]);
    expect(getter(w, w.factories.directSell, 'owner')).toEqual({ value0: w.owner });
    expect(getter(w, w.factories.auction, 'auctionBidDelta')).toEqual({ auctionBidDelta: '500' });
  });

  it('ADM.0/ADM.3: owner only (100), non-zero value (101); a zero denominator throws 110 and keeps the old fee', () => {
    const w = makeWorld();
    const f = w.factories.directSell;
    expect(exitAt(admin(w, f, 'setMarketFee', { _fee: { numerator: 1, denominator: 100 } }, ever('1'), w.stranger), f)).toBe(100);
    expect(exitAt(admin(w, f, 'setMarketFee', { _fee: { numerator: 1, denominator: 100 } }, 0n), f)).toBe(101);
    expect(exitAt(admin(w, f, 'setMarketFee', { _fee: { numerator: 1, denominator: 0 } }), f)).toBe(110);
    expect(getter(w, f, 'marketFee')).toEqual({ value0: { numerator: '10', denominator: '100' } });
    const ok = expectOk(admin(w, f, 'setMarketFee', { _fee: { numerator: 2, denominator: 100 } }));
    expect(eventsNamed(ok, 'MarketFeeDefaultChanged')[0]?.data).toEqual({ fee: { numerator: '2', denominator: '100' } });
    expect(getter(w, f, 'marketFee')).toEqual({ value0: { numerator: '2', denominator: '100' } });
  });

  it('ADM.4: setMarketFeeForChildContract changes an existing offer; the factory and the offer both emit MarketFeeChanged', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, ever('10'));
    const nft = mintNft(w, w.seller);
    const { directSell } = listForSale(w, nft, { price: ever('5') });
    const result = expectOk(
      admin(w, w.factories.directSell, 'setMarketFeeForChildContract', { _offer: directSell, _fee: { numerator: 1, denominator: 100 } }),
    );
    expect(eventsNamed(result, 'MarketFeeChanged').map((e) => e.emitter)).toEqual([w.factories.directSell, directSell]);
    expectOk(payTokens(w, w.buyer, directSell as Address, ever('5')));
    expect(tokenBalance(w.chain, w.token, w.factories.directSell)).toBe(50_000_000n);
    expect(tokenBalance(w.chain, w.token, w.seller)).toBe(4_950_000_000n);
  });

  it('ADM.6: special rules are added (AddCollectionRules) and removed (RemoveCollectionRules)', () => {
    const w = makeWorld();
    const f = w.factories.directBuy;
    const info = { codeHash: 5, codeDepth: 15, numerator: 3, denominator: 100 };
    const added = expectOk(admin(w, f, 'addCollectionsSpecialRules', { _collection: w.collection, _collectionFeeInfo: info }));
    expect(eventsNamed(added, 'AddCollectionRules')[0]?.data).toEqual({
      collection: w.collection,
      collectionFeeInfo: { codeHash: '5', codeDepth: '15', numerator: '3', denominator: '100' },
    });
    expect(getter(w, f, 'collectionsSpecialRules')).toEqual({
      value0: [[w.collection, { codeHash: '5', codeDepth: '15', numerator: '3', denominator: '100' }]],
    });
    expect(
      exitAt(admin(w, f, 'addCollectionsSpecialRules', { _collection: w.collection, _collectionFeeInfo: { ...info, denominator: 0 } }), f),
    ).toBe(110);
    const removed = expectOk(admin(w, f, 'removeCollectionsSpecialRules', { _collection: w.collection }));
    expect(eventsNamed(removed, 'RemoveCollectionRules')[0]?.data).toEqual({ collection: w.collection });
    expect(getter(w, f, 'collectionsSpecialRules')).toEqual({ value0: [] });
  });

  it('ADM.7: withdraw moves the accrued fee; withdrawing more than the balance emits the event but moves nothing', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, ever('10'));
    const nft = mintNft(w, w.seller);
    const { directSell } = listForSale(w, nft, { price: ever('5') });
    expectOk(payTokens(w, w.buyer, directSell as Address, ever('5')));
    const factoryWallet = walletOf(w, w.factories.directSell);
    const withdraw = (amount: bigint, value = ever('1')) =>
      admin(
        w,
        w.factories.directSell,
        'withdraw',
        { _tokenWallet: factoryWallet, _amount: amount, _recipient: w.owner, _remainingGasTo: w.owner },
        value,
      );
    expect(exitAt(withdraw(1n, ever('0.4')), w.factories.directSell)).toBe(109);
    const tooMuch = withdraw(600_000_000n);
    expect(eventsNamed(tooMuch, 'MarketFeeWithdrawn')).toHaveLength(1);
    expect(tokenBalance(w.chain, w.token, w.factories.directSell)).toBe(500_000_000n);
    expect(tokenBalance(w.chain, w.token, w.owner)).toBe(0n);
    expectOk(withdraw(500_000_000n));
    expect(tokenBalance(w.chain, w.token, w.owner)).toBe(500_000_000n);
    expect(tokenBalance(w.chain, w.token, w.factories.directSell)).toBe(0n);
    expect(
      exitAt(
        admin(w, w.factories.directSell, 'withdraw', {
          _tokenWallet: factoryWallet,
          _amount: 1n,
          _recipient: ZERO_ADDRESS,
          _remainingGasTo: w.owner,
        }),
        w.factories.directSell,
      ),
    ).toBe(114);
    expectConserved(w.chain);
  });

  it('2.0.5/ST.4: an offer stuck without royalty is activated by the factory owner only after 600 s', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, ever('10'));
    // Q10: the factory does not check the nft; an address with no contract makes royalty discovery bounce twice.
    const { directBuy } = makeOffer(w, w.buyer, `0:${'5'.repeat(64)}`, ever('1'));
    const status = () => (getter(w, directBuy as Address, 'getInfo')['value0'] as Record<string, string>)['status'];
    expect(status()).toBe('0');
    expectOk(admin(w, w.factories.directBuy, 'activateChildContract', { _offer: directBuy }));
    expect(status()).toBe('0');
    w.chain.advanceTime(600);
    const result = expectOk(admin(w, w.factories.directBuy, 'activateChildContract', { _offer: directBuy }));
    expect(eventsNamed(result, 'RoyaltySet')[0]?.data).toEqual({
      _royalty: { numerator: '0', denominator: '1000000000', receiver: ZERO_ADDRESS },
    });
    expect(status()).toBe('2');
    expectOk(
      w.chain.sendMessage({
        from: w.buyer,
        to: directBuy as Address,
        amount: ever('1'),
        functionName: 'closeBuy',
        input: { _callbackId: 0 },
      }),
    );
    expect(tokenBalance(w.chain, w.token, w.buyer)).toBe(ever('10'));
    expectConserved(w.chain);
  });

  it('ADM.10/ADM.12: upgrade bumps the version with an event; transferOwnership to 0:0 throws 100', () => {
    const w = makeWorld();
    const f = w.factories.directSell;
    const up = expectOk(admin(w, f, 'upgrade', { newCode: '', newVersion: 7, remainingGasTo: w.owner }));
    expect(eventsNamed(up, 'FactoryDirectSellUpgrade')).toHaveLength(1);
    expect(exitAt(admin(w, f, 'transferOwnership', { newOwner: ZERO_ADDRESS }), f)).toBe(100);
    const moved = expectOk(admin(w, f, 'transferOwnership', { newOwner: w.stranger }));
    expect(eventsNamed(moved, 'OwnershipTransferred')[0]?.data).toEqual({ oldOwner: w.owner, newOwner: w.stranger });
    expect(getter(w, f, 'owner')).toEqual({ value0: w.stranger });
  });
});
