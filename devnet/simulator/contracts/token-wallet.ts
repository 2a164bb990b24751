import { isZeroAddress, tokenWalletAddress, type Address } from '../address';
import { maxBig } from '../amounts';
import { MsgFlag, type ExecContext, type Input } from '../context';
import { defineContract, type Getter, type Handler } from '../contract';
import { ExitCode, require } from '../errors';
import { StandardGas } from '../gas';
import type { ContractKind } from '../types';
import { codeOf, sendAllTo, sendRemainingGasTo } from './gas-and-code';

/** Appendix B: a TIP-3 wallet, one per (root, owner). */
export interface TokenWalletState {
  readonly root: Address;
  readonly owner: Address;
  balance: bigint;
}

export type WalletKind = Extract<ContractKind, 'tokenWallet' | 'vaultWallet'>;

type Ctx = ExecContext<TokenWalletState>;

/** 0.5: wallets reserve max(balance before the message, 0.1 EVER). */
export function reserveWallet(ctx: Ctx): void {
  ctx.reserveUpTo(maxBig(ctx.msg.originalBalance, StandardGas.TOKEN_WALLET_TARGET_BALANCE));
}

/** B.2 / B.3: deploy the wallet of `owner` for `root` carrying `value` (sender pays fees). */
export function deployWallet(
  ctx: ExecContext<unknown>,
  walletKind: WalletKind,
  root: Address,
  owner: Address,
  value: bigint,
  remainingGasTo: Address,
): Address {
  const wallet = tokenWalletAddress(root, owner);
  const state: TokenWalletState = { root, owner, balance: 0n };
  ctx.send({
    to: wallet,
    value,
    flag: MsgFlag.SENDER_PAYS_FEES,
    bounce: false,
    method: 'constructor',
    input: { remainingGasTo },
    stateInit: { kind: walletKind, state },
  });
  return wallet;
}

/** B.3 steps 3-5: optionally deploy the recipient's wallet, debit, and send acceptTransfer with all value. */
export function sendTokens(
  ctx: Ctx,
  walletKind: WalletKind,
  amount: bigint,
  recipient: Address,
  deployWalletValue: bigint,
  remainingGasTo: Address,
  notify: boolean,
  payload: string,
): void {
  const recipientWallet =
    deployWalletValue > 0n
      ? deployWallet(ctx, walletKind, ctx.state.root, recipient, deployWalletValue, remainingGasTo)
      : tokenWalletAddress(ctx.state.root, recipient);
  ctx.state.balance -= amount;
  ctx.send({
    to: recipientWallet,
    flag: MsgFlag.ALL_NOT_RESERVED,
    bounce: true,
    method: 'acceptTransfer',
    input: { amount, sender: ctx.state.owner, remainingGasTo, notify, payload },
  });
}

/** B.3 step 1 checks. */
export function checkTransfer(ctx: Ctx, amount: bigint, recipient: Address): void {
  require(ctx.sender === ctx.state.owner, ExitCode.TIP3_NOT_OWNER);
  require(amount > 0n, ExitCode.TIP3_WRONG_AMOUNT);
  require(amount <= ctx.state.balance, ExitCode.TIP3_NOT_ENOUGH_BALANCE);
  require(!isZeroAddress(recipient) && recipient !== ctx.state.owner, ExitCode.TIP3_WRONG_RECIPIENT);
}

/** B.4 after the sender check: credit, then notify the owner or return the gas. */
export function creditTokens(ctx: Ctx, amount: bigint, sender: Address, remainingGasTo: Address, notify: boolean, payload: string): void {
  reserveWallet(ctx);
  ctx.state.balance += amount;
  if (notify) {
    ctx.send({
      to: ctx.state.owner,
      flag: MsgFlag.ALL_NOT_RESERVED + MsgFlag.IGNORE_ERRORS,
      bounce: false,
      method: 'onAcceptTokensTransfer',
      input: { tokenRoot: ctx.state.root, amount, sender, senderWallet: ctx.sender, remainingGasTo, payload },
    });
  } else {
    sendRemainingGasTo(ctx, remainingGasTo);
  }
}

