/**
 * TVM ABI 2.x function calls as internal message bodies, both ways. A function's input id is the first
 * 4 bytes of SHA-256 of `name(input types)(output types)v2` with the top bit cleared, its output id the
 * same with the top bit set; an internal call's body is the input id, then the inputs. A responsible
 * function answers by calling the caller back (`answerId`): that body is the callback's id, then the
 * answered function's outputs.
 */
import type { Cell } from '@ton/core';
import type { AbiFunction } from '@shared/abi/types';
import { sha256 } from '../sha256';
import { decodeChain, encodeChain } from './chain';
import type { AbiValue } from './codec';
import type { AbiCell } from './reading';
import { signatureType, type AbiParam } from './types';

export function functionSignature(fn: AbiFunction): string {
  return `${fn.name}(${fn.inputs.map(signatureType).join(',')})(${fn.outputs.map(signatureType).join(',')})v2`;
}

/** The function's input id (its output id is this with the top bit set). */
export function functionId(fn: AbiFunction): number {
  const digest = sha256(new TextEncoder().encode(functionSignature(fn)));
  return new DataView(digest.buffer).getUint32(0) & 0x7fffffff;
}

/** The function's output id: its input id with the top bit set. */
export function outputId(fn: AbiFunction): number {
  return (functionId(fn) | 0x80000000) >>> 0;
}

/** A call of `fn` with these inputs (ABI 2.2 and later). */
export function encodeCallBody(fn: AbiFunction, values: Readonly<Record<string, unknown>>): Cell {
  return encodeChain(fn.inputs, values, { value: BigInt(functionId(fn)), bits: 32 });
}

/** The outputs of `fn`, as a getter's external answer carries them (output id). */
export function encodeOutputBody(fn: AbiFunction, values: Readonly<Record<string, unknown>>): Cell {
  return encodeChain(fn.outputs, values, { value: BigInt(outputId(fn)), bits: 32 });
}

/** The answer of responsible `fn` to its caller: a call of `callback` that takes `fn`'s outputs. */
export function answerFunction(fn: AbiFunction, callback: string): AbiFunction {
  return { name: callback, inputs: fn.outputs, outputs: [] };
}

export interface DecodedCall {
  readonly fn: AbiFunction;
  readonly values: Record<string, AbiValue>;
}

/** The body's 32-bit id, or null when it has fewer than 32 bits. */
export function bodyId(body: AbiCell): number | null {
  const slice = body.beginParse();
  return slice.remainingBits < 32 ? null : slice.preloadUint(32);
}

function decodeWith(body: AbiCell, fns: readonly AbiFunction[], version: string | undefined, output: boolean): DecodedCall | null {
  const id = bodyId(body);
  if (id === null) return null;
  const fn = fns.find((f) => (output ? outputId(f) : functionId(f)) === id);
  if (!fn) return null;
  const params: readonly AbiParam[] = output ? fn.outputs : fn.inputs;
  return { fn, values: decodeChain(body, params, version, 32).values };
}

/** The call among `fns` this body makes, with its inputs; null when its id is none of theirs. Throws AbiDecodeError on a bad body. */
export function decodeCallBody(body: AbiCell, fns: readonly AbiFunction[], version?: string): DecodedCall | null {
  return decodeWith(body, fns, version, false);
}

/** The outputs of the function among `fns` whose output id this body carries; null when none. */
export function decodeOutputBody(body: AbiCell, fns: readonly AbiFunction[], version?: string): DecodedCall | null {
  return decodeWith(body, fns, version, true);
}
