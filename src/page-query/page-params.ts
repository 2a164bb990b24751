// The query parameters some page reads, on the server (src/pages) or in its islands (NftActions' `action`
// and `offer`, the dev wallet's link on the devnet). Any other parameter is dropped with a 301 before the
// page cache (src/worker.ts): junk in a URL would otherwise be a cache entry and a render of its own, and
// be copied into the page's links.
import { DEVNET_WALLET_QUERY_PARAM } from '@shared/lib/devnet-roots';
import { LIST_PARAM_KEYS } from './query-params';

const PAGE_PARAMS: ReadonlySet<string> = new Set([
  // The list pages (./query-params.ts).
  ...LIST_PARAM_KEYS,
  // ./price-range.ts, ./rank-range.ts, ./collected.ts.
  'price_from',
  'price_to',
  'price_token',
  'rank_from',
  'rank_to',
  'listed',
  // Single pages: search and the item name filter, unverified shown, the rankings, the profile tabs' status.
  'q',
  'verified',
  'view',
  'period',
  'status',
  // The NFT page's action links (src/islands/NftActions).
  'action',
  'offer',
  // The dev wallet's approval window (src/devnet-wallet).
  'request',
]);

/** A list's own page number where a page lists two things (`received_page`, `made_page`). */
const NAMED_PAGE = /^[a-z]{1,20}_page$/;

/** Whether some page reads the parameter `name` (on the devnet, also the dev wallet's link). */
export function isPageParam(name: string, devnet: boolean): boolean {
  return PAGE_PARAMS.has(name) || NAMED_PAGE.test(name) || (devnet && name === DEVNET_WALLET_QUERY_PARAM);
}
