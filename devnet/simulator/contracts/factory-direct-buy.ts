import { offerAddress, ZERO_ADDRESS } from '../address';
import { MsgFlag, type Input, type ExecContext } from '../context';
import { defineContract } from '../contract';
import { ExitCode, require } from '../errors';
import { calcValue, directBuyGasTable, Gas, type DirectBuyGasTable } from '../gas';
import { buildDirectBuyCreationPayload, parseBurnPayload, parseDirectBuyCreation } from '../payloads';
import { initialDirectBuyState } from './direct-buy';
import {
  constructFactory,
  factoryAdminHandlers,
  factoryGetters,
  initialFactoryState,
  type FactoryState,
  type FactoryTraits,
} from './factory-common';
import { findDiscount, frontendCallback, marketFeeFrom } from './market';
import { sendAllTo } from './gas-and-code';

/** 2.e FactoryDirectBuy: receives the buyer's tokens and deploys a DirectBuy offer holding them. */
export type FactoryDirectBuyState = FactoryState<DirectBuyGasTable>;

const traits: FactoryTraits<DirectBuyGasTable> = {
  targetBalance: Gas.FACTORY_DIRECT_BUY_INITIAL_BALANCE,
  offerCodeName: 'DirectBuy',
  typeName: 'FactoryDirectBuy',
  upgradeEvent: 'FactoryDirectBuyUpgrade',
  gasTable: directBuyGasTable,
};

export function initialFactoryDirectBuyState(nonce: bigint): FactoryDirectBuyState {
  return initialFactoryState(nonce, directBuyGasTable(1_000_000n));
}

export const factoryDirectBuyContract = defineContract<FactoryDirectBuyState>({
  kind: 'factoryDirectBuy',
  abi: 'FactoryDirectBuy',
  handlers: {
    ...factoryAdminHandlers(traits),

    /** ADM.1 */
    constructor(ctx: ExecContext<FactoryDirectBuyState>, input: Input) {
      constructFactory(ctx, traits, {
        owner: input.address('_owner'),
        fee: marketFeeFrom(input.tuple('_fee')),
        wnativeRoot: input.address('_wnativeRoot'),
        remainingGasTo: input.address('_remainingGasTo'),
      });
    },

    /** DB-A.2 - DB-A.5 (Q10: nothing about the token, the nft or the times is validated). */
    onAcceptTokensTransfer(ctx, input) {
      ctx.reserve(traits.targetBalance);
      const state = ctx.state;
      const tokenRoot = input.address('tokenRoot');
      const amount = input.uint('amount');
      const sender = input.address('sender');
      const gasTo = input.address('originalGasTo');
      const payload = input.cell('payload');
      const parsed = parseDirectBuyCreation(payload);
      const buyer = parsed.buyer ?? sender;
      const nft = parsed.nft;
      const callingWallet = ctx.sender;
      const accepted =
        parsed.times !== null &&
        callingWallet !== ZERO_ADDRESS &&
        ctx.value >= calcValue(state.gas.make, state.gas.gasK) &&
        state.offerCodeVersion > 0n;

      if (!accepted || !parsed.times) {
        // DB-A.5
        ctx.emit('DirectBuyDeclined', { sender: buyer, token: tokenRoot, amount, nft });
        frontendCallback(ctx, buyer, 'directBuyDeployedDeclined', {
          callbackId: parsed.callbackId,
          sender: buyer,
          token: tokenRoot,
          amount,
          nft,
        });
        if (tokenRoot === state.wnativeRoot) {
          ctx.send({
            to: callingWallet,
            flag: MsgFlag.ALL_NOT_RESERVED,
            bounce: false,
            method: 'burn',
            input: { amount, remainingGasTo: buyer, callbackTo: ctx.self, payload: '' },
          });
        } else {
          ctx.send({
            to: callingWallet,
            flag: MsgFlag.ALL_NOT_RESERVED,
            bounce: false,
            method: 'transfer',
            input: { amount, recipient: buyer, deployWalletValue: 0n, remainingGasTo: gasTo, notify: false, payload: '' },
          });
        }
        return;
      }

      // DB-A.4
      const discountOpt = findDiscount(state.specialRules, parsed.discount);
      const nonce = ctx.msg.lt;
      const directBuy = offerAddress('DirectBuy', ctx.self, buyer, tokenRoot, nft, nonce);
      ctx.send({
        to: directBuy,
        value: calcValue(state.gas.deployDirectBuy, state.gas.gasK),
        flag: MsgFlag.SENDER_PAYS_FEES,
        bounce: true,
        method: 'constructor',
        input: {
          _amount: amount,
          _startTime: parsed.times.startTime,
          _durationTime: parsed.times.durationTime,
          _fee: state.fee,
          _burnFee: state.burnFee,
          _wnativeRoot: state.wnativeRoot,
          _directBuyGas: state.gas,
          _discountOpt: discountOpt,
        },
        stateInit: {
          kind: 'directBuy',
          state: initialDirectBuyState({ factory: ctx.self, owner: buyer, paymentToken: tokenRoot, nft, nonce }),
        },
      });
      ctx.emit('DirectBuyDeployed', { directBuy, sender: buyer, token: tokenRoot, nft, nonce, amount });
      frontendCallback(ctx, buyer, 'directBuyDeployed', {
        callbackId: parsed.callbackId,
        directBuy,
        sender: buyer,
        token: tokenRoot,
        nft,
        nonce,
        amount,
      });
      ctx.send({
        to: callingWallet,
        flag: MsgFlag.ALL_NOT_RESERVED,
        bounce: false,
        method: 'transfer',
        input: {
          amount,
          recipient: directBuy,
          deployWalletValue: Gas.DEPLOY_EMPTY_WALLET_GRAMS,
          remainingGasTo: gasTo,
          notify: true,
          payload,
        },
      });
    },

    /** DB-A.5 wnative refund: the buyer gets exactly the amount; Q11: an empty payload sends the rest to 0:0. */
    onAcceptTokensBurn(ctx, input) {
      require(ctx.sender === ctx.state.wnativeRoot, ExitCode.NOT_WNATIVE_ROOT);
      ctx.reserve(traits.targetBalance);
      const amount = input.uint('amount');
      const user = input.address('user');
      const { gasTo } = parseBurnPayload(input.cell('payload'));
      if (user === gasTo) {
        sendAllTo(ctx, user);
      } else {
        ctx.send({ to: user, value: amount, flag: MsgFlag.SENDER_PAYS_FEES, bounce: false });
        sendAllTo(ctx, gasTo);
      }
    },
  },
  getters: {
    ...factoryGetters(traits),
    /** DB-A.1 / A.3 */
    buildDirectBuyCreationPayload: (_view, input) => ({
      value0: buildDirectBuyCreationPayload({
        callbackId: input.uint('callbackId'),
        buyer: input.address('buyer'),
        nft: input.address('nft'),
        startTime: input.uint('startTime'),
        durationTime: input.uint('durationTime'),
        discountCollection: (input.raw('discountCollection') as string | null | undefined) ?? null,
        discountNftId: (input.raw('discountNftId') as bigint | null | undefined) ?? null,
      }),
    }),
  },
});
