// The USD rate a dialog previews a typed price with: the rate the page's own
// prices imply when it has one (so the preview matches them), else the token's price from
// GET /token/price. No price, no preview: a rate is never made up. The route also says whether the
// price is stale (the reader's rule), and the preview says so.
import { useEffect, useState } from 'react';
import BigNumber from 'bignumber.js';
import { createMarketplaceApi } from '../api/client';
import type { TokenPrice } from '@shared/contract/schemas';
import type { UsdRates } from '@shared/lib/usd-rates';

/** One request per token and page. */
const asked = new Map<string, Promise<TokenPrice | null>>();

function priceOf(apiBase: string, token: string): Promise<TokenPrice | null> {
  let pending = asked.get(token);
  if (!pending) {
    pending = createMarketplaceApi({ baseURL: apiBase })
      .tokenPrice({ token })
      .catch(() => {
        asked.delete(token);
        return null;
      });
    asked.set(token, pending);
  }
  return pending;
}

export interface UsdRate {
  /** Token root -> USD per smallest unit, the page's rates first. */
  readonly rates: UsdRates;
  /** The source's price is stale. */
  readonly stale: boolean;
}

export function useUsdRate(token: string | null, pageRates: UsdRates, apiBase: string | undefined): UsdRate {
  const [fetched, setFetched] = useState<{ token: string; price: TokenPrice | null } | null>(null);
  useEffect(() => {
    if (!token || !apiBase) return;
    let live = true;
    void priceOf(apiBase, token).then((price) => live && setFetched({ token, price }));
    return () => {
      live = false;
    };
  }, [token, apiBase]);
  return token
    ? usdRateFor(token, pageRates, fetched && fetched.token === token ? fetched.price : null)
    : { rates: pageRates, stale: false };
}

/** The page's rate for `token` when it has one, else the route's price; none without either. */
export function usdRateFor(token: string, pageRates: UsdRates, price: TokenPrice | null): UsdRate {
  const stale = price?.stale === true;
  if (pageRates[token] !== undefined || !price?.usd || price.decimals === null) return { rates: pageRates, stale };
  const perUnit = new BigNumber(price.usd).shiftedBy(-price.decimals).toNumber();
  return { rates: perUnit > 0 ? { ...pageRates, [token]: perUnit } : pageRates, stale };
}
