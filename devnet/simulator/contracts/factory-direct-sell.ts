import { offerAddress, ZERO_ADDRESS } from '../address';
import { MsgFlag, type Input, type ExecContext } from '../context';
import { defineContract } from '../contract';
import { ExitCode, require } from '../errors';
import { calcValue, directSellGasTable, Gas, type DirectSellGasTable } from '../gas';
import { buildDirectSellCreationPayload, parseDirectSellCreation } from '../payloads';
import { initialDirectSellState } from './direct-sell';
import {
  constructFactory,
  factoryAdminHandlers,
  factoryGetters,
  initialFactoryState,
  type FactoryState,
  type FactoryTraits,
} from './factory-common';
import { findDiscount, frontendCallback, marketFeeFrom } from './market';

/** 2.a FactoryDirectSell: receives NFTs as temporary manager and deploys DirectSell offers. */
export type FactoryDirectSellState = FactoryState<DirectSellGasTable>;

const traits: FactoryTraits<DirectSellGasTable> = {
  targetBalance: Gas.FACTORY_DIRECT_SELL_INITIAL_BALANCE,
  offerCodeName: 'DirectSell',
  typeName: 'FactoryDirectSell',
  upgradeEvent: 'FactoryDirectSellUpgrade',
  gasTable: directSellGasTable,
};

export function initialFactoryDirectSellState(nonce: bigint): FactoryDirectSellState {
  return initialFactoryState(nonce, directSellGasTable(1_000_000n));
}

export const factoryDirectSellContract = defineContract<FactoryDirectSellState>({
  kind: 'factoryDirectSell',
  abi: 'FactoryDirectSell',
  handlers: {
    ...factoryAdminHandlers(traits),

    /** ADM.1 */
    constructor(ctx: ExecContext<FactoryDirectSellState>, input: Input) {
      constructFactory(ctx, traits, {
        owner: input.address('_owner'),
        fee: marketFeeFrom(input.tuple('_fee')),
        wnativeRoot: input.address('_wnativeRoot'),
        remainingGasTo: input.address('_remainingGasTo'),
      });
    },

    /** DS-A.4 - DS-A.7: list (deploy a DirectSell) or decline (give the NFT back). */
    onNftChangeManager(ctx, input) {
      ctx.reserve(traits.targetBalance);
      require(input.address('newManager') === ctx.self, ExitCode.NOT_NFT_MANAGER); // Q1 when it throws
      const nft = ctx.sender;
      const reportedOwner = input.address('nftOwner');
      const collection = input.address('collection');
      const sendGasTo = input.address('remainingGasTo');
      const { callbackId, sale } = parseDirectSellCreation(input.cell('payload'));
      const state = ctx.state;
      const accepted =
        sale !== null && nft !== ZERO_ADDRESS && ctx.value >= calcValue(state.gas.sell, state.gas.gasK) && state.offerCodeVersion > 0n;

      if (!accepted || !sale) {
        // DS-A.7 (Q2: sender = the NFT address).
        ctx.emit('DirectSellDeclined', { sender: nft, nft });
        frontendCallback(ctx, reportedOwner, 'directSellDeclined', { callbackId, sender: nft, nft });
        ctx.send({
          to: nft,
          flag: MsgFlag.ALL_NOT_RESERVED,
          bounce: false,
          method: 'transfer',
          input: { to: reportedOwner, sendGasTo, callbacks: [[reportedOwner, { value: Gas.NFT_CALLBACK_VALUE, payload: '' }]] },
        });
        return;
      }

      // DS-A.5 (Q4: a recipient in the payload becomes the offer owner).
      const nftOwner = sale.recipient ?? reportedOwner;
      const discountOpt = findDiscount(state.specialRules, sale.discount);
      const nonce = ctx.msg.lt;
      const directSell = offerAddress('DirectSell', ctx.self, nftOwner, sale.paymentToken, nft, nonce);
      ctx.send({
        to: directSell,
        value: calcValue(state.gas.deployDirectSell, state.gas.gasK),
        flag: MsgFlag.SENDER_PAYS_FEES,
        bounce: true,
        method: 'constructor',
        input: {
          _startTime: sale.startTime,
          _durationTime: sale.durationTime,
          _price: sale.price,
          _fee: state.fee,
          _burnFee: state.burnFee,
          _wnativeRoot: state.wnativeRoot,
          _collection: collection,
          _directSellGas: state.gas,
          _discountOpt: discountOpt,
        },
        stateInit: {
          kind: 'directSell',
          state: initialDirectSellState({ factory: ctx.self, owner: nftOwner, paymentToken: sale.paymentToken, nft, nonce }),
        },
      });
      ctx.emit('DirectSellDeployed', { directSell, sender: nft, paymentToken: sale.paymentToken, nft, nonce, price: sale.price });
      frontendCallback(ctx, nftOwner, 'directSellDeployed', {
        callbackId,
        directSell,
        sender: nft,
        paymentToken: sale.paymentToken,
        nft,
        nonce,
        price: sale.price,
      });
      ctx.send({
        to: nft,
        flag: MsgFlag.ALL_NOT_RESERVED,
        bounce: true,
        method: 'changeManager',
        input: { newManager: directSell, sendGasTo, callbacks: [] },
      });
    },
  },
  getters: {
    ...factoryGetters(traits),
    /** DS-A.1 / A.1 */
    buildDirectSellCreationPayload: (_view, input) => ({
      value0: buildDirectSellCreationPayload({
        callbackId: input.uint('_callbackId'),
        startTime: input.uint('_startTime'),
        durationTime: input.uint('_durationTime'),
        paymentToken: input.address('_paymentToken'),
        price: input.uint('_price'),
        recipient: input.address('_recipient'),
        discountCollection: (input.raw('_discountCollection') as string | null | undefined) ?? null,
        discountNftId: (input.raw('_discountNftId') as bigint | null | undefined) ?? null,
      }),
    }),
  },
});
