import type { AbiEvent, AbiFunction, AbiParam, ContractAbi } from '@shared/abi/types';
import { isRawAddress, normalizeAddress } from './address';
import { ABIS, type AbiName } from './abis';

export type { AbiEvent, AbiFunction, AbiParam, ContractAbi } from '@shared/abi/types';

/**
 * Lookups in the contract ABIs (./abis) and the conversions at the devnet's boundary: provider-style
 * inputs (decimal strings, Address objects, '' for an empty cell) into the simulation's internal
 * values (bigint for every integer), and back.
 */
export function abiOf(name: AbiName): ContractAbi {
  return ABIS[name];
}

export function findFunction(abi: ContractAbi, name: string): AbiFunction | undefined {
  return abi.functions.find((fn) => fn.name === name);
}

export function findEvent(abi: ContractAbi, name: string): AbiEvent | undefined {
  return abi.events.find((ev) => ev.name === name);
}

/**
 * Binds values to `params` by name, or by position unless every name already matches: TVM encodes
 * arguments by position, so a callback built with the caller's interface names (onNftChangeManager's
 * `owner`, the factory's `nftOwner`), or a responsible answer (outputs `receiver, currentRoyalty` into
 * `_receiver, _amount`), lands on the recipient's names in order.
 */
export function bindToParams(params: readonly AbiParam[], values: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  if (params.every((param) => param.name in values)) return values;
  const ordered = Object.values(values);
  return Object.fromEntries(params.map((param, index) => [param.name, ordered[index]]));
}

/** A responsible function takes `answerId` first (provider-protocol 4.2). */
export function isResponsible(fn: AbiFunction): boolean {
  return fn.inputs[0]?.name === 'answerId';
}

// ---- provider value -> internal value ----

/** An input the ABI cannot encode (the provider would refuse it before anything is sent). */
export class AbiInputError extends TypeError {
  constructor(message: string) {
    super(message);
    this.name = 'AbiInputError';
  }
}

function toBigInt(value: unknown, type: string): bigint {
  let result: bigint;
  if (typeof value === 'bigint') result = value;
  else if (typeof value === 'number' && Number.isSafeInteger(value)) result = BigInt(value);
  else if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|-?\d+)$/.test(value.trim())) result = BigInt(value.trim());
  else throw new AbiInputError(`expected ${type}, got ${String(value)}`);
  if (type.startsWith('uint') && result < 0n) throw new AbiInputError(`${type} cannot be negative`);
  return result;
}

function toAddress(value: unknown): string {
  const text = typeof value === 'string' ? value : typeof value === 'object' && value !== null ? String(value) : undefined;
  if (text === undefined || !isRawAddress(text.trim())) throw new AbiInputError(`expected an address, got ${String(value)}`);
  return normalizeAddress(text);
}

export function normalizeValue(param: AbiParam, value: unknown): unknown {
  const { type } = param;
  if (type.startsWith('optional(')) {
    if (value === null || value === undefined) return null;
    return normalizeValue({ ...param, type: type.slice('optional('.length, -1) }, value);
  }
  if (type.endsWith('[]')) {
    if (!Array.isArray(value)) throw new AbiInputError(`${param.name}: expected an array`);
    const inner = { ...param, type: type.slice(0, -2) };
    return value.map((item) => normalizeValue(inner, item));
  }
  if (type.startsWith('map(')) {
    const [keyType = 'address', valueType = 'tuple'] = type.slice(4, -1).split(',');
    // Provider style is an array of [key, value] pairs; a plain object is accepted too.
    if (typeof value !== 'object' || value === null) throw new AbiInputError(`${param.name}: expected a map`);
    const entries: unknown[] = Array.isArray(value) ? value : Object.entries(value);
    return entries.map((entry) => {
      if (!Array.isArray(entry) || entry.length !== 2) throw new AbiInputError(`${param.name}: expected [key, value] pairs`);
      const key = normalizeValue({ name: 'key', type: keyType }, entry[0]);
      const mapped = normalizeValue({ ...param, type: valueType }, entry[1]);
      return [key, mapped];
    });
  }
  if (/^u?int\d+$/.test(type) || type === 'varuint16' || type === 'varuint32') return toBigInt(value, type);
  switch (type) {
    case 'bool':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw new AbiInputError(`${param.name}: expected a bool`);
    case 'address':
      return toAddress(value);
    case 'cell':
      if (value === null || value === undefined) return '';
      if (typeof value !== 'string') throw new AbiInputError(`${param.name}: expected a base64 cell`);
      return value;
    case 'string':
    case 'bytes':
      if (typeof value !== 'string') throw new AbiInputError(`${param.name}: expected a string`);
      return value;
    case 'tuple':
      if (typeof value !== 'object' || value === null) throw new AbiInputError(`${param.name}: expected a tuple object`);
      return normalizeInputs(param.components ?? [], value as Record<string, unknown>);
    default:
      throw new AbiInputError(`unsupported ABI type ${type}`);
  }
}

/**
 * Provider-style inputs -> internal values, by the ABI parameter list. A missing `answerId`
 * defaults to 0 (the dApp passes 0 to responsible getters); any other missing input throws.
 */
export function normalizeInputs(params: readonly AbiParam[], input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const param of params) {
    const value = input[param.name];
    if (value === undefined && param.name === 'answerId') {
      out[param.name] = 0n;
      continue;
    }
    if (value === undefined && !param.type.startsWith('optional(')) {
      throw new AbiInputError(`missing input ${param.name}`);
    }
    out[param.name] = normalizeValue(param, value);
  }
  return out;
}

// ---- internal value -> provider value ----

/** Internal values -> provider output format: every bigint becomes a decimal string (§5 Outputs). */
export function toWire(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(toWire);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = toWire(inner);
    return out;
  }
  return value;
}

/** Puts getter outputs in ABI order and checks every ABI output is present. */
export function orderOutputs(params: readonly AbiParam[], outputs: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const ordered: Record<string, unknown> = {};
  for (const param of params) {
    if (!(param.name in outputs)) throw new Error(`getter output ${param.name} missing`);
    ordered[param.name] = outputs[param.name];
  }
  return ordered;
}
