import { deriveAddress, ZERO_ADDRESS, type Address } from '../simulator/address';
import { ever } from '../simulator/amounts';
import type { Chain } from '../simulator/chain';
import type { CollectionState } from '../simulator/contracts/collection';
import { initialFactoryAuctionState } from '../simulator/contracts/factory-auction';
import { initialFactoryDirectBuyState } from '../simulator/contracts/factory-direct-buy';
import { initialFactoryDirectSellState } from '../simulator/contracts/factory-direct-sell';
import type { Royalty } from '../simulator/contracts/nft';
import { codeOf } from '../simulator/contracts/gas-and-code';
import type { TokenRootState } from '../simulator/contracts/token-root';

/**
 * Set-up helpers: deploy the world the marketplace needs (accounts, tokens, the wnative vault,
 * collections, the three factories) the way a deployer would, by external messages funded from
 * the faucet.
 */

/** A deterministic user account address for a label ("alice"). */
export function userAddress(label: string): Address {
  return deriveAddress('UserAccount', label);
}

export function createUser(chain: Chain, label: string, balance: bigint): Address {
  return chain.faucet(userAddress(label), balance, label);
}

function tokenRootState(p: { name: string; symbol: string; decimals: number; owner: Address }): TokenRootState {
  return {
    name: p.name,
    symbol: p.symbol,
    decimals: BigInt(p.decimals),
    rootOwner: p.owner,
    totalSupply: 0n,
    mintDisabled: false,
    burnByRootDisabled: false,
    burnPaused: false,
  };
}

/** A TIP-3 root (Appendix B); mint with `root.mint` from the owner. */
export function deployTokenRoot(
  chain: Chain,
  p: { name: string; symbol: string; decimals: number; owner: Address; balance?: bigint; address?: Address },
): Address {
  return chain.deploy({
    kind: 'tokenRoot',
    address: p.address,
    state: tokenRootState(p),
    balance: p.balance ?? ever('2'),
    constructorInput: {
      initialSupplyTo: ZERO_ADDRESS,
      initialSupply: 0n,
      deployWalletValue: 0n,
      mintDisabled: false,
      burnByRootDisabled: false,
      burnPaused: false,
      remainingGasTo: p.owner,
    },
  }).address;
}

/** The wrapped-native vault (Appendix C), holding its 1 EVER initial balance. */
export function deployWnativeVault(
  chain: Chain,
  p: { owner: Address; name?: string; symbol?: string; balance?: bigint; address?: Address },
): Address {
  return chain.deploy({
    kind: 'vaultRoot',
    address: p.address,
    state: tokenRootState({ name: p.name ?? 'Wrapped Venom', symbol: p.symbol ?? 'WVENOM', decimals: 9, owner: p.owner }),
    balance: p.balance ?? ever('1.5'),
  }).address;
}

export type CollectionVariant = 'collection' | 'collectionWithRoyalty' | 'collectionRoyalty';

/** 1.3 a collection; `royalty` is the collection-level royalty of CollectionWithRoyalty. */
export function deployCollection(
  chain: Chain,
  p: { variant?: CollectionVariant; owner: Address; json?: string; remainOnNft?: bigint; royalty?: Royalty; balance?: bigint },
): Address {
  const variant = p.variant ?? 'collection';
  if ((variant === 'collectionWithRoyalty') !== (p.royalty !== undefined)) {
    throw new Error('a collection-level royalty is given exactly for collectionWithRoyalty');
  }
  const state: CollectionState = { owner: ZERO_ADDRESS, json: '', remainOnNft: 0n, totalMinted: 0n, totalSupply: 0n, royalty: null };
  return chain.deploy({
    kind: variant,
    state,
    balance: p.balance ?? ever('1.5'),
    constructorInput: {
      codeNft: codeOf('Nft'),
      codeIndex: codeOf('Index'),
      codeIndexBasis: codeOf('IndexBasis'),
      owner: p.owner,
      remainOnNft: p.remainOnNft ?? ever('0.3'),
      json: p.json ?? '{"type":"Basic NFT","name":"Devnet collection"}',
      ...(p.royalty ? { royalty: p.royalty } : {}),
    },
  }).address;
}

export interface Factories {
  readonly directSell: Address;
  readonly auction: Address;
  readonly directBuy: Address;
}

/**
 * ADM.1 + ADM.2: the three factories, with their offer code set by the owner (who must hold
 * at least 3 EVER for the three setCodeOffer calls).
 */
export function deployFactories(
  chain: Chain,
  p: {
    owner: Address;
    fee: { numerator: bigint; denominator: bigint };
    wnativeRoot: Address;
    auctionBidDelta: bigint;
    auctionBidDeltaDecimals: bigint;
    setCode?: boolean;
  },
): Factories {
  const common = { _owner: p.owner, _remainingGasTo: p.owner, _fee: p.fee, _wnativeRoot: p.wnativeRoot };
  const directSell = chain.deploy({
    kind: 'factoryDirectSell',
    state: initialFactoryDirectSellState(0n),
    balance: ever('1'),
    constructorInput: common,
  }).address;
  const auction = chain.deploy({
    kind: 'factoryAuction',
    state: initialFactoryAuctionState(0n),
    balance: ever('1'),
    constructorInput: { ...common, _auctionBidDelta: p.auctionBidDelta, _auctionBidDeltaDecimals: p.auctionBidDeltaDecimals },
  }).address;
  const directBuy = chain.deploy({
    kind: 'factoryDirectBuy',
    state: initialFactoryDirectBuyState(0n),
    balance: ever('1'),
    constructorInput: common,
  }).address;
  if (p.setCode ?? true) {
    for (const factory of [directSell, auction, directBuy]) {
      chain.sendMessage({
        from: p.owner,
        to: factory,
        amount: ever('1'),
        functionName: 'setCodeOffer',
        input: { _newCode: codeOf('Offer') },
      });
    }
  }
  return { directSell, auction, directBuy };
}
