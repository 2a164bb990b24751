// The list pages' rarity rank filter: `rank_from` and `rank_to`, whole ranks (1 = rarest), inclusive.
// Like every list parameter, parsing never fails: a value that is not a positive whole number up to
// RARITY_RANK_MAX is dropped, and bounds given the wrong way round are swapped.
import { RARITY_RANK_MAX } from '@shared/contract/requests/nfts';

export interface RankRange {
  readonly rankFrom?: number;
  readonly rankTo?: number;
}

function parseRank(value: string | null): number | undefined {
  const text = value?.trim() ?? '';
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const rank = Number(text);
  return rank >= 1 && rank <= RARITY_RANK_MAX ? rank : undefined;
}

export function parseRankRange(params: URLSearchParams): RankRange {
  const from = parseRank(params.get('rank_from'));
  const to = parseRank(params.get('rank_to'));
  if (from !== undefined && to !== undefined && from > to) return { rankFrom: to, rankTo: from };
  return { ...(from === undefined ? {} : { rankFrom: from }), ...(to === undefined ? {} : { rankTo: to }) };
}
