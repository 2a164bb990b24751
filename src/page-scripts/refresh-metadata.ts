// Loaded on the first Refresh metadata click (the page tools stay tiny): asks the API, through its typed
// client, to re-read an NFT's or a collection's metadata. It needs a session, as /update-metadata does.
import { createMarketplaceApi } from '../api/client';
import { readAccessToken } from '@shared/lib/session';
import { readStored } from '../stores/storage';

/** What to tell the person after the request. */
export async function refreshMetadata(apiBase: string, collection: string, nft: string | null): Promise<string> {
  const token = readAccessToken(readStored('accessToken') ?? '')?.token;
  if (!token) return 'Connect your wallet and sign in to refresh metadata.';
  try {
    await createMarketplaceApi({ baseURL: apiBase, token: () => token }).updateMetadata({ collection, nft });
    return 'Metadata refresh requested. Changes show within a few minutes.';
  } catch {
    return 'The refresh was refused or failed. Try again later.';
  }
}
