import { describe, expect, it } from 'vitest';
import * as constants from '@shared/lib/constants';

describe('business constants (spec section 9)', () => {
  it('hold the spec values', () => {
    expect(constants).toMatchObject({
      NATIVE_COIN_NAME: 'VENOM',
      NATIVE_COIN_DECIMALS: 9,
      FALLBACK_TOKEN_DECIMALS: 9,
      NETWORK_IDS: { everscale: 42, venomMainnet: 1, venomTestnet: 1000, testnet: 2000 },
      SUPPORTED_NETWORK_ID: 1,
      SUPPORTED_WALLETS: ['Venom', 'Ever', 'SparX'],
      SEARCH_DEBOUNCE_MS: 800,
      SEARCH_MIN_CHARS: 2,
      WALLET_STATE_REQUEST_TIMEOUT_MS: 2000,
      PROVIDER_DISCOVERY_RETRIES: 5,
      PROVIDER_DISCOVERY_INTERVAL_MS: 1000,
      WALLET_EVENTS_DEBOUNCE_MS: 400,
      PROVIDER_CHANGE_DELAY_MS: 100,
      REPOSITORY_REFETCH_INTERVAL_MS: 5000,
      COIN_BALANCE_REFETCH_INTERVAL_MS: 30000,
      PAGE_CACHE_NOT_FOUND_SECONDS: 60,
      PAGE_CACHE_EXISTING_SECONDS: 900,
      JWT_EXPIRY_MARGIN_SECONDS: 5,
      NOTIFICATION_AUTO_CLOSE_MS: 10000,
      LINK_PREFETCH_MARGIN: '200px',
      SELECT_PAGE_SIZE: 5,
      SELECT_MAX_MENU_HEIGHT_PX: 300,
      SELECT_MIN_MENU_HEIGHT_PX: 140,
      NAVBAR_BALANCE_DECIMALS: 1,
      DISPLAY_DECIMALS: 2,
      BID_COMPARE_DECIMALS: 5,
    });
  });
});
