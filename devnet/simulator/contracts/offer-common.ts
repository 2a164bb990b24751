import { nftAddress, nftAddressByCodeHash, ZERO_ADDRESS, type Address } from '../address';
import { NANO_PER_EVER } from '../amounts';
import { MsgFlag, type ExecContext, type Input } from '../context';
import type { Getter, Handler } from '../contract';
import { ExitCode, require } from '../errors';
import { Gas, StandardGas } from '../gas';
import { buildBurnPayload, BurnOperation, parseBurnPayload } from '../payloads';
import { burnFeeFrom, marketFeeFrom, requireDenominator, type BurnFee, type DiscountOpt, type MarketFee } from './market';
import type { Royalty } from './nft';
import { sendAllTo } from './gas-and-code';

/**
 * 1.7 the part of DirectSell, Auction and DirectBuy they share ("BaseOffer"), and the bootstrap
 * of 2.0: constructor guard, royalty discovery, discount check, token wallet, burn callback.
 */
export interface OfferState {
  /** `markerRootAddress_`: the factory. */
  readonly factory: Address;
  readonly owner: Address;
  readonly paymentToken: Address;
  readonly nft: Address;
  readonly nonce: bigint;
  /** 2.0.1: false when the deploy did not come from the factory (the offer stays inert). */
  initialized: boolean;
  collection: Address;
  fee: MarketFee;
  burnFee: BurnFee | null;
  wnativeRoot: Address;
  discountOpt: DiscountOpt | null;
  discountNft: Address;
  royalty: Royalty | null;
  deployTime: bigint;
  tokenWallet: Address;
  status: number;
  version: bigint;
}

export function initialOfferState(statics: {
  factory: Address;
  owner: Address;
  paymentToken: Address;
  nft: Address;
  nonce: bigint;
}): OfferState {
  return {
    ...statics,
    initialized: false,
    collection: ZERO_ADDRESS,
    fee: { numerator: 0n, denominator: 1n },
    burnFee: null,
    wnativeRoot: ZERO_ADDRESS,
    discountOpt: null,
    discountNft: ZERO_ADDRESS,
    royalty: null,
    deployTime: 0n,
    tokenWallet: ZERO_ADDRESS,
    status: 0,
    version: 1n,
  };
}

/** 0.5 offers keep 0.15 EVER. */
export const OFFER_TARGET_BALANCE = Gas.OFFER_INITIAL_BALANCE;
/** 1.9 royalty is asked for a sale price of 1 EVER and stored over a denominator of 10^9. */
export const ROYALTY_DENOMINATOR = NANO_PER_EVER;

export function reserveOffer(ctx: ExecContext<OfferState>): void {
  ctx.reserve(OFFER_TARGET_BALANCE);
}

export function isWnativeOffer(state: OfferState): boolean {
  return state.paymentToken === state.wnativeRoot;
}

/** 2.0.1: only the factory named in the static fields may construct; anyone else gets the value back. */
export function guardConstructor(ctx: ExecContext<OfferState>): boolean {
  if (ctx.sender === ctx.state.factory) return true;
  reserveOffer(ctx);
  ctx.send({ to: ctx.sender, flag: MsgFlag.ALL_NOT_RESERVED + MsgFlag.DESTROY_IF_ZERO, bounce: false });
  return false;
}

/** Constructor fields every offer stores, then the init events (DS-A.8, AU-A.6, DB-B.1). */
export function initOffer(
  ctx: ExecContext<OfferState>,
  fields: { fee: MarketFee; burnFee: BurnFee | null; wnativeRoot: Address; collection: Address; discountOpt: DiscountOpt | null },
): void {
  requireDenominator(fields.fee);
  if (fields.burnFee) requireDenominator(fields.burnFee);
  Object.assign(ctx.state, fields);
  ctx.state.initialized = true;
  ctx.state.deployTime = BigInt(ctx.now);
  ctx.emit('MarketFeeChanged', { auction: ctx.self, fee: fields.fee });
  if (fields.burnFee) ctx.emit('MarketBurnFeeChanged', { auction: ctx.self, fee: fields.burnFee });
}

