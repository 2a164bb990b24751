/**
 * A lean reader of bag-of-cells for the reader's hot path. @ton/core's `Cell` hashes every cell it
 * builds, bit by bit; a transaction BOC is mostly cells the reader never looks at (state updates,
 * phases, internal messages carrying contract code). Here a BOC becomes plain cells (bytes and refs),
 * a cell is hashed only when asked (from the BOC's own padded bytes), and only the small subtrees the
 * reader decodes (event messages, the transaction description) are turned into @ton/core cells.
 *
 * Only the common form is read: the b5ee9c72 magic, one root, ordinary level-0 cells without stored
 * hashes. Anything else throws UnsupportedBocError and the caller falls back to @ton/core.
 */
import { BitString, Cell } from '@ton/core';
import { sha256 } from './sha256';

const MAGIC = 0xb5ee9c72;
/** Two lowercase hex digits of each byte value. */
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += HEX[b]!;
  return out;
}

export class UnsupportedBocError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedBocError';
  }
}

export class RawCell {
  private hashCache: Uint8Array | null = null;

  constructor(
    /** The cell's data as serialized: whole bytes, the completion tag included when bits % 8 != 0. */
    readonly data: Uint8Array,
    readonly bits: number,
    readonly refs: readonly RawCell[],
    readonly depth: number,
  ) {}

  /** The representation hash (the cell's id on the chain), computed once. */
  hash(): Uint8Array {
    if (this.hashCache) return this.hashCache;
    const refs = this.refs;
    const repr = new Uint8Array(2 + this.data.length + refs.length * 34);
    repr[0] = refs.length;
    repr[1] = (this.bits >> 3) + ((this.bits + 7) >> 3);
    repr.set(this.data, 2);
    let at = 2 + this.data.length;
    for (const ref of refs) {
      repr[at++] = ref.depth >> 8;
      repr[at++] = ref.depth & 0xff;
    }
    for (const ref of refs) {
      repr.set(ref.hash(), at);
      at += 32;
    }
    this.hashCache = sha256(repr);
    return this.hashCache;
  }

  hashHex(): string {
    return toHex(this.hash());
  }

  /** The same cell (and its subtree) as a @ton/core Cell, for decoders built on @ton/core. */
  toCell(): Cell {
    const buffer = Buffer.from(this.data.buffer, this.data.byteOffset, this.data.byteLength);
    return new Cell({ bits: new BitString(buffer, 0, this.bits), refs: this.refs.map((r) => r.toCell()) });
  }

  slice(): RawSlice {
    return new RawSlice(this);
  }

  /** The ABI decoder's name for slice() (./abi/reading.ts). */
  beginParse(): RawSlice {
    return new RawSlice(this);
  }
}

/**
 * Reads a cell's bits and refs in order. The `load*` methods are the part of @ton/core's Slice the ABI
 * decoder uses (./abi/reading.ts).
 */
export class RawSlice {
  private at = 0;
  private ref = 0;

  constructor(private readonly cell: RawCell) {}

  bit(): boolean {
    if (this.at >= this.cell.bits) throw new RangeError('cell underflow');
    const p = this.at++;
    return ((this.cell.data[p >> 3]! >> (7 - (p & 7))) & 1) === 1;
  }

  /** An unsigned integer of up to 32 bits, read a byte's worth of bits at a time. */
  uint(n: number): number {
    if (this.at + n > this.cell.bits) throw new RangeError('cell underflow');
    const data = this.cell.data;
    let out = 0;
    let p = this.at;
    for (let left = n; left > 0;) {
      const offset = p & 7;
      const take = Math.min(8 - offset, left);
      out = out * (1 << take) + ((data[p >> 3]! >> (8 - offset - take)) & ((1 << take) - 1));
      p += take;
      left -= take;
    }
    this.at = p;
    return out;
  }

  /** An unsigned integer of up to 64 bits. */
  uint64(n = 64): bigint {
    const high = n > 32 ? this.uint(n - 32) : 0;
    return (BigInt(high) << 32n) | BigInt(this.uint(Math.min(n, 32)));
  }

  /** `n` bits (a multiple of 4) as lowercase hex. */
  hex(n: number): string {
    let out = '';
    let i = 0;
    for (; i + 8 <= n; i += 8) out += HEX[this.uint(8)]!;
    if (i < n) out += this.uint(4).toString(16);
    return out;
  }

