// Buy now (contract-semantics 2.b): the buyer pays the DirectSell with a token transfer carrying
// `buildBuyPayload(callbackId, buyer)`; the sale calls back `directSellSuccess`, or
// `directSellNotSuccess` / `directSellCancelledOnTime` with a refund.
import { directSellGas } from '@shared/lib/gas';
import { FAILURE_DESCRIPTIONS } from '@shared/lib/notifications';
import { at } from './contracts';
import { ruleBroken } from './errors';
import { defineMarketAction, type MarketActionRun } from './market-action';
import { preparePayment, type PaymentMethod } from './payment';
import { canonical, paymentTokenOf, sameAddress } from './preparation';
import type { ActionOptions, ActionResult } from './types';

export interface BuyParams extends ActionOptions {
  readonly nft: string;
}

type Bought = { directSell: string; price: string; payment: PaymentMethod };
export type BuyResult = ActionResult<Bought>;

export const buy: MarketActionRun<BuyParams, Bought> = defineMarketAction({
  action: 'buy',
  failure: FAILURE_DESCRIPTIONS.purchase,
  root: 'sell',
  check: (details) => {
    // Spec §4: "Buy now needs a direct sell".
    const forsale = details.nft.forsale;
    if (forsale === null) throw ruleBroken('directSellMissing');
    return canonical(forsale);
  },
  // The price and token as the sale holds them (the API rounds and may lag).
  read: async ({ s, subject: directSell }) => (await s.c.directSell(directSell).methods.getInfo({}).call()).value0,
  plan: async ({ ctx, s, subject: directSell, table, read: info, callbackId }) => {
    const { token, native } = paymentTokenOf(ctx, info.token.toString());
    const gas = directSellGas('accept', table, native);
    const { value0: payload } = await s.c
      .directSell(directSell)
      .methods.buildBuyPayload({ _callbackId: callbackId, _buyer: at(s.owner) })
      .call();
    const send = await preparePayment(s, { token, amount: BigInt(info._price), recipient: directSell, payload, gas: gas.total });
    return {
      callbacks: { success: ['directSellSuccess'], failure: ['directSellNotSuccess', 'directSellCancelledOnTime'] },
      send,
      // "gone after ... buy"
      indexed: (d) => !sameAddress(d.nft.forsale, directSell),
      result: () => ({ directSell, price: info._price, payment: send.method }),
    };
  },
});
