// Accept an offer (contract-semantics DB-C): the NFT owner makes the DirectBuy the NFT's manager with
// a payload whose first 32 bits are the callback id (the creation payload layout, A.6); it calls
// back `directBuySuccess` (the NFT goes to the buyer, the owner is paid), or `directBuyNotSuccess` /
// `directBuyCancelledOnTime` and gives the manager role back.
import { directBuyGas } from '@shared/lib/gas';
import { FAILURE_DESCRIPTIONS } from '@shared/lib/notifications';
import { at } from './contracts';
import { ruleBroken } from './errors';
import { defineMarketAction, type MarketActionRun } from './market-action';
import { canonical, sameAddress, handNftTo } from './preparation';
import type { ActionOptions, ActionResult } from './types';

export interface AcceptOfferParams extends ActionOptions {
  readonly nft: string;
  /** The DirectBuy address. */
  readonly offer: string;
}

type OfferAccepted = { directBuy: string; buyer: string; price: string };
export type AcceptOfferResult = ActionResult<OfferAccepted>;

export const acceptOffer: MarketActionRun<AcceptOfferParams, OfferAccepted> = defineMarketAction({
  action: 'acceptOffer',
  failure: FAILURE_DESCRIPTIONS.offer,
  root: 'buy',
  check: (details, params) => {
    // Spec §6: the owner accepts offers, "an existing sale must be cancelled first".
    if (details.nft.forsale !== null) throw ruleBroken('directSellExists');
    // An auction manages the NFT until it is finished: the owner cannot hand it to the offer.
    if (details.nft.auction !== null) throw ruleBroken('activeAuction');
    const directBuy = canonical(params.offer);
    // "After accept it waits until offer status differs from the earlier one" (or the buyer owns the NFT).
    return { directBuy, before: details.directBuy[directBuy]?.status ?? null };
  },
  read: async ({ s, subject: { directBuy } }) => (await s.c.directBuy(directBuy).methods.getInfo({}).call()).value0,
  plan: async ({ s, nft, subject: { directBuy, before }, factory, table, read: info, callbackId }) => {
    const buyer = canonical(info.creator.toString());
    const gas = directBuyGas('accept', table);
    const { value0: payload } = await s.c
      .factoryDirectBuy(factory)
      .methods.buildDirectBuyCreationPayload({
        callbackId,
        buyer: at(buyer),
        nft: at(nft),
        startTime: 0,
        durationTime: 0,
        discountCollection: null,
        discountNftId: null,
      })
      .call();
    return {
      callbacks: { success: ['directBuySuccess'], failure: ['directBuyNotSuccess', 'directBuyCancelledOnTime'] },
      send: handNftTo(s, nft, directBuy, gas, payload),
      indexed: (d) => (d.directBuy[directBuy]?.status ?? null) !== before || sameAddress(d.nft.owner, buyer),
      result: () => ({ directBuy, buyer, price: info._price }),
    };
  },
});