  skip(n: number): void {
    if (this.at + n > this.cell.bits) throw new RangeError('cell underflow');
    this.at += n;
  }

  loadRef(): RawCell {
    const ref = this.cell.refs[this.ref++];
    if (!ref) throw new RangeError('no more refs');
    return ref;
  }

  get remainingBits(): number {
    return this.cell.bits - this.at;
  }

  get remainingRefs(): number {
    return this.cell.refs.length - this.ref;
  }

  loadBit(): boolean {
    return this.bit();
  }

  loadUint(n: number): number {
    return this.uint(n);
  }

  preloadUint(n: number): number {
    const at = this.at;
    const out = this.uint(n);
    this.at = at;
    return out;
  }

  /** An unsigned integer of any width (up to 256 bits), 32 bits at a time. */
  loadUintBig(n: number): bigint {
    if (this.at + n > this.cell.bits) throw new RangeError('cell underflow');
    let out = 0n;
    const head = n % 32;
    if (head > 0) out = BigInt(this.uint(head));
    for (let left = n - head; left > 0; left -= 32) out = (out << 32n) | BigInt(this.uint(32));
    return out;
  }

  /** A two's complement integer of `n` bits. */
  loadIntBig(n: number): bigint {
    const unsigned = this.loadUintBig(n);
    return n > 0 && unsigned >> BigInt(n - 1) === 1n ? unsigned - (1n << BigInt(n)) : unsigned;
  }

  /** addr_std without anycast; other forms throw (as @ton/core's loadAddress does for them). */
  loadAddress(): { workChain: number; hash: Uint8Array } {
    if (this.uint(3) !== 0b100) throw new RangeError('only addr_std without anycast');
    const wc = this.uint(8);
    return { workChain: wc >= 128 ? wc - 256 : wc, hash: this.loadBuffer(32) };
  }

  loadBuffer(bytes: number): Uint8Array {
    if (this.at + bytes * 8 > this.cell.bits) throw new RangeError('cell underflow');
    if ((this.at & 7) === 0) {
      const start = this.at >> 3;
      this.at += bytes * 8;
      return this.cell.data.slice(start, start + bytes);
    }
    const out = new Uint8Array(bytes);
    for (let i = 0; i < bytes; i++) out[i] = this.uint(8);
    return out;
  }

  /** Grams / VarUInteger 16: a 4-bit byte length, then the value (skipped). */
  skipCoins(): void {
    this.skip(this.uint(4) * 8);
  }

  /** VarUInteger of `lengthBits` length bits (Grams: 4), as a bigint. */
  varUint(lengthBits = 4): bigint {
    let out = 0n;
    for (let n = this.uint(lengthBits); n > 0; n--) out = (out << 8n) | BigInt(this.uint(8));
    return out;
  }

  /** MsgAddressInt as `wc:hex` (addr_std without anycast; anything else throws: left to @ton/core). */
  address(): string {
    if (this.uint(3) !== 0b100) throw new UnsupportedBocError('only addr_std without anycast');
    const wc = this.uint(8);
    return `${wc >= 128 ? wc - 256 : wc}:${this.hex(256)}`;
  }

  /** MsgAddressExt (addr_none or addr_extern), skipped. */
  skipExternalAddress(): void {
    if (this.uint(2) === 0b01) this.skip(this.uint(9));
  }

  /** What is left of the cell, to read again from here (`beginParse`) or convert (`toCell`, as rest()). */
  remainder(): { beginParse(): RawSlice; toCell(): Cell } {
    const { cell, at, ref } = this;
    const from = (): RawSlice => {
      const slice = new RawSlice(cell);
      slice.at = at;
      slice.ref = ref;
      return slice;
    };
    return { beginParse: from, toCell: () => from().rest() };
  }

  /** What is left of the cell (bits and refs) as a @ton/core Cell. */
  rest(): Cell {
    const { data, bits, refs } = this.cell;
    const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return new Cell({ bits: new BitString(buffer, this.at, bits - this.at), refs: refs.slice(this.ref).map((r) => r.toCell()) });
  }
}

