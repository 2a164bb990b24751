import { isZeroAddress, tokenWalletAddress } from '../address';
import { type ExecContext, MsgFlag } from '../context';
import { defineContract } from '../contract';
import { ExitCode, require } from '../errors';
import { StandardGas } from '../gas';
import { sendRemainingGasTo } from './gas-and-code';
import { mintTokens, tip3RootGetters, tip3RootHandlers, type TokenRootState } from './token-root';
import { deployWallet } from './token-wallet';

/**
 * Appendix C: the wrapped-native vault root (VaultTokenRoot_V1). Every wrapped token is backed
 * 1:1 by native value held here; the root keeps totalSupply + 1 EVER (C.1).
 */
type Ctx = ExecContext<TokenRootState>;

/** C.1: reserve totalSupply + INITIAL_BALANCE (call after changing the supply). */
function reserveVault(ctx: Ctx): void {
  ctx.reserveUpTo(ctx.state.totalSupply + StandardGas.VAULT_INITIAL_BALANCE);
}

export const vaultRootContract = defineContract<TokenRootState>({
  kind: 'vaultRoot',
  abi: 'VaultTokenRoot_V1',
  handlers: {
    ...tip3RootHandlers('vaultWallet', reserveVault),

    constructor(ctx: Ctx) {
      reserveVault(ctx);
    },

    /** C.2(b): wrap `tokens` for `recipient`; the value must be ≥ tokens + 1 EVER. */
    wrap(ctx, input) {
      const tokens = input.uint('tokens');
      const recipient = input.address('recipient');
      require(ctx.value >= tokens + StandardGas.VAULT_INITIAL_BALANCE, ExitCode.VAULT_MSG_VALUE_TOO_LOW);
      require(tokens > 0n, ExitCode.TIP3_WRONG_AMOUNT);
      require(!isZeroAddress(recipient), ExitCode.TIP3_WRONG_RECIPIENT);
      ctx.state.totalSupply += tokens;
      ctx.recordSupply(ctx.self, { minted: tokens });
      reserveVault(ctx);
      const deployWalletValue = input.uint('deployWalletValue');
      const remainingGasTo = input.address('remainingGasTo');
      const wallet =
        deployWalletValue > 0n
          ? deployWallet(ctx, 'vaultWallet', ctx.self, recipient, deployWalletValue, remainingGasTo)
          : tokenWalletAddress(ctx.self, recipient);
      ctx.send({
        to: wallet,
        flag: MsgFlag.ALL_NOT_RESERVED,
        bounce: true,
        method: 'acceptTransfer',
        input: { amount: tokens, sender: ctx.self, remainingGasTo, notify: input.bool('notify'), payload: input.cell('payload') },
      });
    },

    /** C.3 / C.4: a vault wallet wrapped `amount` it received as native value. */
    acceptWrap(ctx, input) {
      const walletOwner = input.address('walletOwner');
      const amount = input.uint('amount');
      require(ctx.sender === tokenWalletAddress(ctx.self, walletOwner), ExitCode.TIP3_SENDER_IS_NOT_VALID_WALLET);
      ctx.state.totalSupply += amount;
      ctx.recordSupply(ctx.self, { minted: amount });
      reserveVault(ctx);
      sendRemainingGasTo(ctx, input.address('remainingGasTo'));
    },

    /** C.6: the vault has no minting by its owner; wrapped tokens only come from native value. */
    mint() {
      require(false, ExitCode.TIP3_MINT_DISABLED);
    },
  },
  getters: {
    ...tip3RootGetters('VaultTokenWallet_V1'),
    mintDisabled: () => ({ value0: true }),
    getInitialBalance: () => ({ value0: StandardGas.VAULT_INITIAL_BALANCE }),
    getReceiveSafeFee: () => ({ value0: StandardGas.VAULT_INITIAL_BALANCE }),
    getWrapDeployWalletValue: () => ({ value0: StandardGas.VAULT_DEPLOY_WALLET_VALUE }),
    getReserves: (view) => ({ value0: view.state.totalSupply }),
  },

  /** C.2(a): a plain transfer > 1 EVER mints value − 1 EVER to the sender (wallet deployed, notify on). */
  receive(ctx) {
    require(ctx.value > StandardGas.VAULT_INITIAL_BALANCE, ExitCode.VAULT_MSG_VALUE_TOO_LOW);
    const tokens = ctx.value - StandardGas.VAULT_INITIAL_BALANCE;
    mintTokens(ctx, 'vaultWallet', tokens, ctx.sender, StandardGas.VAULT_DEPLOY_WALLET_VALUE, ctx.sender, true, '');
    reserveVault(ctx);
  },

  /** A bounced mint or wrap credit takes the amount back out of the supply (its value stays backed here). */
  onBounce(ctx, bounced) {
    if (bounced.method !== 'acceptMint' && bounced.method !== 'acceptTransfer') return;
    const amount = typeof bounced.input['amount'] === 'bigint' ? bounced.input['amount'] : 0n;
    ctx.state.totalSupply -= amount;
    ctx.recordSupply(ctx.self, { minted: -amount });
    reserveVault(ctx);
  },
});
