import { offerAddress, ZERO_ADDRESS } from '../address';
import { defineContract } from '../contract';
import { ExitCode, require } from '../errors';
import { auctionGasTable, calcValue, Gas, type AuctionGasTable } from '../gas';
import { buildAuctionCreationPayload, parseAuctionCreation } from '../payloads';
import { initialAuctionState } from './auction';
import {
  constructFactory,
  factoryAdminHandlers,
  factoryGetters,
  initialFactoryState,
  onlyFactoryOwner,
  type FactoryState,
  type FactoryTraits,
} from './factory-common';
import { findDiscount, frontendCallback, marketFeeFrom, returnNftManager } from './market';
import { MsgFlag, type Input, type ExecContext } from '../context';

/** 2.d FactoryAuction ("AuctionRoot"): deploys Auction offers; holds the bid delta (1.6). */
export interface FactoryAuctionState extends FactoryState<AuctionGasTable> {
  auctionBidDelta: bigint;
  auctionBidDeltaDecimals: bigint;
}

const traits: FactoryTraits<AuctionGasTable> = {
  targetBalance: Gas.AUCTION_ROOT_INITIAL_BALANCE,
  offerCodeName: 'Auction',
  typeName: 'AuctionRoot',
  upgradeEvent: 'AuctionRootUpgrade',
  gasTable: auctionGasTable,
};

export function initialFactoryAuctionState(nonce: bigint): FactoryAuctionState {
  return { ...initialFactoryState(nonce, auctionGasTable(1_000_000n)), auctionBidDelta: 0n, auctionBidDeltaDecimals: 0n };
}

export const factoryAuctionContract = defineContract<FactoryAuctionState>({
  kind: 'factoryAuction',
  abi: 'FactoryAuction',
  handlers: {
    ...factoryAdminHandlers(traits),

    /** ADM.1 */
    constructor(ctx: ExecContext<FactoryAuctionState>, input: Input) {
      ctx.state.auctionBidDelta = input.uint('_auctionBidDelta');
      ctx.state.auctionBidDeltaDecimals = input.uint('_auctionBidDeltaDecimals');
      constructFactory(ctx, traits, {
        owner: input.address('_owner'),
        fee: marketFeeFrom(input.tuple('_fee')),
        wnativeRoot: input.address('_wnativeRoot'),
        remainingGasTo: input.address('_remainingGasTo'),
      });
    },

    /** ADM.11: future auctions only; no event, the value stays. */
    changeBidDelta(ctx, input) {
      onlyFactoryOwner(ctx);
      ctx.state.auctionBidDelta = input.uint('_auctionBidDelta');
      ctx.state.auctionBidDeltaDecimals = input.uint('_auctionBidDeltaDecimals');
    },

    /** AU-A.3 - AU-A.5 */
    onNftChangeManager(ctx, input) {
      ctx.reserve(traits.targetBalance);
      require(input.address('newManager') === ctx.self, ExitCode.DEFAULT_REQUIRE);
      const nft = ctx.sender;
      const nftOwner = input.address('nftOwner');
      const collection = input.address('collection');
      const sendGasTo = input.address('remainingGasTo');
      const { callbackId, auction } = parseAuctionCreation(input.cell('payload'));
      const state = ctx.state;
      const accepted =
        auction !== null &&
        auction.paymentToken !== ZERO_ADDRESS &&
        auction.auctionStartTime > 0n &&
        auction.auctionDuration > 0n &&
        ctx.value >= calcValue(state.gas.start, state.gas.gasK) &&
        nft !== ZERO_ADDRESS &&
        state.offerCodeVersion > 0n;

      if (!accepted || !auction) {
        // AU-A.5: only the manager role goes back.
        ctx.emit('AuctionDeclined', { nftOwner, nft });
        frontendCallback(ctx, nftOwner, 'auctionTip3DeployedDeclined', { callbackId, nftOwner, nft });
        returnNftManager(ctx, nft, nftOwner, sendGasTo);
        return;
      }

      // AU-A.4
      const discountOpt = findDiscount(state.specialRules, auction.discount);
      const nonce = ctx.msg.lt;
      const offer = offerAddress('Auction', ctx.self, nftOwner, auction.paymentToken, nft, nonce);
      ctx.send({
        to: offer,
        value: calcValue(state.gas.deployAuction, state.gas.gasK),
        flag: MsgFlag.SENDER_PAYS_FEES,
        bounce: true,
        method: 'constructor',
        input: {
          _price: auction.price,
          _collection: collection,
          _fee: state.fee,
          _burnFee: state.burnFee,
          _auctionStartTime: auction.auctionStartTime,
          _auctionDuration: auction.auctionDuration,
          _bidDelta: state.auctionBidDelta,
          _bidDeltaDecimals: state.auctionBidDeltaDecimals,
          _remainingGasTo: nftOwner,
          _wnativeRoot: state.wnativeRoot,
          _auctionGas: state.gas,
          _discountOpt: discountOpt,
        },
        stateInit: {
          kind: 'auction',
          state: initialAuctionState({ factory: ctx.self, owner: nftOwner, paymentToken: auction.paymentToken, nft, nonce }),
        },
      });
      const offerInfo = {
        collection,
        nftOwner,
        nft,
        offer,
        price: auction.price,
        auctionDuration: auction.auctionDuration,
        deployNonce: nonce,
      };
      ctx.emit('AuctionDeployed', { offer, offerInfo });
      frontendCallback(ctx, nftOwner, 'auctionTip3DeployedCallback', { callbackId, offer, offerInfo });
      ctx.send({
        to: nft,
        flag: MsgFlag.ALL_NOT_RESERVED,
        bounce: true,
        method: 'changeManager',
        input: { newManager: offer, sendGasTo, callbacks: [] },
      });
    },
  },
  getters: {
    ...factoryGetters(traits),
    auctionBidDelta: (view) => ({ auctionBidDelta: view.state.auctionBidDelta }),
    auctionBidDeltaDecimals: (view) => ({ auctionBidDeltaDecimals: view.state.auctionBidDeltaDecimals }),
    /** AU-A.1 / A.2 (responsible: pass answerId 0). */
    buildAuctionCreationPayload: (_view, input) => ({
      value0: buildAuctionCreationPayload({
        callbackId: input.uint('_callbackId'),
        paymentToken: input.address('_paymentToken'),
        price: input.uint('_price'),
        auctionStartTime: input.uint('_auctionStartTime'),
        auctionDuration: input.uint('_auctionDuration'),
        discountCollection: (input.raw('_discountCollection') as string | null | undefined) ?? null,
        discountNftId: (input.raw('_discountNftId') as bigint | null | undefined) ?? null,
      }),
    }),
  },
});
