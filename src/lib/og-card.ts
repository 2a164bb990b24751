// The NFT share card: where the Worker serves it and its size, shared by the page's meta tags and the renderer.

/** The size social networks show large (Open Graph and summary_large_image both expect 1.91:1). */
export const OG_CARD_WIDTH = 1200;
export const OG_CARD_HEIGHT = 630;

export const OG_CARD_PREFIX = '/og/nft/';

/** The card's path for an NFT address in its canonical (lowercase raw) form. */
export function ogCardPath(address: string): string {
  return `${OG_CARD_PREFIX}${address}.png`;
}
