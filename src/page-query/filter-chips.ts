// The active filters of a list page as chips (OpenSea's and Magic Eden's row above the results): one
// per chosen value, each a link to the same list without it (and back on page 1), so removing one
// takes one click and works without JS. Ranges (price, rarity rank) are one chip each.
import { EVENT_TYPE_LABELS } from '@shared/contract/enums/event-types';
import { LIST_PERIOD_LABELS } from '@shared/lib/list-periods';
import type { Token } from '@shared/lib/tokens';
import { parsePriceRange, priceRangeLabel } from './price-range';
import { LIST_PARAM_KEYS, parseListQuery, serializeListQuery, type ListQuery } from './query-params';
import { parseRankRange } from './rank-range';

export interface FilterChip {
  readonly label: string;
  /** The list without this filter. */
  readonly href: string;
}

export const SALE_TYPE_LABELS = { sell: 'Buy now', auction: 'On auction', buy: 'Offers' } as const;

/** Parameters the list query does not hold, grouped by the chip that removes them. */
const PRICE_KEYS = ['price_from', 'price_to', 'price_token'];
const RANK_KEYS = ['rank_from', 'rank_to'];
/** Choose how results show, not which: never chips, always kept. */
const VIEW_KEYS = new Set(['sort', 'view']);
// The list pages' own parameters (./query-params.ts), and the rankings' period.
const LIST_KEYS = new Set<string>([...LIST_PARAM_KEYS, 'period']);

export interface ChipContext {
  readonly tokens: readonly Token[];
  /** Display names of the collections the page offers, by address. */
  readonly collectionNames?: Readonly<Record<string, string>>;
}

/** The URL of the list with `query` as its list parameters and the other parameters minus `drop`. */
function listHref(url: URL, query: ListQuery, drop: readonly string[]): string {
  const params = new URLSearchParams(serializeListQuery({ ...query, page: 1 }));
  for (const [key, value] of url.searchParams) {
    if (!LIST_KEYS.has(key) && !drop.includes(key) && value !== '') params.append(key, value);
  }
  const search = params.toString();
  return search === '' ? url.pathname : `${url.pathname}?${search}`;
}

export function filterChips(url: URL, context: ChipContext): FilterChip[] {
  const query = parseListQuery(url.searchParams);
  const without = (change: Partial<ListQuery>) => listHref(url, { ...query, ...change }, []);
  const chips: FilterChip[] = [];
  for (const type of query.saleTypes)
    chips.push({ label: SALE_TYPE_LABELS[type], href: without({ saleTypes: query.saleTypes.filter((t) => t !== type) }) });
  for (const address of query.collections) {
    chips.push({
      label: context.collectionNames?.[address] || `${address.slice(0, 6)}…${address.slice(-4)}`,
      href: without({ collections: query.collections.filter((c) => c !== address) }),
    });
  }
  for (const type of query.eventTypes)
    chips.push({ label: EVENT_TYPE_LABELS[type], href: without({ eventTypes: query.eventTypes.filter((t) => t !== type) }) });
  for (const attribute of query.attributes) {
    chips.push({
      label: `${attribute.traitType}: ${attribute.value}`,
      href: without({ attributes: query.attributes.filter((a) => a !== attribute) }),
    });
  }
  if (query.timePeriod !== null) chips.push({ label: `Last ${LIST_PERIOD_LABELS[query.timePeriod]}`, href: without({ timePeriod: null }) });
  if (query.collectionName !== null) chips.push({ label: `Name: ${query.collectionName}`, href: without({ collectionName: null }) });
  const price = parsePriceRange(url.searchParams, context.tokens);
  if (price.from !== null || price.to !== null || price.token !== null) {
    chips.push({ label: priceRangeLabel(price), href: listHref(url, query, PRICE_KEYS) });
  }
  const rank = parseRankRange(url.searchParams);
  if (rank.rankFrom !== undefined || rank.rankTo !== undefined) {
    chips.push({ label: `Rarity rank: ${rank.rankFrom ?? 1} – ${rank.rankTo ?? 'any'}`, href: listHref(url, query, RANK_KEYS) });
  }
  const q = url.searchParams.get('q')?.trim();
  if (q) chips.push({ label: `Search: ${q}`, href: listHref(url, query, ['q']) });
  if (url.searchParams.get('verified') === 'all') chips.push({ label: 'Unverified shown', href: listHref(url, query, ['verified']) });
  return chips;
}

/** Every filter off, the order and view kept. */
export function clearFiltersHref(url: URL): string {
  const params = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (VIEW_KEYS.has(key) && value !== '') params.append(key, value);
  const search = params.toString();
  return search === '' ? url.pathname : `${url.pathname}?${search}`;
}
