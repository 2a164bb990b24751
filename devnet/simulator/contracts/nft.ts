import { compareAddresses, indexAddress, isZeroAddress, ZERO_ADDRESS, type Address } from '../address';
import { ceilMulDiv } from '../amounts';
import { MsgFlag, type ExecContext, type Input } from '../context';
import { defineContract, type ContractDefinition, type Getter, type Handler } from '../contract';
import { ExitCode, require } from '../errors';
import { codeHashOf, codeOf } from './gas-and-code';
import type { NftIndexState } from './nft-index';

/** 1.9 / D.6 a royalty record {numerator, denominator, receiver}. */
export interface Royalty {
  readonly numerator: bigint;
  readonly denominator: bigint;
  readonly receiver: Address;
}

/** 1.2 TIP-4.1/4.2/4.3 NFT; `royalty` is set only on NftWithRoyalty. */
export interface NftState {
  readonly id: bigint;
  readonly collection: Address;
  owner: Address;
  manager: Address;
  json: string;
  royalty: Royalty | null;
  indexDeployValue: bigint;
  indexDestroyValue: bigint;
}

type Ctx = ExecContext<NftState>;

export function initialNftState(id: bigint, collection: Address): NftState {
  return {
    id,
    collection,
    owner: ZERO_ADDRESS,
    manager: ZERO_ADDRESS,
    json: '',
    royalty: null,
    indexDeployValue: 0n,
    indexDestroyValue: 0n,
  };
}

export function royaltyFrom(input: Input): Royalty {
  return { numerator: input.uint('numerator'), denominator: input.uint('denominator'), receiver: input.address('receiver') };
}

/** D.3: the owner-only index and the owner + collection index. */
function indexCollections(state: NftState): Address[] {
  return [ZERO_ADDRESS, state.collection];
}

function deployIndexes(ctx: Ctx): void {
  for (const collection of indexCollections(ctx.state)) {
    const state: NftIndexState = { nft: ctx.self, collection, owner: ctx.state.owner };
    ctx.send({
      to: indexAddress(ctx.self, collection, ctx.state.owner),
      value: ctx.state.indexDeployValue,
      method: 'constructor',
      input: {},
      stateInit: { kind: 'nftIndex', state },
    });
  }
}

function destroyIndexes(ctx: Ctx, gasReceiver: Address): void {
  for (const collection of indexCollections(ctx.state)) {
    ctx.send({
      to: indexAddress(ctx.self, collection, ctx.state.owner),
      value: ctx.state.indexDestroyValue,
      method: 'destruct',
      input: { gasReceiver },
    });
  }
}

/** D.2-D.4: manager only (103); keep the balance the NFT had before the message (mode 4). */
function beginManagerCall(ctx: Ctx): void {
  require(ctx.sender === ctx.state.manager, ExitCode.NOT_MANAGER);
  ctx.reserve(ctx.msg.originalBalance);
}

/** 0.16: callbacks go out in ascending address order, each {value, flag 1, no bounce}. */
function sendCallbacks(ctx: Ctx, input: Input, method: string, args: (payload: string) => Record<string, unknown>): void {
  const callbacks = input.map('callbacks').sort(([a], [b]) => compareAddresses(a, b));
  for (const [destination, entry] of callbacks) {
    ctx.send({
      to: destination,
      value: entry.uint('value'),
      flag: MsgFlag.SENDER_PAYS_FEES,
      bounce: false,
      method,
      input: args(entry.cell('payload')),
    });
  }
}

function sendRestTo(ctx: Ctx, sendGasTo: Address): void {
  if (!isZeroAddress(sendGasTo)) {
    ctx.send({ to: sendGasTo, flag: MsgFlag.ALL_NOT_RESERVED + MsgFlag.IGNORE_ERRORS, bounce: false });
  }
}

