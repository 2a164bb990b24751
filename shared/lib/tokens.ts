// Payment tokens the marketplace supports, the native coin, and the fallback for anything else.
//
// Spec section 3, Token: "Supported: Wrapped Venom (9 decimals), Tether USD (6), USDC (6), DAI (18).
// Native wrapped token is built from configured coin name and decimals. Unsupported fallback token:
// empty address, 9 decimals, name Unsupported Token, symbol UNKNOWN."
import { normalizeAddress } from './address';
import { FALLBACK_TOKEN_DECIMALS, NATIVE_COIN_DECIMALS, NATIVE_COIN_NAME } from './constants';

export interface Token {
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  /** The TIP-3 root address (lowercase raw form); empty for the fallback token. */
  readonly address: string;
  readonly logoURI: string | null;
  readonly isNative: boolean;
}

export type SupportedTokenSymbol = 'WVENOM' | 'USDT' | 'USDC' | 'DAI';

/** Token root addresses per symbol: data, so the devnet or a testnet can pass its own. */
export type TokenRoots = Readonly<Record<SupportedTokenSymbol, string>>;

/**
 * Venom mainnet token roots. WVENOM is also the wrapped-native vault; the four match the token
 * roots the production indexer prices (USDT, USDC, DAI are bridged tokens).
 */
export const MAINNET_TOKEN_ROOTS: TokenRoots = {
  WVENOM: '0:77d36848bb159fa485628bc38dc37eadb74befa514395e09910f601b841f749e',
  USDT: '0:8a4ed4483500caf2d4bb4b56c84df41009cc3d0ed6a9de05d853e26a30faeced',
  USDC: '0:cda5e8d5953e1a09ffeb9f62316f2994019f10abe83c8f1b0aadfbc997bd79e6',
  DAI: '0:0447c738d8549c5ea92f1c945628367db4adcc706685f760c93f8b236bf8e7e4',
};

const VENOM_LOGO = 'https://cdn.venom.foundation/assets/mainnet/icons/WVENOM/logo.svg';

// Names, symbols and decimals are fixed by the spec; only addresses vary per network.
const SUPPORTED: ReadonlyArray<Omit<Token, 'address'> & { symbol: SupportedTokenSymbol }> = [
  { name: 'Wrapped Venom', symbol: 'WVENOM', decimals: 9, logoURI: VENOM_LOGO, isNative: false },
  { name: 'Tether USD', symbol: 'USDT', decimals: 6, logoURI: null, isNative: false },
  { name: 'USDC', symbol: 'USDC', decimals: 6, logoURI: null, isNative: false },
  { name: 'DAI', symbol: 'DAI', decimals: 18, logoURI: null, isNative: false },
];

/** The supported tokens with the given roots (mainnet by default), addresses lowercased. */
export function supportedTokens(roots: TokenRoots = MAINNET_TOKEN_ROOTS): readonly Token[] {
  return SUPPORTED.map((token) => ({ ...token, address: canonical(roots[token.symbol]) }));
}

/** The supported tokens on Venom mainnet. */
export const MAINNET_TOKENS: readonly Token[] = supportedTokens();

export interface NativeCoinConfig {
  readonly name: string;
  readonly decimals: number;
  /** The wrapped-native root the coin is paid through. */
  readonly wrappedRoot: string;
}

/**
 * The native coin as a payment choice: configured name (also its symbol) and decimals, flagged
 * `isNative`. Its address is the wrapped-native root, because that is the token the offer
 * contracts are priced in; paying "native" means wrapping on the way (see wrap.ts).
 */
export function nativeCoin(
  config: NativeCoinConfig = { name: NATIVE_COIN_NAME, decimals: NATIVE_COIN_DECIMALS, wrappedRoot: MAINNET_TOKEN_ROOTS.WVENOM },
): Token {
  return {
    name: config.name,
    symbol: config.name,
    decimals: config.decimals,
    address: canonical(config.wrappedRoot),
    logoURI: VENOM_LOGO,
    isNative: true,
  };
}

/** The placeholder for a token the marketplace does not know. */
export const UNSUPPORTED_TOKEN: Token = {
  name: 'Unsupported Token',
  symbol: 'UNKNOWN',
  decimals: FALLBACK_TOKEN_DECIMALS,
  address: '',
  logoURI: null,
  isNative: false,
};

/** Finds a token by root address, whatever the address case. */
export function findToken(address: string, tokens: readonly Token[] = MAINNET_TOKENS): Token | undefined {
  const wanted = normalizeAddress(address);
  if (wanted === null) return undefined;
  return tokens.find((token) => token.address === wanted);
}

/** The token at `address`, or the Unsupported Token fallback. */
export function tokenOrFallback(address: string, tokens: readonly Token[] = MAINNET_TOKENS): Token {
  return findToken(address, tokens) ?? UNSUPPORTED_TOKEN;
}

function canonical(address: string): string {
  const normalized = normalizeAddress(address);
  if (normalized === null) throw new RangeError(`Invalid token root address: ${address}`);
  return normalized;
}

/**
 * The devnet's token roots: fixed genesis addresses, so the seed, the devnet and the pages agree on
 * them. Derived as `0:` + SHA-256("devnet-token-root:<SYMBOL>").
 */
export const DEVNET_TOKEN_ROOTS: TokenRoots = {
  WVENOM: '0:2664b1c939acad5b649da4b377c6e64c5cd0905676134421ab4d9d64ff0ddcd9',
  USDT: '0:212ba974cac59f58af3f4299e87b39b0048d8632b5cbfb295422a223dd5ce5e0',
  USDC: '0:b68fefb43ec735bd5c673260fcf6bddf166771d5c1fcd228631de3e84f519b07',
  DAI: '0:9903f35b9b6611b17da7d685ac25f09e933bc61555f656ad7f4ad138457b42fc',
};
