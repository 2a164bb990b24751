// The share cards (an NFT's, a collection's): where the Worker serves them and their size, shared by the pages'
// meta tags and the renderer.

/** The size social networks show large (Open Graph and summary_large_image both expect 1.91:1). */
export const OG_CARD_WIDTH = 1200;
export const OG_CARD_HEIGHT = 630;

/** Every share card's path starts here. */
export const OG_CARDS_ROOT = '/og/';
export const OG_CARD_PREFIX = '/og/nft/';
export const OG_COLLECTION_CARD_PREFIX = '/og/collection/';

/** The card's path for an NFT address in its canonical (lowercase raw) form. */
export function ogCardPath(address: string): string {
  return `${OG_CARD_PREFIX}${address}.png`;
}

/** The card's path for a collection address in its canonical form. */
export function ogCollectionCardPath(address: string): string {
  return `${OG_COLLECTION_CARD_PREFIX}${address}.png`;
}

/** A card as a page's social image (og:image with its type and size). */
export function shareCardImage(path: string, alt: string) {
  return { url: path, alt, width: OG_CARD_WIDTH, height: OG_CARD_HEIGHT, type: 'image/png' } as const;
}
