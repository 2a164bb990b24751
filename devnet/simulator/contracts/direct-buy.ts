import { ZERO_ADDRESS, type Address } from '../address';
import { MsgFlag, type ExecContext, type Input } from '../context';
import { defineContract } from '../contract';
import { ExitCode, require } from '../errors';
import { calcValue, directBuyGasTable, Gas, type DirectBuyGasTable } from '../gas';
import { parseCallbackId } from '../payloads';
import { burnFeeFrom, discountOptFrom, frontendCallback, marketFeeFrom, returnNftManager, transferNft } from './market';
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
import { sendAllTo } from './gas-and-code';

/** ST.3 DirectBuyStatus (Initialization is never used). */
export const DirectBuyStatus = { Create: 0, Initialization: 1, Active: 2, Filled: 3, Cancelled: 4, Expired: 5 } as const;

export interface DirectBuyState extends OfferState {
  price: bigint;
  startTime: bigint;
  durationTime: bigint;
  endTime: bigint;
  tokensReceived: boolean;
  /** DB-B.3 escrow that arrived before the wallet address was known: [calling wallet, amount]. */
  pending: [Address, bigint][];
  gas: DirectBuyGasTable;
}

type Ctx = ExecContext<DirectBuyState>;

const GAS_ENTRIES = ['deployWallet', 'royalty', 'deployDirectBuy', 'make', 'accept', 'cancel'] as const;

export function initialDirectBuyState(statics: Parameters<typeof initialOfferState>[0]): DirectBuyState {
  return {
    ...initialOfferState(statics),
    price: 0n,
    startTime: 0n,
    durationTime: 0n,
    endTime: 0n,
    tokensReceived: false,
    pending: [],
    gas: directBuyGasTable(1_000_000n),
  };
}

/** EV.8 the info tuple. */
export function directBuyInfo(state: DirectBuyState): Record<string, unknown> {
  return {
    factory: state.factory,
    creator: state.owner,
    spentToken: state.paymentToken,
    nft: state.nft,
    _timeTx: state.nonce,
    _price: state.price,
    spentWallet: state.tokenWallet,
    status: BigInt(state.status),
    startTimeBuy: state.startTime,
    durationTimeBuy: state.durationTime,
    endTimeBuy: state.endTime,
    collection: state.collection,
  };
}

/** EV.8: new_owner is always the buyer; old_owner is the seller on Filled, else 0:0. */
function changeStatus(ctx: Ctx, to: number, oldOwner: Address = ZERO_ADDRESS): void {
  const from = ctx.state.status;
  ctx.state.status = to;
  ctx.emit('DirectBuyStateChanged', {
    from: BigInt(from),
    to: BigInt(to),
    value2: directBuyInfo(ctx.state),
    old_owner: oldOwner,
    new_owner: ctx.state.owner,
  });
}

const gasValue = (state: DirectBuyState, entry: (typeof GAS_ENTRIES)[number]): bigint => calcValue(state.gas[entry], state.gas.gasK);

const traits: OfferTraits<DirectBuyState> = {
  upgradeEvent: 'DirectBuyUpgrade',
  notFactoryCode: ExitCode.NOT_FACTORY_DIRECT_BUY,
  walletParam: '_wallet',
  isInitialStatus: (state) => state.status === DirectBuyStatus.Create,
  /** 2.0.4: royalty set and escrow received and Create -> Active. */
  tryActivate(ctx) {
    const state = ctx.state;
    if (state.initialized && state.royalty !== null && state.tokensReceived && state.status === DirectBuyStatus.Create) {
      changeStatus(ctx, DirectBuyStatus.Active);
    }
  },
  /** DB-B.3: escrow that arrived first counts once the wallet is known. */
  onWalletKnown(ctx) {
    const state = ctx.state;
    const entry = state.pending.find(([wallet]) => wallet === state.tokenWallet);
    if (entry && entry[1] >= state.price) {
      state.tokensReceived = true;
      state.pending = state.pending.filter(([wallet]) => wallet !== state.tokenWallet);
    }
  },
};