const handlers: Record<string, Handler<NftState>> = {
  /** D.8: deployed by the collection; keeps remainOnNft, deploys its indexes, returns the rest. */
  constructor(ctx: Ctx, input: Input) {
    require(ctx.sender === ctx.state.collection, ExitCode.NFT_NOT_FROM_COLLECTION);
    const remainOnNft = input.uint('remainOnNft');
    require(remainOnNft > 0n, ExitCode.ZERO_VALUE);
    require(ctx.value > remainOnNft, ExitCode.NOT_ENOUGH_VALUE);
    const owner = input.address('owner');
    ctx.state.owner = owner;
    ctx.state.manager = owner;
    ctx.state.json = input.string('json');
    ctx.state.indexDeployValue = input.uint('indexDeployValue');
    ctx.state.indexDestroyValue = input.uint('indexDestroyValue');
    const royalty = input.raw('royalty');
    if (royalty !== undefined && royalty !== null) ctx.state.royalty = royaltyFrom(input.tuple('royalty'));
    ctx.reserveUpTo(remainOnNft);
    ctx.emit('NftCreated', { id: ctx.state.id, owner, manager: owner, collection: ctx.state.collection });
    deployIndexes(ctx);
    sendRestTo(ctx, input.address('sendGasTo'));
  },

  /** D.2 */
  changeManager(ctx, input) {
    beginManagerCall(ctx);
    const newManager = input.address('newManager');
    const sendGasTo = input.address('sendGasTo');
    const oldManager = ctx.state.manager;
    ctx.state.manager = newManager;
    if (oldManager !== newManager) ctx.emit('ManagerChanged', { oldManager, newManager });
    const { id, owner, collection } = ctx.state;
    sendCallbacks(ctx, input, 'onNftChangeManager', (payload) => ({ id, owner, oldManager, newManager, collection, sendGasTo, payload }));
    sendRestTo(ctx, sendGasTo);
  },

  /** D.3 (with Q13: onNftTransfer.oldManager carries the new manager). */
  transfer(ctx, input) {
    beginManagerCall(ctx);
    const to = input.address('to');
    const sendGasTo = input.address('sendGasTo');
    destroyIndexes(ctx, sendGasTo);
    const oldOwner = ctx.state.owner;
    const oldManager = ctx.state.manager;
    ctx.state.owner = to;
    ctx.state.manager = to;
    if (oldOwner !== to) ctx.emit('OwnerChanged', { oldOwner, newOwner: to });
    if (oldManager !== to) ctx.emit('ManagerChanged', { oldManager, newManager: to });
    deployIndexes(ctx);
    const { id, collection } = ctx.state;
    sendCallbacks(ctx, input, 'onNftTransfer', (payload) => ({
      id,
      oldOwner,
      newOwner: to,
      oldManager: to,
      newManager: to,
      collection,
      gasReceiver: sendGasTo,
      payload,
    }));
    sendRestTo(ctx, sendGasTo);
  },

  /** D.4 */
  changeOwner(ctx, input) {
    beginManagerCall(ctx);
    const newOwner = input.address('newOwner');
    const sendGasTo = input.address('sendGasTo');
    destroyIndexes(ctx, sendGasTo);
    const oldOwner = ctx.state.owner;
    ctx.state.owner = newOwner;
    if (oldOwner !== newOwner) ctx.emit('OwnerChanged', { oldOwner, newOwner });
    deployIndexes(ctx);
    const { id, manager, collection } = ctx.state;
    sendCallbacks(ctx, input, 'onNftChangeOwner', (payload) => ({ id, manager, oldOwner, newOwner, collection, sendGasTo, payload }));
    sendRestTo(ctx, sendGasTo);
  },

  /** D.5: all value to the collection, which emits NftBurned; the NFT is destroyed. */
  burn(ctx, input) {
    require(ctx.sender === ctx.state.manager, ExitCode.NOT_MANAGER);
    const sendGasTo = input.address('sendGasTo');
    destroyIndexes(ctx, sendGasTo);
    ctx.send({
      to: ctx.state.collection,
      flag: MsgFlag.ALL_NOT_RESERVED + MsgFlag.DESTROY_IF_ZERO,
      bounce: false,
      method: 'acceptNftBurn',
      input: {
        _id: ctx.state.id,
        _owner: ctx.state.owner,
        _manager: ctx.state.manager,
        _sendGasTo: sendGasTo,
        _callbackTo: input.address('callbackTo'),
        _callbackPayload: input.cell('callbackPayload'),
      },
    });
  },
};

const getters: Record<string, Getter<NftState>> = {
  /** D.1 */
  getInfo: (view) => ({ id: view.state.id, owner: view.state.owner, manager: view.state.manager, collection: view.state.collection }),
  getJson: (view) => ({ json: view.state.json }),
  indexCode: () => ({ code: codeOf('Index') }),
  indexCodeHash: () => ({ hash: codeHashOf('Index') }),
  resolveIndex: (view, input) => ({ index: indexAddress(view.self, input.address('collection'), input.address('owner')) }),
  supportsInterface: () => ({ value0: true }),
};

export const nftContract: ContractDefinition<NftState> = defineContract<NftState>({
  kind: 'nft',
  abi: 'Nft',
  handlers,
  getters,
});

/** D.6: only NftWithRoyalty answers royaltyInfo: ceilMulDiv(salePrice, num, den). */
export const nftWithRoyaltyContract: ContractDefinition<NftState> = defineContract<NftState>({
  kind: 'nftWithRoyalty',
  abi: 'NftWithRoyalty',
  handlers,
  getters: {
    ...getters,
    royaltyInfo: (view, input) => {
      const royalty = view.state.royalty ?? { numerator: 0n, denominator: 1n, receiver: ZERO_ADDRESS };
      return {
        receiver: royalty.receiver,
        currentRoyalty: ceilMulDiv(input.uint('salePrice'), royalty.numerator, royalty.denominator),
      };
    },
  },
});
