// Buy now (contract-semantics 2.b): the buyer pays the DirectSell with a token transfer carrying
// `buildBuyPayload(callbackId, buyer)`; the sale calls back `directSellSuccess`, or
// `directSellNotSuccess` / `directSellCancelledOnTime` with a refund.
import { directSellGas } from '@shared/lib/gas';
import { FAILURE_DESCRIPTIONS } from '@shared/lib/notifications';
import { at } from './contracts';
import { ruleBroken } from './errors';
import { preparePayment, type PaymentMethod } from './payment';
import { attempt, run } from './run';
import {
  canonical,
  directSellGasTable,
  newCallbackId,
  paymentTokenOf,
  readNft,
  requireConnection,
  rootAddress,
  sameAddress,
  session,
} from './preparation';
import type { ActionContext, ActionOptions, ActionResult } from './types';

export interface BuyParams extends ActionOptions {
  readonly nft: string;
}

export type BuyResult = ActionResult<{ directSell: string; price: string; payment: PaymentMethod }>;

export async function buy(ctx: ActionContext, params: BuyParams): Promise<BuyResult> {
  const connection = requireConnection(ctx, 'buy');
  return attempt(FAILURE_DESCRIPTIONS.purchase, async () => {
    const details = await readNft(ctx, params.nft);
    // Spec §4: "Buy now needs a direct sell".
    const forsale = details.nft.forsale;
    if (forsale === null) throw ruleBroken('directSellMissing');

    const s = session(connection);
    const nft = canonical(params.nft);
    const directSell = canonical(forsale);
    // The price and token as the sale holds them (the API rounds and may lag).
    const [{ value0: info }, table] = await Promise.all([
      s.c.directSell(directSell).methods.getInfo({}).call(),
      rootAddress(ctx, 'sell').then((factory) => directSellGasTable(s, factory)),
    ]);
    const { token, native } = paymentTokenOf(ctx, info.token.toString());
    const gas = directSellGas('accept', table, native);
    const callbackId = newCallbackId();
    const { value0: payload } = await s.c
      .directSell(directSell)
      .methods.buildBuyPayload({ _callbackId: callbackId, _buyer: at(s.owner) })
      .call();
    const send = await preparePayment(s, { token, amount: BigInt(info._price), recipient: directSell, payload, gas: gas.total });

    return run(ctx, params, {
      session: s,
      failure: FAILURE_DESCRIPTIONS.purchase,
      callbackId,
      callbacks: { success: ['directSellSuccess'], failure: ['directSellNotSuccess', 'directSellCancelledOnTime'] },
      send,
      nft,
      // "gone after ... buy"
      indexed: (d) => !sameAddress(d.nft.forsale, directSell),
      result: () => ({ directSell, price: info._price, payment: send.method }),
    });
  });
}
