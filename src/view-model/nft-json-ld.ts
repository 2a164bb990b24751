// The JSON-LD that describes an NFT page to search engines: the item and, when listed, its offer.
import type { Collection, DirectSell, Nft } from '@shared/contract/schemas';
import { fromUnits } from '@shared/lib/amounts';
import type { Token } from '@shared/lib/tokens';

export interface NftJsonLdInput {
  nft: Nft;
  collection: Collection | undefined;
  sale: DirectSell | undefined;
  saleToken: Token | undefined;
  pageUrl: string;
  imageUrl: string | undefined;
}

export function nftJsonLd({ nft, collection, sale, saleToken, pageUrl, imageUrl }: NftJsonLdInput): Record<string, unknown> {
  const item: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: nft.name ?? 'Untitled NFT',
    url: pageUrl,
    sku: nft.address,
    category: 'NFT',
  };
  if (nft.description) item['description'] = nft.description;
  if (imageUrl) item['image'] = imageUrl;
  if (collection?.name) item['brand'] = { '@type': 'Brand', name: collection.name };
  if (sale && saleToken && sale.status === 'active') {
    item['offers'] = {
      '@type': 'Offer',
      url: pageUrl,
      price: fromUnits(sale.price.price, saleToken.decimals),
      priceCurrency: saleToken.symbol,
      availability: 'https://schema.org/InStock',
      ...(sale.expiredAt ? { priceValidUntil: new Date(sale.expiredAt * 1000).toISOString().slice(0, 10) } : {}),
    };
  }
  return item;
}

/** JSON for a <script type="application/ld+json"> block: `<` escaped so metadata cannot close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
