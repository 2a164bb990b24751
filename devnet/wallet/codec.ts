// The provider's encoding helpers for the devnet's own formats (provider-protocol §5): message
// bodies (devnet/rpc/body.ts) and cells (devnet/chain/cell.ts).
//
// decodeInput / decodeOutput / decodeEvent / decodeTransaction / decodeTransactionEvents read
// devnet bodies and check the names against the ABI given. A single name means "this must be it"
// (a mismatch throws); an array means "any of these" (a mismatch gives null).
//
// packIntoCell / unpackFromCell lay ABI values out in devnet cells: integers, bool, address,
// cell (a reference), string and bytes (a reference chain), tuple, optional (a presence bit).
// A value that does not fit the current cell continues in a new cell, kept as its last reference.
// Arrays and maps are not supported.
import type { RawTransaction } from 'everscale-inpage-provider';
import { CellBuilder, CellSlice, decodeCell, encodeCell, type Cell } from '@devnet/chain/cell';
import { base64ToBytes, bytesToBase64, decodeBody, encodeBody, sha256Hex } from '@devnet/rpc/body';
import { invalidRequest } from './errors';

export interface AbiParam {
  readonly name: string;
  readonly type: string;
  readonly components?: readonly AbiParam[];
}
interface AbiShape {
  readonly functions: readonly { readonly name: string; readonly inputs: readonly AbiParam[]; readonly outputs: readonly AbiParam[] }[];
  readonly events: readonly { readonly name: string; readonly inputs: readonly AbiParam[] }[];
}

const abiCache = new Map<string, AbiShape>();

export function parseAbi(abi: unknown, method: string): AbiShape {
  if (typeof abi !== 'string') throw invalidRequest(method, 'abi must be the ABI JSON as a string');
  const cached = abiCache.get(abi);
  if (cached) return cached;
  try {
    const parsed = JSON.parse(abi) as Partial<AbiShape>;
    const shape: AbiShape = {
      functions: Array.isArray(parsed.functions) ? parsed.functions : [],
      events: Array.isArray(parsed.events) ? parsed.events : [],
    };
    if (abiCache.size > 50) abiCache.clear();
    abiCache.set(abi, shape);
    return shape;
  } catch {
    throw invalidRequest(method, 'abi is not valid JSON');
  }
}

/** Resolves a name against the wanted one(s): the name, null (array, no match), or throws (string, no match). */
function pick(found: string | null, wanted: unknown, known: (name: string) => boolean, method: string, what: string): string | null {
  const names = Array.isArray(wanted) ? wanted.map(String) : [String(wanted)];
  if (found !== null && names.includes(found) && known(found)) return found;
  if (Array.isArray(wanted)) return null;
  throw invalidRequest(method, `the body is not a ${what} ${String(wanted)}`);
}

/** Keeps the ABI's names (the body may carry more, e.g. an omitted answerId is not added). */
function byParams(params: readonly AbiParam[], values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const param of params) if (param.name in values) out[param.name] = values[param.name];
  return out;
}

export function decodeInput(params: {
  body: string;
  abi: string;
  method: string | string[];
  internal?: boolean;
}): { method: string; input: Record<string, unknown> } | null {
  const abi = parseAbi(params.abi, 'decodeInput');
  const body = decodeBody(params.body);
  const name = pick(
    body?.t === 'call' ? body.m : null,
    params.method,
    (n) => abi.functions.some((f) => f.name === n),
    'decodeInput',
    'call of',
  );
  if (name === null || body?.t !== 'call') return null;
  const fn = abi.functions.find((f) => f.name === name)!;
  return { method: name, input: byParams(fn.inputs, body.i) };
}

export function decodeOutput(params: {
  body: string;
  abi: string;
  method: string | string[];
}): { method: string; output: Record<string, unknown> } | null {
  const abi = parseAbi(params.abi, 'decodeOutput');
  const body = decodeBody(params.body);
  const name = pick(
    body?.t === 'answer' ? body.f : null,
    params.method,
    (n) => abi.functions.some((f) => f.name === n),
    'decodeOutput',
    'answer of',
  );
  if (name === null || body?.t !== 'answer') return null;
  const fn = abi.functions.find((f) => f.name === name)!;
  return { method: name, output: byParams(fn.outputs, body.i) };
}

