import { describe, expect, it } from 'vitest';
import type { Collection, DirectSell, Nft } from '@shared/contract/schemas';
import { jsonForScript, nftJsonLd } from '~/view-model/nft-json-ld';
import { supportedTokens } from '@shared/lib/tokens';

const ADDR = `0:${'1'.repeat(64)}`;
const usdt = supportedTokens().find((t) => t.symbol === 'USDT')!;
const nft = { address: ADDR, name: 'Cat #1', description: 'A cat' } as Nft;
const collection = { name: 'Cats' } as Collection;
const sale = {
  status: 'active',
  price: { price: '12500000', priceToken: usdt.address, usdPrice: '12.5' },
  expiredAt: 1_767_225_600,
} as DirectSell;

describe('nftJsonLd', () => {
  it('describes the item and its active offer', () => {
    const ld = nftJsonLd({ nft, collection, sale, saleToken: usdt, pageUrl: 'https://m.test/nft/x', imageUrl: 'https://m.test/a.svg' });
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Cat #1',
      description: 'A cat',
      image: 'https://m.test/a.svg',
      brand: { '@type': 'Brand', name: 'Cats' },
      offers: { '@type': 'Offer', price: '12.5', priceCurrency: 'USDT', priceValidUntil: '2026-01-01' },
    });
  });
  it('has no offer when the item is not listed', () => {
    const ld = nftJsonLd({
      nft: { ...nft, name: null },
      collection: undefined,
      sale: undefined,
      saleToken: undefined,
      pageUrl: 'u',
      imageUrl: undefined,
    });
    expect(ld['offers']).toBeUndefined();
    expect(ld['name']).toBe('Untitled NFT');
    expect(ld['image']).toBeUndefined();
  });
});

describe('jsonForScript', () => {
  it('cannot close the script tag', () => {
    const out = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script>');
  });
});