/** 2.0.3 steps 1-2: find NFT #nftId of the collection whose NFT code hash matches, and ask its info. */
export function startDiscountCheck(ctx: ExecContext<OfferState>): void {
  const discount = ctx.state.discountOpt;
  if (!discount) return;
  const collection = ctx.chain.collectionByNftCodeHash(discount.feeInfo.codeHash);
  ctx.state.discountNft = collection
    ? nftAddress(collection, discount.nftId)
    : nftAddressByCodeHash(discount.feeInfo.codeHash, discount.nftId);
  ctx.send({
    to: ctx.state.discountNft,
    value: Gas.GET_INFO_VALUE,
    flag: MsgFlag.ORDINARY,
    bounce: true,
    method: 'getInfo',
    input: { answerId: 0n },
    answerTo: 'onGetInfoDiscount',
  });
}

/** 2.0.2 step 1: ask the NFT's royaltyInfo(1e9). */
export function queryNftRoyalty(ctx: ExecContext<OfferState>, value: bigint): void {
  ctx.send({
    to: ctx.state.nft,
    value,
    flag: MsgFlag.ORDINARY,
    bounce: true,
    method: 'royaltyInfo',
    input: { answerId: 0n, salePrice: ROYALTY_DENOMINATOR },
    answerTo: 'onRoyaltyNFTInfo',
  });
}

function queryCollectionRoyalty(ctx: ExecContext<OfferState>): void {
  ctx.send({
    to: ctx.state.collection,
    value: Gas.GET_ROYALTY_INFO_VALUE,
    flag: MsgFlag.ORDINARY,
    bounce: true,
    method: 'royaltyInfo',
    input: { answerId: 0n, salePrice: ROYALTY_DENOMINATOR },
    answerTo: 'onRoyaltyCollectionInfo',
  });
}

/** 2.0.6: deployWallet(walletOwner = offer, 0.12) on the payment root, answered by onTokenWallet. */
export function requestTokenWallet(ctx: ExecContext<OfferState>, value: bigint, flag: number): void {
  ctx.send({
    to: ctx.state.paymentToken,
    value,
    flag,
    bounce: true,
    method: 'deployWallet',
    input: { answerId: 0n, walletOwner: ctx.self, deployWalletValue: Gas.DEPLOY_EMPTY_WALLET_GRAMS },
    answerTo: 'onTokenWallet',
  });
}

/**
 * Pays `amount` of the payment token from the offer's wallet to `to` (refunds, 2.0.7 seller payout):
 * a TIP-3 transfer, or for wnative a burn whose native value reaches `to` (2.0.8).
 */
export function payFromWallet(
  ctx: ExecContext<OfferState>,
  p: {
    wallet: Address;
    amount: bigint;
    to: Address;
    gasTo: Address;
    value: bigint;
    flag: number;
    deployWalletValue?: bigint;
    payload?: string;
  },
): void {
  if (isWnativeOffer(ctx.state)) {
    ctx.send({
      to: p.wallet,
      value: p.value,
      flag: p.flag,
      bounce: false,
      method: 'burn',
      input: { amount: p.amount, remainingGasTo: p.to, callbackTo: ctx.self, payload: buildBurnPayload(BurnOperation.Transfer, p.gasTo) },
    });
  } else {
    ctx.send({
      to: p.wallet,
      value: p.value,
      flag: p.flag,
      bounce: false,
      method: 'transfer',
      input: {
        amount: p.amount,
        recipient: p.to,
        deployWalletValue: p.deployWalletValue ?? 0n,
        remainingGasTo: p.gasTo,
        notify: false,
        payload: p.payload ?? '',
      },
    });
  }
}

export interface OfferTraits<S extends OfferState> {
  readonly upgradeEvent: string;
  /** 115 for DirectSell and Auction, 305 for DirectBuy (ADM.10). */
  readonly notFactoryCode: number;
  /** ABI name of onTokenWallet's parameter ('_wallet', or 'value' on Auction). */
  readonly walletParam: string;
  /** 2.0.4 */
  tryActivate(ctx: ExecContext<S>): void;
  /** Create(0) / Created(0): royalty discovery still open (2.0.2). */
  isInitialStatus(state: S): boolean;
  /** DirectBuy's pending escrow (DB-B.3); runs in onTokenWallet before activation. */
  onWalletKnown?(ctx: ExecContext<S>): void;
}

function storeRoyalty<S extends OfferState>(ctx: ExecContext<S>, traits: OfferTraits<S>, royalty: Royalty): void {
  ctx.state.royalty = royalty;
  ctx.emit('RoyaltySet', { _royalty: royalty });
  traits.tryActivate(ctx);
}