/** The handlers every TIP-3 wallet shares; the vault wallet overrides some of them. */
export function tip3WalletHandlers(walletKind: WalletKind): Record<string, Handler<TokenWalletState>> {
  return {
    /** B.2: the wallet keeps its target balance and returns the rest of the deploy value. */
    constructor(ctx: Ctx, input: Input) {
      reserveWallet(ctx);
      sendRemainingGasTo(ctx, input.addressOr('remainingGasTo'));
    },

    /** B.2: a second deploy reaches the existing wallet and returns its value. */
    onDeployRetry(ctx, input) {
      reserveWallet(ctx);
      sendRemainingGasTo(ctx, input.addressOr('remainingGasTo'));
    },

    /** B.3 */
    transfer(ctx, input) {
      const amount = input.uint('amount');
      const recipient = input.address('recipient');
      checkTransfer(ctx, amount, recipient);
      reserveWallet(ctx);
      sendTokens(
        ctx,
        walletKind,
        amount,
        recipient,
        input.uint('deployWalletValue'),
        input.address('remainingGasTo'),
        input.bool('notify'),
        input.cell('payload'),
      );
    },

    /** B.3 without the deploy: send to a wallet address directly. */
    transferToWallet(ctx, input) {
      const amount = input.uint('amount');
      const recipientWallet = input.address('recipientTokenWallet');
      require(ctx.sender === ctx.state.owner, ExitCode.TIP3_NOT_OWNER);
      require(amount > 0n, ExitCode.TIP3_WRONG_AMOUNT);
      require(amount <= ctx.state.balance, ExitCode.TIP3_NOT_ENOUGH_BALANCE);
      require(!isZeroAddress(recipientWallet) && recipientWallet !== ctx.self, ExitCode.TIP3_WRONG_RECIPIENT);
      reserveWallet(ctx);
      ctx.state.balance -= amount;
      ctx.send({
        to: recipientWallet,
        flag: MsgFlag.ALL_NOT_RESERVED,
        bounce: true,
        method: 'acceptTransfer',
        input: {
          amount,
          sender: ctx.state.owner,
          remainingGasTo: input.address('remainingGasTo'),
          notify: input.bool('notify'),
          payload: input.cell('payload'),
        },
      });
    },

    /** B.4 */
    acceptTransfer(ctx, input) {
      const sender = input.address('sender');
      require(ctx.sender === tokenWalletAddress(ctx.state.root, sender), ExitCode.TIP3_SENDER_IS_NOT_VALID_WALLET);
      creditTokens(ctx, input.uint('amount'), sender, input.address('remainingGasTo'), input.bool('notify'), input.cell('payload'));
    },

    /** B.7 */
    acceptMint(ctx, input) {
      require(ctx.sender === ctx.state.root, ExitCode.TIP3_NOT_ROOT);
      const amount = input.uint('amount');
      const remainingGasTo = input.address('remainingGasTo');
      reserveWallet(ctx);
      ctx.state.balance += amount;
      if (input.bool('notify')) {
        ctx.send({
          to: ctx.state.owner,
          flag: MsgFlag.ALL_NOT_RESERVED + MsgFlag.IGNORE_ERRORS,
          bounce: false,
          method: 'onAcceptTokensMint',
          input: { tokenRoot: ctx.state.root, amount, remainingGasTo, payload: input.cell('payload') },
        });
      } else {
        sendRemainingGasTo(ctx, remainingGasTo);
      }
    },

    /** B.6 */
    burn(ctx, input) {
      const amount = input.uint('amount');
      require(ctx.sender === ctx.state.owner, ExitCode.TIP3_NOT_OWNER);
      require(amount > 0n, ExitCode.TIP3_WRONG_AMOUNT);
      require(amount <= ctx.state.balance, ExitCode.TIP3_NOT_ENOUGH_BALANCE);
      reserveWallet(ctx);
      ctx.state.balance -= amount;
      ctx.send({
        to: ctx.state.root,
        flag: MsgFlag.ALL_NOT_RESERVED,
        bounce: true,
        method: 'acceptBurn',
        input: {
          amount,
          walletOwner: ctx.state.owner,
          remainingGasTo: input.address('remainingGasTo'),
          callbackTo: input.address('callbackTo'),
          payload: input.cell('payload'),
        },
      });
    },

    /** Sends everything above the target balance to `to` (owner only). */
    sendSurplusGas(ctx, input) {
      require(ctx.sender === ctx.state.owner, ExitCode.TIP3_NOT_OWNER);
      ctx.reserveUpTo(StandardGas.TOKEN_WALLET_TARGET_BALANCE);
      sendAllTo(ctx, input.address('to'));
    },
  };
}

export function tip3WalletGetters(codeName: string): Record<string, Getter<TokenWalletState>> {
  return {
    balance: (view) => ({ value0: view.state.balance }),
    owner: (view) => ({ value0: view.state.owner }),
    root: (view) => ({ value0: view.state.root }),
    walletCode: () => ({ value0: codeOf(codeName) }),
    platformCode: () => ({ value0: codeOf('TokenWalletPlatform') }),
    version: () => ({ value0: 1n }),
    supportsInterface: () => ({ value0: true }),
  };
}

/** B.5: a bounced acceptTransfer or acceptBurn restores the balance and tells the owner. */
export function tip3WalletOnBounce(ctx: Ctx, method: string, input: Readonly<Record<string, unknown>>, from: Address): void {
  const amount = typeof input['amount'] === 'bigint' ? input['amount'] : 0n;
  if (method === 'acceptTransfer') {
    ctx.state.balance += amount;
    ctx.send({
      to: ctx.state.owner,
      flag: MsgFlag.ALL_NOT_RESERVED + MsgFlag.IGNORE_ERRORS,
      bounce: false,
      method: 'onBounceTokensTransfer',
      input: { tokenRoot: ctx.state.root, amount, revertedFrom: from },
    });
  } else if (method === 'acceptBurn') {
    ctx.state.balance += amount;
    ctx.send({
      to: ctx.state.owner,
      flag: MsgFlag.ALL_NOT_RESERVED + MsgFlag.IGNORE_ERRORS,
      bounce: false,
      method: 'onBounceTokensBurn',
      input: { tokenRoot: ctx.state.root, amount },
    });
  }
}

export const tokenWalletContract = defineContract<TokenWalletState>({
  kind: 'tokenWallet',
  abi: 'TokenWalletUpgradeable',
  handlers: tip3WalletHandlers('tokenWallet'),
  getters: tip3WalletGetters('TokenWalletUpgradeable'),
  onBounce: (ctx, bounced, from) => {
    reserveWallet(ctx);
    tip3WalletOnBounce(ctx, bounced.method, bounced.input, from);
  },
});
