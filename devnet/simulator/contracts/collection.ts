import { isZeroAddress, nftAddress, nftCodeHash, ZERO_ADDRESS, type Address } from '../address';
import { ceilMulDiv, maxBig } from '../amounts';
import { MsgFlag, type ExecContext, type Input } from '../context';
import { defineContract, type ContractDefinition, type Getter, type Handler } from '../contract';
import { ExitCode, require } from '../errors';
import { StandardGas } from '../gas';
import type { ContractKind } from '../types';
import { initialNftState, royaltyFrom, type Royalty } from './nft';
import { codeHashOf, codeOf, sendAllTo } from './gas-and-code';

/**
 * 1.3 TIP-4 collections: `Collection` (plain NFTs), `CollectionWithRoyalty` (collection-level
 * royalty, plain NFTs) and `CollectionRoyalty` (NftWithRoyalty, royalty given at mint).
 */
export interface CollectionState {
  owner: Address;
  json: string;
  remainOnNft: bigint;
  totalMinted: bigint;
  totalSupply: bigint;
  /** CollectionWithRoyalty only. */
  royalty: Royalty | null;
}

type Ctx = ExecContext<CollectionState>;

/** E.5: the internal-owner check: sender is the owner (100) and the value is non-zero (101). */
function onlyOwner(ctx: Ctx): void {
  require(ctx.sender === ctx.state.owner, ExitCode.NOT_OWNER);
  require(ctx.value > 0n, ExitCode.ZERO_VALUE);
}

/** D.8 / N.11 */
function mint(ctx: Ctx, nftKind: 'nft' | 'nftWithRoyalty', owner: Address, json: string, royalty: Royalty | null): void {
  onlyOwner(ctx);
  require(ctx.value > ctx.state.remainOnNft + StandardGas.MINT_EXTRA, ExitCode.NOT_ENOUGH_VALUE);
  // "Keep 1 EVER": the collection keeps max(its balance before the message, 1 EVER).
  ctx.reserveUpTo(maxBig(ctx.msg.originalBalance, StandardGas.COLLECTION_KEEP));
  const id = ctx.state.totalMinted;
  const nft = nftAddress(ctx.self, id);
  ctx.send({
    to: nft,
    flag: MsgFlag.ALL_NOT_RESERVED,
    bounce: true,
    method: 'constructor',
    input: {
      owner,
      sendGasTo: ctx.sender,
      remainOnNft: ctx.state.remainOnNft,
      json,
      indexDeployValue: StandardGas.INDEX_DEPLOY_VALUE,
      indexDestroyValue: StandardGas.INDEX_DESTROY_VALUE,
      codeIndex: codeOf('Index'),
      ...(royalty ? { royalty } : {}),
    },
    stateInit: { kind: nftKind, state: initialNftState(id, ctx.self) },
  });
  ctx.state.totalMinted += 1n;
  ctx.state.totalSupply += 1n;
  ctx.emit('NftCreated', { id, nft, owner, manager: owner, creator: ctx.sender });
}

