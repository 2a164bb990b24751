import type { Address } from './address';
import type { Chain } from './chain';
import type { TokenRootState } from './contracts/token-root';
import type { TokenWalletState } from './contracts/token-wallet';

/** One token's books: wallets vs the root's totalSupply vs the mint/burn ledger. */
export interface TokenBooks {
  readonly root: Address;
  readonly walletsTotal: bigint;
  readonly totalSupply: bigint;
  readonly minted: bigint;
  readonly burned: bigint;
  /** walletsTotal = totalSupply = minted − burned. */
  readonly balanced: boolean;
}

export interface ConservationReport {
  /** Σ native balances (every account, uninit ones included). */
  readonly nativeBalances: bigint;
  readonly burnedGas: bigint;
  /** Faucet and genesis funding. */
  readonly minted: bigint;
  /** nativeBalances + burnedGas = minted: value is only created by the faucet and only destroyed as gas. */
  readonly nativeBalanced: boolean;
  readonly tokens: readonly TokenBooks[];
  readonly balanced: boolean;
}

/** Adds everything up. Meaningful between sendMessage calls (no message is in flight then). */
export function conservationReport(chain: Chain): ConservationReport {
  let nativeBalances = 0n;
  const wallets = new Map<Address, bigint>();
  const roots = new Map<Address, bigint>();
  for (const account of chain.accounts()) {
    nativeBalances += account.balance;
    if (account.kind === 'tokenWallet' || account.kind === 'vaultWallet') {
      const state = account.state as TokenWalletState;
      wallets.set(state.root, (wallets.get(state.root) ?? 0n) + state.balance);
    } else if (account.kind === 'tokenRoot' || account.kind === 'vaultRoot') {
      roots.set(account.address, (account.state as TokenRootState).totalSupply);
    }
  }
  const { totals } = chain;
  const allRoots = new Set<Address>([...roots.keys(), ...wallets.keys(), ...Object.keys(totals.tokenMinted)]);
  const tokens = [...allRoots].sort().map((root): TokenBooks => {
    const walletsTotal = wallets.get(root) ?? 0n;
    const totalSupply = roots.get(root) ?? 0n;
    const minted = totals.tokenMinted[root] ?? 0n;
    const burned = totals.tokenBurned[root] ?? 0n;
    return { root, walletsTotal, totalSupply, minted, burned, balanced: walletsTotal === totalSupply && totalSupply === minted - burned };
  });
  const nativeBalanced = nativeBalances + totals.burnedGas === totals.minted;
  return {
    nativeBalances,
    burnedGas: totals.burnedGas,
    minted: totals.minted,
    nativeBalanced,
    tokens,
    balanced: nativeBalanced && tokens.every((t) => t.balanced),
  };
}
