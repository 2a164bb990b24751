import type { Address } from '../address';
import { ceilMulDiv, checkedSub } from '../amounts';
import { MsgFlag, type ExecContext } from '../context';
import { Gas } from '../gas';
import { buildBurnPayload, BurnOperation } from '../payloads';
import type { MarketFee } from './market';
import { payFromWallet, ROYALTY_DENOMINATOR, type OfferState } from './offer-common';

/** N.1 - N.6: what a sale of P pays out. */
export interface SettlementAmounts {
  readonly fee: bigint;
  readonly royalty: bigint;
  /** The part of the fee burned (N.4); 0 without a burn fee. */
  readonly burnPart: bigint;
  readonly sellerAmount: bigint;
}

/**
 * 2.0.7 steps 1-3 (N.1, N.4, N.5, N.6): fee and royalty are each ceilMulDiv on the same P;
 * the seller gets P − fee − roy, or P − fee when both exceed P (Q6).
 */
export function settlementAmounts(
  price: bigint,
  fee: MarketFee,
  royalty: { numerator: bigint; denominator: bigint } | null,
  burnFee: { numerator: bigint; denominator: bigint } | null,
): SettlementAmounts {
  const feeAmount = ceilMulDiv(price, fee.numerator, fee.denominator);
  const royaltyAmount = royalty ? ceilMulDiv(price, royalty.numerator, royalty.denominator) : 0n;
  const burnPart = burnFee && feeAmount > 0n ? ceilMulDiv(feeAmount, burnFee.numerator, burnFee.denominator) : 0n;
  const sellerAmount = price >= feeAmount + royaltyAmount ? price - feeAmount - royaltyAmount : checkedSub(price, feeAmount);
  return { fee: feeAmount, royalty: royaltyAmount, burnPart, sellerAmount };
}

/**
 * 2.0.7 steps 4-6: seller payout, fee retention (with the burn share), royalty; all from the
 * offer's token wallet, in that order. `feeDeployWalletValue` is D: 0.1 (DirectSell, Auction) or 0 (DirectBuy).
 */
export function settle(
  ctx: ExecContext<OfferState>,
  p: { price: bigint; seller: Address; gasTo: Address; feeDeployWalletValue: bigint },
): SettlementAmounts {
  const state = ctx.state;
  const amounts = settlementAmounts(
    p.price,
    state.fee,
    state.royalty ?? { numerator: 0n, denominator: ROYALTY_DENOMINATOR },
    state.burnFee,
  );
  const wallet = state.tokenWallet;

  // Step 4: seller payout {0.3, flag 1, nb}: transfer, or for wnative a burn paying native coins.
  payFromWallet(ctx, {
    wallet,
    amount: amounts.sellerAmount,
    to: p.seller,
    gasTo: p.gasTo,
    value: Gas.TOKEN_TRANSFER_VALUE,
    flag: MsgFlag.SENDER_PAYS_FEES,
    deployWalletValue: Gas.DEPLOY_EMPTY_WALLET_GRAMS,
  });

  // Step 5: the fee is always moved as tokens to the factory's wallet.
  if (amounts.fee > 0n) {
    const kept = amounts.fee - amounts.burnPart;
    ctx.emit('MarketFeeWithheld', { amount: kept, tokenRoot: state.paymentToken });
    ctx.send({
      to: wallet,
      value: p.feeDeployWalletValue + Gas.FEE_EXTRA_VALUE,
      flag: MsgFlag.ORDINARY,
      bounce: false,
      method: 'transfer',
      input: {
        amount: kept,
        recipient: state.factory,
        deployWalletValue: p.feeDeployWalletValue,
        remainingGasTo: p.gasTo,
        notify: false,
        payload: '',
      },
    });
    if (state.burnFee) {
      ctx.send({
        to: wallet,
        value: Gas.TOKEN_TRANSFER_VALUE,
        flag: MsgFlag.ORDINARY,
        bounce: false,
        method: 'burn',
        input: {
          amount: amounts.burnPart,
          remainingGasTo: state.factory,
          callbackTo: ctx.self,
          payload: buildBurnPayload(BurnOperation.Burn, p.gasTo),
        },
      });
    }
  }

  // Step 6: royalty, in tokens even for wnative.
  if (amounts.royalty > 0n && state.royalty) {
    ctx.send({
      to: wallet,
      value: Gas.ROYALTY_DEPLOY_WALLET_GRAMS + Gas.ROYALTY_EXTRA_VALUE,
      flag: MsgFlag.ORDINARY,
      bounce: false,
      method: 'transfer',
      input: {
        amount: amounts.royalty,
        recipient: state.royalty.receiver,
        deployWalletValue: Gas.ROYALTY_DEPLOY_WALLET_GRAMS,
        remainingGasTo: p.gasTo,
        notify: false,
        payload: '',
      },
    });
    ctx.emit('RoyaltyWithdrawn', { recipient: state.royalty.receiver, amount: amounts.royalty, paymentToken: state.paymentToken });
  }
  return amounts;
}
