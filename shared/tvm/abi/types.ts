/**
 * TVM ABI 2.x parameter types and their largest size in a cell. ABI 2.2 places values into a chain of
 * cells by these maximum sizes (never by the actual value), so the layout of a body or of a contract's
 * persistent data depends on the parameter types only (ton-labs-abi, `max_bit_size`/`max_refs_count`).
 */
import type { AbiEvent, AbiParam, ContractAbi } from '@shared/abi/types';

export type { AbiParam } from '@shared/abi/types';
export type AbiEventEntry = AbiEvent;
/** What the decoder needs of a contract ABI (abi/types.ts): its version, events and persistent-data fields. */
export type AbiLike = Pick<ContractAbi, 'version' | 'events' | 'fields'>;

export const CELL_BITS = 1023;
export const CELL_REFS = 4;

/** Bits a standard address (addr_std, no anycast) takes. */
export const ADDRESS_BITS = 267;
/** ABI 2.2 reserves room for the longest address form (addr_var with anycast). */
const ADDRESS_MAX_BITS = 591;

export interface Size {
  readonly bits: number;
  readonly refs: number;
}

export class AbiTypeError extends TypeError {
  constructor(type: string) {
    super(`unsupported ABI type ${type}`);
    this.name = 'AbiTypeError';
  }
}

const intWidths = new Map<string, { signed: boolean; bits: number } | null>();

/** Width and signedness of an `intN`/`uintN` type (null for other types), looked up once per type. */
export function intWidth(type: string): { signed: boolean; bits: number } | null {
  let width = intWidths.get(type);
  if (width === undefined) {
    const match = /^(u?)int(\d+)$/.exec(type);
    if (match) {
      const bits = Number(match[2]);
      if (bits < 1 || bits > 256) throw new AbiTypeError(type);
      width = { signed: match[1] !== 'u', bits };
    } else width = null;
    intWidths.set(type, width);
  }
  return width;
}

/** The length header of a `varuintN`/`varintN` (VarUInteger N: a byte count, then that many bytes); null for other types. */
export function varIntHeader(type: string): { signed: boolean; bits: number } | null {
  const match = /^var(u?)int(16|32)$/.exec(type);
  if (!match) return null;
  return { signed: match[1] !== 'u', bits: match[2] === '16' ? 4 : 5 };
}

export function innerOf(type: string, wrapper: string): string | null {
  return type.startsWith(`${wrapper}(`) && type.endsWith(')') ? type.slice(wrapper.length + 1, -1) : null;
}

/** `map(K,V)` -> [K, V] (V may itself hold commas, K never does). */
export function mapTypes(type: string): [string, string] | null {
  const inner = innerOf(type, 'map');
  if (inner === null) return null;
  const comma = inner.indexOf(',');
  return [inner.slice(0, comma), inner.slice(comma + 1)];
}

/** An optional value too large to sit inline goes into a cell of its own. */
export function isLargeOptional(param: AbiParam): boolean {
  const size = maxSize(param);
  return size.bits >= CELL_BITS || size.refs >= CELL_REFS;
}

export function maxSize(param: AbiParam): Size {
  const { type } = param;
  const int = intWidth(type);
  if (int) return { bits: int.bits, refs: 0 };
  const varInt = varIntHeader(type);
  if (varInt) return { bits: varInt.bits + ((1 << varInt.bits) - 1) * 8, refs: 0 };
  if (type === 'bool') return { bits: 1, refs: 0 };
  if (type === 'address') return { bits: ADDRESS_MAX_BITS, refs: 0 };
  if (type === 'cell' || type === 'string' || type === 'bytes') return { bits: 0, refs: 1 };
  if (type === 'tuple') {
    return (param.components ?? []).reduce(
      (sum, c) => {
        const s = maxSize(c);
        return { bits: sum.bits + s.bits, refs: sum.refs + s.refs };
      },
      { bits: 0, refs: 0 },
    );
  }
  if (type.endsWith('[]')) return { bits: 33, refs: 1 };
  if (mapTypes(type)) return { bits: 1, refs: 1 };
  const optional = innerOf(type, 'optional');
  if (optional !== null) {
    const inner = { ...param, type: optional };
    if (isLargeOptional(inner)) return { bits: 1, refs: 1 };
    const s = maxSize(inner);
    return { bits: 1 + s.bits, refs: s.refs };
  }
  throw new AbiTypeError(type);
}

/** The canonical type text in a signature: tuples spelled out as `(a,b)`. */
export function signatureType(param: AbiParam): string {
  const { type } = param;
  if (type.startsWith('tuple')) return `(${(param.components ?? []).map(signatureType).join(',')})${type.slice('tuple'.length)}`;
  const optional = innerOf(type, 'optional');
  if (optional !== null) return `optional(${signatureType({ ...param, type: optional })})`;
  const map = mapTypes(type);
  if (map) return `map(${map[0]},${signatureType({ ...param, type: map[1] })})`;
  return type;
}

/** Top-level values with tuples flattened: ABI 2.2 packs each component as a value of its own. */
export function flatten(params: readonly AbiParam[]): AbiParam[] {
  return params.flatMap((p) => (p.type === 'tuple' ? flatten(p.components ?? []) : [p]));
}

/** `major.minor` of an ABI's `version` ('2.2' when absent); 2.2 and later pack by maximum size. */
export function packsByMaxSize(version: string | undefined): boolean {
  const [major = 2, minor = 2] = (version ?? '2.2').split('.').map(Number);
  return major > 2 || (major === 2 && minor >= 2);
}
