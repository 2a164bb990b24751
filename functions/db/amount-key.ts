/**
 * The sort key of a raw amount (a canonical unsigned integer string), as the schema stores it in
 * `direct_sells.price_key`: two digits of length, then the digits. Keys compare as text in the same
 * order as the amounts compare as integers, with no rounding at any size (up to 99 digits).
 */
export function amountKey(digits: string): string {
  if (!/^(0|[1-9]\d{0,98})$/.test(digits)) throw new RangeError(`not a canonical amount: ${digits}`);
  return `${String(digits.length).padStart(2, '0')}${digits}`;
}
