/**
 * What the decoder reads cells through: the subset of @ton/core's Cell and Slice it uses. Both a
 * @ton/core cell and the lean BOC reader's RawCell (../boc.ts) provide it, so the reader's hot path
 * decodes event bodies and account data without building @ton/core cells (which hash every cell).
 */
import { Cell } from '@ton/core';

export interface AbiSlice {
  readonly remainingBits: number;
  readonly remainingRefs: number;
  loadRef(): AbiCell;
  loadBit(): boolean;
  loadUint(bits: number): number;
  loadUintBig(bits: number): bigint;
  loadIntBig(bits: number): bigint;
  preloadUint(bits: number): number;
  skip(bits: number): unknown;
  /** addr_std (without anycast) as its workchain and 32-byte hash. */
  loadAddress(): { readonly workChain: number; readonly hash: Uint8Array };
  loadBuffer(bytes: number): Uint8Array;
}

export interface AbiCell {
  beginParse(): AbiSlice;
}

/** The cell as a @ton/core cell, for what only @ton/core reads (dictionaries, a `cell` value's BOC). */
export function toCoreCell(cell: AbiCell): Cell {
  if (cell instanceof Cell) return cell;
  const convertible = cell as AbiCell & { toCell?: () => Cell };
  if (!convertible.toCell) throw new TypeError('a cell the decoder cannot convert to @ton/core');
  return convertible.toCell();
}
