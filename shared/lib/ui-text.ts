// Fixed interface wording quoted by the spec (sections 2 and 8). The interface is English only.

export const LOGIN_MODAL_TEXT = 'Please sign the data in the extension window to proceed.';

/** Hint under the image placeholder when an image fails to load; it opens the IPFS guide. */
export const IMAGE_HINT = "Why you don't see the image?";
export const IPFS_GUIDE_TITLE = 'User Guide';

export const SEARCH_TEXT = {
  placeholder: 'Search by NFT, collection',
  searching: 'Searching...',
  noResults: 'No results found',
} as const;

/** Labels of search results by object type. */
export const SEARCH_RESULT_LABELS = { collection: 'Collection', nft: 'NFT', profile: 'Profile' } as const;

/** The mark of an unverified collection or its NFT wherever it is listed. */
export const UNVERIFIED_LABEL = 'Unverified';

export const WALLET_TEXT = {
  connect: 'Connect wallet',
  connectShort: 'Connect',
  connected: 'Connected',
  recent: 'Recent',
  install: 'Install',
  disconnect: 'Disconnect',
} as const;

export const TERMS_BANNER_ACCEPT = 'I agree';

/** A sign-in that failed for another reason than the person's refusal (ours; a refusal uses the spec's connection wording). */
export const SIGN_IN_FAILED = 'The sign-in did not complete, please try again';