/** The values of a `HashmapE n ^X` dictionary (the refs of its leaves), by key. */
export function hashmapRefs(slice: RawSlice, keyBits: number): Map<number, RawCell> {
  const out = new Map<number, RawCell>();
  if (!slice.bit()) return out;
  const walk = (cell: RawCell, key: number, left: number) => {
    const s = cell.slice();
    const lengthBits = Math.ceil(Math.log2(left + 1));
    let n: number;
    let label: number;
    if (!s.bit()) {
      // hml_short$0: a unary length, then the label's bits.
      n = 0;
      while (s.bit()) n++;
      label = s.uint(n);
      // eslint-disable-next-line no-dupe-else-if -- each bit() reads the next bit
    } else if (!s.bit()) {
      // hml_long$10
      n = s.uint(lengthBits);
      label = s.uint(n);
    } else {
      // hml_same$11: one bit repeated
      const v = s.bit();
      n = s.uint(lengthBits);
      label = v ? 2 ** n - 1 : 0;
    }
    if (n > left) throw new RangeError('hashmap label longer than the key');
    const prefix = key * 2 ** n + label;
    const rest = left - n;
    if (rest === 0) {
      out.set(prefix, s.loadRef());
      return;
    }
    walk(s.loadRef(), prefix * 2, rest - 1);
    walk(s.loadRef(), prefix * 2 + 1, rest - 1);
  };
  walk(slice.loadRef(), 0, keyBits);
  return out;
}

/** The root cell of a BOC. Throws UnsupportedBocError for forms this reader leaves to @ton/core. */
export function readBoc(bytes: Uint8Array): RawCell {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 6 || view.getUint32(0) !== MAGIC) throw new UnsupportedBocError('not a b5ee9c72 BOC');
  const flags = bytes[4]!;
  const hasIndex = (flags & 0x80) !== 0;
  const hasCrc = (flags & 0x40) !== 0;
  const size = flags & 7;
  const offBytes = bytes[5]!;
  if (size < 1 || size > 4 || offBytes < 1 || offBytes > 8) throw new UnsupportedBocError('bad BOC sizes');
  let at = 6;
  const read = (n: number): number => {
    if (at + n > bytes.length) throw new UnsupportedBocError('truncated BOC');
    let out = 0;
    for (let i = 0; i < n; i++) out = out * 256 + bytes[at++]!;
    return out;
  };
  const count = read(size);
  const roots = read(size);
  const absent = read(size);
  const totalSize = read(offBytes);
  if (roots !== 1 || absent !== 0 || count < 1) throw new UnsupportedBocError('one root, no absent cells');
  const root = read(size);
  if (hasIndex) at += count * offBytes;
  const end = at + totalSize;
  if (end + (hasCrc ? 4 : 0) !== bytes.length) throw new UnsupportedBocError('BOC size mismatch');

  const datas: Uint8Array[] = new Array(count);
  const bitLengths: number[] = new Array(count);
  const refIndexes: number[][] = new Array(count);
  for (let i = 0; i < count; i++) {
    const d1 = read(1);
    const d2 = read(1);
    const refCount = d1 & 7;
    // Exotic cells, stored hashes and levels are left to @ton/core.
    if (d1 > 4) throw new UnsupportedBocError('exotic, levelled or hashed cells');
    const length = (d2 + 1) >> 1;
    if (at + length > end) throw new UnsupportedBocError('truncated cell');
    const data = bytes.subarray(at, at + length);
    at += length;
    let bits = length * 8;
    if (d2 & 1) {
      // The last byte ends with the completion tag: a 1, then zeros.
      const last = data[length - 1]!;
      if (last === 0) throw new UnsupportedBocError('no completion tag');
      bits -= Math.log2(last & -last) + 1;
    }
    const refs: number[] = [];
    for (let r = 0; r < refCount; r++) {
      const index = read(size);
      if (index <= i || index >= count) throw new UnsupportedBocError('refs must point forward');
      refs.push(index);
    }
    datas[i] = data;
    bitLengths[i] = bits;
    refIndexes[i] = refs;
  }
  if (at !== end) throw new UnsupportedBocError('BOC size mismatch');
  const cells: RawCell[] = new Array(count);
  for (let i = count - 1; i >= 0; i--) {
    const refs = refIndexes[i]!.map((index) => cells[index]!);
    const depth = refs.length === 0 ? 0 : 1 + Math.max(...refs.map((r) => r.depth));
    cells[i] = new RawCell(datas[i]!, bitLengths[i]!, refs, depth);
  }
  if (root >= count) throw new UnsupportedBocError('bad root index');
  return cells[root]!;
}
