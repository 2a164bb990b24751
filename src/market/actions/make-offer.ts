// Make an offer (a direct buy, contract-semantics 2.e): the buyer pays the FactoryDirectBuy with a
// token transfer carrying `buildDirectBuyCreationPayload`; the factory deploys a DirectBuy holding
// the tokens and calls back `directBuyDeployed` (or `directBuyDeployedDeclined` with a refund).
// Offers in the native coin go through the wrapped-native vault (payment.ts).
import type { GetNftResult } from '@shared/contract/schemas/envelopes';
import { toUnitsBigInt } from '@shared/lib/amounts';
import { directBuyGas } from '@shared/lib/gas';
import { FAILURE_DESCRIPTIONS } from '@shared/lib/notifications';
import type { Token } from '@shared/lib/tokens';
import { at } from './contracts';
import { ruleBroken } from './errors';
import { defineMarketAction, type MarketActionRun } from './market-action';
import { preparePayment, type PaymentMethod } from './payment';
import { canonical, sameAddress } from './preparation';
import type { Reported } from './run';
import type { ActionContext, ActionOptions, ActionResult } from './types';

export interface MakeOfferParams extends ActionOptions {
  readonly nft: string;
  /** The offered price in whole tokens, converted with `toUnits` (rounded up). */
  readonly price: string;
  /** The payment token; the native coin (`isNative`) is paid through the wrapped-native vault. */
  readonly token: Token;
  /** 0 = no end. */
  readonly durationSeconds: number;
  /** Unix seconds; default now (chain time). */
  readonly startTime?: number;
}

type OfferMade = { directBuy: string | null; amount: string; payment: PaymentMethod };
export type MakeOfferResult = ActionResult<OfferMade>;

export const makeOffer: MarketActionRun<MakeOfferParams, OfferMade> = defineMarketAction({
  action: 'makeOffer',
  failure: FAILURE_DESCRIPTIONS.offer,
  root: 'buy',
  check: (details) => {
    // Spec §4: "Make offer refused while an auction is active" (an unfinished auction past its end is not).
    const auction = details.nft.auction;
    if (auction !== null && (details.auction[auction]?.status ?? 'active') === 'active') throw ruleBroken('activeAuction');
    return details;
  },
  creates: true,
  plan: async ({ ctx, params, s, nft, subject: details, factory, table, discount, now, callbackId }) => {
    const amount = toUnitsBigInt(params.price, params.token.decimals);
    const gas = directBuyGas('create', table, params.token.isNative);
    const { value0: payload } = await s.c
      .factoryDirectBuy(factory)
      .methods.buildDirectBuyCreationPayload({
        callbackId,
        buyer: at(s.owner),
        nft: at(nft),
        startTime: params.startTime ?? now,
        durationTime: params.durationSeconds,
        discountCollection: discount.collection,
        discountNftId: discount.nftId,
      })
      .call();
    const send = await preparePayment(s, { token: params.token, amount, recipient: factory, payload, gas: gas.total });
    return {
      callbacks: { success: ['directBuyDeployed'], failure: ['directBuyDeployedDeclined'] },
      send,
      indexed: offerShows(ctx, nft, details),
      result: (reported) => ({
        directBuy: reported ? canonical(String(reported.input['directBuy'])) : null,
        amount: amount.toString(),
        payment: send.method,
      }),
    };
  },
});

/** "offer appears or its status changes": ours shows, or the best offer (or its status) changes from `before`. */
function offerShows(ctx: ActionContext, nft: string, before: GetNftResult) {
  const best = before.nft.bestOffer;
  const bestStatus = best === null ? undefined : before.directBuy[best]?.status;
  return async (d: GetNftResult, reported: Reported): Promise<boolean> => {
    const created = reported ? canonical(String(reported.input['directBuy'])) : null;
    if (created !== null && (sameAddress(d.nft.bestOffer, created) || d.directBuy[created] !== undefined)) return true;
    const now = d.nft.bestOffer;
    if (now === null || best === null ? now !== best : !sameAddress(now, best)) return true;
    if (best !== null && d.directBuy[best]?.status !== bestStatus) return true;
    // An offer below the best one never shows in the NFT record, which holds the best offer only: the
    // NFT's offers (newest first) show it. Without this the wait ran its whole minute.
    return created !== null && (await offerListed(ctx, nft, created));
  };
}

/** Whether the NFT's offers, as the marketplace lists them (newest first), hold `offer`. */
async function offerListed(ctx: ActionContext, nft: string, offer: string): Promise<boolean> {
  const { items } = await ctx.api.nftDirectBuy({ nft, limit: 20 });
  return items.some((item) => sameAddress(item.address, offer));
}
