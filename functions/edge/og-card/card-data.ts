// What a share card says: an NFT's name, collection and the price it is on the market at; a collection's
// name and market figures; as short plain text. Metadata is untrusted: it is only ever drawn as text, and
// here flattened and clamped so a long or odd name cannot break the layout.
import type { CollectionDetails, GetNftResult } from '@shared/contract/schemas';
import { formatCount, formatUnits, formatUsd } from '@shared/lib/amounts';
import { tokenOrFallback, type Token } from '@shared/lib/tokens';

export const MAX_NAME_CHARS = 70;
export const MAX_COLLECTION_CHARS = 40;

export interface CardPrice {
  /** What the amount is, in the NFT page's wording. */
  label: 'Fixed price' | 'Auction · Highest bid' | 'Auction · Starting price';
  /** Display form, rounded down by the amount rules ("1 234.5"). */
  amount: string;
  symbol: string;
}

export interface CardData {
  name: string;
  collection: string;
  verified: boolean;
  /** Null when the NFT is neither listed nor at a running auction. */
  price: CardPrice | null;
  /** The artwork URL from metadata, as untrusted as the rest. */
  image: string | null;
}

// Control characters, zero-widths and bidi overrides: nothing a card should draw or be reordered by.
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** One line of plain text, at most `max` characters (whole code points), with an ellipsis when cut. */
export function clampText(value: string, max: number): string {
  const flat = value.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max
    ? flat
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

function priced(label: CardPrice['label'], units: string | null, tokenAddress: string, tokens: readonly Token[]): CardPrice | null {
  if (!units) return null;
  const token = tokenOrFallback(tokenAddress, tokens);
  return { label, amount: formatUnits(units, token.decimals), symbol: token.symbol };
}

/** The running auction's leading bid (or starting price), else the active listing's price, else none. */
function currentPrice(details: GetNftResult, tokens: readonly Token[]): CardPrice | null {
  const { nft } = details;
  const auction = nft.auction ? details.auction[nft.auction] : undefined;
  if (auction?.status === 'active') {
    const hasBid = auction.maxBid !== null && auction.maxBid !== '0';
    return priced(
      hasBid ? 'Auction · Highest bid' : 'Auction · Starting price',
      hasBid ? auction.maxBid : auction.startBid,
      auction.bidToken,
      tokens,
    );
  }
  const sale = nft.forsale ? details.directSell[nft.forsale] : undefined;
  if (sale?.status === 'active') return priced('Fixed price', sale.price.price, sale.price.priceToken, tokens);
  return null;
}

export function cardDataFrom(details: GetNftResult, tokens: readonly Token[]): CardData {
  const { nft } = details;
  const collection = details.collection[nft.collection];
  return {
    name: clampText(nft.name ?? '', MAX_NAME_CHARS) || 'Untitled NFT',
    collection: clampText(collection?.name ?? '', MAX_COLLECTION_CHARS) || 'Unnamed collection',
    verified: collection?.verified === true,
    price: currentPrice(details, tokens),
    image: nft.image,
  };
}

export interface CollectionCardData {
  name: string;
  verified: boolean;
  /** The collection page's own figures, in its wording ("—" where there is none yet). */
  stats: readonly { label: string; value: string }[];
  /** The logo URL from metadata, as untrusted as the rest. */
  image: string | null;
}

const usdOrDash = (value: string | null) => (value && Number(value) > 0 ? formatUsd(value) : '—');

export function collectionCardDataFrom(collection: CollectionDetails): CollectionCardData {
  return {
    name: clampText(collection.name, MAX_NAME_CHARS) || 'Unnamed collection',
    verified: collection.verified,
    stats: [
      { label: 'Floor', value: usdOrDash(collection.floorPriceUsd) },
      { label: 'Total volume', value: usdOrDash(collection.totalVolumeUsd) },
      { label: 'Items', value: formatCount(collection.nftCount) },
      { label: 'Owners', value: formatCount(collection.ownersCount) },
    ],
    image: collection.logo,
  };
}
