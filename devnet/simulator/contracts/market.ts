import type { Address } from '../address';
import { MsgFlag, type ExecContext, type Input } from '../context';
import { ExitCode, require } from '../errors';
import { Gas } from '../gas';
import type { DiscountRef } from '../payloads';

/** Types and helpers the factories and offers share (1.6-1.10). */

/** 1.8 market fee {numerator: uint32, denominator: uint32}. */
export interface MarketFee {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/** 1.8 / 3.2 optional burn fee. */
export interface BurnFee {
  readonly numerator: bigint;
  readonly denominator: bigint;
  readonly project: Address;
  readonly burnRecipient: Address;
}

/** 1.10 a special rule: discount collection -> replacement fee fraction. */
export interface CollectionFeeInfo {
  readonly codeHash: bigint;
  readonly codeDepth: bigint;
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/** 2.0.3 the discount an offer checks at creation. */
export interface DiscountOpt {
  readonly collection: Address;
  readonly nftId: bigint;
  readonly feeInfo: CollectionFeeInfo;
}

export function marketFeeFrom(input: Input): MarketFee {
  return { numerator: input.uint('numerator'), denominator: input.uint('denominator') };
}

export function burnFeeFrom(input: Input): BurnFee {
  return {
    numerator: input.uint('numerator'),
    denominator: input.uint('denominator'),
    project: input.address('project'),
    burnRecipient: input.address('burnRecipient'),
  };
}

export function collectionFeeInfoFrom(input: Input): CollectionFeeInfo {
  return {
    codeHash: input.uint('codeHash'),
    codeDepth: input.uint('codeDepth'),
    numerator: input.uint('numerator'),
    denominator: input.uint('denominator'),
  };
}

export function discountOptFrom(input: Input | null): DiscountOpt | null {
  if (!input) return null;
  return { collection: input.address('collection'), nftId: input.uint('nftId'), feeInfo: collectionFeeInfoFrom(input.tuple('feeInfo')) };
}

/** E.1 110: every fee, burn-fee and special-rule denominator must be > 0. */
export function requireDenominator(fraction: { readonly denominator: bigint }): void {
  require(fraction.denominator > 0n, ExitCode.DENOMINATOR_ZERO);
}

/** DS-A.5 step 2: a discount applies when the payload names both fields and the factory has a rule. */
export function findDiscount(
  specialRules: readonly (readonly [Address, CollectionFeeInfo])[],
  ref: DiscountRef | null,
): DiscountOpt | null {
  if (!ref) return null;
  const rule = specialRules.find(([collection]) => collection === ref.collection);
  return rule ? { collection: ref.collection, nftId: ref.nftId, feeInfo: rule[1] } : null;
}

/** 0.12 / 1.11: a frontend callback {0.1 EVER, flag 1, no bounce}. */
export function frontendCallback(ctx: ExecContext<unknown>, to: Address, method: string, input: Record<string, unknown>): void {
  ctx.send({ to, value: Gas.FRONTEND_CALLBACK_VALUE, flag: MsgFlag.SENDER_PAYS_FEES, bounce: false, method, input });
}

/** A TIP-4 transfer with one 0.01 EVER onNftTransfer callback to the new owner, carrying all spare value. */
export function transferNft(ctx: ExecContext<unknown>, nft: Address, to: Address, sendGasTo: Address): void {
  ctx.send({
    to: nft,
    flag: MsgFlag.ALL_NOT_RESERVED,
    bounce: false,
    method: 'transfer',
    input: { to, sendGasTo, callbacks: [[to, { value: Gas.NFT_CALLBACK_VALUE, payload: '' }]] },
  });
}

/** Gives the manager role back: `changeManager(to, sendGasTo, {})` with all spare value, bounce on. */
export function returnNftManager(ctx: ExecContext<unknown>, nft: Address, to: Address, sendGasTo: Address): void {
  ctx.send({
    to: nft,
    flag: MsgFlag.ALL_NOT_RESERVED,
    bounce: true,
    method: 'changeManager',
    input: { newManager: to, sendGasTo, callbacks: [] },
  });
}
