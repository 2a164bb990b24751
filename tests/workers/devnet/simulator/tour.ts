import { ever, ZERO_ADDRESS, type Address } from '@devnet/simulator';
import {
  acceptOffer,
  bid,
  expectOk,
  getter,
  listForSale,
  makeOffer,
  makeWorld,
  mintNft,
  mintTokens,
  newCollection,
  payTokens,
  startAuction,
  T0,
  type World,
} from './world';

/** Every flow once, so the log holds every event kind the marketplace emits. */
export function tour(): World {
  const w = makeWorld();
  const royaltyReceiver = w.chain.faucet(`0:${'c'.repeat(64)}`, 0n);
  mintTokens(w, w.buyer, ever('50'));
  mintTokens(w, w.buyer2, ever('50'));
  const discount = newCollection(w, 'collection');
  mintNft(w, w.seller, discount);
  const codeHash = getter(w, discount, 'nftCodeHash', { answerId: 0 })['codeHash'];
  for (const factory of [w.factories.directSell, w.factories.auction, w.factories.directBuy]) {
    expectOk(
      w.chain.sendMessage({
        from: w.owner,
        to: factory,
        amount: ever('1'),
        functionName: 'addCollectionsSpecialRules',
        input: { _collection: discount, _collectionFeeInfo: { codeHash, codeDepth: 15, numerator: 3, denominator: 100 } },
      }),
    );
    expectOk(
      w.chain.sendMessage({
        from: w.owner,
        to: factory,
        amount: ever('1'),
        functionName: 'setMarketBurnFee',
        input: { _fee: { numerator: 20, denominator: 100, project: w.owner, burnRecipient: w.stranger } },
      }),
    );
  }
  const royaltyNft = mintNft(w, w.seller, newCollection(w, 'collectionRoyalty'), {
    numerator: 5n,
    denominator: 100n,
    receiver: royaltyReceiver,
  });
  const { directSell } = listForSale(w, royaltyNft, { price: ever('5'), discountCollection: discount, discountNftId: 0n });
  expectOk(
    w.chain.sendMessage({
      from: w.owner,
      to: w.factories.directSell,
      amount: ever('1'),
      functionName: 'setMarketFeeForChildContract',
      input: { _offer: directSell, _fee: { numerator: 4, denominator: 100 } },
    }),
  );
  expectOk(payTokens(w, w.buyer, directSell as Address, ever('5')));
  const second = mintNft(w, w.seller);
  const { directSell: closing } = listForSale(w, second, { price: ever('1') });
  expectOk(
    w.chain.sendMessage({
      from: w.seller,
      to: closing as Address,
      amount: ever('1.7'),
      functionName: 'closeSell',
      input: { _callbackId: 1 },
    }),
  );
  const { auction } = startAuction(w, second, { price: ever('1'), startTime: BigInt(T0), duration: 100n });
  expectOk(bid(w, w.buyer, auction as Address, ever('1')));
  expectOk(bid(w, w.buyer2, auction as Address, ever('1')));
  expectOk(bid(w, w.buyer2, auction as Address, ever('2')));
  w.chain.advanceTime(100);
  expectOk(
    w.chain.sendMessage({
      from: w.seller,
      to: auction as Address,
      amount: ever('2.5'),
      functionName: 'finishAuction',
      input: { _remainingGasTo: w.seller, _callbackId: 1 },
    }),
  );
  const third = mintNft(w, w.seller);
  const { auction: empty } = startAuction(w, third, { price: ever('1'), duration: 10n });
  w.chain.advanceTime(10);
  expectOk(
    w.chain.sendMessage({
      from: w.seller,
      to: empty as Address,
      amount: ever('2.5'),
      functionName: 'finishAuction',
      input: { _remainingGasTo: w.seller, _callbackId: 1 },
    }),
  );
  const { directBuy } = makeOffer(w, w.buyer, third, ever('1'));
  expectOk(acceptOffer(w, third, directBuy as Address));
  const { directBuy: cancelled } = makeOffer(w, w.buyer2, third, ever('1'));
  expectOk(
    w.chain.sendMessage({
      from: w.buyer2,
      to: cancelled as Address,
      amount: ever('1'),
      functionName: 'closeBuy',
      input: { _callbackId: 1 },
    }),
  );
  expectOk(
    w.chain.sendMessage({
      from: w.buyer,
      to: third,
      amount: ever('1'),
      functionName: 'burn',
      input: { sendGasTo: w.buyer, callbackTo: ZERO_ADDRESS, callbackPayload: '' },
    }),
  );
  return w;
}
