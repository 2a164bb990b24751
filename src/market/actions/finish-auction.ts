// Finish an auction after its end (contract-semantics AU-C): `finishAuction` on the Auction; it
// calls back `auctionComplete` (the best bid won: the NFT goes to the winner, the seller is paid)
// or `auctionCancelled` (no bid reached the price: the NFT goes back to the owner).
import { auctionGas } from '@shared/lib/gas';
import { FAILURE_DESCRIPTIONS } from '@shared/lib/notifications';
import { at, prepare } from './contracts';
import { ruleBroken } from './errors';
import { defineMarketAction, type MarketActionRun } from './market-action';
import { canonical, sameAddress } from './preparation';
import type { ActionOptions, ActionResult } from './types';

export interface FinishAuctionParams extends ActionOptions {
  readonly nft: string;
}

/** `complete`: sold to the best bidder; `cancelled`: no qualifying bid (FINISH_AUCTION_NOTIFICATIONS). */
export type FinishAuctionOutcome = 'complete' | 'cancelled';

type AuctionFinished = { auction: string; outcome: FinishAuctionOutcome | null };
export type FinishAuctionResult = ActionResult<AuctionFinished>;

export const finishAuction: MarketActionRun<FinishAuctionParams, AuctionFinished> = defineMarketAction({
  action: 'finishAuction',
  failure: FAILURE_DESCRIPTIONS.auction,
  root: 'auction',
  check: (details) => {
    const auction = details.nft.auction;
    if (auction === null) throw ruleBroken('auctionMissing');
    return canonical(auction);
  },
  plan: async ({ s, subject: auction, table, callbackId }) => {
    // "Auction finish uses the cancel fee entry."
    const call = s.c.auction(auction).methods.finishAuction({ _remainingGasTo: at(s.owner), _callbackId: callbackId });
    return {
      callbacks: { success: ['auctionComplete', 'auctionCancelled'], failure: [] },
      send: prepare(s.owner, at(auction), 'finishAuction', auctionGas('finish', table).total, call),
      // "gone after ... finish"
      indexed: (d) => !sameAddress(d.nft.auction, auction),
      result: (reported) => ({
        auction,
        outcome: reported === null ? null : reported.callback === 'auctionComplete' ? 'complete' : 'cancelled',
      }),
    };
  },
});