export function decodeEvent(params: {
  body: string;
  abi: string;
  event: string | string[];
}): { event: string; data: Record<string, unknown> } | null {
  const abi = parseAbi(params.abi, 'decodeEvent');
  const body = decodeBody(params.body);
  const name = pick(body?.t === 'event' ? body.e : null, params.event, (n) => abi.events.some((e) => e.name === n), 'decodeEvent', 'event');
  if (name === null || body?.t !== 'event') return null;
  const event = abi.events.find((e) => e.name === name)!;
  return { event: name, data: byParams(event.inputs, body.d) };
}

/** The function a transaction's inbound message called, its input, and its answer (if any). */
export function decodeTransaction(params: {
  transaction: RawTransaction;
  abi: string;
  method: string | string[];
}): { method: string; input: Record<string, unknown>; output: Record<string, unknown> } | null {
  const abi = parseAbi(params.abi, 'decodeTransaction');
  const body = decodeBody(params.transaction?.inMessage?.body);
  const name = pick(
    body?.t === 'call' ? body.m : null,
    params.method,
    (n) => abi.functions.some((f) => f.name === n),
    'decodeTransaction',
    'call of',
  );
  if (name === null || body?.t !== 'call') return null;
  const fn = abi.functions.find((f) => f.name === name)!;
  const answer = params.transaction.outMessages
    .map((m) => decodeBody(m.body))
    .find((b): b is Extract<NonNullable<typeof b>, { t: 'answer' }> => b?.t === 'answer' && b.f === name);
  return { method: name, input: byParams(fn.inputs, body.i), output: answer ? byParams(fn.outputs, answer.i) : {} };
}

/** The ABI's events among the transaction's outbound external messages, in order. */
export function decodeTransactionEvents(params: { transaction: RawTransaction; abi: string }): {
  events: { event: string; data: Record<string, unknown> }[];
} {
  const abi = parseAbi(params.abi, 'decodeTransactionEvents');
  const events: { event: string; data: Record<string, unknown> }[] = [];
  for (const message of params.transaction?.outMessages ?? []) {
    if (message.dst) continue;
    const body = decodeBody(message.body);
    if (body?.t !== 'event') continue;
    const event = abi.events.find((e) => e.name === body.e);
    if (event) events.push({ event: body.e, data: byParams(event.inputs, body.d) });
  }
  return { events };
}

/** A call body for `method` with `params` (encodeInternalInput). */
export function encodeInternalInput(params: { abi: string; method: string; params: Record<string, unknown> }): { boc: string } {
  const abi = parseAbi(params.abi, 'encodeInternalInput');
  if (!abi.functions.some((f) => f.name === params.method))
    throw invalidRequest('encodeInternalInput', `the ABI has no function ${params.method}`);
  return {
    boc: encodeBody({ t: 'call', m: params.method, i: JSON.parse(JSON.stringify(params.params ?? {})) as Record<string, unknown> }),
  };
}

/** The devnet account state a `getFullContractState` boc holds (devnet/rpc/wire.ts). */
export function unpackAccountBoc(boc: string): { address: string; kind: string | null; balance: string } | null {
  const bytes = base64ToBytes(boc);
  if (!bytes) return null;
  try {
    const parsed = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, { address?: unknown; kind?: unknown; balance?: unknown }>;
    const state = parsed['devnet-account-v1'];
    if (!state || typeof state.address !== 'string') return null;
    return { address: state.address, kind: typeof state.kind === 'string' ? state.kind : null, balance: String(state.balance ?? '0') };
  } catch {
    return null;
  }
}

export async function bocHash(boc: string): Promise<string> {
  const bytes = base64ToBytes(boc);
  if (!bytes) throw invalidRequest('getBocHash', 'boc must be base64');
  return sha256Hex(bytes);
}

// ---- packIntoCell / unpackFromCell ----

const MAX_BITS = 1023;
/** One reference slot stays free for the continuation cell. */
const MAX_DATA_REFS = 3;
const BYTES_PER_CELL = 127;
const ADDRESS_BITS = 267;

interface Width {
  readonly bits: number;
  readonly refs: number;
}

function intWidth(type: string): number | null {
  const match = /^u?int(\d+)$/.exec(type);
  if (match) return Number(match[1]);
  if (type === 'varuint16' || type === 'varint16') return 4 + 15 * 8;
  if (type === 'varuint32' || type === 'varint32') return 5 + 31 * 8;
  return null;
}

