/**
 * Values <-> cells for TVM ABI 2.x, on @ton/core builders and slices. Values are in the provider's
 * format (what nekoton and everscale-inpage-provider give): integers as decimal strings, `bool` as a
 * boolean, addresses as raw `wc:hex`, `cell` and `bytes` as base64 BOCs, tuples as objects, optionals
 * as null or the value, maps as arrays of [key, value] pairs.
 */
import { Address, beginCell, Builder, Cell, Dictionary, type DictionaryKey, type DictionaryValue } from '@ton/core';
// chain.ts imports this module too: a large optional value is a chain of its own.
import { decodeChain, encodeChain } from './chain';
import { toCoreCell, type AbiCell, type AbiSlice } from './reading';
import { AbiTypeError, innerOf, intWidth, isLargeOptional, mapTypes, maxSize, varIntHeader, type AbiParam } from './types';

export type AbiValue = string | boolean | null | AbiValue[] | { [name: string]: AbiValue };

/** Bytes per cell of a `string`/`bytes` chain (127 bytes = 1016 bits, as ton-labs-abi writes them). */
const BYTES_PER_CELL = 127;

export class AbiValueError extends TypeError {
  constructor(param: AbiParam, problem: string) {
    super(`${param.name} (${param.type}): ${problem}`);
    this.name = 'AbiValueError';
  }
}

// ---- reading ----

function readAddress(slice: AbiSlice): string {
  const tag = slice.preloadUint(2);
  if (tag === 0) {
    slice.skip(2);
    return '';
  }
  const address = slice.loadAddress();
  return `${address.workChain}:${bytesToHex(address.hash)}`;
}

/** Two lowercase hex digits of each byte value. */
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += HEX[b]!;
  return out;
}

const utf8 = new TextDecoder();

