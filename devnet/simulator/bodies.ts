/**
 * Message bodies as the real chain carries them: the simulation keeps a body as its function and
 * inputs; on the wire (the provider's transactions, the JRPC's BOCs) it is the ABI-encoded cell,
 * written with the one codec (shared/tvm/abi). A call is its function's id, then its inputs, by the
 * ABI of the contract it calls; an answer is a call of the caller's callback with the answered
 * function's outputs (or its numeric `answerId`, then those outputs); a bounced body is 0xffffffff,
 * then the first 256 bits of the original; an event is its id, then its fields, by the ABI of the
 * contract that emitted it.
 */
import { beginCell, type Cell } from '@ton/core';
import type { AbiFunction } from '@shared/abi/types';
import { answerFunction, decodeCallBody, encodeCallBody, encodeChain, encodeEventBody, type AbiValue } from '@shared/tvm/abi';
import { abiOf, bindToParams, findEvent, findFunction } from './abi';
import { ABIS } from './abis';
import { receiversAbi } from './abis/Receivers';
import { CONTRACTS } from './contracts';
import { SEND_TRANSACTION, WALLET_SEND_FLAGS } from './external';
import type { ChainEvent, ContractKind, Message } from './types';

export class BodyEncodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BodyEncodeError';
  }
}

/** Tells the kind of an account (null for none, or one gone by the time its messages are encoded). */
export type KindOf = (address: string) => ContractKind | null;

/**
 * The ABI function a call of `method` with these inputs to a `kind` contract means: that contract's
 * own, else the one of that name and as many inputs (these names first) in the other ABIs and the
 * receivers' callbacks (a frontend callback to a person's wallet is in Callbacks, a TIP-3 mint notice in
 * none of them; a burned NFT's kind is no longer known).
 */
export function calledFunction(kind: ContractKind | null, method: string, input: Readonly<Record<string, unknown>>): AbiFunction {
  const own = kind ? findFunction(abiOf(CONTRACTS[kind].abi), method) : undefined;
  if (own) return own;
  const candidates = [...Object.values(ABIS), receiversAbi].flatMap((abi) => abi.functions.filter((f) => f.name === method));
  const names = Object.keys(input);
  const fn =
    candidates.find((f) => f.inputs.length === names.length && f.inputs.every((p) => names.includes(p.name))) ??
    candidates.find((f) => f.inputs.length === names.length);
  if (!fn) throw new BodyEncodeError(`no ABI has a function ${method} of ${names.length} inputs`);
  return fn;
}

/**
 * The call a wallet's payload makes on a `kind` contract: its function (by the body's id, in that
 * contract's ABI first, then in the others and the receivers') and inputs; no method for an empty payload.
 */
export function readCall(kind: ContractKind | null, payload: Cell): { method: string; input: Record<string, AbiValue> } {
  if (payload.bits.length === 0 && payload.refs.length === 0) return { method: '', input: {} };
  const own = kind ? abiOf(CONTRACTS[kind].abi).functions : [];
  const others = [...Object.values(ABIS), receiversAbi].flatMap((abi): readonly AbiFunction[] => abi.functions);
  const call = decodeCallBody(payload, [...own, ...others]);
  if (!call) throw new BodyEncodeError('the payload calls no function of the recipient or the market');
  return { method: call.fn.name, input: call.values };
}

/** The responsible function an answer answers, in the ABI of the contract that answered. */
function answeredFunction(message: Message, kindOf: KindOf): AbiFunction {
  const kind = message.src ? kindOf(message.src) : null;
  const fn = kind ? findFunction(abiOf(CONTRACTS[kind].abi), message.answers ?? '') : undefined;
  if (!fn) throw new BodyEncodeError(`the answered function ${message.answers ?? '?'} is not in ${kind ?? 'a known'} ABI`);
  return fn;
}

function callBody(message: Message, kindOf: KindOf): Cell {
  const { method, input } = message.body;
  if (method === 'sendTransaction' && message.src === null) {
    const { dest, value, bounce, body } = input as { dest: string; value: bigint; bounce: boolean; body: Message['body'] };
    const payload = body.method === '' ? beginCell().endCell() : callBody({ ...message, src: message.dst, dst: dest, body }, kindOf);
    return encodeCallBody(SEND_TRANSACTION, { dest, value, bounce, flags: WALLET_SEND_FLAGS, payload: payload.toBoc().toString('base64') });
  }
  let fn: AbiFunction;
  try {
    fn = calledFunction(message.stateInit?.kind ?? kindOf(message.dst), method, input);
  } catch (error) {
    // An answer to a callback no ABI lists: the callback takes the answered function's outputs.
    if (!message.isAnswer) throw error;
    fn = answerFunction(answeredFunction(message, kindOf), method);
  }
  return encodeCallBody(fn, bindToParams(fn.inputs, input));
}

/** The body of `message`, or null for a plain value transfer. */
export function messageBody(message: Message, kindOf: KindOf): Cell | null {
  if (message.body.method === '') return null;
  if (message.bounced) {
    // The original call went from this message's destination to its source.
    const original = callBody({ ...message, src: message.dst, dst: message.src ?? message.dst, bounced: false, stateInit: null }, kindOf);
    const bits = original.beginParse().loadBits(Math.min(256, original.bits.length));
    return beginCell().storeUint(0xffffffff, 32).storeBits(bits).endCell();
  }
  const answerId = /^answerId:(\d+)$/.exec(message.body.method);
  if (message.isAnswer && answerId) {
    // Answered to a numeric id (a caller outside the simulation): the id, then the answered function's outputs.
    const fn = answeredFunction(message, kindOf);
    return encodeChain(fn.outputs, bindToParams(fn.outputs, message.body.input), { value: BigInt(answerId[1]!), bits: 32 });
  }
  return callBody(message, kindOf);
}

/** An event's body, encoded with the ABI of the contract kind that emitted it. */
export function eventBody(kind: ContractKind, event: ChainEvent): Cell {
  const entry = findEvent(abiOf(CONTRACTS[kind].abi), event.name);
  if (!entry) throw new BodyEncodeError(`${kind} has no event ${event.name} in its ABI`);
  return encodeEventBody(entry, event.data);
}

/**
 * The kind of an account that emitted an event and is gone by the end of its cascade (a burned NFT):
 * the contract whose ABI has this event with exactly these fields.
 */
export function kindOfGone(event: ChainEvent): ContractKind {
  const fields = Object.keys(event.data).sort().join(',');
  const kind = (Object.keys(CONTRACTS) as ContractKind[]).find((k) => {
    const entry = findEvent(abiOf(CONTRACTS[k].abi), event.name);
    return (
      entry &&
      entry.inputs
        .map((p) => p.name)
        .sort()
        .join(',') === fields
    );
  });
  if (!kind) throw new BodyEncodeError(`no contract emits ${event.name} with fields ${fields}`);
  return kind;
}
