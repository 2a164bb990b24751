/**
 * A list of ABI values as a chain of cells (a message body after its function or event id, or a
 * contract's persistent data), both ways. ABI 2.2 and later place values by the plan in ./layout.ts;
 * older versions (2.0, 2.1) move to the next cell greedily when the actual value does not fit.
 */
import { beginCell, type Builder, type Cell } from '@ton/core';
import { readValue, writeValue, type AbiValue } from './codec';
import type { AbiCell, AbiSlice } from './reading';
import { cellPlan } from './layout';
import { ADDRESS_BITS, flatten, intWidth, maxSize, packsByMaxSize, type AbiParam, type Size } from './types';

export interface Prefix {
  readonly value: bigint;
  readonly bits: number;
}

export class AbiDecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AbiDecodeError';
  }
}

/** The actual size of a fixed-size value (2.1's greedy rule); references counted for ref types. */
function actualSize(param: AbiParam): Size {
  const int = intWidth(param.type);
  if (int) return { bits: int.bits, refs: 0 };
  if (param.type === 'bool') return { bits: 1, refs: 0 };
  if (param.type === 'address') return { bits: ADDRESS_BITS, refs: 0 };
  if (param.type === 'cell' || param.type === 'string' || param.type === 'bytes') return { bits: 0, refs: 1 };
  return { bits: 1, refs: 0 };
}

function next(slice: AbiSlice, what: string): AbiSlice {
  if (slice.remainingRefs !== 1) throw new AbiDecodeError(`${what}: expected the chain to continue in the last reference`);
  return slice.loadRef().beginParse();
}

interface Layout {
  readonly flat: AbiParam[];
  readonly byMax: boolean;
  readonly plan: number[];
}

/** Layouts by parameter list (ABI objects live as long as the Worker), then by version and prefix. */
const layouts = new WeakMap<readonly AbiParam[], Map<string, Layout>>();

/** Where each value of `params` sits, computed once per parameter list (the reader decodes thousands of bodies per tick). */
function layoutOf(params: readonly AbiParam[], version: string | undefined, prefixBits: number): Layout {
  let byKey = layouts.get(params);
  if (!byKey) layouts.set(params, (byKey = new Map()));
  const key = `${version ?? ''}|${prefixBits}`;
  let layout = byKey.get(key);
  if (!layout) {
    const flat = flatten(params);
    const byMax = packsByMaxSize(version);
    const plan = byMax ? cellPlan([...(prefixBits ? [{ bits: prefixBits, refs: 0 }] : []), ...flat.map(maxSize)]) : [];
    byKey.set(key, (layout = { flat, byMax, plan }));
  }
  return layout;
}

/**
 * Reads `params` from `root` (after `prefix`, e.g. a 32-bit event id, which is returned as read).
 * Throws AbiDecodeError when the cells do not hold these values, or hold more than them.
 */
export function decodeChain(
  root: AbiCell,
  params: readonly AbiParam[],
  version?: string,
  prefixBits = 0,
  partial = false,
): { prefix: bigint; values: Record<string, AbiValue> } {
  const { flat, byMax, plan } = layoutOf(params, version, prefixBits);
  const offset = prefixBits ? 1 : 0;
  let slice = root.beginParse();
  let cell = 0;
  let index = 0;
  try {
    const prefix = prefixBits ? slice.loadUintBig(prefixBits) : 0n;
    const readTop = (param: AbiParam): AbiValue => {
      if (param.type === 'tuple') {
        const out: Record<string, AbiValue> = {};
        for (const c of param.components ?? []) out[c.name] = readTop(c);
        return out;
      }
      if (byMax) {
        const target = plan[index + offset] ?? cell;
        while (cell < target) {
          slice = next(slice, param.name);
          cell++;
        }
      } else {
        const need = actualSize(param);
        const last = index === flat.length - 1;
        if (
          slice.remainingBits < need.bits ||
          slice.remainingRefs < need.refs ||
          (need.refs > 0 && !last && slice.remainingBits === 0 && slice.remainingRefs === 1)
        ) {
          slice = next(slice, param.name);
        }
      }
      index++;
      return readValue(slice, param);
    };
    const values: Record<string, AbiValue> = {};
    for (const param of params) values[param.name] = readTop(param);
    if (!partial && (slice.remainingBits !== 0 || slice.remainingRefs !== 0)) throw new AbiDecodeError('unread data after the last value');
    return { prefix, values };
  } catch (error) {
    if (error instanceof AbiDecodeError) throw error;
    throw new AbiDecodeError(
      `cannot decode ${params.map((p) => p.name).join(',')}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Writes `values` (after an optional prefix) as a chain of cells by the ABI 2.2 plan. */
export function encodeChain(params: readonly AbiParam[], values: Readonly<Record<string, unknown>>, prefix?: Prefix): Cell {
  const flat: { param: AbiParam; value: unknown }[] = [];
  const collect = (param: AbiParam, value: unknown): void => {
    if (param.type === 'tuple') {
      const object = (value ?? {}) as Record<string, unknown>;
      for (const c of param.components ?? []) collect(c, object[c.name]);
    } else flat.push({ param, value });
  };
  for (const param of params) collect(param, values[param.name]);

  const chunks: { size: Size; write: (b: Builder) => void }[] = [
    ...(prefix ? [{ size: { bits: prefix.bits, refs: 0 }, write: (b: Builder) => void b.storeUint(prefix.value, prefix.bits) }] : []),
    ...flat.map(({ param, value }) => ({ size: maxSize(param), write: (b: Builder) => writeValue(b, param, value) })),
  ];
  const plan = cellPlan(chunks.map((c) => c.size));
  const cells: Builder[] = [];
  chunks.forEach((chunk, i) => {
    const at = plan[i]!;
    cells[at] ??= beginCell();
    chunk.write(cells[at]);
  });
  if (cells.length === 0) return beginCell().endCell();
  let tail: Cell | null = null;
  for (let i = cells.length - 1; i >= 0; i--) {
    const builder = cells[i]!;
    if (tail) builder.storeRef(tail);
    tail = builder.endCell();
  }
  return tail!;
}
