/** nfts row -> NFT (api-contract §8.5). */
import type { Nft, NftTrait, Royalty } from '../../../src/api/schemas';
import type { NftRow } from '../rows';
import { usdOf, type TokenPrices } from '../usd';
import { parseJsonColumn } from './json';

/**
 * `forsale` / `auction` / `bestOffer` are the row's live pointers (list semantics: active and not
 * expired). `/nft/details` shows an active-but-expired sale or auction too: read those from
 * direct_sells / auctions by nft (status = 'active' AND whitelisted = 1).
 */
export function nftFromRow(row: NftRow, prices: TokenPrices): Nft {
  const floorUsd = usdOf(row.floor_price, row.floor_token, prices);
  return {
    address: row.address,
    name: row.name,
    description: row.description,
    owner: row.owner,
    verified: null,
    collection: row.collection,
    image: row.image,
    mimetype: row.mimetype,
    fullImage: row.full_image,
    fullImageMimetype: row.full_image_mimetype,
    type: row.type,
    auction: row.auction_address,
    forsale: row.sell_address,
    bestOffer: row.best_offer_address,
    manager: row.manager,
    dealPriceUsd: usdOf(row.deal_price, row.deal_token, prices),
    floorPrice: row.floor_price !== null && row.floor_token !== null && floorUsd !== null ? { priceToken: row.floor_token, price: row.floor_price, usdPrice: floorUsd } : null,
    nftId: row.nft_id,
    royalty: parseJsonColumn<Royalty>(row.royalty),
  };
}

/** nft_traits joined with collection_traits.nft_count (as cnt) -> NftTrait (§8.21). */
export function nftTraitFromRow(row: { trait_type: string; trait_value: string; cnt: number }): NftTrait {
  return { traitType: row.trait_type, traitValue: parseJsonColumn(row.trait_value) ?? row.trait_value, cnt: row.cnt };
}