function widthOf(param: AbiParam): Width {
  const { type } = param;
  if (type.startsWith('optional(')) {
    const inner = widthOf({ ...param, type: type.slice('optional('.length, -1) });
    return { bits: 1 + inner.bits, refs: inner.refs };
  }
  const int = intWidth(type);
  if (int !== null) return { bits: int, refs: 0 };
  switch (type) {
    case 'bool':
      return { bits: 1, refs: 0 };
    case 'address':
      return { bits: ADDRESS_BITS, refs: 0 };
    case 'cell':
    case 'string':
    case 'bytes':
      return { bits: 0, refs: 1 };
    case 'tuple':
      return { bits: 0, refs: 0 };
    default:
      throw invalidRequest('packIntoCell', `the devnet cannot pack ${type}`);
  }
}

/** Writes values into a chain of cells: a value that does not fit goes on in a new cell. */
class ChainWriter {
  readonly #cells: { builder: CellBuilder; bits: number; refs: number }[] = [{ builder: new CellBuilder(), bits: 0, refs: 0 }];

  reserve(width: Width): CellBuilder {
    let current = this.#cells.at(-1)!;
    if (current.bits + width.bits > MAX_BITS || current.refs + width.refs > MAX_DATA_REFS) {
      current = { builder: new CellBuilder(), bits: 0, refs: 0 };
      this.#cells.push(current);
    }
    current.bits += width.bits;
    current.refs += width.refs;
    return current.builder;
  }

  build(): Cell {
    let next: Cell | null = null;
    for (let i = this.#cells.length - 1; i >= 0; i--) {
      const builder = this.#cells[i]!.builder;
      if (next) builder.storeRef(next);
      next = builder.build();
    }
    return next!;
  }
}

class ChainReader {
  #slice: CellSlice;
  #bits = 0;
  #refs = 0;

  constructor(cell: Cell) {
    this.#slice = new CellSlice(cell);
  }

  reserve(width: Width): CellSlice {
    if (this.#bits + width.bits > MAX_BITS || this.#refs + width.refs > MAX_DATA_REFS) {
      // The writer moved on: the continuation is the reference after the ones read so far.
      while (this.#slice.remainingRefs > 1) this.#slice.loadRef();
      this.#slice = new CellSlice(this.#slice.loadRef());
      this.#bits = 0;
      this.#refs = 0;
    }
    this.#bits += width.bits;
    this.#refs += width.refs;
    return this.#slice;
  }
}

function bytesCell(bytes: Uint8Array): Cell {
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += BYTES_PER_CELL) chunks.push(bytes.subarray(i, i + BYTES_PER_CELL));
  let next: Cell | null = null;
  for (let i = chunks.length - 1; i >= 0; i--) {
    const builder = new CellBuilder();
    for (const byte of chunks[i]!) builder.storeUint(byte, 8);
    if (next) builder.storeRef(next);
    next = builder.build();
  }
  return next ?? new CellBuilder().build();
}

function readBytes(cell: Cell): Uint8Array {
  const out: number[] = [];
  let current: Cell | undefined = cell;
  while (current) {
    const s: CellSlice = new CellSlice(current);
    while (s.remainingBits >= 8) out.push(Number(s.loadUint(8)));
    current = s.remainingRefs > 0 ? s.loadRef() : undefined;
  }
  return new Uint8Array(out);
}

function toBigInt(value: unknown, name: string): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|-?\d+)$/.test(value.trim())) return BigInt(value.trim());
  throw invalidRequest('packIntoCell', `${name}: expected an integer`);
}

