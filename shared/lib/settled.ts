// A page section whose data failed to load renders empty instead of failing the whole page, unless
// `fatal` says the failure is the whole page's.

export async function orFallback<T>(
  pending: Promise<T>,
  fallback: T,
  what: string,
  fatal: (error: unknown) => boolean = () => false,
): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (fatal(error)) throw error;
    console.error(`could not load ${what}:`, error instanceof Error ? error.message : error);
    return fallback;
  }
}
