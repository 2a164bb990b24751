import { isZeroAddress, tokenWalletAddress, type Address } from '../address';
import { maxBig } from '../amounts';
import { MsgFlag, type ExecContext, type Input } from '../context';
import { defineContract, type Getter, type Handler } from '../contract';
import { ExitCode, require } from '../errors';
import { StandardGas } from '../gas';
import { codeOf, sendAllTo, sendRemainingGasTo } from './gas-and-code';
import { deployWallet, type WalletKind } from './token-wallet';

/** Appendix B: a TIP-3 token root (TokenRootUpgradeable). */
export interface TokenRootState {
  readonly name: string;
  readonly symbol: string;
  readonly decimals: bigint;
  rootOwner: Address;
  totalSupply: bigint;
  mintDisabled: boolean;
  burnByRootDisabled: boolean;
  burnPaused: boolean;
}

type Ctx = ExecContext<TokenRootState>;

/** 0.5: roots reserve max(balance before the message, 1 EVER). */
function reserveRoot(ctx: Ctx): void {
  ctx.reserveUpTo(maxBig(ctx.msg.originalBalance, StandardGas.TOKEN_ROOT_TARGET_BALANCE));
}

/** B.7 steps 1-2: raise the supply and send acceptMint to the recipient's wallet with all value. */
export function mintTokens(
  ctx: Ctx,
  walletKind: WalletKind,
  amount: bigint,
  recipient: Address,
  deployWalletValue: bigint,
  remainingGasTo: Address,
  notify: boolean,
  payload: string,
): void {
  ctx.state.totalSupply += amount;
  ctx.recordSupply(ctx.self, { minted: amount });
  const wallet =
    deployWalletValue > 0n
      ? deployWallet(ctx, walletKind, ctx.self, recipient, deployWalletValue, remainingGasTo)
      : tokenWalletAddress(ctx.self, recipient);
  ctx.send({
    to: wallet,
    flag: MsgFlag.ALL_NOT_RESERVED,
    bounce: true,
    method: 'acceptMint',
    input: { amount, remainingGasTo, notify, payload },
  });
}

/** The handlers the TIP-3 root and the vault root share. */
export function tip3RootHandlers(walletKind: WalletKind, reserve: (ctx: Ctx) => void): Record<string, Handler<TokenRootState>> {
  return {
    /** B.2: deploy (idempotent) and answer the wallet address with all remaining value. */
    deployWallet(ctx, input) {
      const walletOwner = input.address('walletOwner');
      require(!isZeroAddress(walletOwner), ExitCode.TIP3_WRONG_WALLET_OWNER);
      reserve(ctx);
      const wallet = deployWallet(ctx, walletKind, ctx.self, walletOwner, input.uint('deployWalletValue'), ctx.sender);
      ctx.answer({ tokenWallet: wallet }, { flag: MsgFlag.ALL_NOT_RESERVED });
    },

    /** B.6: the wallet's burn arrives here; the supply falls. */
    acceptBurn(ctx, input) {
      const amount = input.uint('amount');
      const walletOwner = input.address('walletOwner');
      require(ctx.sender === tokenWalletAddress(ctx.self, walletOwner), ExitCode.TIP3_SENDER_IS_NOT_VALID_WALLET);
      require(!ctx.state.burnPaused, ExitCode.TIP3_BURN_DISABLED);
      ctx.state.totalSupply -= amount;
      ctx.recordSupply(ctx.self, { burned: amount });
      reserve(ctx);
      const remainingGasTo = input.address('remainingGasTo');
      const callbackTo = input.address('callbackTo');
      if (isZeroAddress(callbackTo)) {
        sendRemainingGasTo(ctx, remainingGasTo);
      } else {
        ctx.send({
          to: callbackTo,
          flag: MsgFlag.ALL_NOT_RESERVED + MsgFlag.IGNORE_ERRORS,
          bounce: false,
          method: 'onAcceptTokensBurn',
          input: { amount, walletOwner, wallet: ctx.sender, remainingGasTo, payload: input.cell('payload') },
        });
      }
    },

    sendSurplusGas(ctx, input) {
      require(ctx.sender === ctx.state.rootOwner, ExitCode.TIP3_NOT_OWNER);
      reserve(ctx);
      sendAllTo(ctx, input.address('to'));
    },
  };
}

