// Cancel one's own offer (contract-semantics DB-D.1): `closeBuy` on the DirectBuy; it calls back
// `directBuyClose` and refunds the escrow to the buyer.
import { directBuyGas } from '@shared/lib/gas';
import { FAILURE_DESCRIPTIONS } from '@shared/lib/notifications';
import { at, prepare } from './contracts';
import { defineMarketAction, type MarketActionRun } from './market-action';
import { canonical } from './preparation';
import type { ActionOptions, ActionResult } from './types';

export interface CancelOfferParams extends ActionOptions {
  readonly nft: string;
  /** The DirectBuy address. */
  readonly offer: string;
}

type OfferCancelled = { directBuy: string };
export type CancelOfferResult = ActionResult<OfferCancelled>;

/** The state an offer waits in until it is filled, cancelled or expired. */
const PENDING = 'active';

export const cancelOffer: MarketActionRun<CancelOfferParams, OfferCancelled> = defineMarketAction({
  action: 'cancelOffer',
  failure: FAILURE_DESCRIPTIONS.offer,
  root: 'buy',
  // The offer is named by the person; no rule of the NFT's record applies.
  check: false,
  plan: async ({ params, s, table, callbackId }) => {
    const directBuy = canonical(params.offer);
    return {
      callbacks: { success: ['directBuyClose'], failure: [] },
      send: prepare(
        s.owner,
        at(directBuy),
        'closeBuy',
        directBuyGas('cancel', table).total,
        s.c.directBuy(directBuy).methods.closeBuy({ _callbackId: callbackId }),
      ),
      // "after cancel until it differs from the pending state" (gone from the record counts)
      indexed: (d) => d.directBuy[directBuy]?.status !== PENDING,
      result: () => ({ directBuy }),
    };
  },
});
