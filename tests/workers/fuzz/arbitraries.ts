// fast-check arbitraries for the fuzz suites: values generated from a zod schema (mostly valid shapes,
// with junk mixed in at every level), and junk on its own: wrong types, huge numbers, long strings,
// unicode, %-escapes and deep nesting. Pure (no Workers APIs), so the page fuzz in Node uses it too.
import fc from 'fast-check';
import type { z } from 'zod';

/** Strings worth trying wherever a string goes; those a schema accepts become its "valid" values. */
export function candidateStrings(addresses: readonly string[]): string[] {
  return [
    ...addresses,
    ...addresses.slice(0, 2).map((a) => a.toUpperCase()),
    `0:${'0'.repeat(64)}`,
    `-1:${'f'.repeat(64)}`,
    '0:abc',
    '',
    ' ',
    '0',
    '1',
    '1.5',
    '-1',
    '0.000000000000000001',
    '99999999999999999999999999999999999999',
    '1e309',
    'NaN',
    'asc',
    'desc',
    'name',
    'floorPriceUsd',
    'ownersCount',
    'price',
    'firstMint',
    'start-date',
    'bids-count',
    'average',
    'average-in-usd',
    'active',
    'filled',
    'cancelled',
    'expired',
    'sell',
    'mint',
    'transfer',
    'auction',
    'offer',
    'sell_canceled',
    'sellPurchased',
    'VenomWallet',
    'EverWallet',
    'SparX',
    'sell_factory',
    'direct_sell',
    'auction_root',
    'buy',
    'h',
    'd',
    'image/png',
    'video/mp4',
    '%punk%',
    '%',
    '_',
    'Background',
    'Gold, Rare',
    '@venom_nft',
    'https://img.example/a.png',
    'https://example.org',
    'ipfs://bafyabc/1.png',
    'javascript:alert(1)',
    'a@b.co',
    'f'.repeat(64),
    `${'A'.repeat(86)}==`,
  ];
}

const ESCAPES = ['%', '%00', '%ZZ', '%E0%A4%A', '%2e%2e%2f', '%u0041', '%%%', '%C0%AF', '%FF', '%0A', '%5C', '%2F'];

/** Strings built to hurt: long, unicode of every kind, escapes, SQL and LIKE metacharacters. */
export const junkString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(...ESCAPES),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE nfts; --',
    '%_%_%_%',
    '\\',
    '\u0000',
    '\uD800',
    '\u202E',
    '<script>',
    '../..',
    '/\\evil.example',
  ),
  fc
    .tuple(
      fc.constantFrom('x', 'é', '😀', '%', '_', '\\', '\u0301'),
      fc.oneof(fc.constantFrom(24, 25, 26, 48, 49, 50, 51, 64, 100, 101, 128, 129, 256, 257), fc.integer({ min: 30, max: 5000 })),
    )
    .map(([unit, n]) => unit.repeat(n)),
);

/** Numbers that are not what anyone meant: huge, negative, fractional, unsafe. */
export const junkNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -10, max: 200 }),
  fc.constantFrom(
    -1,
    -0,
    0.5,
    24,
    100,
    101,
    100_000,
    100_001,
    2 ** 31,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    1e21,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const deep = (depth: number, open: string, close: string, leaf = '1') =>
  JSON.parse(`${open.repeat(depth)}${leaf}${close.repeat(depth)}`) as unknown;

/** Any JSON value a schema did not ask for, nesting included. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, {}, [], '', 0),
  junkNumber,
  junkString,
  fc.jsonValue({ maxDepth: 4 }),
  fc.integer({ min: 10, max: 3000 }).map((depth) => deep(depth, '[', ']')),
  fc.integer({ min: 10, max: 3000 }).map((depth) => deep(depth, '{"a":', '}')),
  fc.array(fc.constantFrom(`0:${'1'.repeat(64)}`, 'x', 1), { minLength: 90, maxLength: 400 }),
);

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Values for `schema`: whole junk now and then, else "valid" (what the schema accepts, lists up to their
 * maximum), "typed" (every key there, every value of the right type but of any size or content) or
 * "mixed" (keys may be missing, junk at any level).
 */
export function fromSchema(schema: z.ZodType, strings: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: shapedBy(schema, strings, 'valid'), weight: 3 },
    { arbitrary: shapedBy(schema, strings, 'typed'), weight: 3 },
    { arbitrary: shapedBy(schema, strings, 'mixed'), weight: 5 },
    { arbitrary: junkValue, weight: 1 },
  );
}

type Mode = 'valid' | 'typed' | 'mixed';

function shapedBy(schema: z.ZodType, strings: readonly string[], mode: Mode): fc.Arbitrary<unknown> {
  const shaped = shapedOnly(schema, strings, mode);
  return mode === 'mixed' ? fc.oneof({ arbitrary: shaped, weight: 6 }, { arbitrary: junkValue, weight: 1 }) : shaped;
}

