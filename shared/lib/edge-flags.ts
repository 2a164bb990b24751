// Operators' switches, flipped without a redeploy: maintenance mode and the wallet-upgrade banner, both
// off by default. The Worker reads them from KV (functions/edge/flags.ts); the pages show the banner.

export const FLAG_NAMES = ['maintenance', 'banner'] as const;
export type FlagName = (typeof FLAG_NAMES)[number];
export type EdgeFlags = Readonly<Record<FlagName, boolean>>;
