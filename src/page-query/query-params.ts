// The list pages' URL query parameters (spec section 2): page, sort, sale_type, collections,
// event_type, attributes, time_period, collection_name.
//
// Parsing never throws: every bad value falls back to its default, so a hand-edited or stale URL
// still renders a page. Encodings (the spec gives none):
// - page: a positive integer in decimal digits; default 1.
// - sort: `field` or `field:direction`, e.g. `floorPriceUsd:asc`. The field must be one of the
//   known sort keys and the direction asc or desc; anything else means "the list's default" (null).
//   Which keys a given list accepts is checked where it is used (`sortFor` in sorting.ts).
// - sale_type, collections, event_type: several values, either repeated (`event_type=a&event_type=b`)
//   or comma-separated (`event_type=a,b`). Unknown sale types and event types and invalid addresses
//   are dropped; event types accept both "canceled" spellings; addresses are lowercased.
// - attributes: repeated `TraitType:Value` pairs, split at the first colon (so a trait type cannot
//   contain a colon, a value can). Never comma-split, because values may contain commas.
// - time_period: a list period, 1h, 1d, 7d or 30d, or the spec's units h and d (shared/lib/list-periods.ts);
//   default none (null).
// - attributes are bounded like the API's filter: pairs with a trait type over 128 characters or a
//   value over 256 are dropped, and so are trait types beyond the first 20 (in canonical order).
// - collection_name: free text, trimmed, cut to 48 bytes of UTF-8 (the API's LIKE pattern, with the
//   `%` on each side, may be 50); default none (null).
// Lists are deduplicated and put in a canonical order (enum order; addresses and attributes
// sorted), so the same filters always give the same URL, and the same cache entry.
// The serializer writes the keys in the order above, omits defaults, and writes lists
// comma-separated (attributes repeated).
import { z } from 'zod';
import {
  ATTRIBUTE_FILTERS_MAX,
  NAME_PATTERN_MAX_BYTES,
  TRAIT_TYPE_MAX_CHARS,
  TRAIT_VALUE_MAX_CHARS,
} from '@shared/contract/requests/fields';
import { normalizeAddress, type Address } from '@shared/lib/address';
import { EVENT_TYPES, parseEventType, type EventType } from '@shared/contract/enums/event-types';
import { utf8Prefix } from '@shared/contract/utf8';
import { isSaleType, isSortDirection, isSortKey, SALE_TYPES, type SaleType, type Sort } from '@shared/contract/enums/sorting';
import { parseListPeriod, type ListPeriod } from '@shared/lib/list-periods';

export interface AttributeFilter {
  readonly traitType: string;
  readonly value: string;
}

export interface ListQuery {
  readonly page: number;
  readonly sort: Sort | null;
  readonly saleTypes: readonly SaleType[];
  readonly collections: readonly Address[];
  readonly eventTypes: readonly EventType[];
  readonly attributes: readonly AttributeFilter[];
  readonly timePeriod: ListPeriod | null;
  readonly collectionName: string | null;
}

export const DEFAULT_LIST_QUERY: ListQuery = {
  page: 1,
  sort: null,
  saleTypes: [],
  collections: [],
  eventTypes: [],
  attributes: [],
  timePeriod: null,
  collectionName: null,
};

/** The list pages' parameters (also kept by the page cache: ./page-params.ts). */
export const LIST_PARAM_KEYS = [
  'page',
  'sort',
  'sale_type',
  'collections',
  'event_type',
  'attributes',
  'time_period',
  'collection_name',
] as const;
type ParamKey = (typeof LIST_PARAM_KEYS)[number];

/** Caps that keep a crafted URL from turning into a huge API request. */
const MAX_LIST_VALUES = 100;
/** The name filter is sent as `%name%` (search.ts likeContains). */
const MAX_COLLECTION_NAME_BYTES = NAME_PATTERN_MAX_BYTES - 2;

// --- Canonical forms, shared by the parser and the serializer ---------------------------------

const unique = <T>(values: readonly T[], key: (value: T) => string = String): T[] => {
  const seen = new Map<string, T>();
  for (const value of values) if (!seen.has(key(value))) seen.set(key(value), value);
  return [...seen.values()].slice(0, MAX_LIST_VALUES);
};
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const canonicalSaleTypes = (values: readonly SaleType[]): SaleType[] => SALE_TYPES.filter((type) => values.includes(type));
const canonicalEventTypes = (values: readonly EventType[]): EventType[] => EVENT_TYPES.filter((type) => values.includes(type));
const canonicalCollections = (values: readonly Address[]): Address[] => unique(values).sort(byCodeUnits);
const attributeKey = (attribute: AttributeFilter): string => `${attribute.traitType}:${attribute.value}`;
const withinTraitBounds = (attribute: AttributeFilter): boolean =>
  attribute.traitType.length <= TRAIT_TYPE_MAX_CHARS && attribute.value.length <= TRAIT_VALUE_MAX_CHARS;
/** The first ATTRIBUTE_FILTERS_MAX trait types' pairs (the list is sorted by type first). */
function firstTraitTypes(sorted: AttributeFilter[]): AttributeFilter[] {
  const types = new Set<string>();
  return sorted.filter(({ traitType }) => {
    if (!types.has(traitType) && types.size < ATTRIBUTE_FILTERS_MAX) types.add(traitType);
    return types.has(traitType);
  });
}
const canonicalAttributes = (values: readonly AttributeFilter[]): AttributeFilter[] =>
  firstTraitTypes(
    unique(values.filter(withinTraitBounds), attributeKey).sort(
      (a, b) => byCodeUnits(a.traitType, b.traitType) || byCodeUnits(a.value, b.value),
    ),
  );