function isExpired(state: DirectBuyState, now: number): boolean {
  return state.endTime > 0n && BigInt(now) >= state.endTime;
}

/** DB-D.1 / DB-D.2: the escrowed price back to the buyer with all spare value. */
function refundBuyer(ctx: Ctx, gasTo: Address): void {
  payFromWallet(ctx, {
    wallet: ctx.state.tokenWallet,
    amount: ctx.state.price,
    to: ctx.state.owner,
    gasTo,
    value: 0n,
    flag: MsgFlag.ALL_NOT_RESERVED,
  });
}

export const directBuyContract = defineContract<DirectBuyState>({
  kind: 'directBuy',
  abi: 'DirectBuy',
  handlers: {
    ...offerHandlers(traits),

    /** DB-B.1 */
    constructor(ctx: Ctx, input: Input) {
      if (!guardConstructor(ctx)) return;
      reserveOffer(ctx);
      const state = ctx.state;
      state.price = input.uint('_amount');
      state.startTime = input.uint('_startTime');
      state.durationTime = input.uint('_durationTime');
      state.endTime = endTimeOf(state.startTime, state.durationTime);
      state.gas = gasTableFrom<DirectBuyGasTable>(input.tuple('_directBuyGas'), GAS_ENTRIES);
      const burnFee = input.optionalTuple('_burnFee');
      initOffer(ctx, {
        fee: marketFeeFrom(input.tuple('_fee')),
        burnFee: burnFee ? burnFeeFrom(burnFee) : null,
        wnativeRoot: input.address('_wnativeRoot'),
        collection: ZERO_ADDRESS,
        discountOpt: discountOptFrom(input.optionalTuple('_discountOpt')),
      });
      changeStatus(ctx, DirectBuyStatus.Create); // Q16: from = to = 0
      queryNftRoyalty(ctx, gasValue(state, 'royalty'));
      startDiscountCheck(ctx);
      requestTokenWallet(ctx, 0n, MsgFlag.ALL_NOT_RESERVED);
    },

    /** DB-B.2: the escrow from the factory, or tokens sent back. */
    onAcceptTokensTransfer(ctx, input) {
      require(ctx.sender !== ZERO_ADDRESS, ExitCode.OPERATION_NOT_PERMITTED);
      reserveOffer(ctx);
      const state = ctx.state;
      const amount = input.uint('amount');
      const sender = input.address('sender');
      if (input.address('tokenRoot') === state.paymentToken && sender === state.factory && amount >= state.price) {
        if (state.tokenWallet === ZERO_ADDRESS && state.status === DirectBuyStatus.Create) {
          const entry = state.pending.find(([wallet]) => wallet === ctx.sender);
          state.pending = [...state.pending.filter(([wallet]) => wallet !== ctx.sender), [ctx.sender, (entry?.[1] ?? 0n) + amount]];
        } else if (ctx.sender === state.tokenWallet) {
          state.tokensReceived = true;
          traits.tryActivate(ctx);
        }
        sendAllTo(ctx, state.owner);
      } else {
        ctx.send({
          to: ctx.sender,
          flag: MsgFlag.ALL_NOT_RESERVED,
          bounce: false,
          method: 'transfer',
          input: {
            amount,
            recipient: sender,
            deployWalletValue: 0n,
            remainingGasTo: input.address('originalGasTo'),
            notify: true,
            payload: '',
          },
        });
      }
    },

    /** DB-C.1 - DB-C.5: the NFT owner accepts by making the offer the NFT's manager. */
    onNftChangeManager(ctx, input) {
      reserveOffer(ctx);
      require(input.address('newManager') === ctx.self, ExitCode.NOT_NFT_MANAGER);
      const state = ctx.state;
      const callbackId = parseCallbackId(input.cell('payload'));
      const seller = input.address('nftOwner');
      const gasTo = input.address('remainingGasTo');
      const callingNft = ctx.sender;
      const now = BigInt(ctx.now);
      // Q3: the deployed check compares an address with a value and always passes; the intended one is behind a switch.
      const gasOk = !ctx.chain.config.strictDirectBuyAcceptGasCheck || ctx.value >= gasValue(state, 'accept');
      const success =
        callingNft === state.nft &&
        state.status === DirectBuyStatus.Active &&
        now >= state.startTime &&
        (state.endTime === 0n || now < state.endTime) &&
        gasOk;

      if (success) {
        // DB-C.3 (Q12: collection_ is usually 0:0).
        frontendCallback(ctx, seller, 'directBuySuccess', { callbackId, oldOwner: seller, newOwner: state.owner, nft: state.nft });
        frontendCallback(ctx, state.owner, 'ownedDirectBuySuccess', {
          collection: state.collection,
          oldOwner: seller,
          newOwner: state.owner,
          nft: state.nft,
        });
        changeStatus(ctx, DirectBuyStatus.Filled, seller);
        settle(ctx, { price: state.price, seller, gasTo, feeDeployWalletValue: 0n });
        transferNft(ctx, state.nft, state.owner, gasTo);
      } else if (isExpired(state, ctx.now) && state.status === DirectBuyStatus.Active) {
        // DB-C.4
        frontendCallback(ctx, seller, 'directBuyCancelledOnTime', { callbackId, nft: state.nft });
        frontendCallback(ctx, state.owner, 'ownedDirectBuyCancelledOnTime', { collection: state.collection, nft: state.nft });
        changeStatus(ctx, DirectBuyStatus.Expired);
        returnNftManager(ctx, callingNft, seller, gasTo);
        payFromWallet(ctx, {
          wallet: state.tokenWallet,
          amount: state.price,
          to: state.owner,
          gasTo,
          value: Gas.TOKEN_TRANSFER_VALUE,
          flag: MsgFlag.SENDER_PAYS_FEES,
        });
      } else {
        // DB-C.5: the offer is unchanged; the manager role goes back.
        frontendCallback(ctx, seller, 'directBuyNotSuccess', { callbackId, nft: state.nft });
        returnNftManager(ctx, callingNft, seller, gasTo);
      }
    },

    /** DB-D.1: no gas check. */
    closeBuy(ctx, input) {
      const state = ctx.state;
      require(ctx.sender === state.owner, ExitCode.NOT_OWNER);
      require(state.status === DirectBuyStatus.Active, ExitCode.NOT_ACTIVE_CURRENT_STATUS);
      reserveOffer(ctx);
      frontendCallback(ctx, state.owner, 'directBuyClose', { callbackId: input.uint('_callbackId'), nft: state.nft });
      changeStatus(ctx, DirectBuyStatus.Cancelled);
      refundBuyer(ctx, state.owner);
    },

    /** DB-D.2 */
    finishOffer(ctx, input) {
      const state = ctx.state;
      require(state.status === DirectBuyStatus.Active, ExitCode.NOT_ACTIVE_CURRENT_STATUS);
      require(ctx.value >= gasValue(state, 'cancel'), ExitCode.NOT_ENOUGH_VALUE);
      reserveOffer(ctx);
      const gasTo = input.address('_remainingGasTo');
      const callbackId = input.uint('_callbackId');
      if (isExpired(state, ctx.now)) {
        frontendCallback(ctx, ctx.sender, 'directBuyCancelledOnTime', { callbackId, nft: state.nft });
        frontendCallback(ctx, state.owner, 'ownedDirectBuyCancelledOnTime', { collection: state.collection, nft: state.nft });
        changeStatus(ctx, DirectBuyStatus.Expired);
        refundBuyer(ctx, gasTo);
      } else if (ctx.sender === state.factory) {
        frontendCallback(ctx, state.owner, 'directBuyClose', { callbackId, nft: state.nft });
        changeStatus(ctx, DirectBuyStatus.Cancelled);
        refundBuyer(ctx, gasTo);
      } else {
        sendAllTo(ctx, ctx.sender);
      }
    },
  },
  getters: {
    ...offerGetters<DirectBuyState>(),
    getInfo: (view) => ({ value0: directBuyInfo(view.state) }),
    getTypeContract: () => ({ value0: 'DirectBuy' }),
  },
  onBounce: offerOnBounce(traits),
});
