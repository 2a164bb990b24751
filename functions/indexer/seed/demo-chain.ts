/**
 * The demo world's fixed chain addresses, in one place: payment token roots, the three offer
 * roots (factories) with their default fees, and the USD prices the world starts and ends with.
 *
 * The addresses are fake but valid raw addresses (stable hashes of a label), so they can never be
 * confused with mainnet contracts. The front end's token list takes them through
 * `supportedTokens(DEMO_TOKEN_ROOTS)` (src/lib/tokens.ts) when pointed at demo data.
 */
import { addressOf } from './prng';

export type DemoTokenSymbol = 'WVENOM' | 'USDT' | 'USDC' | 'DAI';

/** Token roots per symbol (same shape as src/lib/tokens.ts `TokenRoots`). */
export const DEMO_TOKEN_ROOTS: Readonly<Record<DemoTokenSymbol, string>> = {
  WVENOM: '0:6b2f5a4a0cbd50d2e6e5f8fcd9bc8b6b6e1a6d2f9a7c0e4d3b2a19f8e7d6c5b4',
  USDT: '0:9e1c7b3d5a2f4e6c8b0a1d3f5e7c9b2a4d6f8e0c1b3a5d7f9e2c4b6a8d0f1e3c',
  USDC: '0:c4a8e2f6b0d4c8a2e6f0b4d8c2a6e0f4b8d2c6a0e4f8b2d6c0a4e8f2b6d0c4a8',
  DAI: '0:1f3e5d7c9b0a2f4e6d8c0b1a3f5e7d9c2b4a6f8e0d1c3b5a7f9e2d4c6b8a0f1e',
};

export interface DemoToken {
  symbol: DemoTokenSymbol;
  address: string;
  decimals: number;
  /** USD per whole token when the world begins and at its end ("now"). */
  usdStart: string;
  usdNow: string;
}

export const DEMO_TOKENS: readonly DemoToken[] = [
  { symbol: 'WVENOM', address: DEMO_TOKEN_ROOTS.WVENOM, decimals: 9, usdStart: '0.142', usdNow: '0.1187' },
  { symbol: 'USDT', address: DEMO_TOKEN_ROOTS.USDT, decimals: 6, usdStart: '1', usdNow: '0.9998' },
  { symbol: 'USDC', address: DEMO_TOKEN_ROOTS.USDC, decimals: 6, usdStart: '1', usdNow: '1.0001' },
  { symbol: 'DAI', address: DEMO_TOKEN_ROOTS.DAI, decimals: 18, usdStart: '1.002', usdNow: '0.9995' },
];

/** Offer factories: registered as roots, so their offers are whitelisted. */
export const DEMO_ROOTS = {
  auction: addressOf('demo-root:auction'),
  sell: addressOf('demo-root:sell'),
  buy: addressOf('demo-root:buy'),
} as const;

/** Default market fees per root (numerator / denominator). */
export const DEMO_ROOT_FEES = {
  auction: { numerator: 25, denominator: 1000 },
  sell: { numerator: 25, denominator: 1000 },
  buy: { numerator: 20, denominator: 1000 },
} as const;

/** Demo media the lead serves under /demo-media/ (tiny files). */
export const DEMO_MEDIA = {
  video: { source: '/demo-media/demo-video.mp4', mimetype: 'video/mp4' },
  audio: { source: '/demo-media/demo-audio.mp3', mimetype: 'audio/mpeg' },
  document: { source: '/demo-media/demo-document.pdf', mimetype: 'application/pdf' },
} as const;

/** Generated artwork (functions/devnet/art.ts), routed by the lead at /demo-art/<kind>/<seed>.svg. */
export const demoArt = (kind: 'nft' | 'logo' | 'wallpaper', seed: string) => ({
  source: `/demo-art/${kind}/${encodeURIComponent(seed)}.svg`,
  mimetype: 'image/svg+xml',
});