/** 2.0.2 - 2.0.8 and the factory-only setters: the handlers all three offers share. */
export function offerHandlers<S extends OfferState>(traits: OfferTraits<S>): Record<string, Handler<S>> {
  const royaltyReply = (expectedSender: (state: S) => Address) => (ctx: ExecContext<S>, input: Input) => {
    require(ctx.sender === expectedSender(ctx.state), ExitCode.OPERATION_NOT_PERMITTED);
    // 2.0.2 step 7: a late reply is ignored; its value stays on the offer.
    if (!traits.isInitialStatus(ctx.state)) return;
    storeRoyalty(ctx, traits, { numerator: input.uint('_amount'), denominator: ROYALTY_DENOMINATOR, receiver: input.address('_receiver') });
  };
  return {
    /** 2.0.2 step 2 */
    onRoyaltyNFTInfo: royaltyReply((state) => state.nft),
    /** 2.0.2 step 4 */
    onRoyaltyCollectionInfo: royaltyReply((state) => state.collection),

    /** 2.0.2 step 3 (DirectBuy): learn the collection, then ask it. */
    onGetInfoRoyalty(ctx, input) {
      require(ctx.sender === ctx.state.nft, ExitCode.OPERATION_NOT_PERMITTED);
      ctx.state.collection = input.address('_collection');
      queryCollectionRoyalty(ctx);
    },

    /** 2.0.3 step 3: the discount replaces the fee when the offer owner holds the NFT. */
    onGetInfoDiscount(ctx, input) {
      require(ctx.sender === ctx.state.discountNft, ExitCode.OPERATION_NOT_PERMITTED);
      const discount = ctx.state.discountOpt;
      if (discount && input.address('_owner') === ctx.state.owner && input.address('_collection') === discount.collection) {
        const fee = { numerator: discount.feeInfo.numerator, denominator: discount.feeInfo.denominator };
        requireDenominator(fee);
        ctx.state.fee = fee;
        ctx.emit('MarketFeeChanged', { auction: ctx.self, fee });
      }
    },

    /** 2.0.6 */
    onTokenWallet(ctx, input) {
      require(ctx.sender === ctx.state.paymentToken, ExitCode.OPERATION_NOT_PERMITTED);
      reserveOffer(ctx);
      ctx.state.tokenWallet = input.address(traits.walletParam);
      traits.onWalletKnown?.(ctx);
      traits.tryActivate(ctx);
      sendAllTo(ctx, ctx.state.owner);
    },

    /** 2.0.8 */
    onAcceptTokensBurn(ctx, input) {
      require(ctx.sender === ctx.state.wnativeRoot || ctx.sender === ctx.state.paymentToken, ExitCode.NOT_WNATIVE_ROOT_OR_PAYMENT_TOKEN);
      reserveOffer(ctx);
      const amount = input.uint('amount');
      const user = input.address('user');
      const { operation, gasTo } = parseBurnPayload(input.cell('payload'));
      const burnFee = ctx.state.burnFee;
      const payUser = (): void => {
        if (user === gasTo) {
          sendAllTo(ctx, user);
        } else {
          ctx.send({ to: user, value: amount, flag: MsgFlag.SENDER_PAYS_FEES, bounce: false });
          sendAllTo(ctx, gasTo);
        }
      };
      if (burnFee && ctx.sender === ctx.state.paymentToken) {
        if (operation === BurnOperation.Transfer) {
          payUser();
        } else if (operation === BurnOperation.Burn) {
          ctx.emit('MarketFeeBurn', { auction: ctx.self, burnRecipient: burnFee.burnRecipient, project: burnFee.project });
          ctx.send({
            to: burnFee.burnRecipient,
            flag: MsgFlag.ALL_NOT_RESERVED + MsgFlag.IGNORE_ERRORS,
            bounce: false,
            method: 'burn',
            input: { user: ctx.state.owner, project: burnFee.project },
          });
        } else {
          sendAllTo(ctx, gasTo);
        }
      } else {
        payUser();
      }
    },

    /** ADM.4 */
    setMarketFee(ctx, input) {
      require(ctx.sender === ctx.state.factory, ExitCode.NOT_MY_ROOT);
      const fee = marketFeeFrom(input.tuple('_fee'));
      requireDenominator(fee);
      ctx.state.fee = fee;
      ctx.emit('MarketFeeChanged', { auction: ctx.self, fee });
      reserveOffer(ctx);
      sendAllTo(ctx, input.address('_remainingGasTo'));
    },

    /** ADM.5 */
    setMarketBurnFee(ctx, input) {
      require(ctx.sender === ctx.state.factory, ExitCode.NOT_MY_ROOT);
      const fee = burnFeeFrom(input.tuple('_fee'));
      requireDenominator(fee);
      ctx.state.burnFee = fee;
      ctx.emit('MarketBurnFeeChanged', { auction: ctx.self, fee });
      reserveOffer(ctx);
      sendAllTo(ctx, input.address('_remainingGasTo'));
    },

    /** 2.0.5 forced activation: royalty 0 after 600 s if discovery is stuck. Value stays. */
    activate(ctx) {
      require(ctx.sender === ctx.state.factory, ExitCode.NOT_MY_ROOT);
      if (ctx.state.royalty === null && BigInt(ctx.now) >= ctx.state.deployTime + BigInt(StandardGas.ACTIVATE_AFTER_SECONDS)) {
        ctx.state.royalty = { numerator: 0n, denominator: ROYALTY_DENOMINATOR, receiver: ZERO_ADDRESS };
        ctx.emit('RoyaltySet', { _royalty: ctx.state.royalty });
      }
      traits.tryActivate(ctx);
    },

    /** ADM.10: a version bump; all state is kept. */
    upgrade(ctx, input) {
      require(ctx.sender === ctx.state.factory, traits.notFactoryCode);
      reserveOffer(ctx);
      const newVersion = input.uint('newVersion');
      if (newVersion !== ctx.state.version) {
        ctx.emit(traits.upgradeEvent, {});
        ctx.state.version = newVersion;
      }
      sendAllTo(ctx, input.address('remainingGasTo'));
    },
  };
}

