/**
 * Representation hashes of ordinary (level 0) TVM cells, with WebCrypto SHA-256 only. Enough to hash a
 * wallet's StateInit from its code cell's known hash and depth and a data cell built here; no BOC
 * parser. Layout (TVM whitepaper §3.1.4-3.1.5): d1 = number of refs, d2 = ceil(bits/8) + floor(bits/8),
 * the data bits completed with a 1 and zeros to a byte when they are not whole bytes, then each ref's
 * depth (2 bytes, big-endian), then each ref's hash.
 */
import { sha256Bytes } from '../lib/sha256-async';

/** A cell known by its hash and depth (a code cell, or a child built here). */
export interface CellRef {
  readonly hash: Uint8Array;
  readonly depth: number;
}

/** An ordinary cell's data bits (at most 1023) and refs (at most 4), written in order. */
export class CellBuilder {
  private readonly bits: number[] = [];
  private readonly refs: CellRef[] = [];

  bit(value: 0 | 1): this {
    this.bits.push(value);
    return this;
  }

  /** `width` bits of `value`, most significant first. */
  uint(value: number | bigint, width: number): this {
    const big = BigInt(value);
    for (let i = width - 1; i >= 0; i--) this.bits.push(Number((big >> BigInt(i)) & 1n) as 0 | 1);
    return this;
  }

  bytes(value: Uint8Array): this {
    for (const byte of value) this.uint(byte, 8);
    return this;
  }

  ref(cell: CellRef): this {
    this.refs.push(cell);
    return this;
  }

  async end(): Promise<CellRef> {
    if (this.bits.length > 1023 || this.refs.length > 4) throw new RangeError('a cell holds at most 1023 bits and 4 refs');
    const dataBytes = Math.ceil(this.bits.length / 8);
    const padded = [...this.bits];
    if (padded.length % 8 !== 0) {
      padded.push(1);
      while (padded.length % 8 !== 0) padded.push(0);
    }
    const repr = new Uint8Array(2 + dataBytes + this.refs.length * (2 + 32));
    repr[0] = this.refs.length;
    repr[1] = dataBytes + Math.floor(this.bits.length / 8);
    for (let i = 0; i < dataBytes; i++) {
      let byte = 0;
      for (let b = 0; b < 8; b++) byte = (byte << 1) | (padded[i * 8 + b] ?? 0);
      repr[2 + i] = byte;
    }
    let at = 2 + dataBytes;
    for (const ref of this.refs) {
      repr[at++] = ref.depth >> 8;
      repr[at++] = ref.depth & 0xff;
    }
    for (const ref of this.refs) {
      repr.set(ref.hash, at);
      at += 32;
    }
    const hash = await sha256Bytes(repr);
    const depth = this.refs.length === 0 ? 0 : 1 + Math.max(...this.refs.map((r) => r.depth));
    return { hash, depth };
  }
}
