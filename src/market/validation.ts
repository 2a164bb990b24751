// The confirmation form's rules (spec §5), with the spec's messages word for word:
// Field is required; Incorrect date; Incorrect format; Value is too high; Value is too low;
// Insufficient balance. Each but the first says why after a colon ("Incorrect format: WVENOM takes at
// most 9 decimals", "Value is too high: at most 1 000 000 000 WVENOM"), since the bare message leaves
// the person guessing. The forms check as the person types.
import { z } from 'zod';
import { formatUnits, fromUnits, toUnitsBigInt } from '@shared/lib/amounts';
import { isBalanceLow, maxSpendable } from '@shared/lib/balance';
import { NATIVE_COIN_DECIMALS, NATIVE_COIN_NAME } from '@shared/lib/constants';
import { DURATION_CHOICES, durationSeconds, type DurationChoice } from '@shared/lib/durations';
import { VALIDATION_MESSAGES, type ValidationError } from '@shared/lib/errors';
import { maxPriceUnits } from '@shared/lib/price-limits';
import type { Token } from '@shared/lib/tokens';

const DECIMAL = /^(?:\d+(?:\.\d+)?|\.\d+)$/;

export interface PriceFormValues {
  price: string;
  /** The payment token's symbol. */
  token: string;
  duration: DurationChoice;
  /** `datetime-local` value, when the duration is a custom date. */
  customDate: string;
}

export interface PriceRules {
  readonly token: Token;
  /** Smallest accepted amount in units (the auction's minimal bid); 1 unit otherwise. */
  readonly minUnits: bigint | null;
  /** The amount is paid from the wallet (buy, bid, offer): the balance check applies. */
  readonly paying: boolean;
  /** Gas and balances, once loaded (the balance check waits for them). */
  readonly balance: { readonly requiredGas: bigint; readonly coinBalance: bigint; readonly tokenBalance: bigint } | null;
  /** Whether the form asks for a duration. */
  readonly withDuration: boolean;
  /** Unix seconds. */
  readonly now: number;
}

/** A price that failed: the spec's error and, but for an empty field, why. */
export interface PriceFailure {
  readonly ok: false;
  readonly error: ValidationError;
  readonly detail: string | null;
}

export type PriceCheck = { readonly ok: true; readonly units: bigint } | PriceFailure;

const amountOf = (units: bigint, token: Token) => `${formatUnits(units, token.decimals)} ${token.symbol}`;
const coinsOf = (units: bigint) => `${formatUnits(units, NATIVE_COIN_DECIMALS)} ${NATIVE_COIN_NAME}`;

function failure(error: ValidationError, detail: string | null = null): PriceFailure {
  return { ok: false, error, detail };
}

/** Why the wallet cannot pay: the balance the payment comes from, and, when gas is the reason, the gas. */
export function balanceDetail(units: bigint, token: Token, balance: NonNullable<PriceRules['balance']>): string {
  const { requiredGas, coinBalance, tokenBalance } = balance;
  if (token.isNative) {
    const most = maxSpendable({ isNative: true, requiredGas, coinBalance, tokenBalance });
    return `your balance is ${coinsOf(coinBalance)}, at most ${coinsOf(most)} after up to ${coinsOf(requiredGas)} of gas`;
  }
  if (tokenBalance < units) return `your balance is ${amountOf(tokenBalance, token)}`;
  return gasDetail(requiredGas, coinBalance);
}

/** Why the coins cannot pay the gas. */
export function gasDetail(requiredGas: bigint, coinBalance: bigint): string {
  return `gas needs up to ${coinsOf(requiredGas)} and your balance is ${coinsOf(coinBalance)}`;
}

/** The price in units, or the spec's error with why. */
export function checkPrice(text: string, rules: PriceRules): PriceCheck {
  const { token } = rules;
  const value = text.trim();
  if (value === '') return failure('required');
  if (!DECIMAL.test(value)) return failure('incorrectFormat', 'use digits and one dot, like 1.5');
  const fraction = value.split('.')[1] ?? '';
  if (fraction.length > token.decimals)
    return failure(
      'incorrectFormat',
      token.decimals === 0 ? `${token.symbol} takes no decimals` : `${token.symbol} takes at most ${token.decimals} decimals`,
    );
  const units = toUnitsBigInt(value, token.decimals);
  const max = maxPriceUnits(token.decimals);
  if (units > max) return failure('tooHigh', `at most ${amountOf(max, token)}`);
  if (rules.minUnits !== null && units < rules.minUnits) return failure('tooLow', `the minimal bid is ${amountOf(rules.minUnits, token)}`);
  if (units === 0n) return failure('tooLow', `at least ${fromUnits(1n, token.decimals)} ${token.symbol}`);
  if (rules.paying && rules.balance) {
    const low = isBalanceLow({
      isNative: token.isNative,
      amount: units,
      requiredGas: rules.balance.requiredGas,
      coinBalance: rules.balance.coinBalance,
      tokenBalance: rules.balance.tokenBalance,
    });
    if (low) return failure('insufficientBalance', balanceDetail(units, token, rules.balance));
  }
  return { ok: true, units };
}

/** What the field shows for a failed price: "Value is too high: at most 1 000 000 000 WVENOM". */
export function priceErrorText(failed: PriceFailure): string {
  const message = VALIDATION_MESSAGES[failed.error];
  return failed.detail ? `${message}: ${failed.detail}` : message;
}

/**
 * The error the price field shows as the person types: none for an empty field until Confirm was
 * pressed (then "Field is required"), and every other failure at once.
 */
export function liveError(check: PriceCheck, submitted: boolean): string | undefined {
  if (check.ok) return undefined;
  if (check.error === 'required' && !submitted) return undefined;
  return priceErrorText(check);
}

/** Confirm is refused while a typed price is wrong; an empty one is left to Confirm, which says it is required. */
export function blocksConfirm(check: PriceCheck): boolean {
  return !check.ok && check.error !== 'required';
}

/** The duration in seconds, or the spec's error for the custom date. */
export function checkDuration(
  choice: DurationChoice,
  customDate: string,
  now: number,
): { ok: true; seconds: number } | { ok: false; error: ValidationError } {
  if (choice !== 'custom') return durationSeconds(choice, now);
  if (customDate.trim() === '') return { ok: false, error: 'required' };
  const ms = Date.parse(customDate);
  if (Number.isNaN(ms)) return { ok: false, error: 'incorrectDate' };
  return durationSeconds('custom', now, Math.floor(ms / 1000));
}

/** The zod schema of the form for the current rules (read when the form validates). */
export function priceFormSchema(rules: () => PriceRules) {
  return z
    .object({
      price: z.string(),
      token: z.string(),
      duration: z.enum(DURATION_CHOICES),
      customDate: z.string(),
    })
    .superRefine((values, ctx) => {
      const current = rules();
      const price = checkPrice(values.price, current);
      if (!price.ok) ctx.addIssue({ code: 'custom', path: ['price'], message: priceErrorText(price) });
      if (current.withDuration) {
        const duration = checkDuration(values.duration, values.customDate, current.now);
        if (!duration.ok) ctx.addIssue({ code: 'custom', path: ['customDate'], message: VALIDATION_MESSAGES[duration.error] });
      }
    });
}