/** 2.0.2 steps 3, 5, 6: bounced royalty queries walk NFT -> collection -> none; spare value goes to the owner. */
export function offerOnBounce<S extends OfferState>(traits: OfferTraits<S>) {
  return (ctx: ExecContext<S>, bounced: { readonly method: string }, from: Address): void => {
    reserveOffer(ctx);
    if (bounced.method === 'royaltyInfo' && traits.isInitialStatus(ctx.state)) {
      if (from === ctx.state.nft) {
        if (ctx.state.collection !== ZERO_ADDRESS) {
          queryCollectionRoyalty(ctx);
        } else {
          ctx.send({
            to: ctx.state.nft,
            value: Gas.GET_INFO_VALUE,
            flag: MsgFlag.ORDINARY,
            bounce: true,
            method: 'getInfo',
            input: { answerId: 0n },
            answerTo: 'onGetInfoRoyalty',
          });
        }
      } else if (from === ctx.state.collection && ctx.state.royalty === null) {
        storeRoyalty(ctx, traits, { numerator: 0n, denominator: ROYALTY_DENOMINATOR, receiver: ZERO_ADDRESS });
      }
    }
    sendAllTo(ctx, ctx.state.owner);
  };
}

export function offerGetters<S extends OfferState>(): Record<string, Getter<S>> {
  return {
    royalty: (view) => ({ value0: view.state.royalty }),
    wnativeRoot: (view) => ({ value0: view.state.wnativeRoot }),
    marketFee: (view) => ({ value0: view.state.fee }),
    marketBurnFee: (view) => ({ value0: view.state.burnFee }),
    getTargetBalance: () => ({ value0: OFFER_TARGET_BALANCE }),
  };
}

/** T.2 / T.4: end = start + duration when both are > 0, else 0 (unlimited). */
export function endTimeOf(startTime: bigint, durationTime: bigint): bigint {
  return startTime > 0n && durationTime > 0n ? startTime + durationTime : 0n;
}

/** Reads a gas table tuple (N.9) passed to an offer constructor. */
export function gasTableFrom<T>(input: Input, entries: readonly string[]): T {
  const table: Record<string, unknown> = { gasK: input.uint('gasK') };
  for (const key of entries) {
    const entry = input.tuple(key);
    table[key] = { fixedValue: entry.uint('fixedValue'), dynamicGas: entry.uint('dynamicGas') };
  }
  return table as T;
}
