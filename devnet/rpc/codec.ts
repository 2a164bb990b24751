/**
 * The dev wallet's encoder: the provider's encoding methods (provider-protocol §5), answered with the
 * project's one codec (shared/tvm: ABI 2.x on @ton/core cells) beside the chain, as a wallet extension
 * answers them with nekoton beside its page. The dev wallet forwards each call here (POST /devnet/rpc),
 * so no cell library ships to the page.
 *
 * Names are checked against the ABI given: a single name means "this must be it" (a mismatch is an
 * invalid request), an array means "any of these" (a mismatch gives null).
 */
import { Cell } from '@ton/core';
import { z } from 'zod';
import type { AbiParam, ContractAbi } from '@shared/abi/types';
import {
  AbiDecodeError,
  AbiValueError,
  decodeCallBody,
  decodeChain,
  decodeEventBody,
  decodeOutputBody,
  encodeCallBody,
  encodeChain,
  type AbiValue,
} from '@shared/tvm/abi';
import { parseAccount } from '@shared/tvm/account';
import { BodyEncodeError } from '../simulator/bodies';
import { externalHashToSign, signedExternalMessage } from './external-message';

/** A value the codec cannot take: the handler answers 400 invalid_input with the text (the wallet prefixes its method). */
export class CodecInputError extends Error {
  constructor(readonly text: string) {
    super(`invalid_input: ${text}`);
    this.name = 'CodecInputError';
  }
}

const param: z.ZodType<AbiParam> = z.lazy(() =>
  z.object({ name: z.string().max(200), type: z.string().min(1).max(500), components: z.array(param).max(100).optional() }),
);
const structure = z.array(param).max(100);
const abi = z.string().max(512 * 1024);
const names = z.union([z.string().max(200), z.array(z.string().max(200)).max(100)]);
const boc = z.string().max(512 * 1024);
const message = z.object({ dst: z.string().optional(), body: z.string().optional() }).passthrough();
const transaction = z.object({ inMessage: message, outMessages: z.array(message).max(1000) }).passthrough();
const values = z.record(z.string(), z.unknown());

// A wallet's external message before its signature (./external-message.ts).
const unsignedExternal = z.object({
  sender: z.string().regex(/^-?\d{1,3}:[0-9a-fA-F]{64}$/),
  recipient: z.string().regex(/^-?\d{1,3}:[0-9a-fA-F]{64}$/),
  amount: z.string().regex(/^\d{1,39}$/),
  bounce: z.boolean(),
  method: z.string().max(200).optional(),
  input: values.optional(),
  publicKey: z.string().regex(/^[0-9a-fA-F]{64}$/),
  time: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  expireAt: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1),
});

export const CODEC_PARAMS = {
  packIntoCell: z.object({ structure, data: values, abiVersion: z.string().optional() }),
  unpackFromCell: z.object({ structure, boc, allowPartial: z.boolean().optional(), abiVersion: z.string().optional() }),
  getBocHash: z.object({ boc }),
  encodeInternalInput: z.object({ abi, method: z.string().max(200), params: values }),
  decodeInput: z.object({ body: boc, abi, method: names, internal: z.boolean() }),
  decodeOutput: z.object({ body: boc, abi, method: names }),
  decodeEvent: z.object({ body: boc, abi, event: names }),
  decodeTransaction: z.object({ transaction, abi, method: names }),
  decodeTransactionEvents: z.object({ transaction, abi }),
  accountAddress: z.object({ boc }),
  unsignedExternalMessage: unsignedExternal,
  signedExternalMessage: unsignedExternal.extend({ signature: z.string().regex(/^[A-Za-z0-9+/]{86}==$/) }),
} as const;

export type CodecMethod = keyof typeof CODEC_PARAMS;

export function isCodecMethod(method: string): method is CodecMethod {
  return Object.hasOwn(CODEC_PARAMS, method);
}

type Params<M extends CodecMethod> = z.infer<(typeof CODEC_PARAMS)[M]>;

const abiCache = new Map<string, ContractAbi>();

function parseAbi(text: string): ContractAbi {
  const cached = abiCache.get(text);
  if (cached) return cached;
  let parsed: Partial<ContractAbi>;
  try {
    parsed = JSON.parse(text) as Partial<ContractAbi>;
  } catch {
    throw new CodecInputError('abi is not valid JSON');
  }
  const abiObject: ContractAbi = {
    ...parsed,
    functions: Array.isArray(parsed.functions) ? parsed.functions : [],
    events: Array.isArray(parsed.events) ? parsed.events : [],
  } as ContractAbi;
  if (abiCache.size > 50) abiCache.clear();
  abiCache.set(text, abiObject);
  return abiObject;
}

function cellOf(text: string): Cell {
  try {
    return Cell.fromBase64(text);
  } catch {
    throw new CodecInputError('not a base64 BOC');
  }
}

/** Codec failures on values the caller gave become invalid requests. */
function guarded<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (
      error instanceof AbiValueError ||
      error instanceof AbiDecodeError ||
      error instanceof BodyEncodeError ||
      error instanceof TypeError ||
      error instanceof RangeError
    ) {
      throw new CodecInputError(error.message);
    }
    throw error;
  }
}

