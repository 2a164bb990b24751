// Helpers every action shares: the connection guard, the NFT record, factory addresses, the owner's
// discount, gas tables, callback ids, the chain clock and payment tokens.
import type { GetNftResult } from '@shared/contract/schemas/envelopes';
import type { RootType } from '@shared/contract/schemas/enums';
import { normalizeAddress } from '@shared/lib/address';
import type { MarketAction } from '@shared/lib/errors';
import type { AuctionGasTable, DirectBuyGasTable, DirectSellGasTable } from '@shared/lib/gas';
import { UNSUPPORTED_TOKEN, type Token } from '@shared/lib/tokens';
import type { Connection } from '../../chain/connection';
import type { GasBreakdown } from '@shared/lib/gas';
import { at, contracts, prepare, type Contracts, type PreparedSend } from './contracts';
import { nftNotFound, walletNotConnected } from './errors';
import type { ActionContext } from './types';

/** The longest wait between two reads of the index after an action; the first reads come sooner. */
export const DEFAULT_POLL_INTERVAL_MS = 1000;
/** The first wait: an indexer that read the block already answers at once, one that lags is asked less often. */
export const FIRST_POLL_INTERVAL_MS = 250;
export const DEFAULT_TIMEOUT_MS = 60_000;

/** The connection, or "Cannot <action>: Wallet is not connected." */
export function requireConnection(ctx: ActionContext, action: MarketAction): Connection {
  if (!ctx.connection) throw walletNotConnected(action);
  return ctx.connection;
}

export interface Session {
  readonly connection: Connection;
  /** The connected account's address (lowercase raw). */
  readonly owner: string;
  readonly c: Contracts;
}

export function session(connection: Connection): Session {
  return { connection, owner: canonical(connection.account.address), c: contracts(connection.client) };
}

/** Lowercase raw form (addresses from the chain, the API and the wallet compare as strings). */
export function canonical(address: string): string {
  return normalizeAddress(address) ?? address;
}

export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return a != null && b != null && canonical(a) === canonical(b);
}

/** The NFT's record from the API, for the market rules. */
export async function readNft(ctx: ActionContext, nft: string): Promise<GetNftResult> {
  const details = await ctx.api.nftDetails(canonical(nft));
  if (!details) throw nftNotFound(nft);
  return details;
}

/** The root factory for `code` from `api.roots()`. */
export async function rootAddress(ctx: ActionContext, code: RootType): Promise<string> {
  const { roots } = await ctx.api.roots();
  const root = roots.find((r) => r.code === code);
  if (!root) throw new Error(`The marketplace has no ${code} root`);
  return canonical(root.address);
}

export interface Discount {
  readonly collection: string | null;
  readonly nftId: string | null;
}

const NO_DISCOUNT: Discount = { collection: null, nftId: null };

/**
 * The owner's fee record (spec §8: fee info lookup errors are swallowed). Its collection and nftId
 * name the discount NFT the owner holds; the creation payloads pass them on so the new offer
 * checks the discount (contract-semantics 1.10, 2.0.3).
 */
export async function ownerDiscount(ctx: ActionContext, owner: string, rootCode: RootType): Promise<Discount> {
  try {
    const fee = await ctx.api.ownerFee({ owner, rootCode });
    return fee.collection !== null && fee.nftId !== null ? { collection: fee.collection, nftId: fee.nftId } : NO_DISCOUNT;
  } catch {
    return NO_DISCOUNT;
  }
}

export function discountArgs(discount: Discount) {
  return {
    collection: discount.collection === null ? null : at(discount.collection),
    nftId: discount.nftId,
  };
}

export async function directSellGasTable(s: Session, factory: string): Promise<DirectSellGasTable> {
  return (await s.c.factoryDirectSell(factory).methods.getGasValue({}).call()).value0;
}

export async function auctionGasTable(s: Session, factory: string): Promise<AuctionGasTable> {
  return (await s.c.factoryAuction(factory).methods.getGasValue({}).call()).value0;
}

export async function directBuyGasTable(s: Session, factory: string): Promise<DirectBuyGasTable> {
  return (await s.c.factoryDirectBuy(factory).methods.getGasValue({}).call()).value0;
}

/** A random non-zero uint32 (0 is what the contracts read from a payload without one). */
export function newCallbackId(): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value === undefined || value === 0 ? 1 : value;
}

/**
 * "Now" on the chain, in unix seconds: the time the wallet reports for the account's state, or the
 * local clock when it reports none. Start times default to it, so a devnet whose clock differs
 * from the wall clock (tests) still lists and auctions from now.
 */
export async function chainNow(s: Session): Promise<number> {
  try {
    const { state } = await s.connection.client.getFullContractState({ address: at(s.owner) });
    const utime = state?.genTimings.genUtime;
    if (typeof utime === 'number' && utime > 0) return utime;
  } catch {
    // fall back to the local clock
  }
  return Math.floor(Date.now() / 1000);
}

export interface PaymentToken {
  readonly token: Token;
  /** Paid in native coin through the wrapped-native vault (wrap.ts / planNativePayment). */
  readonly native: boolean;
}

/**
 * The token an offer is priced in, from the site's list: the native coin when the list offers it
 * for this root (paying natively uses the wrapped balance first, so it is never worse), else the
 * TIP-3 token, else the Unsupported Token fallback (9 decimals).
 */
export function paymentTokenOf(ctx: ActionContext, root: string): PaymentToken {
  const matches = ctx.tokens.filter((t) => sameAddress(t.address, root));
  const native = matches.find((t) => t.isNative);
  if (native) return { token: native, native: true };
  const token = matches[0];
  return token ? { token, native: false } : { token: { ...UNSUPPORTED_TOKEN, address: canonical(root) }, native: false };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The owner makes `manager` the NFT's manager, handing it `payload` with the entry's gas in the callback: how a
 * listing, an auction and an accepted offer start (contract-semantics 2.a, 2.d, DB-C).
 */
export function handNftTo(
  s: Session,
  nft: string,
  manager: string,
  gas: Pick<GasBreakdown, 'entry' | 'total'>,
  payload: string,
): PreparedSend {
  const call = s.c.nft(nft).methods.changeManager({
    newManager: at(manager),
    sendGasTo: at(s.owner),
    callbacks: [[at(manager), { value: gas.entry.toString(), payload }]],
  });
  return prepare(s.owner, at(nft), 'changeManager', gas.total, call);
}
