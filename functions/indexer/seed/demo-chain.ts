/**
 * The demo world's fixed chain addresses, in one place: payment token roots, the three offer
 * roots (factories) with their default fees, and the USD prices the world starts and ends with.
 *
 * The addresses are fake but valid raw addresses (stable hashes of a label), so they can never be
 * confused with mainnet contracts. Token roots are the devnet's (shared/lib/tokens.ts), the list the
 * pages use on the devnet.
 */
import { DEVNET_TOKEN_ROOTS } from '@shared/lib/tokens';
import { addressOf } from '@shared/lib/prng';

export type DemoTokenSymbol = 'WVENOM' | 'USDT' | 'USDC' | 'DAI';

/** Token roots per symbol: the devnet's, so the pages name and scale demo prices correctly. */
export const DEMO_TOKEN_ROOTS: Readonly<Record<DemoTokenSymbol, string>> = DEVNET_TOKEN_ROOTS;

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

/** Generated artwork (functions/edge/demo-art-svg.ts), routed by the lead at /demo-art/<kind>/<seed>.svg. */
export const demoArt = (kind: 'nft' | 'logo' | 'wallpaper', seed: string) => ({
  source: `/demo-art/${kind}/${encodeURIComponent(seed)}.svg`,
  mimetype: 'image/svg+xml',
});
