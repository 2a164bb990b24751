// Typed contract handles over the connected wallet's ProviderRpcClient (provider-protocol §4:
// `.call()` is a local run, `.sendDelayed()` a message the wallet signs).
import { Address, type DelayedMessageExecution, type ProviderRpcClient } from 'everscale-inpage-provider';
import {
  auctionAbi,
  callbacksAbi,
  directBuyAbi,
  directSellAbi,
  factoryAuctionAbi,
  factoryDirectBuyAbi,
  factoryDirectSellAbi,
  nftWithRoyaltyAbi,
  tokenRootAbi,
  tokenWalletAbi,
  vaultTokenRootAbi,
  vaultTokenWalletAbi,
} from '@shared/abi';

export const at = (address: string): Address => new Address(address);

export function contracts(client: ProviderRpcClient) {
  return {
    factoryDirectSell: (address: string) => new client.Contract(factoryDirectSellAbi, at(address)),
    directSell: (address: string) => new client.Contract(directSellAbi, at(address)),
    factoryAuction: (address: string) => new client.Contract(factoryAuctionAbi, at(address)),
    auction: (address: string) => new client.Contract(auctionAbi, at(address)),
    factoryDirectBuy: (address: string) => new client.Contract(factoryDirectBuyAbi, at(address)),
    directBuy: (address: string) => new client.Contract(directBuyAbi, at(address)),
    tokenRoot: (address: string) => new client.Contract(tokenRootAbi, at(address)),
    tokenWallet: (address: string) => new client.Contract(tokenWalletAbi, at(address)),
    vaultRoot: (address: string) => new client.Contract(vaultTokenRootAbi, at(address)),
    vaultWallet: (address: string) => new client.Contract(vaultTokenWalletAbi, at(address)),
    nft: (address: string) => new client.Contract(nftWithRoyaltyAbi, at(address)),
    callbacks: (address: string) => new client.Contract(callbacksAbi, at(address)),
  };
}

export type Contracts = ReturnType<typeof contracts>;

/**
 * A message ready to be signed: which contract it goes to (a bounce from there means the contract
 * refused it), the method, the value attached, and how to send it.
 */
export interface PreparedSend {
  /** The contract the wallet's message goes to. */
  readonly target: string;
  readonly method: string;
  /** Nano-coins attached to the message. */
  readonly value: bigint;
  send(): Promise<DelayedMessageExecution>;
}

/** Anything `contract.methods.x(args)` returns. */
interface SendableCall {
  sendDelayed(args: { from: Address; amount: string; bounce?: boolean }): Promise<DelayedMessageExecution>;
}

/** Spec §7: sent as a delayed message from the account, bounce on. */
export function prepare(from: string, target: Address, method: string, value: bigint, call: SendableCall): PreparedSend {
  return {
    target: target.toString(),
    method,
    value,
    send: () => call.sendDelayed({ from: at(from), amount: value.toString(), bounce: true }),
  };
}
