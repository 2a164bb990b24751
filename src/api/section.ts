import { orFallback } from '@shared/lib/settled';
import { isUnavailable } from './errors';

/**
 * A page section's data, or its fallback when that call failed. When the API cannot answer at all (its
 * database is down) the page fails as a whole, with the 503 page or its cached copy, rather than being
 * rendered and cached with its sections empty.
 */
export function sectionOrFallback<T>(pending: Promise<T>, fallback: T, what: string): Promise<T> {
  return orFallback(pending, fallback, what, isUnavailable);
}
