/** collections (+ collection_custom, collection_traits) rows -> Collection / CollectionDetails (§8.6, §8.7). */
import type { Collection, CollectionAttribute, CollectionDetails, CollectionPreview, Royalty, Social } from '../../../src/api/schemas';
import type { CollectionCustomRow, CollectionRow, CollectionTraitRow } from '../rows';
import { usdText } from '../usd';
import { parseJsonColumn } from './json';

/** Custom values (set through /collections-custom) win over on-chain metadata. */
export function collectionFromRow(row: CollectionRow, custom: CollectionCustomRow | null = null): Collection {
  return {
    address: row.address,
    name: custom?.name ?? row.name ?? '',
    description: custom?.description ?? row.description ?? '',
    owner: row.owner,
    verified: row.verified === 1,
    createdAt: row.created_at,
    wallpaper: custom?.wallpaper ?? row.wallpaper,
    logo: custom?.logo ?? row.logo,
    ownersCount: row.owners_count,
    nftCount: row.nft_count,
    lowestPrice: null,
    totalPrice: null,
    // The reference panics on a collection without mints (§13 gap 9); its creation time stands in.
    firstMint: row.first_mint ?? row.created_at,
    social: parseJsonColumn<Social>(custom?.social) ?? parseJsonColumn<Social>(row.social),
    royalty: parseJsonColumn<Royalty>(row.royalty),
  };
}

/** Groups a collection's trait rows into `{traitType, traitValues}` (values in display spelling, sorted). */
export function collectionAttributes(traits: readonly CollectionTraitRow[]): CollectionAttribute[] {
  const byType = new Map<string, { traitType: string; values: Set<string> }>();
  for (const t of traits) {
    const entry = byType.get(t.type_key) ?? { traitType: t.trait_type, values: new Set<string>() };
    entry.values.add(t.trait_value);
    byType.set(t.type_key, entry);
  }
  return [...byType.values()]
    .map((e) => ({ traitType: e.traitType, traitValues: [...e.values].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })) }))
    .sort((a, b) => a.traitType.localeCompare(b.traitType));
}

export function collectionDetailsFromRow(
  row: CollectionRow,
  custom: CollectionCustomRow | null,
  traits: readonly CollectionTraitRow[],
  previews: CollectionPreview[] = [],
): CollectionDetails {
  return {
    ...collectionFromRow(row, custom),
    floorPriceUsd: usdText(row.floor_price_usd),
    totalVolumeUsd: usdText(row.total_volume_usd) ?? '0',
    attributes: collectionAttributes(traits),
    previews,
  };
}
