import { describe, expect, it } from 'vitest';
import { OG_CARD_HEIGHT, OG_CARD_PREFIX, OG_CARD_WIDTH, ogCardPath } from '@shared/lib/og-card';

describe('the NFT share card rules', () => {
  it('names the card by the canonical address under /og/nft/', () => {
    const address = `0:${'ab'.repeat(32)}`;
    expect(ogCardPath(address)).toBe(`/og/nft/${address}.png`);
    expect(ogCardPath(address).startsWith(OG_CARD_PREFIX)).toBe(true);
  });

  it('is the 1.91:1 size social previews show large', () => {
    expect([OG_CARD_WIDTH, OG_CARD_HEIGHT]).toEqual([1200, 630]);
  });
});
