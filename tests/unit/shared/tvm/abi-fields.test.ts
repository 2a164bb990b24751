// Persistent data (ABI `fields`) of the reference contracts: nekoton-wasm packs, our codec reads the same
// values; our codec packs the same cell. Maps and arrays are left out of the generated values (the
// reader needs the TIP-4 fields: id, collection, owner, manager, json).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { decodeFields, encodeFields, type AbiLike, type AbiParam } from '@shared/tvm/abi';
import { readBoc } from '@shared/tvm/boc';
import { nekoton } from './nekoton';
import { randomValue, rng } from './random-values';

const REFERENCE_DIR = fileURLToPath(new URL('../../../../abi/', import.meta.url));

const generatable = (p: AbiParam): boolean =>
  !p.type.startsWith('map(') && !p.type.endsWith('[]') && (p.components ?? []).every(generatable);

const abis = readdirSync(REFERENCE_DIR)
  .filter((f) => f.endsWith('.abi.json'))
  .sort()
  .map((file) => ({ file, abi: JSON.parse(readFileSync(`${REFERENCE_DIR}${file}`, 'utf8')) as AbiLike & { fields: AbiParam[] } }))
  .filter(({ abi }) => abi.fields.every(generatable));

const cellHash = (boc: string): string => Cell.fromBase64(boc).hash().toString('hex');
/** Cells compare by hash: two BOC writers may serialise the same cell differently. */
function normalized(params: readonly AbiParam[], values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    params.map((p) => {
      const v = values[p.name];
      if (p.type === 'cell' && typeof v === 'string') return [p.name, cellHash(v)];
      if (p.type === 'optional(cell)' && typeof v === 'string') return [p.name, cellHash(v)];
      return [p.name, v];
    }),
  );
}

describe('contract fields: our codec and nekoton-wasm agree', () => {
  it('includes the TIP-4 NFT and collection ABIs', () => {
    expect(abis.map((a) => a.file)).toEqual(
      expect.arrayContaining(['Nft.abi.json', 'NftWithRoyalty.abi.json', 'Collection.abi.json', 'CollectionWithRoyalty.abi.json']),
    );
  });

  it.each(abis.map(({ file, abi }) => [file, abi] as const))('%s', (file, abi) => {
    const random = rng(file.length * 7919);
    for (let i = 0; i < 10; i++) {
      const values = Object.fromEntries(abi.fields.map((p) => [p.name, randomValue(random, p)])) as Record<string, any>;
      const theirs = nekoton.packIntoCell(abi.fields as any, values, '2.2').boc;
      const decoded = decodeFields(Cell.fromBase64(theirs), abi);
      expect(normalized(abi.fields, decoded)).toEqual(normalized(abi.fields, values));
      // The lean BOC reader's cells (the reader's hot path) read the same.
      expect(decodeFields(readBoc(Buffer.from(theirs, 'base64')), abi)).toEqual(decoded);
      expect(cellHash(encodeFields(abi, values).toBoc().toString('base64'))).toBe(cellHash(theirs));
    }
  });
});
