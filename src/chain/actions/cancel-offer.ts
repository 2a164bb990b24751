// Cancel one's own offer (contract-semantics DB-D.1): `closeBuy` on the DirectBuy; it calls back
// `directBuyClose` and refunds the escrow to the buyer.
import { directBuyGas } from '@shared/lib/gas';
import { FAILURE_DESCRIPTIONS } from '@shared/lib/notifications';
import { at, prepare } from './contracts';
import { attempt, run } from './run';
import { canonical, directBuyGasTable, newCallbackId, requireConnection, rootAddress, session } from './preparation';
import type { ActionContext, ActionOptions, ActionResult } from './types';

export interface CancelOfferParams extends ActionOptions {
  readonly nft: string;
  /** The DirectBuy address. */
  readonly offer: string;
}

export type CancelOfferResult = ActionResult<{ directBuy: string }>;

/** The state an offer waits in until it is filled, cancelled or expired. */
const PENDING = 'active';

export async function cancelOffer(ctx: ActionContext, params: CancelOfferParams): Promise<CancelOfferResult> {
  const connection = requireConnection(ctx, 'cancelOffer');
  return attempt(FAILURE_DESCRIPTIONS.offer, async () => {
    const s = session(connection);
    const nft = canonical(params.nft);
    const directBuy = canonical(params.offer);
    const gas = directBuyGas('cancel', await directBuyGasTable(s, await rootAddress(ctx, 'buy')));
    const callbackId = newCallbackId();
    const call = s.c.directBuy(directBuy).methods.closeBuy({ _callbackId: callbackId });

    return run(ctx, params, {
      session: s,
      failure: FAILURE_DESCRIPTIONS.offer,
      callbackId,
      callbacks: { success: ['directBuyClose'], failure: [] },
      send: prepare(s.owner, at(directBuy), 'closeBuy', gas.total, call),
      nft,
      // "after cancel until it differs from the pending state" (gone from the record counts)
      indexed: (d) => d.directBuy[directBuy]?.status !== PENDING,
      result: () => ({ directBuy }),
    });
  });
}
