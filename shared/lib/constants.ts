// Business constants of the marketplace spec, section 9 ("Business constants and limits").
// One home for each number: every other module imports from here, nothing repeats a literal.

// --- Native coin and networks ---------------------------------------------------------------

/** "Native coin VENOM, 9 decimals". */
export const NATIVE_COIN_NAME = 'VENOM';
export const NATIVE_COIN_DECIMALS = 9;

/** "Token fallback decimals 9": the decimals of the Unsupported Token placeholder. */
export const FALLBACK_TOKEN_DECIMALS = 9;

/** "Network ids known: Everscale 42, Venom mainnet 1, Venom testnet 1000, testnet 2000." */
export const NETWORK_IDS = {
  everscale: 42,
  venomMainnet: 1,
  venomTestnet: 1000,
  testnet: 2000,
} as const;

/** "Only supported network is mainnet, id 1." */
export const SUPPORTED_NETWORK_ID = NETWORK_IDS.venomMainnet;

/** "Supported wallets: Venom, Ever, SparX." */
export const SUPPORTED_WALLETS = ['Venom', 'Ever', 'SparX'] as const;
export type SupportedWallet = (typeof SUPPORTED_WALLETS)[number];

// --- Search ---------------------------------------------------------------------------------

/** "Search debounce 800 ms". */
export const SEARCH_DEBOUNCE_MS = 800;
/** "minimum 2 characters": shorter (trimmed) queries return nothing and make no request. */
export const SEARCH_MIN_CHARS = 2;

// --- Wallet provider ------------------------------------------------------------------------

/** "Wallet state request timeout 2000 ms". */
export const WALLET_STATE_REQUEST_TIMEOUT_MS = 2000;
/** "provider discovery retries 5 times at 1 s". */
export const PROVIDER_DISCOVERY_RETRIES = 5;
export const PROVIDER_DISCOVERY_INTERVAL_MS = 1000;
/** "wallet events debounced 400 ms". */
export const WALLET_EVENTS_DEBOUNCE_MS = 400;
/** "provider change delay 100 ms". */
export const PROVIDER_CHANGE_DELAY_MS = 100;

// --- Refetching and caching -----------------------------------------------------------------

/** "Repository refetch interval 5 (seconds)": live auction and NFT state while visible. */
export const REPOSITORY_REFETCH_INTERVAL_MS = 5_000;
/** "coin balance refetch 30 (seconds)". */
export const COIN_BALANCE_REFETCH_INTERVAL_MS = 30_000;
/** "Server-side page regeneration: not-found 60 s, existing 900 s" (the HTML cache TTLs). */
export const PAGE_CACHE_NOT_FOUND_SECONDS = 60;
export const PAGE_CACHE_EXISTING_SECONDS = 900;
/** How long past its regeneration time a stored page may stand in for one the database cannot render. */
export const PAGE_CACHE_STALE_IF_ERROR_SECONDS = 3_600;
/** The Retry-After of pages and API answers while the database cannot answer: D1's outages are brief. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

// --- Session and UI -------------------------------------------------------------------------

/** "JWT expiry margin 5 seconds": a token is treated as expired this long before `exp`. */
export const JWT_EXPIRY_MARGIN_SECONDS = 5;
/** "Notification auto-close 10000 ms" (failed and success toasts). */
export const NOTIFICATION_AUTO_CLOSE_MS = 10_000;
/** "Link prefetch viewport margin 200px" (an IntersectionObserver rootMargin). */
export const LINK_PREFETCH_MARGIN = '200px';

/** "Select dropdown defaults: page size 5, max menu height 300, min menu height 140" (pixels). */
export const SELECT_PAGE_SIZE = 5;
export const SELECT_MAX_MENU_HEIGHT_PX = 300;
export const SELECT_MIN_MENU_HEIGHT_PX = 140;

// --- Number display -------------------------------------------------------------------------

/** "Navbar balance shown with 1 decimal". */
export const NAVBAR_BALANCE_DECIMALS = 1;
/** "elsewhere coin balance 2 decimals rounded down"; also the default for any displayed amount. */
export const DISPLAY_DECIMALS = 2;
/** US dollar values always show exactly this many decimals. */
export const USD_DECIMALS = 2;
/** "Bid confirmation compares at 5 decimals rounded up." */
export const BID_COMPARE_DECIMALS = 5;

/** The devnet's network id, reported by the dev wallet; the only network accepted when CHAIN=devnet. */
export const DEVNET_NETWORK_ID = 31337;
