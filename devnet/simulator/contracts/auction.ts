import { ZERO_ADDRESS, type Address } from '../address';
import { ceilMulDiv } from '../amounts';
import { MsgFlag, type ExecContext, type Input } from '../context';
import { defineContract } from '../contract';
import { ExitCode, require } from '../errors';
import { auctionGasTable, calcValue, Gas, type AuctionGasTable } from '../gas';
import { buildBidRaisedPayload, buildBuyPayload, parseBuyPayload } from '../payloads';
import { burnFeeFrom, discountOptFrom, frontendCallback, marketFeeFrom, returnNftManager, transferNft } from './market';
import {
  gasTableFrom,
  guardConstructor,
  initialOfferState,
  initOffer,
  offerGetters,
  offerHandlers,
  offerOnBounce,
  payFromWallet,
  queryNftRoyalty,
  requestTokenWallet,
  reserveOffer,
  startDiscountCheck,
  type OfferState,
  type OfferTraits,
} from './offer-common';
import { settle } from './settlement';
import { sendAllTo } from './gas-and-code';

/** ST.2 AuctionStatus. */
export const AuctionStatus = { Created: 0, Active: 1, Complete: 2, Cancelled: 3 } as const;

export interface AuctionBid {
  readonly addr: Address;
  readonly value: bigint;
}

export interface AuctionState extends OfferState {
  price: bigint;
  auctionStartTime: bigint;
  auctionDuration: bigint;
  auctionEndTime: bigint;
  maxBidValue: bigint;
  nextBidValue: bigint;
  bidDelta: bigint;
  bidDeltaDecimals: bigint;
  currentBid: AuctionBid;
  gas: AuctionGasTable;
}

type Ctx = ExecContext<AuctionState>;

const GAS_ENTRIES = ['deployWallet', 'royalty', 'deployAuction', 'start', 'bid', 'cancel'] as const;

export function initialAuctionState(statics: Parameters<typeof initialOfferState>[0]): AuctionState {
  return {
    ...initialOfferState(statics),
    price: 0n,
    auctionStartTime: 0n,
    auctionDuration: 0n,
    auctionEndTime: 0n,
    maxBidValue: 0n,
    nextBidValue: 0n,
    bidDelta: 0n,
    bidDeltaDecimals: 0n,
    currentBid: { addr: ZERO_ADDRESS, value: 0n },
    gas: auctionGasTable(1_000_000n),
  };
}

/** EV.7 AuctionDetails. */
export function auctionDetails(state: AuctionState): Record<string, unknown> {
  return {
    auctionSubject: state.nft,
    subjectOwner: state.owner,
    paymentToken: state.paymentToken,
    walletForBids: state.tokenWallet,
    startTime: state.auctionStartTime,
    duration: state.auctionDuration,
    endTime: state.auctionEndTime,
    price: state.price,
    nonce: state.nonce,
    status: BigInt(state.status),
    collection: state.collection,
  };
}

const gasValue = (state: AuctionState, entry: (typeof GAS_ENTRIES)[number]): bigint => calcValue(state.gas[entry], state.gas.gasK);

const traits: OfferTraits<AuctionState> = {
  upgradeEvent: 'AuctionUpgrade',
  notFactoryCode: ExitCode.NOT_MY_ROOT,
  walletParam: 'value',
  isInitialStatus: (state) => state.status === AuctionStatus.Created,
  /** 2.0.4: royalty set and wallet known and Created -> Active, AuctionActive. */
  tryActivate(ctx) {
    const state = ctx.state;
    if (state.initialized && state.royalty !== null && state.tokenWallet !== ZERO_ADDRESS && state.status === AuctionStatus.Created) {
      state.status = AuctionStatus.Active;
      ctx.emit('AuctionActive', { value0: auctionDetails(state) });
    }
  },
};

