// Cancel a fixed-price sale (contract-semantics DS-C.1): the owner calls `closeSell` on the
// DirectSell, which calls back `directSellClose` and gives the NFT back.
import { directSellGas } from '@shared/lib/gas';
import { FAILURE_DESCRIPTIONS } from '@shared/lib/notifications';
import { at, prepare } from './contracts';
import { ruleBroken } from './errors';
import { attempt, run } from './run';
import { canonical, directSellGasTable, newCallbackId, readNft, requireConnection, rootAddress, sameAddress, session } from './preparation';
import type { ActionContext, ActionOptions, ActionResult } from './types';

export interface CloseSellParams extends ActionOptions {
  readonly nft: string;
}

export type CloseSellResult = ActionResult<{ directSell: string }>;

export async function closeSell(ctx: ActionContext, params: CloseSellParams): Promise<CloseSellResult> {
  const connection = requireConnection(ctx, 'closeSell');
  return attempt(FAILURE_DESCRIPTIONS.sale, async () => {
    const details = await readNft(ctx, params.nft);
    // Spec §4: "cancel sale needs one".
    const forsale = details.nft.forsale;
    if (forsale === null) throw ruleBroken('directSellMissing');

    const s = session(connection);
    const nft = canonical(params.nft);
    const directSell = canonical(forsale);
    const table = await directSellGasTable(s, await rootAddress(ctx, 'sell'));
    const gas = directSellGas('close', table);
    const callbackId = newCallbackId();
    const call = s.c.directSell(directSell).methods.closeSell({ _callbackId: callbackId });

    return run(ctx, params, {
      session: s,
      failure: FAILURE_DESCRIPTIONS.sale,
      callbackId,
      callbacks: { success: ['directSellClose'], failure: [] },
      send: prepare(s.owner, at(directSell), 'closeSell', gas.total, call),
      nft,
      // "gone after cancel"
      indexed: (d) => !sameAddress(d.nft.forsale, directSell),
      result: () => ({ directSell }),
    });
  });
}
