// What a confirmation shows before signing: the gas the action attaches (the factories'
// `getGasValue` through shared/lib/gas.ts, exactly as the actions compute it), the market fee, the
// royalty, and the balances the spec's balance check needs.
import { at } from './actions/contracts';
import {
  auctionGasTable,
  directBuyGasTable,
  directSellGasTable,
  paymentTokenOf,
  rootAddress,
  session,
  type PaymentToken,
  type Session,
} from './actions/preparation';
import type { ActionContext } from './actions';
import { coinBalance } from '../chain/connection';
import { NATIVE_COIN_DECIMALS } from '@shared/lib/constants';
import type { Fraction } from '@shared/lib/fees';
import { auctionGas, directBuyGas, directSellGas, type GasBreakdown } from '@shared/lib/gas';
import type { Token } from '@shared/lib/tokens';
import type { ActionKind } from '~/view-model/market';

export interface Quote {
  readonly gas: GasBreakdown;
  /** The market fee fraction the seller pays; null when not relevant or unknown. */
  readonly fee: Fraction | null;
  /** Royalty units on one whole coin of price (spec §5); null without a royalty. */
  readonly royaltyPerCoin: bigint | null;
  /** Native coin balance, nano. */
  readonly coinBalance: bigint;
  /** Balance of the payment token, in its units (the coin balance for the native coin). */
  readonly tokenBalance: bigint;
  /** Paying in the native coin: the wrapped-native balance a payment spends first (spec §7); else null. */
  readonly wrappedBalance: bigint | null;
  /** What the action is expected to spend of its gas, nano: the median of its recent traces; null when unknown. */
  readonly networkFee: bigint | null;
}

export interface QuoteInput {
  readonly kind: ActionKind;
  readonly nft: string;
  readonly collection: string;
  /** The payment token (buy, bid, offer) or the listing token. */
  readonly token: Token | null;
  /** The offer's fee (accept offer). */
  readonly offerFee?: Fraction | null;
}

/** The token a price in `root` is paid with (the native coin for the wrapped-native root). */
export function payingToken(ctx: ActionContext, root: string): PaymentToken {
  return paymentTokenOf(ctx, root);
}

async function tokenBalance(s: Session, token: Token, coin: bigint): Promise<bigint> {
  if (token.isNative) return coin;
  try {
    const { value0: wallet } = await s.c
      .tokenRoot(token.address)
      .methods.walletOf({ answerId: 0, walletOwner: at(s.owner) })
      .call();
    const { value0 } = await s.c.tokenWallet(wallet.toString()).methods.balance({ answerId: 0 }).call();
    return BigInt(value0);
  } catch {
    // No wallet yet (or a failed read): nothing to spend.
    return 0n;
  }
}

/** `royaltyInfo` for one whole coin on the NFT, else on its collection; null when neither answers. */
async function royaltyPerCoin(s: Session, nft: string, collection: string): Promise<bigint | null> {
  const salePrice = (10n ** BigInt(NATIVE_COIN_DECIMALS)).toString();
  for (const address of [nft, collection]) {
    if (!address) continue;
    try {
      const { currentRoyalty } = await s.c.nft(address).methods.royaltyInfo({ answerId: 0, salePrice }).call();
      return BigInt(currentRoyalty);
    } catch {
      // plain NFTs and collections do not implement it
    }
  }
  return null;
}

/** Spec §8: fee info lookup errors are swallowed. */
async function ownerFee(ctx: ActionContext, owner: string, rootCode: 'sell' | 'auction'): Promise<Fraction | null> {
  try {
    return (await ctx.api.ownerFee({ owner, rootCode })).fee;
  } catch {
    return null;
  }
}

async function gasFor(ctx: ActionContext, s: Session, kind: ActionKind, native: boolean): Promise<GasBreakdown> {
  switch (kind) {
    case 'startSell':
    case 'closeSell':
    case 'buy': {
      const table = await directSellGasTable(s, await rootAddress(ctx, 'sell'));
      return directSellGas(kind === 'startSell' ? 'start' : kind === 'closeSell' ? 'close' : 'accept', table, native);
    }
    case 'createAuction':
    case 'placeBid':
    case 'finishAuction': {
      const table = await auctionGasTable(s, await rootAddress(ctx, 'auction'));
      return auctionGas(kind === 'createAuction' ? 'start' : kind === 'placeBid' ? 'bid' : 'finish', table, native);
    }
    case 'makeOffer':
    case 'acceptOffer':
    case 'cancelOffer': {
      const table = await directBuyGasTable(s, await rootAddress(ctx, 'buy'));
      return directBuyGas(kind === 'makeOffer' ? 'create' : kind === 'acceptOffer' ? 'accept' : 'cancel', table, native);
    }
  }
}

let networkFeesOnce: Promise<Readonly<Record<string, { fee: string }>>> | null = null;

/** The action's expected network fee (GET /market/network-fees, once a page); null when the chain has none yet. */
async function expectedNetworkFee(ctx: ActionContext, kind: ActionKind): Promise<bigint | null> {
  networkFeesOnce ??= ctx.api.networkFees().then(
    (answer) => answer.fees,
    () => ({}),
  );
  const known = (await networkFeesOnce)[kind];
  return known ? BigInt(known.fee) : null;
}

export async function loadQuote(ctx: ActionContext, input: QuoteInput): Promise<Quote> {
  if (!ctx.connection) throw new Error('Wallet is not connected');
  const s = session(ctx.connection);
  const native = input.token?.isNative === true;
  const sellerSide = input.kind === 'startSell' || input.kind === 'createAuction' || input.kind === 'acceptOffer';
  const [gas, coin, fee, royalty, networkFee] = await Promise.all([
    gasFor(ctx, s, input.kind, native),
    coinBalance(ctx.connection).then(BigInt),
    input.kind === 'acceptOffer'
      ? Promise.resolve(input.offerFee ?? null)
      : input.kind === 'startSell' || input.kind === 'createAuction'
        ? ownerFee(ctx, s.owner, input.kind === 'startSell' ? 'sell' : 'auction')
        : Promise.resolve(null),
    sellerSide ? royaltyPerCoin(s, input.nft, input.collection) : Promise.resolve(null),
    expectedNetworkFee(ctx, input.kind),
  ]);
  const balance = input.token ? await tokenBalance(s, input.token, coin) : coin;
  const paying = input.kind === 'buy' || input.kind === 'placeBid' || input.kind === 'makeOffer';
  const wrapped = paying && native && input.token ? await tokenBalance(s, { ...input.token, isNative: false }, coin) : null;
  // A fee above the maximum would be a sample of another gas table: the maximum is what can leave.
  const expected = networkFee !== null && networkFee <= gas.total ? networkFee : null;
  return { gas, fee, royaltyPerCoin: royalty, coinBalance: coin, tokenBalance: balance, wrappedBalance: wrapped, networkFee: expected };
}
