// Start an auction (contract-semantics 2.d): the owner makes the FactoryAuction the NFT's manager
// with the auction payload; the factory deploys an Auction and calls back
// `auctionTip3DeployedCallback` (or `auctionTip3DeployedDeclined`, giving the manager role back).
import { toUnitsBigInt } from '@shared/lib/amounts';
import { auctionGas } from '@shared/lib/gas';
import { FAILURE_DESCRIPTIONS } from '@shared/lib/notifications';
import type { Token } from '@shared/lib/tokens';
import { at } from './contracts';
import { ruleBroken } from './errors';
import { defineMarketAction, type MarketActionRun } from './market-action';
import { canonical, sameAddress, handNftTo } from './preparation';
import type { ActionOptions, ActionResult } from './types';

export interface CreateAuctionParams extends ActionOptions {
  readonly nft: string;
  /** Starting price (minimal first bid) in whole tokens, converted with `toUnits` (rounded up). */
  readonly price: string;
  readonly token: Token;
  /** Unix seconds; default now (chain time). The factory declines a start of 0. */
  readonly startTime?: number;
  /** Must be > 0 (the factory declines 0). */
  readonly durationSeconds: number;
}

type AuctionCreated = { auction: string | null };
export type CreateAuctionResult = ActionResult<AuctionCreated>;

export const createAuction: MarketActionRun<CreateAuctionParams, AuctionCreated> = defineMarketAction({
  action: 'createAuction',
  failure: FAILURE_DESCRIPTIONS.auction,
  root: 'auction',
  check: (details) => {
    // Spec §4: "Start auction refused if an auction exists".
    if (details.nft.auction !== null) throw ruleBroken('auctionExists');
  },
  creates: true,
  plan: async ({ params, s, nft, factory, table, discount, now, callbackId }) => {
    const gas = auctionGas('start', table);
    const { value0: payload } = await s.c
      .factoryAuction(factory)
      .methods.buildAuctionCreationPayload({
        answerId: 0,
        _callbackId: callbackId,
        _paymentToken: at(params.token.address),
        _price: toUnitsBigInt(params.price, params.token.decimals).toString(),
        _auctionStartTime: params.startTime ?? now,
        _auctionDuration: params.durationSeconds,
        _discountCollection: discount.collection,
        _discountNftId: discount.nftId,
      })
      .call();
    return {
      callbacks: { success: ['auctionTip3DeployedCallback'], failure: ['auctionTip3DeployedDeclined'] },
      send: handNftTo(s, nft, factory, gas, payload),
      // "auction exists after start"
      indexed: (d, reported) => (reported ? sameAddress(d.nft.auction, String(reported.input['offer'])) : d.nft.auction !== null),
      result: (reported, d) => ({ auction: reported ? canonical(String(reported.input['offer'])) : (d?.nft.auction ?? null) }),
    };
  },
});
