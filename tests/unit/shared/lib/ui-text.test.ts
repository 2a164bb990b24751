import { describe, expect, it } from 'vitest';
import {
  IMAGE_HINT,
  IPFS_GUIDE_TITLE,
  LOGIN_MODAL_TEXT,
  SEARCH_RESULT_LABELS,
  SEARCH_TEXT,
  TERMS_BANNER_ACCEPT,
  WALLET_TEXT,
} from '@shared/lib/ui-text';

describe('interface wording quoted by the spec', () => {
  it('is exact', () => {
    expect(LOGIN_MODAL_TEXT).toBe('Please sign the data in the extension window to proceed.');
    expect(IMAGE_HINT).toBe("Why you don't see the image?");
    expect(IPFS_GUIDE_TITLE).toBe('User Guide');
    expect(SEARCH_TEXT).toEqual({ placeholder: 'Search by NFT, collection', searching: 'Searching...', noResults: 'No results found' });
    expect(SEARCH_RESULT_LABELS).toEqual({ collection: 'Collection', nft: 'NFT', profile: 'Profile' });
    expect(WALLET_TEXT.connect).toBe('Connect wallet');
    expect(WALLET_TEXT.connectShort).toBe('Connect');
    expect(TERMS_BANNER_ACCEPT).toBe('I agree');
  });
});
