// Finish an auction after its end (contract-semantics AU-C): `finishAuction` on the Auction; it
// calls back `auctionComplete` (the best bid won: the NFT goes to the winner, the seller is paid)
// or `auctionCancelled` (no bid reached the price: the NFT goes back to the owner).
import { auctionGas } from '@shared/lib/gas';
import { FAILURE_DESCRIPTIONS } from '@shared/lib/notifications';
import { at, prepare } from './contracts';
import { ruleBroken } from './errors';
import { attempt, run } from './run';
import { auctionGasTable, canonical, newCallbackId, readNft, requireConnection, rootAddress, sameAddress, session } from './preparation';
import type { ActionContext, ActionOptions, ActionResult } from './types';

export interface FinishAuctionParams extends ActionOptions {
  readonly nft: string;
}

/** `complete`: sold to the best bidder; `cancelled`: no qualifying bid (FINISH_AUCTION_NOTIFICATIONS). */
export type FinishAuctionOutcome = 'complete' | 'cancelled';

export type FinishAuctionResult = ActionResult<{ auction: string; outcome: FinishAuctionOutcome | null }>;

export async function finishAuction(ctx: ActionContext, params: FinishAuctionParams): Promise<FinishAuctionResult> {
  const connection = requireConnection(ctx, 'finishAuction');
  return attempt(FAILURE_DESCRIPTIONS.auction, async () => {
    const details = await readNft(ctx, params.nft);
    const auctionAddress = details.nft.auction;
    if (auctionAddress === null) throw ruleBroken('auctionMissing');

    const s = session(connection);
    const nft = canonical(params.nft);
    const auction = canonical(auctionAddress);
    // "Auction finish uses the cancel fee entry."
    const gas = auctionGas('finish', await auctionGasTable(s, await rootAddress(ctx, 'auction')));
    const callbackId = newCallbackId();
    const call = s.c.auction(auction).methods.finishAuction({ _remainingGasTo: at(s.owner), _callbackId: callbackId });

    return run(ctx, params, {
      session: s,
      failure: FAILURE_DESCRIPTIONS.auction,
      callbackId,
      callbacks: { success: ['auctionComplete', 'auctionCancelled'], failure: [] },
      send: prepare(s.owner, at(auction), 'finishAuction', gas.total, call),
      nft,
      // "gone after ... finish"
      indexed: (d) => !sameAddress(d.nft.auction, auction),
      result: (reported) => ({
        auction,
        outcome: reported === null ? null : reported.callback === 'auctionComplete' ? 'complete' : 'cancelled',
      }),
    });
  });
}
