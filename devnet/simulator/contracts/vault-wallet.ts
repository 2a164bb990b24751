import { isZeroAddress, tokenWalletAddress, ZERO_ADDRESS } from '../address';
import { MsgFlag } from '../context';
import { defineContract } from '../contract';
import { ExitCode, require } from '../errors';
import { StandardGas } from '../gas';
import {
  checkTransfer,
  creditTokens,
  deployWallet,
  reserveWallet,
  sendTokens,
  tip3WalletGetters,
  tip3WalletHandlers,
  tip3WalletOnBounce,
  type TokenWalletState,
} from './token-wallet';

/** Appendix C: a wrapped-native vault wallet (VaultTokenWallet_V1). */
const base = tip3WalletHandlers('vaultWallet');

export const vaultWalletContract = defineContract<TokenWalletState>({
  kind: 'vaultWallet',
  abi: 'VaultTokenWallet_V1',
  handlers: {
    ...base,

    /** C.3: a transfer to the root unwraps; a transfer above the balance wraps the deficit first. */
    transfer(ctx, input) {
      const amount = input.uint('amount');
      const recipient = input.address('recipient');
      const remainingGasTo = input.address('remainingGasTo');
      require(ctx.sender === ctx.state.owner, ExitCode.TIP3_NOT_OWNER);
      reserveWallet(ctx);
      if (recipient === ctx.state.root) {
        require(amount > 0n, ExitCode.TIP3_WRONG_AMOUNT);
        require(amount <= ctx.state.balance, ExitCode.TIP3_NOT_ENOUGH_BALANCE);
        ctx.state.balance -= amount;
        ctx.send({
          to: ctx.state.root,
          flag: MsgFlag.ALL_NOT_RESERVED,
          bounce: true,
          method: 'acceptBurn',
          input: { amount, walletOwner: ctx.state.owner, remainingGasTo, callbackTo: ZERO_ADDRESS, payload: input.cell('payload') },
        });
        return;
      }
      if (amount > ctx.state.balance) {
        const deficit = amount - ctx.state.balance;
        ctx.send({
          to: ctx.state.root,
          value: deficit + StandardGas.VAULT_WRAP_GAS,
          flag: MsgFlag.ORDINARY,
          bounce: true,
          method: 'acceptWrap',
          input: { walletOwner: ctx.state.owner, amount: deficit, remainingGasTo },
        });
        ctx.state.balance += deficit;
      }
      checkTransfer(ctx, amount, recipient);
      sendTokens(
        ctx,
        'vaultWallet',
        amount,
        recipient,
        input.uint('deployWalletValue'),
        remainingGasTo,
        input.bool('notify'),
        input.cell('payload'),
      );
    },

    /** B.4, plus C.2(b): the root credits wrapped tokens with sender = root. */
    acceptTransfer(ctx, input) {
      const sender = input.address('sender');
      const fromRoot = ctx.sender === ctx.state.root && sender === ctx.state.root;
      require(fromRoot || ctx.sender === tokenWalletAddress(ctx.state.root, sender), ExitCode.TIP3_SENDER_IS_NOT_VALID_WALLET);
      creditTokens(ctx, input.uint('amount'), sender, input.address('remainingGasTo'), input.bool('notify'), input.cell('payload'));
    },

    /**
     * C.4: anyone pays native `amount` into this wallet; it is wrapped at the root and the owner is
     * notified as if the caller had transferred tokens from its own vault wallet.
     */
    acceptNative(ctx, input) {
      const amount = input.uint('amount');
      require(amount > 0n, ExitCode.TIP3_WRONG_AMOUNT);
      const remainingGasTo = input.address('remainingGasTo');
      const deployWalletValue = input.uint('deployWalletValue');
      reserveWallet(ctx);
      ctx.state.balance += amount;
      const callerWallet =
        deployWalletValue > 0n && !isZeroAddress(ctx.sender)
          ? deployWallet(ctx, 'vaultWallet', ctx.state.root, ctx.sender, deployWalletValue, remainingGasTo)
          : tokenWalletAddress(ctx.state.root, ctx.sender);
      ctx.send({
        to: ctx.state.root,
        value: amount + StandardGas.VAULT_WRAP_GAS,
        flag: MsgFlag.ORDINARY,
        bounce: true,
        method: 'acceptWrap',
        input: { walletOwner: ctx.state.owner, amount, remainingGasTo },
      });
      ctx.send({
        to: ctx.state.owner,
        flag: MsgFlag.ALL_NOT_RESERVED + MsgFlag.IGNORE_ERRORS,
        bounce: false,
        method: 'onAcceptTokensTransfer',
        input: {
          tokenRoot: ctx.state.root,
          amount,
          sender: ctx.sender,
          senderWallet: callerWallet,
          remainingGasTo,
          payload: input.cell('payload'),
        },
      });
    },
  },
  getters: tip3WalletGetters('VaultTokenWallet_V1'),
  onBounce: (ctx, bounced, from) => {
    reserveWallet(ctx);
    tip3WalletOnBounce(ctx, bounced.method, bounced.input, from);
  },
});
