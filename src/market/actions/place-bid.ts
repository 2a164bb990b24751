// Bid on an auction (contract-semantics AU-B): the bidder pays the Auction with a token transfer
// carrying `buildPlaceBidPayload(callbackId, buyer)`; it calls back `bidPlacedCallback` (or
// `bidNotPlacedCallback` with a refund). The previous best bidder gets `bidRaisedCallback` and a refund.
import { fromUnits, toUnitsBigInt } from '@shared/lib/amounts';
import { isBidReflected } from '@shared/lib/bids';
import { auctionGas } from '@shared/lib/gas';
import { FAILURE_DESCRIPTIONS } from '@shared/lib/notifications';
import { at } from './contracts';
import { ruleBroken } from './errors';
import { defineMarketAction, type MarketActionRun } from './market-action';
import { preparePayment, type PaymentMethod } from './payment';
import { canonical, paymentTokenOf } from './preparation';
import type { ActionOptions, ActionResult } from './types';

export interface PlaceBidParams extends ActionOptions {
  readonly nft: string;
  /** The bid in whole tokens of the auction's token, converted with `toUnits` (rounded up). */
  readonly amount: string;
}

type BidPlaced = {
  auction: string;
  /** The bid in integer units. */
  amount: string;
  /** The next minimal bid in integer units, from `bidPlacedCallback`; null without the callback. */
  nextBidValue: string | null;
  payment: PaymentMethod;
};
export type PlaceBidResult = ActionResult<BidPlaced>;

export const placeBid: MarketActionRun<PlaceBidParams, BidPlaced> = defineMarketAction({
  action: 'placeBid',
  failure: FAILURE_DESCRIPTIONS.bid,
  root: 'auction',
  check: (details) => {
    // Spec §4: "finish auction and place bid need one".
    const auction = details.nft.auction;
    if (auction === null) throw ruleBroken('auctionMissing');
    return canonical(auction);
  },
  read: async ({ s, subject: auction }) => (await s.c.auction(auction).methods.getInfo({}).call()).value0,
  plan: async ({ ctx, params, s, subject: auction, table, read: info, callbackId }) => {
    const { token, native } = paymentTokenOf(ctx, info.paymentToken.toString());
    const amount = toUnitsBigInt(params.amount, token.decimals);
    const gas = auctionGas('bid', table, native);
    const { value0: payload } = await s.c
      .auction(auction)
      .methods.buildPlaceBidPayload({ answerId: 0, _callbackId: callbackId, _buyer: at(s.owner) })
      .call();
    const send = await preparePayment(s, { token, amount, recipient: auction, payload, gas: gas.total });
    return {
      // bidRaisedCallback carries the new bid's callback id: it reaches us when we outbid ourselves.
      callbacks: { success: ['bidPlacedCallback', 'bidRaisedCallback'], failure: ['bidNotPlacedCallback'] },
      send,
      // "bid shows when max bid is not below the bid rounded up to 5 decimals"
      indexed: (d) => {
        const maxBid = d.auction[auction]?.maxBid;
        return maxBid != null && isBidReflected(fromUnits(maxBid, token.decimals), params.amount);
      },
      result: (reported) => ({
        auction,
        amount: amount.toString(),
        nextBidValue: reported?.callback === 'bidPlacedCallback' ? String(reported.input['nextBidValue']) : null,
        payment: send.method,
      }),
    };
  },
});
