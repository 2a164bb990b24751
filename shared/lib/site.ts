/** Site-wide facts used by the page frame and SEO tags. */
export const SITE_NAME = 'Venom NFT Marketplace';
export const SITE_DESCRIPTION = 'Discover, collect and sell NFTs on the Venom blockchain: fixed-price sales, timed auctions and offers.';
/** External links of the footer; kept in one place so they are easy to audit. */
export const EXTERNAL_LINKS = {
  applyForListing: 'https://forms.gle/venom-nft-listing',
  installWallet: 'https://venomwallet.com/',
  twitter: 'https://twitter.com/VenomFoundation',
  telegram: 'https://t.me/venomfoundation',
  discord: 'https://discord.gg/venom-blockchain',
} as const;

/** A Venom explorer's page of an account (NFT, collection or wallet); the address is appended. */
export const EXPLORER_ACCOUNT_URL = 'https://venomscan.com/accounts/';

/** A Venom explorer's page of a transaction; the hash is appended. */
export const EXPLORER_TRANSACTION_URL = 'https://venomscan.com/transactions/';