export function tip3RootGetters(codeName: string): Record<string, Getter<TokenRootState>> {
  return {
    name: (view) => ({ value0: view.state.name }),
    symbol: (view) => ({ value0: view.state.symbol }),
    decimals: (view) => ({ value0: view.state.decimals }),
    totalSupply: (view) => ({ value0: view.state.totalSupply }),
    rootOwner: (view) => ({ value0: view.state.rootOwner }),
    walletOf: (view, input) => {
      const owner = input.address('walletOwner');
      require(!isZeroAddress(owner), ExitCode.TIP3_WRONG_WALLET_OWNER);
      return { value0: tokenWalletAddress(view.self, owner) };
    },
    walletCode: () => ({ value0: codeOf(codeName) }),
    platformCode: () => ({ value0: codeOf('TokenWalletPlatform') }),
    walletVersion: () => ({ value0: 1n }),
    mintDisabled: (view) => ({ value0: view.state.mintDisabled }),
    burnByRootDisabled: (view) => ({ value0: view.state.burnByRootDisabled }),
    burnPaused: (view) => ({ value0: view.state.burnPaused }),
    supportsInterface: () => ({ value0: true }),
  };
}

export const tokenRootContract = defineContract<TokenRootState>({
  kind: 'tokenRoot',
  abi: 'TokenRootUpgradeable',
  handlers: {
    ...tip3RootHandlers('tokenWallet', reserveRoot),

    /** Deployed by an external message (genesis): stores the flags; an initial supply is minted from the deploy balance. */
    constructor(ctx: Ctx, input: Input) {
      ctx.state.mintDisabled = input.bool('mintDisabled');
      ctx.state.burnByRootDisabled = input.bool('burnByRootDisabled');
      ctx.state.burnPaused = input.bool('burnPaused');
      const initialSupply = input.uint('initialSupply');
      const initialSupplyTo = input.address('initialSupplyTo');
      ctx.reserveUpTo(StandardGas.TOKEN_ROOT_TARGET_BALANCE);
      const remainingGasTo = input.address('remainingGasTo');
      if (initialSupply > 0n && !isZeroAddress(initialSupplyTo)) {
        mintTokens(ctx, 'tokenWallet', initialSupply, initialSupplyTo, input.uint('deployWalletValue'), remainingGasTo, false, '');
      } else {
        sendRemainingGasTo(ctx, remainingGasTo);
      }
    },

    /** B.7: root owner only. */
    mint(ctx, input) {
      require(ctx.sender === ctx.state.rootOwner, ExitCode.TIP3_NOT_OWNER);
      require(!ctx.state.mintDisabled, ExitCode.TIP3_MINT_DISABLED);
      const amount = input.uint('amount');
      const recipient = input.address('recipient');
      require(amount > 0n, ExitCode.TIP3_WRONG_AMOUNT);
      require(!isZeroAddress(recipient), ExitCode.TIP3_WRONG_RECIPIENT);
      reserveRoot(ctx);
      mintTokens(
        ctx,
        'tokenWallet',
        amount,
        recipient,
        input.uint('deployWalletValue'),
        input.address('remainingGasTo'),
        input.bool('notify'),
        input.cell('payload'),
      );
    },

    disableMint(ctx) {
      require(ctx.sender === ctx.state.rootOwner, ExitCode.TIP3_NOT_OWNER);
      ctx.state.mintDisabled = true;
      ctx.answer({ value0: true });
    },

    setBurnPaused(ctx, input) {
      require(ctx.sender === ctx.state.rootOwner, ExitCode.TIP3_NOT_OWNER);
      ctx.state.burnPaused = input.bool('paused');
      ctx.answer({ value0: ctx.state.burnPaused });
    },
  },
  getters: tip3RootGetters('TokenWalletUpgradeable'),
  /** B.7: a bounced acceptMint (no wallet) takes the minted amount back out of the supply. */
  onBounce(ctx, bounced) {
    if (bounced.method !== 'acceptMint') return;
    const amount = typeof bounced.input['amount'] === 'bigint' ? bounced.input['amount'] : 0n;
    ctx.state.totalSupply -= amount;
    ctx.recordSupply(ctx.self, { minted: -amount });
  },
});