// --- Field parsers: each takes every value given for its key and cannot fail ------------------

const splitCommas = (values: readonly string[]): string[] => values.flatMap((value) => value.split(',')).map((value) => value.trim());
const nonNull = <T>(value: T | null): value is T => value !== null;

function parseSort(value: string | undefined): Sort | null {
  if (value === undefined) return null;
  const [field, direction, ...rest] = value.trim().split(':');
  if (rest.length > 0 || !isSortKey(field)) return null;
  if (direction === undefined) return { field, direction: null };
  return isSortDirection(direction) ? { field, direction } : null;
}

function parseAttribute(value: string): AttributeFilter | null {
  const colon = value.indexOf(':');
  if (colon < 0) return null;
  const traitType = value.slice(0, colon).trim();
  const attributeValue = value.slice(colon + 1).trim();
  return traitType === '' || attributeValue === '' ? null : { traitType, value: attributeValue };
}

function parseCollectionName(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  return utf8Prefix(text, MAX_COLLECTION_NAME_BYTES).trim() || null;
}

const values = z.array(z.string());

/** A 1-based page number in decimal digits; anything else is page 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,15}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** One schema for the whole query: URLSearchParams or a query string in, a complete ListQuery out. */
export const listQuerySchema = z
  .custom<URLSearchParams | string>((input) => typeof input === 'string' || input instanceof URLSearchParams)
  .transform((input) => {
    const params = typeof input === 'string' ? new URLSearchParams(input) : input;
    return Object.fromEntries(LIST_PARAM_KEYS.map((key) => [key, params.getAll(key)])) as Record<ParamKey, string[]>;
  })
  .pipe(
    z.object({
      page: values.transform((v) => parsePage(v[0])),
      sort: values.transform((v) => parseSort(v[0])),
      sale_type: values.transform((v) => canonicalSaleTypes(splitCommas(v).filter(isSaleType))),
      collections: values.transform((v) => canonicalCollections(splitCommas(v).map(normalizeAddress).filter(nonNull))),
      event_type: values.transform((v) => canonicalEventTypes(splitCommas(v).map(parseEventType).filter(nonNull))),
      attributes: values.transform((v) => canonicalAttributes(v.map(parseAttribute).filter(nonNull))),
      time_period: values.transform((v) => parseListPeriod(v[0])),
      collection_name: values.transform((v) => parseCollectionName(v[0])),
    }),
  )
  .transform((raw): ListQuery => ({
    page: raw.page,
    sort: raw.sort,
    saleTypes: raw.sale_type,
    collections: raw.collections,
    eventTypes: raw.event_type,
    attributes: raw.attributes,
    timePeriod: raw.time_period,
    collectionName: raw.collection_name,
  }))
  .catch(() => DEFAULT_LIST_QUERY);

/** Parses a query string (with or without "?") or URLSearchParams. Never throws. */
export function parseListQuery(input: URLSearchParams | string): ListQuery {
  return listQuerySchema.parse(input);
}

// Colons and commas are legal in a query string (RFC 3986) and keep URLs readable.
const encode = (value: string): string => encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%2C/gi, ',');

/** Writes a query back, without the leading "?", omitting defaults, keys in a fixed order. */
export function serializeListQuery(query: ListQuery): string {
  const pairs: Array<[ParamKey, string]> = [];
  const add = (key: ParamKey, value: string): void => {
    pairs.push([key, value]);
  };
  if (Number.isSafeInteger(query.page) && query.page > 1) add('page', String(query.page));
  if (query.sort !== null) add('sort', query.sort.direction === null ? query.sort.field : `${query.sort.field}:${query.sort.direction}`);
  const saleTypes = canonicalSaleTypes(query.saleTypes);
  if (saleTypes.length > 0) add('sale_type', saleTypes.join(','));
  const collections = canonicalCollections(query.collections);
  if (collections.length > 0) add('collections', collections.join(','));
  const eventTypes = canonicalEventTypes(query.eventTypes);
  if (eventTypes.length > 0) add('event_type', eventTypes.join(','));
  for (const attribute of canonicalAttributes(query.attributes)) add('attributes', attributeKey(attribute));
  if (query.timePeriod !== null) add('time_period', query.timePeriod);
  const name = query.collectionName?.trim() ?? '';
  if (name !== '') add('collection_name', name);
  return pairs.map(([key, value]) => `${key}=${encode(value)}`).join('&');
}

/**
 * Attribute filters grouped as the `/nfts` request wants them: `{traitType, traitValues[]}` per
 * trait type, in the canonical order.
 */
export function attributesForApi(attributes: readonly AttributeFilter[]): Array<{ traitType: string; traitValues: string[] }> {
  const groups = new Map<string, string[]>();
  for (const { traitType, value } of canonicalAttributes(attributes)) {
    const group = groups.get(traitType);
    if (group === undefined) groups.set(traitType, [value]);
    else group.push(value);
  }
  return [...groups].map(([traitType, traitValues]) => ({ traitType, traitValues }));
}