function commonHandlers(): Record<string, Handler<CollectionState>> {
  return {
    /** Deployed by an external message (genesis). */
    constructor(ctx: Ctx, input: Input) {
      const remainOnNft = input.uint('remainOnNft');
      require(remainOnNft > 0n, ExitCode.ZERO_VALUE);
      ctx.state.owner = input.address('owner');
      ctx.state.remainOnNft = remainOnNft;
      ctx.state.json = input.string('json');
      const royalty = input.raw('royalty');
      if (royalty !== undefined && royalty !== null) ctx.state.royalty = royaltyFrom(input.tuple('royalty'));
      ctx.emit('OwnershipTransferred', { oldOwner: ZERO_ADDRESS, newOwner: ctx.state.owner });
    },

    /** D.5: the burned NFT's value arrives here. */
    acceptNftBurn(ctx, input) {
      const id = input.uint('_id');
      const nft = nftAddress(ctx.self, id);
      require(ctx.sender === nft, ExitCode.NOT_OWNER);
      ctx.state.totalSupply -= 1n;
      ctx.emit('NftBurned', { id, nft, owner: input.address('_owner'), manager: input.address('_manager') });
      ctx.reserveUpTo(ctx.msg.originalBalance);
      const callbackTo = input.address('_callbackTo');
      const sendGasTo = input.address('_sendGasTo');
      if (!isZeroAddress(callbackTo)) {
        ctx.send({
          to: callbackTo,
          flag: MsgFlag.ALL_NOT_RESERVED + MsgFlag.IGNORE_ERRORS,
          bounce: false,
          method: 'onAcceptNftBurn',
          input: {
            collection: ctx.self,
            id,
            nft,
            owner: input.address('_owner'),
            manager: input.address('_manager'),
            remainingGasTo: sendGasTo,
            payload: input.cell('_callbackPayload'),
          },
        });
      } else if (!isZeroAddress(sendGasTo)) {
        sendAllTo(ctx, sendGasTo);
      }
    },

    setRemainOnNft(ctx, input) {
      onlyOwner(ctx);
      ctx.state.remainOnNft = input.uint('remainOnNft');
    },

    transferOwnership(ctx, input) {
      onlyOwner(ctx);
      const newOwner = input.address('newOwner');
      require(!isZeroAddress(newOwner), ExitCode.NOT_OWNER);
      ctx.emit('OwnershipTransferred', { oldOwner: ctx.state.owner, newOwner });
      ctx.state.owner = newOwner;
    },
  };
}

function commonGetters(): Record<string, Getter<CollectionState>> {
  return {
    owner: (view) => ({ value0: view.state.owner }),
    totalSupply: (view) => ({ count: view.state.totalSupply }),
    totalMinted: (view) => ({ count: view.state.totalMinted }),
    getJson: (view) => ({ json: view.state.json }),
    nftAddress: (view, input) => ({ nft: nftAddress(view.self, input.uint('id')) }),
    nftCode: () => ({ code: codeOf('Nft') }),
    nftCodeHash: (view) => ({ codeHash: nftCodeHash(view.self) }),
    /** ADM.6: the tests register special rules with codeDepth 15. */
    codeDepth: () => ({ value0: 15n }),
    indexCode: () => ({ code: codeOf('Index') }),
    indexCodeHash: () => ({ hash: codeHashOf('Index') }),
    indexBasisCode: () => ({ code: codeOf('IndexBasis') }),
    indexBasisCodeHash: () => ({ hash: codeHashOf('IndexBasis') }),
    resolveIndexCodeHash: (_view, input) => ({ hash: codeHashOf(`Index|${input.address('collection')}|${input.address('owner')}`) }),
    supportsInterface: () => ({ value0: true }),
  };
}

function makeCollection(
  kind: Extract<ContractKind, 'collection' | 'collectionWithRoyalty' | 'collectionRoyalty'>,
  abi: 'Collection' | 'CollectionWithRoyalty' | 'CollectionRoyalty',
): ContractDefinition<CollectionState> {
  const nftKind = kind === 'collectionRoyalty' ? 'nftWithRoyalty' : 'nft';
  const getters = commonGetters();
  if (kind === 'collectionWithRoyalty') {
    /** D.6 */
    getters['royaltyInfo'] = (view, input) => {
      const royalty = view.state.royalty ?? { numerator: 0n, denominator: 1n, receiver: ZERO_ADDRESS };
      return { receiver: royalty.receiver, currentRoyalty: ceilMulDiv(input.uint('salePrice'), royalty.numerator, royalty.denominator) };
    };
  }
  return defineContract<CollectionState>({
    kind,
    abi,
    handlers: {
      ...commonHandlers(),
      mintNft(ctx, input) {
        const royalty = kind === 'collectionRoyalty' ? royaltyFrom(input.tuple('_royalty')) : null;
        mint(ctx, nftKind, input.address('_owner'), input.string('_json'), royalty);
      },
    },
    getters,
  });
}

export const collectionContract = makeCollection('collection', 'Collection');
export const collectionWithRoyaltyContract = makeCollection('collectionWithRoyalty', 'CollectionWithRoyalty');
export const collectionRoyaltyContract = makeCollection('collectionRoyalty', 'CollectionRoyalty');
