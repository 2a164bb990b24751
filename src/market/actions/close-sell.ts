// Cancel a fixed-price sale (contract-semantics DS-C.1): the owner calls `closeSell` on the
// DirectSell, which calls back `directSellClose` and gives the NFT back.
import { directSellGas } from '@shared/lib/gas';
import { FAILURE_DESCRIPTIONS } from '@shared/lib/notifications';
import { at, prepare } from './contracts';
import { ruleBroken } from './errors';
import { defineMarketAction, type MarketActionRun } from './market-action';
import { canonical, sameAddress } from './preparation';
import type { ActionOptions, ActionResult } from './types';

export interface CloseSellParams extends ActionOptions {
  readonly nft: string;
}

type SaleClosed = { directSell: string };
export type CloseSellResult = ActionResult<SaleClosed>;

export const closeSell: MarketActionRun<CloseSellParams, SaleClosed> = defineMarketAction({
  action: 'closeSell',
  failure: FAILURE_DESCRIPTIONS.sale,
  root: 'sell',
  check: (details) => {
    // Spec §4: "cancel sale needs one".
    const forsale = details.nft.forsale;
    if (forsale === null) throw ruleBroken('directSellMissing');
    return canonical(forsale);
  },
  plan: async ({ s, subject: directSell, table, callbackId }) => ({
    callbacks: { success: ['directSellClose'], failure: [] },
    send: prepare(
      s.owner,
      at(directSell),
      'closeSell',
      directSellGas('close', table).total,
      s.c.directSell(directSell).methods.closeSell({ _callbackId: callbackId }),
    ),
    // "gone after cancel"
    indexed: (d) => !sameAddress(d.nft.forsale, directSell),
    result: () => ({ directSell }),
  }),
});
