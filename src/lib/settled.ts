// A page section whose data failed to load renders empty instead of failing the whole page.

export async function orFallback<T>(pending: Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    console.error(`could not load ${what}:`, error instanceof Error ? error.message : error);
    return fallback;
  }
}
