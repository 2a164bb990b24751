// The confirmation form's rules (spec §5), with the spec's messages word for word:
// Field is required; Incorrect date; Incorrect format; Value is too high; Value is too low;
// Insufficient balance.
import { z } from 'zod';
import { toUnitsBigInt } from '@shared/lib/amounts';
import { isBalanceLow } from '@shared/lib/balance';
import { DURATION_CHOICES, durationSeconds, type DurationChoice } from '@shared/lib/durations';
import { VALIDATION_MESSAGES, type ValidationError } from '@shared/lib/errors';
import type { Token } from '@shared/lib/tokens';

/** Amounts are uint128 on chain. */
const MAX_UINT128 = (1n << 128n) - 1n;
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

/** The price in units, or the spec's error. */
export function checkPrice(text: string, rules: PriceRules): { ok: true; units: bigint } | { ok: false; error: ValidationError } {
  const value = text.trim();
  if (value === '') return { ok: false, error: 'required' };
  if (!DECIMAL.test(value)) return { ok: false, error: 'incorrectFormat' };
  const fraction = value.split('.')[1] ?? '';
  if (fraction.length > rules.token.decimals) return { ok: false, error: 'incorrectFormat' };
  const units = toUnitsBigInt(value, rules.token.decimals);
  if (units > MAX_UINT128) return { ok: false, error: 'tooHigh' };
  if (units === 0n || (rules.minUnits !== null && units < rules.minUnits)) return { ok: false, error: 'tooLow' };
  if (rules.paying && rules.balance) {
    const low = isBalanceLow({
      isNative: rules.token.isNative,
      amount: units,
      requiredGas: rules.balance.requiredGas,
      coinBalance: rules.balance.coinBalance,
      tokenBalance: rules.balance.tokenBalance,
    });
    if (low) return { ok: false, error: 'insufficientBalance' };
  }
  return { ok: true, units };
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
      if (!price.ok) ctx.addIssue({ code: 'custom', path: ['price'], message: VALIDATION_MESSAGES[price.error] });
      if (current.withDuration) {
        const duration = checkDuration(values.duration, values.customDate, current.now);
        if (!duration.ok) ctx.addIssue({ code: 'custom', path: ['customDate'], message: VALIDATION_MESSAGES[duration.error] });
      }
    });
}
