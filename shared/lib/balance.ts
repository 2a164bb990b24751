// Balance checks before a market action, worded exactly as spec section 5:
// "native coin is low when coin balance is below amount plus required gas; other tokens are low
// when coin balance is below required gas or token balance is below the amount. Maximum
// spendable: native, balance minus required gas; token, the token balance."
//
// All values are integer units: coin balance and gas in nano-coins, amount and token balance in
// the payment token's units (for the native coin these are the same nano-coins).
import { unitsToBigInt, type UnitsInput } from './amounts';

export interface BalanceCheck {
  /** The payment token is the native coin. */
  readonly isNative: boolean;
  /** The price, bid or offer amount. */
  readonly amount: UnitsInput;
  /** The gas the action attaches (see gas.ts). */
  readonly requiredGas: UnitsInput;
  readonly coinBalance: UnitsInput;
  /** The payment token's balance; ignored for the native coin. */
  readonly tokenBalance: UnitsInput;
}

/** True when the wallet cannot pay for the action ("Insufficient balance"). */
export function isBalanceLow(check: BalanceCheck): boolean {
  const coin = unitsToBigInt(check.coinBalance);
  const gas = unitsToBigInt(check.requiredGas);
  const amount = unitsToBigInt(check.amount);
  if (check.isNative) return coin < amount + gas;
  return coin < gas || unitsToBigInt(check.tokenBalance) < amount;
}

/** The largest amount the user can offer or bid: native, coin balance - gas (never below 0); token, its balance. */
export function maxSpendable(check: Omit<BalanceCheck, 'amount'>): bigint {
  if (!check.isNative) return unitsToBigInt(check.tokenBalance);
  const spendable = unitsToBigInt(check.coinBalance) - unitsToBigInt(check.requiredGas);
  return spendable > 0n ? spendable : 0n;
}
