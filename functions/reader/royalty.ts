/**
 * The on-chain royalty of an NFT with royalty (TIP-4 NftWithRoyalty's `_royalty`: a share of each sale
 * for a receiver), read from the NFT's persistent data. The market stores and shows the metadata's
 * royalty description (functions/indexer/metadata.ts); this share is not modelled in the database yet,
 * so it is decoded here for the reader and its callers, and null for a plain NFT.
 */
import { decodeFields } from '@shared/tvm/abi';
import { parseAccount } from '@shared/tvm/account';
import { NFT_WITH_ROYALTY } from './contracts';

export interface NftRoyalty {
  readonly numerator: string;
  readonly denominator: string;
  readonly receiver: string;
}

/** The royalty of an NFT account state BOC; null when its data holds none (a plain NFT) or cannot be read. */
export function royaltyFromAccount(boc: string): NftRoyalty | null {
  try {
    const { data } = parseAccount(boc);
    if (!data) return null;
    const royalty = decodeFields(data, NFT_WITH_ROYALTY)['_royalty'] as Record<string, string> | undefined;
    if (!royalty) return null;
    return { numerator: royalty['numerator']!, denominator: royalty['denominator']!, receiver: royalty['receiver']! };
  } catch {
    return null;
  }
}