function writeValue(writer: ChainWriter, param: AbiParam, value: unknown): void {
  const { type, name } = param;
  if (type.startsWith('optional(')) {
    const inner = { ...param, type: type.slice('optional('.length, -1) };
    const present = value !== null && value !== undefined;
    writer.reserve({ bits: 1, refs: 0 }).storeBool(present);
    if (present) writeValue(writer, inner, value);
    return;
  }
  if (type === 'tuple') {
    const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    for (const component of param.components ?? []) writeValue(writer, component, record[component.name]);
    return;
  }
  const width = widthOf(param);
  const int = intWidth(type);
  if (int !== null) {
    let n = toBigInt(value, name);
    if (type.startsWith('var')) {
      const lengthBits = type.endsWith('16') ? 4 : 5;
      if (n < 0n) throw invalidRequest('packIntoCell', `${name}: cannot be negative`);
      const bytes = n === 0n ? 0 : Math.ceil(n.toString(16).length / 2);
      const b = writer
        .reserve(width)
        .storeUint(bytes, lengthBits)
        .storeUint(n, bytes * 8);
      // Fixed width in the layout: pad so reader and writer agree on the bits used.
      b.storeUint(0, width.bits - lengthBits - bytes * 8);
      return;
    }
    if (type.startsWith('int')) {
      const limit = 1n << BigInt(int - 1);
      if (n < -limit || n >= limit) throw invalidRequest('packIntoCell', `${name}: does not fit ${type}`);
      if (n < 0n) n += 1n << BigInt(int);
    } else if (n < 0n || n >= 1n << BigInt(int)) {
      throw invalidRequest('packIntoCell', `${name}: does not fit ${type}`);
    }
    writer.reserve(width).storeUint(n, int);
    return;
  }
  switch (type) {
    case 'bool':
      writer.reserve(width).storeBool(value === true || value === 'true');
      return;
    case 'address':
      if (typeof value !== 'string' && !(typeof value === 'object' && value !== null))
        throw invalidRequest('packIntoCell', `${name}: expected an address`);
      try {
        writer.reserve(width).storeAddress(String(value));
      } catch {
        throw invalidRequest('packIntoCell', `${name}: expected an address`);
      }
      return;
    case 'cell':
      writer.reserve(width).storeRef(decodeCell(typeof value === 'string' ? value : ''));
      return;
    case 'string':
      writer.reserve(width).storeRef(bytesCell(new TextEncoder().encode(String(value ?? ''))));
      return;
    case 'bytes': {
      const bytes =
        typeof value === 'string'
          ? /^[0-9a-fA-F]*$/.test(value) && value.length % 2 === 0
            ? hexBytes(value)
            : base64ToBytes(value)
          : null;
      if (!bytes) throw invalidRequest('packIntoCell', `${name}: expected bytes (hex or base64)`);
      writer.reserve(width).storeRef(bytesCell(bytes));
      return;
    }
  }
}

function hexBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function readValue(reader: ChainReader, param: AbiParam): unknown {
  const { type } = param;
  if (type.startsWith('optional(')) {
    const present = reader.reserve({ bits: 1, refs: 0 }).loadUint(1) === 1n;
    return present ? readValue(reader, { ...param, type: type.slice('optional('.length, -1) }) : null;
  }
  if (type === 'tuple') {
    const out: Record<string, unknown> = {};
    for (const component of param.components ?? []) out[component.name] = readValue(reader, component);
    return out;
  }
  const width = widthOf(param);
  const int = intWidth(type);
  if (int !== null) {
    const s = reader.reserve(width);
    if (type.startsWith('var')) {
      const lengthBits = type.endsWith('16') ? 4 : 5;
      const bytes = Number(s.loadUint(lengthBits));
      const n = s.loadUint(bytes * 8);
      s.loadUint(width.bits - lengthBits - bytes * 8);
      return n.toString();
    }
    let n = s.loadUint(int);
    if (type.startsWith('int') && n >= 1n << BigInt(int - 1)) n -= 1n << BigInt(int);
    return n.toString();
  }
  const s = reader.reserve(width);
  switch (type) {
    case 'bool':
      return s.loadUint(1) === 1n;
    case 'address':
      return s.loadAddress();
    case 'cell':
      return encodeCell(s.loadRef());
    case 'string':
      return new TextDecoder().decode(readBytes(s.loadRef()));
    case 'bytes':
      return bytesToBase64(readBytes(s.loadRef()));
    default:
      throw invalidRequest('unpackFromCell', `the devnet cannot unpack ${type}`);
  }
}

function structureOf(structure: unknown, method: string): AbiParam[] {
  if (!Array.isArray(structure)) throw invalidRequest(method, 'structure must be an array of ABI params');
  return structure as AbiParam[];
}

export async function packIntoCell(params: { structure: unknown; data: unknown }): Promise<{ boc: string; hash: string }> {
  const writer = new ChainWriter();
  const data = (typeof params.data === 'object' && params.data !== null ? params.data : {}) as Record<string, unknown>;
  for (const param of structureOf(params.structure, 'packIntoCell')) writeValue(writer, param, data[param.name]);
  const boc = encodeCell(writer.build());
  return { boc, hash: await sha256Hex(base64ToBytes(boc) ?? new Uint8Array()) };
}

export function unpackFromCell(params: { structure: unknown; boc: string; allowPartial?: boolean }): { data: Record<string, unknown> } {
  const reader = new ChainReader(decodeCell(params.boc));
  const data: Record<string, unknown> = {};
  try {
    for (const param of structureOf(params.structure, 'unpackFromCell')) data[param.name] = readValue(reader, param);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('unpackFromCell')) throw error;
    throw invalidRequest('unpackFromCell', 'the cell does not hold this structure');
  }
  return { data };
}