/** AU-C.1 - AU-C.3 */
function finish(ctx: Ctx, gasTo: Address, callbackId: bigint): void {
  const state = ctx.state;
  require(BigInt(ctx.now) >= state.auctionEndTime, ExitCode.AUCTION_STILL_IN_PROGRESS);
  require(state.status === AuctionStatus.Active, ExitCode.AUCTION_NOT_ACTIVE);
  require(ctx.value >= gasValue(state, 'cancel'), ExitCode.NOT_ENOUGH_VALUE);
  reserveOffer(ctx);
  if (state.maxBidValue >= state.price) {
    // AU-C.2 (Q8: with price 0 and no bids the winner is 0:0).
    const winner = state.currentBid.addr;
    state.status = AuctionStatus.Complete;
    ctx.emit('AuctionComplete', { buyer: winner, value: state.maxBidValue, value2: auctionDetails(state) });
    frontendCallback(ctx, ctx.sender, 'auctionComplete', { callbackId, nft: state.nft });
    frontendCallback(ctx, state.owner, 'ownedAuctionComplete', {
      collection: state.collection,
      nft: state.nft,
      bidValue: state.maxBidValue,
    });
    settle(ctx, { price: state.maxBidValue, seller: state.owner, gasTo, feeDeployWalletValue: Gas.FEE_DEPLOY_WALLET_GRAMS });
    transferNft(ctx, state.nft, winner, gasTo);
  } else {
    // AU-C.3 (Q7: the event shows status 1, emitted before the change).
    ctx.emit('AuctionCancelled', { value0: auctionDetails(state) });
    state.status = AuctionStatus.Cancelled;
    frontendCallback(ctx, ctx.sender, 'auctionCancelled', { callbackId, nft: state.nft });
    frontendCallback(ctx, state.owner, 'ownedAuctionCancelled', { collection: state.collection, nft: state.nft });
    returnNftManager(ctx, state.nft, state.owner, gasTo);
  }
}

