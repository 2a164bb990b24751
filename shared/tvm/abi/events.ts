/**
 * TVM ABI events: ids, and bodies (ExtOut message bodies) both ways. An event's id is the first 4
 * bytes of SHA-256 of `Name(types)v2`, with the top bit cleared. Ids are unique only inside one ABI
 * (Collection.NftBurned and Nft.NftBurned share 0x60a04106), so a body is decoded with the ABI of the
 * kind of contract that emitted it.
 */
import type { Cell } from '@ton/core';
import { sha256 } from '../sha256';
import { decodeChain, encodeChain } from './chain';
import type { AbiCell } from './reading';
import type { AbiValue } from './codec';
import { signatureType, type AbiEventEntry, type AbiLike } from './types';

export function eventSignature(event: AbiEventEntry): string {
  return `${event.name}(${event.inputs.map(signatureType).join(',')})v2`;
}

export function eventId(event: AbiEventEntry): number {
  const digest = sha256(new TextEncoder().encode(eventSignature(event)));
  return new DataView(digest.buffer).getUint32(0) & 0x7fffffff;
}

export interface DecodedEvent {
  readonly name: string;
  readonly data: Record<string, AbiValue>;
}

/** One ABI's events by id, built once per ABI object. */
const indexes = new WeakMap<AbiLike, Map<number, AbiEventEntry>>();

function eventsById(abi: AbiLike): Map<number, AbiEventEntry> {
  let index = indexes.get(abi);
  if (!index) {
    index = new Map(abi.events.map((event) => [eventId(event), event]));
    indexes.set(abi, index);
  }
  return index;
}

/**
 * Decodes an event body with `abi`; null when the id is none of its events (an unknown event).
 * Throws AbiDecodeError when the id matches but the body does not hold that event's values.
 */
export function decodeEventBody(body: AbiCell, abi: AbiLike): DecodedEvent | null {
  const slice = body.beginParse();
  if (slice.remainingBits < 32) return null;
  const id = slice.preloadUint(32);
  const event = eventsById(abi).get(id);
  if (!event) return null;
  const { values } = decodeChain(body, event.inputs, abi.version, 32);
  return { name: event.name, data: values };
}

/** The body of `event` with these values (the devnet emits events this way). */
export function encodeEventBody(event: AbiEventEntry, values: Readonly<Record<string, unknown>>): Cell {
  return encodeChain(event.inputs, values, { value: BigInt(eventId(event)), bits: 32 });
}

/**
 * A contract's persistent data (ABI `fields`) as values by name. `partial` reads the listed fields and
 * ignores what follows (a royalty NFT's data is a plain NFT's plus `_royalty`).
 */
export function decodeFields(data: AbiCell, abi: AbiLike, options: { partial?: boolean } = {}): Record<string, AbiValue> {
  return decodeChain(data, abi.fields ?? [], abi.version, 0, options.partial).values;
}

export function encodeFields(abi: AbiLike, values: Readonly<Record<string, unknown>>): Cell {
  return encodeChain(abi.fields ?? [], values);
}
