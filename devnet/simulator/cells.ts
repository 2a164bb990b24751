import { beginCell, Cell } from '@ton/core';

/**
 * Cells as the devnet passes them around: real TVM cells (@ton/core), on the wire a base64 BOC, and
 * `''` the empty cell (provider-protocol §5).
 */

export function cellToBoc(cell: Cell): string {
  return cell.bits.length === 0 && cell.refs.length === 0 ? '' : cell.toBoc().toString('base64');
}

/**
 * A cell from its BOC. '' and null are the empty cell; bytes that are not a BOC also read as empty, so a
 * contract parsing them sees "no fields" and takes its defaults, as it does with too few bits.
 */
export function cellFromBoc(boc: string | null | undefined): Cell {
  if (boc) {
    try {
      return Cell.fromBase64(boc);
    } catch {
      // not a BOC: the empty cell
    }
  }
  return beginCell().endCell();
}