/** The length bounds a zod array declares. */
function lengthBounds(def: Def): { min: number; max: number } {
  const checks = ((def['checks'] ?? []) as { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[]).map(
    (c) => c._zod.def,
  );
  return {
    min: checks.find((c) => c.check === 'min_length')?.minimum ?? 0,
    max: checks.find((c) => c.check === 'max_length')?.maximum ?? 130,
  };
}

function arrayOf(element: fc.Arbitrary<unknown>, def: Def, mode: Mode): fc.Arbitrary<unknown[]> {
  if (mode !== 'valid') {
    return fc.oneof(
      { arbitrary: fc.array(element, { maxLength: 4 }), weight: 6 },
      { arbitrary: fc.array(element, { minLength: 20, maxLength: 130 }), weight: 1 },
    );
  }
  // Valid lists are mostly short, sometimes as long as allowed (where bounds bite).
  const { min, max } = lengthBounds(def);
  const cap = Math.min(max, 130);
  return fc.oneof(
    { arbitrary: fc.array(element, { minLength: min, maxLength: Math.max(min, Math.min(cap, 4)) }), weight: 6 },
    { arbitrary: fc.array(element, { minLength: cap, maxLength: cap }), weight: 1 },
  );
}

function shapedOnly(schema: z.ZodType, strings: readonly string[], mode: Mode): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (key: string) => shapedBy(def[key] as z.ZodType, strings, mode);
  switch (def.type) {
    case 'object': {
      const shape = def['shape'] as Record<string, z.ZodType>;
      const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, shapedBy(field, strings, mode)]));
      if (mode !== 'mixed') return fc.record(fields);
      const body = fc.record(fields, { requiredKeys: [] });
      return fc.oneof(
        { arbitrary: body, weight: 8 },
        { arbitrary: fc.tuple(body, fc.dictionary(junkString, junkValue, { maxKeys: 3 })).map(([a, b]) => ({ ...b, ...a })), weight: 1 },
      );
    }
    case 'array':
      return arrayOf(inner('element'), def, mode);
    case 'optional':
      return fc.oneof(fc.constant(undefined), inner('innerType'));
    case 'nullable':
      return fc.oneof(fc.constant(null), inner('innerType'));
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'union':
      return fc.oneof(...(def['options'] as z.ZodType[]).map((option) => shapedBy(option, strings, mode)));
    case 'enum': {
      const entries = fc.constantFrom(...Object.values(def['entries'] as Record<string, string | number>));
      return mode === 'valid' ? entries : fc.oneof(entries, junkString);
    }
    case 'literal':
      return fc.constantFrom(...(def['values'] as unknown[]));
    case 'record':
      return fc.dictionary(
        shapedBy(def['keyType'] as z.ZodType, strings, mode === 'mixed' ? 'typed' : mode).filter(
          (key): key is string => typeof key === 'string',
        ),
        inner('valueType'),
        { maxKeys: 4 },
      );
    case 'string': {
      const valid = strings.filter((candidate) => schema.safeParse(candidate).success);
      if (valid.length === 0) return junkString;
      return mode === 'valid'
        ? fc.constantFrom(...valid)
        : fc.oneof({ arbitrary: fc.constantFrom(...valid), weight: 3 }, { arbitrary: junkString, weight: 2 });
    }
    case 'number':
      return mode === 'valid' ? fc.oneof(junkNumber, fc.constant(0)).filter((n) => schema.safeParse(n).success) : junkNumber;
    case 'boolean':
      return fc.boolean();
    default:
      return junkValue; // transform, custom, unknown, any: nothing to go by
  }
}

/** encodeURIComponent for any string: a lone surrogate (which no URL can carry) becomes U+FFFD first. */
export const encodeAny = (text: string): string =>
  encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

/** A query string from key/value pairs, plus junk keys and raw %-escapes that are not valid escapes. */
export function queryString(values: Record<string, unknown>): fc.Arbitrary<string> {
  const pairs = Object.entries(values).flatMap(([key, value]) =>
    value === undefined
      ? []
      : (Array.isArray(value) ? value : [value]).map((v) => [key, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')] as const),
  );
  const encoded = pairs.map(([key, value]) => `${encodeAny(key)}=${encodeAny(value)}`);
  return fc
    .tuple(
      fc.array(fc.tuple(junkString, junkString), { maxLength: 3 }),
      fc.array(fc.constantFrom(...ESCAPES, '&&', '=', '==', '?', '#', '+', 'a=%', '%=b'), { maxLength: 3 }),
      fc.boolean(),
    )
    .map(([extra, raw, shuffled]) => {
      const parts = [...encoded, ...extra.map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`), ...raw];
      return (shuffled ? parts.reverse() : parts).join('&');
    });
}
