import { CELL_BITS, CELL_REFS, type Size } from './types';

/**
 * Which cell of the chain each value goes into, the way the ABI 2.2 encoder packs them
 * (ton-labs-abi `pack_cells_into_chain`, by maximum sizes): a value that does not fit the current cell
 * starts the next one, which hangs from the current cell's last reference. A value that would take the
 * last free reference stays only if everything after it fits in the same cell too.
 *
 * The decoder follows the same plan, so encoder and decoder mirror each other by construction.
 */
export function cellPlan(sizes: readonly Size[]): number[] {
  const plan: number[] = [];
  let cell = 0;
  let bits = 0;
  let refs = 0;
  sizes.forEach((size, i) => {
    if (i === 0) {
      ({ bits, refs } = size);
      plan.push(cell);
      return;
    }
    const freeBits = CELL_BITS - bits;
    const freeRefs = CELL_REFS - refs;
    let next = freeBits < size.bits || freeRefs < size.refs;
    if (!next && size.refs > 0 && freeRefs === size.refs) {
      const rest = sizes.slice(i + 1).reduce((sum, s) => ({ bits: sum.bits + s.bits, refs: sum.refs + s.refs }), { bits: 0, refs: 0 });
      next = freeBits < rest.bits + size.bits || freeRefs < rest.refs + size.refs;
    }
    if (next) {
      cell++;
      ({ bits, refs } = size);
    } else {
      bits += size.bits;
      refs += size.refs;
    }
    plan.push(cell);
  });
  return plan;
}
