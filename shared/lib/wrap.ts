// Paying with the native coin through the wrapped-native token.
//
// Spec section 7: "If the user's wrapped-token wallet has no balance or does not exist, the native
// amount is sent via acceptNative to the recipient's wrapped wallet; otherwise transfer is used and
// the attached value covers only the shortfall between payment amount and existing wrapped
// balance. A failed balance read counts as no balance."
import { unitsToBigInt, type UnitsInput } from './amounts';

export type NativePaymentPlan =
  /** Send `amount` native coins through the vault's `acceptNative`. */
  | { readonly method: 'acceptNative'; readonly amount: bigint }
  /** Transfer wrapped tokens, attaching `shortfall` native coins on top of the gas. */
  | { readonly method: 'transfer'; readonly amount: bigint; readonly shortfall: bigint };

/**
 * How to pay `amount` (nano-coins) in native coin, given the wrapped balance:
 * `null` means the wallet does not exist or its balance could not be read.
 */
export function planNativePayment(amount: UnitsInput, wrappedBalance: UnitsInput | null): NativePaymentPlan {
  const value = unitsToBigInt(amount);
  const wrapped = wrappedBalance === null ? 0n : unitsToBigInt(wrappedBalance);
  if (wrapped === 0n) return { method: 'acceptNative', amount: value };
  return { method: 'transfer', amount: value, shortfall: value > wrapped ? value - wrapped : 0n };
}