/** The name decoded, checked against the wanted one(s): the name, null (array, no match), or an invalid request (string, no match). */
function pick(found: string | null, wanted: string | string[], what: string): string | null {
  const list = Array.isArray(wanted) ? wanted : [wanted];
  if (found !== null && list.includes(found)) return found;
  if (Array.isArray(wanted)) return null;
  throw new CodecInputError(`the body is not ${what} ${wanted}`);
}

/**
 * What `read` finds in a body, or null when there is no body, it is not a BOC, or it is not one of the
 * ABI's (nekoton's decoders give null for a body of another contract).
 */
function readBody<T>(text: string | undefined, read: (body: Cell) => T | null): T | null {
  if (!text) return null;
  try {
    return read(Cell.fromBase64(text));
  } catch {
    return null;
  }
}

function decodeInput(p: Params<'decodeInput'>) {
  const { functions } = parseAbi(p.abi);
  const call = readBody(p.body, (body) => decodeCallBody(body, functions));
  const name = pick(call?.fn.name ?? null, p.method, 'a call of');
  return name && call ? { method: name, input: call.values } : null;
}

function decodeOutput(p: Params<'decodeOutput'>) {
  const { functions } = parseAbi(p.abi);
  const output = readBody(p.body, (body) => decodeOutputBody(body, functions));
  const name = pick(output?.fn.name ?? null, p.method, 'an answer of');
  return name && output ? { method: name, output: output.values } : null;
}

function decodeEvent(p: Params<'decodeEvent'>) {
  const parsed = parseAbi(p.abi);
  const event = readBody(p.body, (body) => decodeEventBody(body, parsed));
  const name = pick(event?.name ?? null, p.event, 'the event');
  return name && event ? { event: name, data: event.data } : null;
}

/** The function the inbound message called and its input; its output from an outbound answer, if any. */
function decodeTransaction(p: Params<'decodeTransaction'>) {
  const { functions } = parseAbi(p.abi);
  const call = readBody(p.transaction.inMessage.body, (body) => decodeCallBody(body, functions));
  const name = pick(call?.fn.name ?? null, p.method, 'a call of');
  if (!name || !call) return null;
  let output: Record<string, AbiValue> = {};
  for (const out of p.transaction.outMessages) {
    const answer = readBody(out.body, (body) => decodeOutputBody(body, [call.fn]));
    if (answer) output = answer.values;
  }
  return { method: name, input: call.values, output };
}

function decodeTransactionEvents(p: Params<'decodeTransactionEvents'>) {
  const parsed = parseAbi(p.abi);
  const events: { event: string; data: Record<string, AbiValue> }[] = [];
  for (const out of p.transaction.outMessages) {
    if (out.dst) continue;
    const event = readBody(out.body, (body) => decodeEventBody(body, parsed));
    if (event) events.push({ event: event.name, data: event.data });
  }
  return { events };
}

function encodeInternalInput(p: Params<'encodeInternalInput'>) {
  const fn = parseAbi(p.abi).functions.find((f) => f.name === p.method);
  if (!fn) throw new CodecInputError(`the ABI has no function ${p.method}`);
  return {
    boc: guarded(() => encodeCallBody(fn, p.params))
      .toBoc()
      .toString('base64'),
  };
}

function packIntoCell(p: Params<'packIntoCell'>) {
  const cell = guarded(() => encodeChain(p.structure, p.data));
  return { boc: cell.toBoc().toString('base64'), hash: cell.hash().toString('hex') };
}

function unpackFromCell(p: Params<'unpackFromCell'>) {
  const cell = cellOf(p.boc);
  return { data: guarded(() => decodeChain(cell, p.structure, '2.2', 0, p.allowPartial === true).values) };
}

/** The address an account state BOC holds (the dev wallet's extractPublicKey looks its key up by it). */
function accountAddress(p: Params<'accountAddress'>) {
  try {
    return { address: parseAccount(p.boc).address };
  } catch {
    throw new CodecInputError('not an account state BOC');
  }
}

/** What the wallet's key signs for this message (nekoton's unsigned message and its hash). */
function unsignedExternalMessage(p: Params<'unsignedExternalMessage'>) {
  return { hash: guarded(() => externalHashToSign(p)) };
}

/** The message with its signature, as the wallet sends it, and the hash it will have on the chain. */
function signedExternal(p: Params<'signedExternalMessage'>) {
  return guarded(() => signedExternalMessage(p, Buffer.from(p.signature, 'base64')));
}

const HANDLERS: { [M in CodecMethod]: (params: Params<M>) => unknown } = {
  packIntoCell,
  unpackFromCell,
  getBocHash: (p) => ({ hash: cellOf(p.boc).hash().toString('hex') }),
  encodeInternalInput,
  decodeInput,
  decodeOutput,
  decodeEvent,
  decodeTransaction,
  decodeTransactionEvents,
  accountAddress,
  unsignedExternalMessage,
  signedExternalMessage: signedExternal,
};

/** Runs one encoding method on params its schema (CODEC_PARAMS) has parsed. */
export function runCodec<M extends CodecMethod>(method: M, params: Params<M>): unknown {
  return (HANDLERS[method] as (p: Params<M>) => unknown)(params);
}
