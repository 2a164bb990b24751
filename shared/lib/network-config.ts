// The network the site serves, in one place, from the Worker's variables (wrangler.jsonc `vars`, or
// `wrangler secret`/dashboard variables in production). Every variable may be empty: the documented
// default applies. Pure: the server passes its `env`, tests pass plain objects.
import { DEVNET_NETWORK_ID, NETWORK_IDS } from './constants';
import { DEVNET_TOKEN_ROOTS, MAINNET_TOKEN_ROOTS, supportedTokens, type SupportedTokenSymbol, type Token, type TokenRoots } from './tokens';

export type Chain = 'devnet' | 'mainnet';

/** The variables read here; all strings, as Workers give them. */
export interface NetworkVars {
  /** `devnet` (default) or `mainnet`. */
  readonly CHAIN?: string;
  /** The network id wallets must report. Default: 1 on mainnet, 31337 on the devnet. */
  readonly NETWORK_ID?: string;
  /** The signature id a wallet prefixes by default (`withSignatureId: true`). Default: 1 on mainnet, none on the devnet; `none` for none. */
  readonly SIGNATURE_ID?: string;
  /** The name inside the login message. Default: `Venom NFT Marketplace`. */
  readonly SERVICE_NAME?: string;
  /** Token roots (raw `0:<hex>`). Default: the Venom mainnet roots (mainnet.md §3), or the devnet's genesis roots. */
  readonly TOKEN_ROOT_WVENOM?: string;
  readonly TOKEN_ROOT_USDT?: string;
  readonly TOKEN_ROOT_USDC?: string;
  readonly TOKEN_ROOT_DAI?: string;
  /** The three factory roots. No default on mainnet: their true addresses must be checked on an explorer (README). */
  readonly FACTORY_DIRECT_SELL?: string;
  readonly FACTORY_DIRECT_BUY?: string;
  readonly FACTORY_AUCTION?: string;
}

export interface FactoryRoots {
  readonly directSell: string | null;
  readonly directBuy: string | null;
  readonly auction: string | null;
}

export interface NetworkConfig {
  readonly chain: Chain;
  readonly networkId: number;
  /** null: the network signs without a prefix. */
  readonly signatureId: number | null;
  readonly serviceName: string;
  readonly tokenRoots: TokenRoots;
  /** null where unset (the site then has no market actions for that kind until an operator sets it). */
  readonly factories: FactoryRoots;
}

export const DEFAULT_SERVICE_NAME = 'Venom NFT Marketplace';
/** Venom mainnet's signature id (mainnet.md §4). */
export const MAINNET_SIGNATURE_ID = 1;

/** A variable with a value the site cannot run with; the message names it. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable}: ${problem}`);
  }
}

const RAW_ADDRESS = /^(0|-1):[0-9a-fA-F]{64}$/;

function set(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function int32(name: string, value: string): number {
  if (!/^-?\d{1,10}$/.test(value)) throw new ConfigError(name, `must be an integer, got "${value}"`);
  const n = Number(value);
  if (n < -(2 ** 31) || n > 2 ** 31 - 1) throw new ConfigError(name, 'must fit a signed 32-bit integer');
  return n;
}

function address(name: string, value: string): string {
  if (!RAW_ADDRESS.test(value)) throw new ConfigError(name, `must be a raw address 0:<64 hex>, got "${value}"`);
  return value.toLowerCase();
}

export function networkConfig(vars: NetworkVars): NetworkConfig {
  const chainVar = set(vars.CHAIN) ?? 'devnet';
  if (chainVar !== 'devnet' && chainVar !== 'mainnet') throw new ConfigError('CHAIN', `must be devnet or mainnet, got "${chainVar}"`);
  const chain: Chain = chainVar;
  const mainnet = chain === 'mainnet';

  const networkIdVar = set(vars.NETWORK_ID);
  const networkId = networkIdVar === null ? (mainnet ? NETWORK_IDS.venomMainnet : DEVNET_NETWORK_ID) : int32('NETWORK_ID', networkIdVar);

  const signatureIdVar = set(vars.SIGNATURE_ID);
  const signatureId =
    signatureIdVar === null
      ? mainnet
        ? MAINNET_SIGNATURE_ID
        : null
      : signatureIdVar === 'none'
        ? null
        : int32('SIGNATURE_ID', signatureIdVar);

  const defaults = mainnet ? MAINNET_TOKEN_ROOTS : DEVNET_TOKEN_ROOTS;
  const root = (symbol: SupportedTokenSymbol) => {
    const name = `TOKEN_ROOT_${symbol}` as const;
    const value = set(vars[name]);
    return value === null ? defaults[symbol] : address(name, value);
  };
  const tokenRoots: TokenRoots = { WVENOM: root('WVENOM'), USDT: root('USDT'), USDC: root('USDC'), DAI: root('DAI') };

  const factory = (name: 'FACTORY_DIRECT_SELL' | 'FACTORY_DIRECT_BUY' | 'FACTORY_AUCTION') => {
    const value = set(vars[name]);
    return value === null ? null : address(name, value);
  };

  return {
    chain,
    networkId,
    signatureId,
    serviceName: set(vars.SERVICE_NAME) ?? DEFAULT_SERVICE_NAME,
    tokenRoots,
    factories: {
      directSell: factory('FACTORY_DIRECT_SELL'),
      directBuy: factory('FACTORY_DIRECT_BUY'),
      auction: factory('FACTORY_AUCTION'),
    },
  };
}

/** The payment tokens of the network these variables name (the pages' and the share cards' alike). */
export function networkTokens(vars: NetworkVars): readonly Token[] {
  return supportedTokens(networkConfig(vars).tokenRoots);
}
