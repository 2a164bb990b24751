// Helpers for the string-union "enums" of the domain (declared `as const` arrays).

/** Membership test that narrows `unknown` to one of `values`, without casts at call sites. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
