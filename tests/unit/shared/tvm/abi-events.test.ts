// The project's ABI codec (shared/tvm/abi) against nekoton-wasm: every event of every reference ABI
// in abi/, with random values, both ways (nekoton encodes -> we decode; we encode -> the
// BOC is nekoton's, byte for byte, and nekoton decodes it).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { decodeEventBody, encodeEventBody, eventId, type AbiLike } from '@shared/tvm/abi';
import { readBoc } from '@shared/tvm/boc';
import { nekoton } from './nekoton';
import { randomValue, rng } from './random-values';

const REFERENCE_DIR = fileURLToPath(new URL('../../../../abi/', import.meta.url));
const BODIES_PER_EVENT = 25;

interface Reference {
  file: string;
  text: string;
  abi: AbiLike & { events: { name: string; inputs: any[] }[] };
}

const references: Reference[] = readdirSync(REFERENCE_DIR)
  .filter((f) => f.endsWith('.abi.json'))
  .sort()
  .map((file) => {
    const text = readFileSync(`${REFERENCE_DIR}${file}`, 'utf8');
    return { file, text, abi: JSON.parse(text) };
  });

describe('event bodies: our codec and nekoton-wasm agree', () => {
  const pairs = references.flatMap((ref) => ref.abi.events.map((event) => ({ ref, event })));

  it('covers every event of every reference ABI with at least 1,000 bodies', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(60);
    expect(pairs.length * BODIES_PER_EVENT).toBeGreaterThanOrEqual(1000);
  });

  it.each(pairs.map(({ ref, event }) => [`${ref.file} ${event.name}`, ref, event] as const))('%s', (_label, ref, event) => {
    const random = rng(eventId(event) ^ ref.file.length);
    for (let i = 0; i < BODIES_PER_EVENT; i++) {
      const values = Object.fromEntries(event.inputs.map((p: any) => [p.name, randomValue(random, p)])) as Record<string, any>;
      const params = [{ name: '__id', type: 'uint32' }, ...event.inputs];
      const theirs = nekoton.packIntoCell(params as any, { __id: eventId(event), ...values }, '2.2').boc;

      // nekoton encodes, we decode.
      const decoded = decodeEventBody(Cell.fromBase64(theirs), ref.abi);
      expect(decoded).toEqual({ name: event.name, data: values });
      expect(decoded!.data).toEqual(nekoton.decodeEvent(theirs, ref.text, event.name)!.data);
      // The reader's hot path decodes the lean BOC reader's cells, and reads the same.
      expect(decodeEventBody(readBoc(Buffer.from(theirs, 'base64')), ref.abi)).toEqual(decoded);

      // We encode: the same BOC, and nekoton reads it.
      const ours = encodeEventBody(event, values).toBoc().toString('base64');
      expect(Cell.fromBase64(ours).hash().toString('hex')).toBe(Cell.fromBase64(theirs).hash().toString('hex'));
      expect(nekoton.decodeEvent(ours, ref.text, event.name)).toEqual({ event: event.name, data: values });
    }
  });

  it('Collection.NftBurned and Nft.NftBurned share an id; each ABI decodes its own fields', () => {
    const collection = references.find((r) => r.file === 'Collection.abi.json')!.abi;
    const nft = references.find((r) => r.file === 'Nft.abi.json')!.abi;
    const ofCollection = collection.events.find((e) => e.name === 'NftBurned')!;
    const ofNft = nft.events.find((e) => e.name === 'NftBurned')!;
    expect(eventId(ofCollection)).toBe(0x60a04106);
    expect(eventId(ofNft)).toBe(0x60a04106);
    const values = { id: '7', nft: `0:${'1'.repeat(64)}`, owner: `0:${'2'.repeat(64)}`, manager: `0:${'3'.repeat(64)}` };
    const body = encodeEventBody(ofCollection, values);
    expect(decodeEventBody(body, collection)).toEqual({ name: 'NftBurned', data: values });
    expect(Object.keys(decodeEventBody(body, nft)!.data)).toEqual(ofNft.inputs.map((p: any) => p.name));
  });

  it('an id of no event in the ABI is unknown (null), not an error', () => {
    const nft = references.find((r) => r.file === 'Nft.abi.json')!.abi;
    const auction = references.find((r) => r.file === 'Auction.abi.json')!.abi;
    const bid = auction.events.find((e) => e.name === 'BidPlaced')!;
    const body = encodeEventBody(bid, Object.fromEntries(bid.inputs.map((p: any) => [p.name, randomValue(rng(1), p)])));
    expect(decodeEventBody(body, nft)).toBeNull();
  });
});
