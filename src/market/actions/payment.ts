// Paying an offer contract (buy, bid, make offer): a TIP-3 `transfer` with the payload, or, for the
// native coin, the wrapped-native plan of spec §7 (`wrapTokenTransfer`).
//
// Spec §7: "Token transfer: on the token wallet, transfer (amount, recipient, remainingGasTo,
// payload, deployWalletValue, notify=true) or acceptNative (amount, deployWalletValue,
// remainingGasTo, payload), sent as delayed messages from the account with bounce enabled. If the
// user's wrapped-token wallet has no balance or does not exist, the native amount is sent via
// acceptNative to the recipient's wrapped wallet; otherwise transfer is used and the attached value
// covers only the shortfall between payment amount and existing wrapped balance. A failed balance
// read counts as no balance."
import type { DelayedMessageExecution } from 'everscale-inpage-provider';
import { DEPLOY_WALLET_AMOUNT } from '@shared/lib/gas';
import type { Token } from '@shared/lib/tokens';
import { planNativePayment } from '@shared/lib/wrap';
import { at, prepare, type PreparedSend } from './contracts';
import { nonNativeToken, wrapWalletNotConnected } from './errors';
import { session, type Session } from './preparation';
import type { ActionContext } from './types';

export interface TokenPayment {
  /** The payment token; `isNative` pays in native coin through the wrapped-native vault. */
  readonly token: Token;
  /** Integer units of the token. */
  readonly amount: bigint;
  /** The contract paid: a DirectSell, an Auction or the FactoryDirectBuy. */
  readonly recipient: string;
  /** The payload cell the recipient reads (buy, bid or offer payload). */
  readonly payload: string;
  /** Nano-coins for the operation (gas.ts total: it includes the deploy-wallet and, natively, the wrap amount). */
  readonly gas: bigint;
}

/**
 * How the payment goes: `transfer` from the payer's token (or wrapped) wallet, `acceptNative` on
 * the recipient's wrapped wallet, or `wrap` at the vault root (native coin, when the recipient has
 * no wrapped wallet yet: acceptNative needs one, `wrap` deploys it).
 */
export type PaymentMethod = 'transfer' | 'acceptNative' | 'wrap';

export interface PreparedPayment extends PreparedSend {
  readonly method: PaymentMethod;
}

/** A TIP-3 transfer with notify=true from the payer's wallet of `token`. */
async function prepareTransfer(s: Session, p: TokenPayment): Promise<PreparedPayment> {
  const { value0: wallet } = await s.c
    .tokenRoot(p.token.address)
    .methods.walletOf({ answerId: 0, walletOwner: at(s.owner) })
    .call();
  const call = s.c.tokenWallet(wallet.toString()).methods.transfer({
    amount: p.amount.toString(),
    recipient: at(p.recipient),
    deployWalletValue: DEPLOY_WALLET_AMOUNT.toString(),
    remainingGasTo: at(s.owner),
    notify: true,
    payload: p.payload,
  });
  return { ...prepare(s.owner, wallet, 'transfer', p.gas, call), method: 'transfer' };
}

/** The payer's wrapped balance; null when the wallet does not exist or the read fails. */
async function wrappedBalance(s: Session, root: string): Promise<{ wallet: string; balance: string | null }> {
  const { value0: wallet } = await s.c
    .vaultRoot(root)
    .methods.walletOf({ answerId: 0, walletOwner: at(s.owner) })
    .call();
  try {
    const { value0 } = await s.c.vaultWallet(wallet.toString()).methods.balance({ answerId: 0 }).call();
    return { wallet: wallet.toString(), balance: value0 };
  } catch {
    return { wallet: wallet.toString(), balance: null };
  }
}

async function isDeployed(s: Session, address: string): Promise<boolean> {
  try {
    const { state } = await s.connection.client.getFullContractState({ address: at(address) });
    return state?.isDeployed === true;
  } catch {
    return false;
  }
}

/** The native-coin plan (`planNativePayment`), ready to sign. */
async function prepareNative(s: Session, p: TokenPayment): Promise<PreparedPayment> {
  const root = p.token.address;
  const vaultRoot = s.c.vaultRoot(root);
  const { wallet, balance } = await wrappedBalance(s, root);
  const plan = planNativePayment(p.amount, balance);
  if (plan.method === 'transfer') {
    // The vault wallet wraps the shortfall from the attached value (C.3).
    const call = s.c.vaultWallet(wallet).methods.transfer({
      amount: p.amount.toString(),
      recipient: at(p.recipient),
      deployWalletValue: DEPLOY_WALLET_AMOUNT.toString(),
      remainingGasTo: at(s.owner),
      notify: true,
      payload: p.payload,
    });
    return { ...prepare(s.owner, at(wallet), 'transfer', p.gas + plan.shortfall, call), method: 'transfer' };
  }
  const { value0: recipientWallet } = await vaultRoot.methods.walletOf({ answerId: 0, walletOwner: at(p.recipient) }).call();
  if (await isDeployed(s, recipientWallet.toString())) {
    const call = s.c.vaultWallet(recipientWallet.toString()).methods.acceptNative({
      amount: plan.amount.toString(),
      deployWalletValue: DEPLOY_WALLET_AMOUNT.toString(),
      remainingGasTo: at(s.owner),
      payload: p.payload,
    });
    return { ...prepare(s.owner, recipientWallet, 'acceptNative', plan.amount + p.gas, call), method: 'acceptNative' };
  }
  // The recipient has no wrapped wallet yet (a fresh factory): the vault root wraps the coins
  // straight into a new wallet for it, which notifies the recipient like a transfer (C.2 b).
  const call = vaultRoot.methods.wrap({
    tokens: plan.amount.toString(),
    recipient: at(p.recipient),
    deployWalletValue: DEPLOY_WALLET_AMOUNT.toString(),
    remainingGasTo: at(s.owner),
    notify: true,
    payload: p.payload,
  });
  return { ...prepare(s.owner, at(root), 'wrap', plan.amount + p.gas, call), method: 'wrap' };
}

/** The payment for `p`: native coin through the vault, or a TIP-3 transfer. */
export function preparePayment(s: Session, p: TokenPayment): Promise<PreparedPayment> {
  return p.token.isNative ? prepareNative(s, p) : prepareTransfer(s, p);
}

export interface WrapTokenTransferResult {
  readonly method: PaymentMethod;
  /** The contract the wallet's message went to. */
  readonly target: string;
  /** Nano-coins attached. */
  readonly value: bigint;
  readonly execution: DelayedMessageExecution;
}

/**
 * Pays `amount` of the native coin to `recipient` with `payload` (spec §7), choosing acceptNative,
 * transfer (attaching only the shortfall) or wrap as described above, and sends it.
 * Throws "Cannot wrapTokenTransfer. Wallet is not connected" / "... Non-native token provided".
 */
export async function wrapTokenTransfer(ctx: ActionContext, p: TokenPayment): Promise<WrapTokenTransferResult> {
  if (!ctx.connection) throw wrapWalletNotConnected();
  if (!p.token.isNative) throw nonNativeToken();
  const prepared = await prepareNative(session(ctx.connection), p);
  const execution = await prepared.send();
  return { method: prepared.method, target: prepared.target, value: prepared.value, execution };
}