function readBytes(cell: AbiCell): Uint8Array {
  const chunks: Uint8Array[] = [];
  let current: AbiCell | null = cell;
  while (current) {
    const slice = current.beginParse();
    if (slice.remainingBits % 8 !== 0) throw new TypeError('a byte chain cell holds whole bytes');
    chunks.push(slice.loadBuffer(slice.remainingBits / 8));
    current = slice.remainingRefs > 0 ? slice.loadRef() : null;
  }
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function bytesToBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function base64ToBytes(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the key's type follows the ABI type string
function dictKey(type: string): DictionaryKey<any> {
  if (type === 'address') return Dictionary.Keys.Address();
  const int = intWidth(type);
  if (!int) throw new AbiTypeError(`map key ${type}`);
  return int.signed ? Dictionary.Keys.BigInt(int.bits) : Dictionary.Keys.BigUint(int.bits);
}

function keyText(type: string, key: unknown): string {
  if (type === 'address') {
    const address = key as Address;
    return `${address.workChain}:${address.hash.toString('hex')}`;
  }
  return String(key);
}

/** Map values sit in the dictionary's leaves, or in a cell of their own when they could not fit. */
function valueInRef(keyBits: number, param: AbiParam): boolean {
  const size = maxSize(param);
  return keyBits + size.bits > 1023 - 2 - 10 || size.refs > 3; // leaf label overhead (ton-labs-abi map_value_in_ref)
}

function keyBitsOf(type: string): number {
  return type === 'address' ? 267 : (intWidth(type)?.bits ?? 0);
}

function dictValue(param: AbiParam, keyBits: number): DictionaryValue<AbiValue> {
  const inRef = valueInRef(keyBits, param);
  return {
    serialize: (value, builder) => {
      if (inRef) {
        const inner = beginCell();
        writeValue(inner, param, value);
        builder.storeRef(inner.endCell());
      } else writeValue(builder, param, value);
    },
    parse: (slice) => (inRef ? readValue(slice.loadRef().beginParse(), param) : readValue(slice, param)),
  };
}

/** A HashmapE's root (Maybe ^Hashmap), as the @ton/core cell its Dictionary reads. */
function dictRoot(slice: AbiSlice): Cell | null {
  return slice.loadBit() ? toCoreCell(slice.loadRef()) : null;
}

/** Reads one value of `param` at the slice's position (the caller has moved to the right cell). */
export function readValue(slice: AbiSlice, param: AbiParam): AbiValue {
  const { type } = param;
  const int = intWidth(type);
  if (int) return (int.signed ? slice.loadIntBig(int.bits) : slice.loadUintBig(int.bits)).toString();
  const varInt = varIntHeader(type);
  if (varInt) {
    const bytes = slice.loadUint(varInt.bits);
    if (bytes === 0) return '0';
    return (varInt.signed ? slice.loadIntBig(bytes * 8) : slice.loadUintBig(bytes * 8)).toString();
  }
  if (type === 'bool') return slice.loadBit();
  if (type === 'address') return readAddress(slice);
  if (type === 'cell') return toCoreCell(slice.loadRef()).toBoc().toString('base64');
  if (type === 'string') return utf8.decode(readBytes(slice.loadRef()));
  if (type === 'bytes') return bytesToBase64(readBytes(slice.loadRef()));
  if (type === 'tuple') {
    const out: Record<string, AbiValue> = {};
    for (const c of param.components ?? []) out[c.name] = readValue(slice, c);
    return out;
  }
  const optional = innerOf(type, 'optional');
  if (optional !== null) {
    if (!slice.loadBit()) return null;
    const inner = { ...param, type: optional };
    // A large value sits in a chain of cells of its own, packed like a body.
    return isLargeOptional(inner) ? (decodeChain(slice.loadRef(), [inner], '2.2').values[inner.name] ?? null) : readValue(slice, inner);
  }
  const map = mapTypes(type);
  if (map) {
    const [keyType, valueType] = map;
    const dict = Dictionary.loadDirect(dictKey(keyType), dictValue({ ...param, type: valueType }, keyBitsOf(keyType)), dictRoot(slice));
    return [...dict].map(([k, v]) => [keyText(keyType, k), v]);
  }
  if (type.endsWith('[]')) {
    const length = slice.loadUint(32);
    const item = { ...param, type: type.slice(0, -2) };
    const dict = Dictionary.loadDirect(Dictionary.Keys.Uint(32), dictValue(item, 32), dictRoot(slice));
    return Array.from({ length }, (_, i) => dict.get(i) ?? null);
  }
  throw new AbiTypeError(type);
}

// ---- writing ----

function toBigInt(param: AbiParam, value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?\d+$|^0x[0-9a-f]+$/i.test(value)) return BigInt(value);
  throw new AbiValueError(param, `expected an integer, got ${String(value)}`);
}

function writeBytes(builder: Builder, bytes: Uint8Array): void {
  let next: Cell | null = null;
  const count = Math.max(1, Math.ceil(bytes.length / BYTES_PER_CELL));
  for (let i = count - 1; i >= 0; i--) {
    const cell = beginCell().storeBuffer(Buffer.from(bytes.subarray(i * BYTES_PER_CELL, (i + 1) * BYTES_PER_CELL)));
    if (next) cell.storeRef(next);
    next = cell.endCell();
  }
  builder.storeRef(next!);
}

function parseAddress(param: AbiParam, value: unknown): Address {
  const text = String(value);
  const match = /^(-?\d+):([0-9a-fA-F]{64})$/.exec(text);
  if (!match) throw new AbiValueError(param, `expected a raw address, got ${text}`);
  return new Address(Number(match[1]), Buffer.from(match[2]!, 'hex'));
}

export function writeValue(builder: Builder, param: AbiParam, value: unknown): void {
  const { type } = param;
  const int = intWidth(type);
  if (int) {
    const n = toBigInt(param, value);
    const fits = int.signed ? n >= -(1n << BigInt(int.bits - 1)) && n < 1n << BigInt(int.bits - 1) : n >= 0n && n < 1n << BigInt(int.bits);
    if (!fits) throw new AbiValueError(param, `${n} does not fit`);
    if (int.signed) builder.storeInt(n, int.bits);
    else builder.storeUint(n, int.bits);
    return;
  }
  const varInt = varIntHeader(type);
  if (varInt) {
    const n = toBigInt(param, value);
    if (!varInt.signed && n < 0n) throw new AbiValueError(param, `${n} does not fit`);
    // The fewest whole bytes that hold the value (a signed one with its sign bit).
    const fits = (bytes: number): boolean => {
      const bits = BigInt(bytes * 8);
      return varInt.signed ? n >= -(1n << (bits - 1n)) && n < 1n << (bits - 1n) : n < 1n << bits;
    };
    let bytes = n === 0n ? 0 : 1;
    while (bytes > 0 && !fits(bytes)) bytes++;
    if (bytes >= 1 << varInt.bits) throw new AbiValueError(param, `${n} does not fit`);
    builder.storeUint(bytes, varInt.bits);
    if (bytes > 0) {
      if (varInt.signed) builder.storeInt(n, bytes * 8);
      else builder.storeUint(n, bytes * 8);
    }
    return;
  }
  if (type === 'bool') {
    if (typeof value !== 'boolean') throw new AbiValueError(param, 'expected a boolean');
    builder.storeBit(value);
    return;
  }
  if (type === 'address') {
    if (value === '' || value === null) builder.storeUint(0, 2);
    else builder.storeAddress(parseAddress(param, value));
    return;
  }
  if (type === 'cell') {
    builder.storeRef(value === '' || value === undefined || value === null ? beginCell().endCell() : Cell.fromBase64(String(value)));
    return;
  }
  if (type === 'string') return writeBytes(builder, new TextEncoder().encode(String(value ?? '')));
  if (type === 'bytes') return writeBytes(builder, base64ToBytes(String(value ?? '')));
  if (type === 'tuple') {
    const object = (value ?? {}) as Record<string, unknown>;
    for (const c of param.components ?? []) writeValue(builder, c, object[c.name]);
    return;
  }
  const optional = innerOf(type, 'optional');
  if (optional !== null) {
    if (value === null || value === undefined) {
      builder.storeBit(false);
      return;
    }
    builder.storeBit(true);
    const inner = { ...param, type: optional };
    if (isLargeOptional(inner)) builder.storeRef(encodeChain([inner], { [inner.name]: value }));
    else writeValue(builder, inner, value);
    return;
  }
  const map = mapTypes(type);
  if (map) {
    const [keyType, valueType] = map;
    const dict = Dictionary.empty(dictKey(keyType), dictValue({ ...param, type: valueType }, keyBitsOf(keyType)));
    for (const [k, v] of (value ?? []) as [unknown, AbiValue][]) {
      dict.set(keyType === 'address' ? parseAddress(param, k) : toBigInt(param, k), v);
    }
    builder.storeDict(dict);
    return;
  }
  if (type.endsWith('[]')) {
    const items = (value ?? []) as AbiValue[];
    const item = { ...param, type: type.slice(0, -2) };
    const dict = Dictionary.empty(Dictionary.Keys.Uint(32), dictValue(item, 32));
    items.forEach((v, i) => dict.set(i, v));
    builder.storeUint(items.length, 32).storeDict(dict);
    return;
  }
  throw new AbiTypeError(type);
}
