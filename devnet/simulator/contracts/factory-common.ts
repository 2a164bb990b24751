import { compareAddresses, isZeroAddress, offerAddress, ZERO_ADDRESS, type Address } from '../address';
import { MsgFlag, type ExecContext } from '../context';
import type { Getter, Handler } from '../contract';
import { ExitCode, require } from '../errors';
import { Gas, gasKForPrice } from '../gas';
import {
  burnFeeFrom,
  collectionFeeInfoFrom,
  marketFeeFrom,
  requireDenominator,
  type BurnFee,
  type CollectionFeeInfo,
  type MarketFee,
} from './market';
import { codeOf, sendAllTo } from './gas-and-code';

/** 1.6 state every factory has; `gas` is the factory's own gas table (N.9). */
export interface FactoryState<G> {
  owner: Address;
  fee: MarketFee;
  burnFee: BurnFee | null;
  wnativeRoot: Address;
  /** ADM.2: 0 until `setCodeOffer`; the factory cannot create offers before that. */
  offerCodeVersion: bigint;
  /** Special rules as a map: [collection, rule] pairs in ascending address order (0.16). */
  specialRules: [Address, CollectionFeeInfo][];
  version: bigint;
  readonly nonce: bigint;
  gas: G;
}

export interface FactoryTraits<G> {
  /** 0.5 target balance. */
  readonly targetBalance: bigint;
  readonly offerCodeName: 'DirectSell' | 'Auction' | 'DirectBuy';
  readonly typeName: string;
  readonly upgradeEvent: string;
  readonly gasTable: (gasK: bigint) => G;
}

type Ctx<G> = ExecContext<FactoryState<G>>;

export function initialFactoryState<G>(nonce: bigint, gas: G): FactoryState<G> {
  return {
    owner: ZERO_ADDRESS,
    fee: { numerator: 0n, denominator: 1n },
    burnFee: null,
    wnativeRoot: ZERO_ADDRESS,
    offerCodeVersion: 0n,
    specialRules: [],
    version: 0n,
    nonce,
    gas,
  };
}

/** ADM.0: sender is the owner (100) and the inbound value is non-zero (101). */
export function onlyFactoryOwner<G>(ctx: Ctx<G>): void {
  require(ctx.sender === ctx.state.owner, ExitCode.NOT_OWNER);
  require(ctx.value > 0n, ExitCode.ZERO_VALUE);
}

/** N.13 admin calls: keep the target balance, return the rest to the caller (flag 128 + 2). */
function returnSpare<G>(ctx: Ctx<G>, traits: FactoryTraits<G>, to: Address = ctx.sender): void {
  ctx.reserve(traits.targetBalance);
  sendAllTo(ctx, to);
}

/** ADM.1 the constructor steps all three factories share (after their own fields are set). */
export function constructFactory<G>(
  ctx: Ctx<G>,
  traits: FactoryTraits<G>,
  fields: { owner: Address; fee: MarketFee; wnativeRoot: Address; remainingGasTo: Address },
): void {
  requireDenominator(fields.fee);
  ctx.state.owner = fields.owner;
  ctx.state.fee = fields.fee;
  ctx.state.wnativeRoot = fields.wnativeRoot;
  ctx.state.version = 1n;
  ctx.emit('OwnershipTransferred', { oldOwner: ZERO_ADDRESS, newOwner: fields.owner });
  ctx.emit('MarketFeeDefaultChanged', { fee: fields.fee });
  ctx.state.gas = traits.gasTable(gasKForPrice(ctx.chain.config.gasPrice));
  returnSpare(ctx, traits, fields.remainingGasTo);
}

