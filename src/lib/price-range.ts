// The Buy page's USD price range (`price_from`, `price_to`): non-negative decimals, anything else ignored,
// swapped when given the wrong way round.
import { parseDecimal } from './amounts';

export interface PriceRange {
  from: string | null;
  to: string | null;
}

function read(params: URLSearchParams, key: string): string | null {
  const raw = params.get(key)?.trim();
  if (!raw) return null;
  const parsed = parseDecimal(raw);
  return parsed.ok ? parsed.value.toFixed() : null;
}

export function parsePriceRange(params: URLSearchParams): PriceRange {
  const from = read(params, 'price_from');
  const to = read(params, 'price_to');
  if (from !== null && to !== null && Number(from) > Number(to)) return { from: to, to: from };
  return { from, to };
}
