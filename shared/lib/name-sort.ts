/**
 * The NFT name sort key: `/nfts` orders names like ICU numeric collation ("#2" before "#10",
 * case-insensitive). SQLite compares text bytewise, so the key lowercases the name and pads every
 * run of digits to a fixed width. Names without text sort after all others.
 */
const DIGIT_WIDTH = 20;

/** Sorts after every real key: U+10FFFF encodes as F4 8F BF BF, above any other UTF-8 lead byte. */
export const NO_NAME_SORT_KEY = '\u{10FFFF}';

export function nameSortKey(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return NO_NAME_SORT_KEY;
  return trimmed.toLowerCase().replace(/\d+/g, (digits) => {
    const significant = digits.replace(/^0+(?=\d)/, '');
    return significant.length >= DIGIT_WIDTH ? significant : significant.padStart(DIGIT_WIDTH, '0');
  });
}
