import { ZERO_ADDRESS, type Address } from '../address';
import { MsgFlag, type ExecContext, type Input } from '../context';
import { defineContract } from '../contract';
import { ExitCode, require } from '../errors';
import { calcValue, directSellGasTable, Gas, type DirectSellGasTable } from '../gas';
import { buildBuyPayload, parseBuyPayload } from '../payloads';
import { burnFeeFrom, discountOptFrom, frontendCallback, marketFeeFrom, transferNft } from './market';
import {
  endTimeOf,
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

/** ST.1 DirectSellStatus (AwaitNFT is never used). */
export const DirectSellStatus = { Create: 0, AwaitNFT: 1, Active: 2, Filled: 3, Cancelled: 4, Expired: 5 } as const;

export interface DirectSellState extends OfferState {
  startTime: bigint;
  durationTime: bigint;
  endTime: bigint;
  price: bigint;
  gas: DirectSellGasTable;
}

type Ctx = ExecContext<DirectSellState>;

const GAS_ENTRIES = ['deployWallet', 'royalty', 'deployDirectSell', 'sell', 'buy', 'cancel'] as const;

export function initialDirectSellState(statics: Parameters<typeof initialOfferState>[0]): DirectSellState {
  return { ...initialOfferState(statics), startTime: 0n, durationTime: 0n, endTime: 0n, price: 0n, gas: directSellGasTable(1_000_000n) };
}

/** EV.6 the info tuple, rebuilt at every emission. */
export function directSellInfo(state: DirectSellState): Record<string, unknown> {
  return {
    factory: state.factory,
    creator: state.owner,
    token: state.paymentToken,
    nft: state.nft,
    _timeTx: state.nonce,
    start: state.startTime,
    end: state.endTime,
    _price: state.price,
    wallet: state.tokenWallet,
    status: BigInt(state.status),
    collection: state.collection,
  };
}

/** EV.6: old_owner is always owner_; new_owner is the buyer on Filled, else 0:0. */
function changeStatus(ctx: Ctx, to: number, newOwner: Address = ZERO_ADDRESS): void {
  const from = ctx.state.status;
  ctx.state.status = to;
  ctx.emit('DirectSellStateChanged', {
    from: BigInt(from),
    to: BigInt(to),
    value2: directSellInfo(ctx.state),
    old_owner: ctx.state.owner,
    new_owner: newOwner,
  });
}

const gasValue = (state: DirectSellState, entry: (typeof GAS_ENTRIES)[number]): bigint => calcValue(state.gas[entry], state.gas.gasK);

const traits: OfferTraits<DirectSellState> = {
  upgradeEvent: 'DirectSellUpgrade',
  notFactoryCode: ExitCode.NOT_MY_ROOT,
  walletParam: '_wallet',
  isInitialStatus: (state) => state.status === DirectSellStatus.Create,
  /** 2.0.4: royalty set and wallet known and Create -> Active. */
  tryActivate(ctx) {
    const state = ctx.state;
    if (state.initialized && state.royalty !== null && state.tokenWallet !== ZERO_ADDRESS && state.status === DirectSellStatus.Create) {
      changeStatus(ctx, DirectSellStatus.Active);
    }
  },
};

/** DS-B.5 / DS-C.2(i): the sale expires and the NFT goes back to owner_. */
function expire(ctx: Ctx, callbackTo: Address, callbackId: bigint): void {
  frontendCallback(ctx, callbackTo, 'directSellCancelledOnTime', { callbackId, nft: ctx.state.nft });
  frontendCallback(ctx, ctx.state.owner, 'ownedDirectSellCancelledOnTime', { collection: ctx.state.collection, nft: ctx.state.nft });
  changeStatus(ctx, DirectSellStatus.Expired);
}

function isExpired(state: DirectSellState, now: number): boolean {
  return state.endTime > 0n && BigInt(now) >= state.endTime;
}

export const directSellContract = defineContract<DirectSellState>({
  kind: 'directSell',
  abi: 'DirectSell',
  handlers: {
    ...offerHandlers(traits),

    /** 2.0.1 guard, then DS-A.8: fee events, state (0->0), discount check, royalty query, wallet. */
    constructor(ctx: Ctx, input: Input) {
      if (!guardConstructor(ctx)) return;
      reserveOffer(ctx);
      const state = ctx.state;
      state.startTime = input.uint('_startTime');
      state.durationTime = input.uint('_durationTime');
      state.endTime = endTimeOf(state.startTime, state.durationTime);
      state.price = input.uint('_price');
      state.gas = gasTableFrom<DirectSellGasTable>(input.tuple('_directSellGas'), GAS_ENTRIES);
      const burnFee = input.optionalTuple('_burnFee');
      initOffer(ctx, {
        fee: marketFeeFrom(input.tuple('_fee')),
        burnFee: burnFee ? burnFeeFrom(burnFee) : null,
        wnativeRoot: input.address('_wnativeRoot'),
        collection: input.address('_collection'),
        discountOpt: discountOptFrom(input.optionalTuple('_discountOpt')),
      });
      changeStatus(ctx, DirectSellStatus.Create); // Q16: from = to = 0
      startDiscountCheck(ctx);
      queryNftRoyalty(ctx, gasValue(state, 'royalty'));
      requestTokenWallet(ctx, 0n, MsgFlag.ALL_NOT_RESERVED);
    },

    /** DS-B.3 - DS-B.6: a purchase, an expiry, or a refund. */
    onAcceptTokensTransfer(ctx, input) {
      reserveOffer(ctx);
      const state = ctx.state;
      const amount = input.uint('amount');
      const gasTo = input.address('originalGasTo');
      const { callbackId, buyer } = parseBuyPayload(input.cell('payload'), input.address('sender'));
      const callingWallet = ctx.sender;
      const now = BigInt(ctx.now);
      const success =
        state.tokenWallet !== ZERO_ADDRESS &&
        callingWallet === state.tokenWallet &&
        ctx.value >= gasValue(state, 'buy') &&
        state.status === DirectSellStatus.Active &&
        amount >= state.price &&
        now >= state.startTime &&
        (state.endTime === 0n || now < state.endTime);

      if (success) {
        // DS-B.4 (N.7: amounts on price, the overpayment stays locked, Q5).
        frontendCallback(ctx, buyer, 'directSellSuccess', { callbackId, oldOwner: state.owner, newOwner: buyer, nft: state.nft });
        frontendCallback(ctx, state.owner, 'ownedDirectSellSuccess', {
          collection: state.collection,
          oldOwner: state.owner,
          newOwner: buyer,
          nft: state.nft,
        });
        changeStatus(ctx, DirectSellStatus.Filled, buyer);
        settle(ctx, { price: state.price, seller: state.owner, gasTo, feeDeployWalletValue: Gas.FEE_DEPLOY_WALLET_GRAMS });
        transferNft(ctx, state.nft, buyer, gasTo);
      } else if (isExpired(state, ctx.now) && state.status === DirectSellStatus.Active) {
        // DS-B.5 (Q15: whatever the sender, amount or gas).
        expire(ctx, buyer, callbackId);
        payFromWallet(ctx, {
          wallet: callingWallet,
          amount,
          to: buyer,
          gasTo,
          value: Gas.TOKEN_TRANSFER_VALUE,
          flag: MsgFlag.SENDER_PAYS_FEES,
        });
        transferNft(ctx, state.nft, state.owner, gasTo);
      } else {
        // DS-B.6: state unchanged, tokens back through the sending wallet with all spare value.
        frontendCallback(ctx, buyer, 'directSellNotSuccess', { callbackId, nft: state.nft });
        payFromWallet(ctx, { wallet: callingWallet, amount, to: buyer, gasTo, value: 0n, flag: MsgFlag.ALL_NOT_RESERVED });
      }
    },

    /** DS-C.1 */
    closeSell(ctx, input) {
      const state = ctx.state;
      require(ctx.sender === state.owner, ExitCode.NOT_OWNER);
      require(state.status === DirectSellStatus.Active, ExitCode.NOT_ACTIVE_CURRENT_STATUS);
      require(ctx.value >= gasValue(state, 'cancel'), ExitCode.NOT_ENOUGH_VALUE);
      reserveOffer(ctx);
      frontendCallback(ctx, state.owner, 'directSellClose', { callbackId: input.uint('_callbackId'), nft: state.nft });
      changeStatus(ctx, DirectSellStatus.Cancelled);
      transferNft(ctx, state.nft, state.owner, state.owner);
    },

    /** DS-C.2 */
    finishOffer(ctx, input) {
      const state = ctx.state;
      require(state.status === DirectSellStatus.Active, ExitCode.NOT_ACTIVE_CURRENT_STATUS);
      require(ctx.value >= gasValue(state, 'cancel'), ExitCode.NOT_ENOUGH_VALUE);
      reserveOffer(ctx);
      const gasTo = input.address('_remainingGasTo');
      const callbackId = input.uint('_callbackId');
      if (isExpired(state, ctx.now)) {
        expire(ctx, ctx.sender, callbackId);
        transferNft(ctx, state.nft, state.owner, gasTo);
      } else if (ctx.sender === state.factory) {
        frontendCallback(ctx, state.owner, 'directSellClose', { callbackId, nft: state.nft });
        changeStatus(ctx, DirectSellStatus.Cancelled);
        transferNft(ctx, state.nft, state.owner, gasTo);
      } else {
        ctx.send({ to: ctx.sender, flag: MsgFlag.ALL_NOT_RESERVED + MsgFlag.DESTROY_IF_ZERO, bounce: false });
      }
    },
  },
  getters: {
    ...offerGetters<DirectSellState>(),
    getInfo: (view) => ({ value0: directSellInfo(view.state) }),
    getTypeContract: () => ({ value0: 'DirectSell' }),
    buildBuyPayload: (_view, input) => ({ value0: buildBuyPayload(input.uint('_callbackId'), input.address('_buyer')) }),
  },
  onBounce: offerOnBounce(traits),
});