export const auctionContract = defineContract<AuctionState>({
  kind: 'auction',
  abi: 'Auction',
  handlers: {
    ...offerHandlers(traits),

    /** 2.0.1 guard, then AU-A.6. */
    constructor(ctx: Ctx, input: Input) {
      if (!guardConstructor(ctx)) return;
      reserveOffer(ctx);
      const state = ctx.state;
      state.price = input.uint('_price');
      state.auctionStartTime = input.uint('_auctionStartTime');
      state.auctionDuration = input.uint('_auctionDuration');
      state.auctionEndTime = state.auctionStartTime + state.auctionDuration;
      state.maxBidValue = 0n;
      state.nextBidValue = state.price;
      state.bidDelta = input.uint('_bidDelta');
      state.bidDeltaDecimals = input.uint('_bidDeltaDecimals');
      state.currentBid = { addr: ZERO_ADDRESS, value: 0n };
      state.gas = gasTableFrom<AuctionGasTable>(input.tuple('_auctionGas'), GAS_ENTRIES);
      const burnFee = input.optionalTuple('_burnFee');
      initOffer(ctx, {
        fee: marketFeeFrom(input.tuple('_fee')),
        burnFee: burnFee ? burnFeeFrom(burnFee) : null,
        wnativeRoot: input.address('_wnativeRoot'),
        collection: input.address('_collection'),
        discountOpt: discountOptFrom(input.optionalTuple('_discountOpt')),
      });
      ctx.emit('AuctionCreated', { value0: auctionDetails(state) });
      startDiscountCheck(ctx);
      queryNftRoyalty(ctx, gasValue(state, 'royalty'));
      // 2.0.6: the auction attaches calcValue(deployWallet) and sends its spare to the NFT owner.
      requestTokenWallet(ctx, gasValue(state, 'deployWallet'), MsgFlag.SENDER_PAYS_FEES);
      sendAllTo(ctx, input.address('_remainingGasTo'));
    },

    /** AU-B.1 - AU-B.4: a bid, accepted or declined with a refund. */
    onAcceptTokensTransfer(ctx, input) {
      reserveOffer(ctx);
      const state = ctx.state;
      const amount = input.uint('amount');
      const sender = input.address('sender');
      const gasTo = input.address('originalGasTo');
      const { callbackId, buyer } = parseBuyPayload(input.cell('payload'), sender);
      const callingWallet = ctx.sender;
      const now = BigInt(ctx.now);
      const accepted =
        ctx.value >= gasValue(state, 'bid') &&
        amount >= state.nextBidValue &&
        state.tokenWallet !== ZERO_ADDRESS &&
        callingWallet === state.tokenWallet &&
        input.address('tokenRoot') === state.paymentToken &&
        now < state.auctionEndTime &&
        now >= state.auctionStartTime &&
        state.status === AuctionStatus.Active &&
        sender !== state.owner;

      if (!accepted) {
        // AU-B.4
        ctx.emit('BidDeclined', { buyer, value: amount, value2: auctionDetails(state) });
        if (buyer !== ZERO_ADDRESS) frontendCallback(ctx, buyer, 'bidNotPlacedCallback', { callbackId, nft: state.nft });
        payFromWallet(ctx, { wallet: callingWallet, amount, to: buyer, gasTo, value: 0n, flag: MsgFlag.ALL_NOT_RESERVED });
        return;
      }

      // AU-B.3 / AU-B.5 (Q9: bidDeltaDecimals = 0 throws here).
      const previous = state.currentBid;
      state.maxBidValue = amount;
      state.currentBid = { addr: buyer, value: amount };
      state.nextBidValue = amount + ceilMulDiv(amount, state.bidDelta, state.bidDeltaDecimals);
      ctx.emit('BidPlaced', { buyer, value: amount, nextBidValue: state.nextBidValue, value3: auctionDetails(state) });
      if (buyer !== ZERO_ADDRESS) {
        frontendCallback(ctx, buyer, 'bidPlacedCallback', { callbackId, nextBidValue: state.nextBidValue, nft: state.nft });
      }
      frontendCallback(ctx, state.owner, 'ownedBidPlacedCallback', {
        collection: state.collection,
        token: state.paymentToken,
        bidValue: amount,
        nft: state.nft,
      });
      if (previous.value > 0n) {
        frontendCallback(ctx, previous.addr, 'bidRaisedCallback', { callbackId, newBidAddr: buyer, newBidValue: amount, nft: state.nft });
        frontendCallback(ctx, state.owner, 'ownedBidRaisedCallback', {
          collection: state.collection,
          newBidAddr: buyer,
          newBidValue: amount,
          nft: state.nft,
        });
        // The refund's leftover gas goes to the new bidder's gasTo (N.13); Q14 payload.
        payFromWallet(ctx, {
          wallet: callingWallet,
          amount: previous.value,
          to: previous.addr,
          gasTo,
          value: 0n,
          flag: MsgFlag.ALL_NOT_RESERVED,
          payload: buildBidRaisedPayload(callbackId, buyer, amount),
        });
      } else {
        ctx.send({ to: gasTo, flag: MsgFlag.ALL_NOT_RESERVED, bounce: false });
      }
    },

    finishAuction(ctx, input) {
      finish(ctx, input.address('_remainingGasTo'), input.uint('_callbackId'));
    },

    /** AU-C.1: identical to finishAuction (also reached through finishChildContract). */
    finishOffer(ctx, input) {
      finish(ctx, input.address('_remainingGasTo'), input.uint('_callbackId'));
    },
  },
  getters: {
    ...offerGetters<AuctionState>(),
    getInfo: (view) => ({ value0: auctionDetails(view.state) }),
    getTypeContract: () => ({ value0: 'Auction' }),
    /** A.4 */
    buildPlaceBidPayload: (_view, input) => ({ value0: buildBuyPayload(input.uint('_callbackId'), input.address('_buyer')) }),
    price: (view) => ({ price: view.state.price }),
    bidDelta: (view) => ({ bidDelta: view.state.bidDelta }),
    bidDeltaDecimals: (view) => ({ bidDeltaDecimals: view.state.bidDeltaDecimals }),
    currentBid: (view) => ({ currentBid: view.state.currentBid }),
    maxBidValue: (view) => ({ maxBidValue: view.state.maxBidValue }),
    nextBidValue: (view) => ({ nextBidValue: view.state.nextBidValue }),
  },
  onBounce: offerOnBounce(traits),
});
