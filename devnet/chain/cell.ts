import { normalizeAddress, type Address } from './address';
import { ChainError, ExitCode } from './errors';

/**
 * A TVM cell as the devnet models it: up to 1023 data bits and up to 4 references. Payload parsers
 * in the contracts test *remaining bit counts* (Appendix A), so the model keeps real bit widths:
 * an address takes 267 bits, a uint32 takes 32.
 *
 * On the wire (ABI `cell` values, provider inputs and outputs) a cell is a base64 string. The
 * devnet's "BOC" is its own format (provider-protocol §5 allows that); `''` is the empty cell.
 */
export interface Cell {
  /** Data bits as a string of '0' and '1'. */
  readonly bits: string;
  readonly refs: readonly Cell[];
}

export const EMPTY_CELL: Cell = { bits: '', refs: [] };

/** Bits a standard address takes in a cell (Appendix A). */
export const ADDRESS_BITS = 267;
const MAX_BITS = 1023;
const MAX_REFS = 4;
const BOC_TAG = 'devnet-cell-v1';

export class CellBuilder {
  private bits = '';
  private readonly refs: Cell[] = [];

  storeUint(value: bigint | number, width: number): this {
    const v = BigInt(value);
    if (v < 0n || v >= 1n << BigInt(width)) throw new RangeError(`${v} does not fit uint${width}`);
    return this.append(width === 0 ? '' : v.toString(2).padStart(width, '0'));
  }

  storeBool(value: boolean): this {
    return this.append(value ? '1' : '0');
  }

  /** addr_std$10 anycast:0 workchain:int8 hash:uint256 = 267 bits. */
  storeAddress(address: Address): this {
    const [workchain = '0', hash = ''] = normalizeAddress(address).split(':');
    const wc = (Number(workchain) + 256) % 256;
    return this.append('100')
      .storeUint(wc, 8)
      .storeUint(BigInt(`0x${hash}`), 256);
  }

  storeRef(cell: Cell): this {
    if (this.refs.length >= MAX_REFS) throw new RangeError('a cell holds at most 4 references');
    this.refs.push(cell);
    return this;
  }

  build(): Cell {
    return { bits: this.bits, refs: [...this.refs] };
  }

  private append(bits: string): this {
    if (this.bits.length + bits.length > MAX_BITS) throw new RangeError('a cell holds at most 1023 bits');
    this.bits += bits;
    return this;
  }
}

/** A read cursor over a cell. Reading past the end throws exit code 9 (cell underflow). */
export class CellSlice {
  private bitOffset = 0;
  private refOffset = 0;

  constructor(private readonly cell: Cell) {}

  get remainingBits(): number {
    return this.cell.bits.length - this.bitOffset;
  }

  get remainingRefs(): number {
    return this.cell.refs.length - this.refOffset;
  }

  loadUint(width: number): bigint {
    const bits = this.take(width);
    return width === 0 ? 0n : BigInt(`0b${bits}`);
  }

  loadAddress(): Address {
    const tag = this.take(3);
    if (tag !== '100') throw new ChainError(ExitCode.CELL_UNDERFLOW, 'not a standard address');
    const wc = Number(this.loadUint(8));
    const hash = this.loadUint(256).toString(16).padStart(64, '0');
    return `${wc > 127 ? wc - 256 : wc}:${hash}`;
  }

  loadRef(): Cell {
    const ref = this.cell.refs[this.refOffset];
    if (!ref) throw new ChainError(ExitCode.CELL_UNDERFLOW, 'no reference left');
    this.refOffset++;
    return ref;
  }

  private take(width: number): string {
    if (width > this.remainingBits) throw new ChainError(ExitCode.CELL_UNDERFLOW, 'cell underflow');
    const bits = this.cell.bits.slice(this.bitOffset, this.bitOffset + width);
    this.bitOffset += width;
    return bits;
  }
}

interface WireCell {
  readonly n: number;
  readonly d: string;
  readonly r: readonly WireCell[];
}

function toWire(cell: Cell): WireCell {
  const padded = cell.bits.padEnd(Math.ceil(cell.bits.length / 4) * 4, '0');
  let hex = '';
  for (let i = 0; i < padded.length; i += 4) hex += Number.parseInt(padded.slice(i, i + 4), 2).toString(16);
  return { n: cell.bits.length, d: hex, r: cell.refs.map(toWire) };
}

function fromWire(wire: unknown, depth = 0): Cell {
  if (depth > 16 || typeof wire !== 'object' || wire === null) throw new TypeError('bad cell');
  const { n, d, r } = wire as Partial<WireCell>;
  if (typeof n !== 'number' || typeof d !== 'string' || !Array.isArray(r) || n > MAX_BITS || r.length > MAX_REFS) {
    throw new TypeError('bad cell');
  }
  let bits = '';
  for (const digit of d) bits += Number.parseInt(digit, 16).toString(2).padStart(4, '0');
  return { bits: bits.slice(0, n), refs: r.map((ref) => fromWire(ref, depth + 1)) };
}

/** A cell as a base64 "BOC" string (the devnet's own format). The empty cell encodes as ''. */
export function encodeCell(cell: Cell): string {
  if (cell.bits.length === 0 && cell.refs.length === 0) return '';
  return btoa(JSON.stringify({ [BOC_TAG]: toWire(cell) }));
}

/**
 * Reads a base64 cell. '' and null are the empty cell (provider-protocol §5). Data that is not
 * the devnet's format (a mainnet BOC, garbage) also reads as the empty cell, so contract parsers
 * see "no fields" and take their defaults, as they would with too few bits.
 */
export function decodeCell(boc: string | null | undefined): Cell {
  if (!boc) return EMPTY_CELL;
  try {
    const parsed: unknown = JSON.parse(atob(boc));
    if (typeof parsed === 'object' && parsed !== null && BOC_TAG in parsed) {
      return fromWire((parsed as Record<string, unknown>)[BOC_TAG]);
    }
  } catch {
    // fall through: not a devnet cell
  }
  return EMPTY_CELL;
}

export function slice(boc: string | null | undefined): CellSlice {
  return new CellSlice(decodeCell(boc));
}

/** A stand-in for a contract's code cell: 256 bits of SHA-256 over the code name. */
export function codeCell(codeName: string, hashOf: (text: string) => string): string {
  return encodeCell(new CellBuilder().storeUint(BigInt(`0x${hashOf(`code|${codeName}`)}`), 256).build());
}
