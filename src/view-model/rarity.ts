// How an NFT's rarity reads on cards and its page (the API's `rarity` extension, functions/indexer/rarity.ts).
import type { NftRarity } from '@shared/contract/schemas';

const count = new Intl.NumberFormat('en-US');

/** "Rank 3 of 1,200": 1 is the rarest NFT of its collection. */
export const rankLabel = (rarity: Pick<NftRarity, 'rank' | 'of'>): string =>
  `Rank ${count.format(rarity.rank)} of ${count.format(rarity.of)}`;