/** ADM.2 - ADM.12 handlers every factory has. */
export function factoryAdminHandlers<G>(traits: FactoryTraits<G>): Record<string, Handler<FactoryState<G>>> {
  return {
    /** ADM.2 */
    setCodeOffer(ctx) {
      onlyFactoryOwner(ctx);
      ctx.state.offerCodeVersion += 1n;
      returnSpare(ctx, traits);
    },

    /** ADM.3 */
    setMarketFee(ctx, input) {
      onlyFactoryOwner(ctx);
      const fee = marketFeeFrom(input.tuple('_fee'));
      requireDenominator(fee);
      ctx.state.fee = fee;
      ctx.emit('MarketFeeDefaultChanged', { fee });
      returnSpare(ctx, traits);
    },

    /** ADM.4 */
    setMarketFeeForChildContract(ctx, input) {
      onlyFactoryOwner(ctx);
      const offer = input.address('_offer');
      const fee = marketFeeFrom(input.tuple('_fee'));
      requireDenominator(fee);
      ctx.send({
        to: offer,
        flag: MsgFlag.REMAINING_GAS,
        bounce: false,
        method: 'setMarketFee',
        input: { _fee: fee, _remainingGasTo: ctx.sender },
      });
      ctx.emit('MarketFeeChanged', { auction: offer, fee });
    },

    /** ADM.5 */
    setMarketBurnFee(ctx, input) {
      onlyFactoryOwner(ctx);
      const fee = burnFeeFrom(input.tuple('_fee'));
      requireDenominator(fee);
      ctx.state.burnFee = fee;
      ctx.emit('MarketBurnFeeDefaultChanged', { fee });
      returnSpare(ctx, traits);
    },

    /** ADM.5 */
    setMarketBurnFeeForChildContract(ctx, input) {
      onlyFactoryOwner(ctx);
      const offer = input.address('_offer');
      const fee = burnFeeFrom(input.tuple('_fee'));
      requireDenominator(fee);
      ctx.send({
        to: offer,
        flag: MsgFlag.REMAINING_GAS,
        bounce: false,
        method: 'setMarketBurnFee',
        input: { _fee: fee, _remainingGasTo: ctx.sender },
      });
      ctx.emit('MarketBurnFeeChanged', { auction: offer, fee });
    },

    /** ADM.6 */
    addCollectionsSpecialRules(ctx, input) {
      onlyFactoryOwner(ctx);
      const collection = input.address('_collection');
      const info = collectionFeeInfoFrom(input.tuple('_collectionFeeInfo'));
      requireDenominator(info);
      const rules = ctx.state.specialRules.filter(([address]) => address !== collection);
      rules.push([collection, info]);
      ctx.state.specialRules = rules.sort(([a], [b]) => compareAddresses(a, b));
      ctx.emit('AddCollectionRules', { collection, collectionFeeInfo: info });
      returnSpare(ctx, traits);
    },

    /** ADM.6 */
    removeCollectionsSpecialRules(ctx, input) {
      onlyFactoryOwner(ctx);
      const collection = input.address('_collection');
      if (ctx.state.specialRules.some(([address]) => address === collection)) {
        ctx.state.specialRules = ctx.state.specialRules.filter(([address]) => address !== collection);
        ctx.emit('RemoveCollectionRules', { collection });
      }
      returnSpare(ctx, traits);
    },

    /** ADM.7: the event is emitted even if the wallet then refuses the transfer. */
    withdraw(ctx, input) {
      onlyFactoryOwner(ctx);
      const recipient = input.address('_recipient');
      require(!isZeroAddress(recipient), ExitCode.WRONG_RECIPIENT);
      require(ctx.value >= Gas.WITHDRAW_VALUE, ExitCode.LOW_GAS);
      const tokenWallet = input.address('_tokenWallet');
      const amount = input.uint('_amount');
      ctx.reserve(traits.targetBalance);
      ctx.send({
        to: tokenWallet,
        flag: MsgFlag.ALL_NOT_RESERVED,
        bounce: false,
        method: 'transfer',
        input: {
          amount,
          recipient,
          deployWalletValue: Gas.DEPLOY_EMPTY_WALLET_GRAMS,
          remainingGasTo: input.address('_remainingGasTo'),
          notify: false,
          payload: '',
        },
      });
      ctx.emit('MarketFeeWithdrawn', { recipient, amount, tokenWallet });
    },

    /** ADM.8 (2.0.5): the value stays on the offer. */
    activateChildContract(ctx, input) {
      onlyFactoryOwner(ctx);
      ctx.send({ to: input.address('_offer'), flag: MsgFlag.REMAINING_GAS, bounce: false, method: 'activate', input: {} });
    },

    /** ADM.9 */
    finishChildContract(ctx, input) {
      onlyFactoryOwner(ctx);
      ctx.send({
        to: input.address('_offer'),
        flag: MsgFlag.REMAINING_GAS,
        bounce: false,
        method: 'finishOffer',
        input: { _remainingGasTo: ctx.state.owner, _callbackId: input.uint('_callbackId') },
      });
    },

    /** ADM.12 */
    transferOwnership(ctx, input) {
      onlyFactoryOwner(ctx);
      const newOwner = input.address('newOwner');
      require(!isZeroAddress(newOwner), ExitCode.NOT_OWNER);
      ctx.emit('OwnershipTransferred', { oldOwner: ctx.state.owner, newOwner });
      ctx.state.owner = newOwner;
      returnSpare(ctx, traits);
    },

    /** ADM.10: a code upgrade is a version bump in the simulation. */
    upgrade(ctx, input) {
      onlyFactoryOwner(ctx);
      const newVersion = input.uint('newVersion');
      if (newVersion !== ctx.state.version) {
        ctx.state.version = newVersion;
        ctx.emit(traits.upgradeEvent, {});
      }
      returnSpare(ctx, traits, input.address('remainingGasTo'));
    },

    /** ADM.10 */
    requestUpgradeOffer(ctx, input) {
      onlyFactoryOwner(ctx);
      require(ctx.value >= Gas.UPGRADE_MIN_VALUE, ExitCode.LOW_GAS);
      const offer = offerAddress(
        traits.offerCodeName,
        input.address('_markerRootAddress'),
        input.address('_owner'),
        input.address('_paymentToken'),
        input.address('_nft'),
        input.uint('_timeTx'),
      );
      ctx.reserve(traits.targetBalance);
      ctx.send({
        to: offer,
        flag: MsgFlag.ALL_NOT_RESERVED,
        bounce: true,
        method: 'upgrade',
        input: {
          newCode: codeOf(traits.offerCodeName),
          newVersion: ctx.state.offerCodeVersion,
          remainingGasTo: input.address('_remainingGasTo'),
        },
      });
    },
  };
}

export function factoryGetters<G>(traits: FactoryTraits<G>): Record<string, Getter<FactoryState<G>>> {
  return {
    getGasValue: (view) => ({ value0: view.state.gas }),
    getTypeContract: () => ({ value0: traits.typeName }),
    collectionsSpecialRules: (view) => ({ value0: view.state.specialRules }),
    wnativeRoot: (view) => ({ value0: view.state.wnativeRoot }),
    marketBurnFee: (view) => ({ value0: view.state.burnFee }),
    marketFee: (view) => ({ value0: view.state.fee }),
    getTargetBalance: () => ({ value0: traits.targetBalance }),
    owner: (view) => ({ value0: view.state.owner }),
  };
}
