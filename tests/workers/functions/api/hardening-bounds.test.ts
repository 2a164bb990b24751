// Inputs that once passed validation and then broke the query: each is either
// bounded where it is parsed, with a 400 naming the field and the bound, or answered normally.
import { beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTE_FILTERS_MAX, NAME_PATTERN_MAX_BYTES } from '@shared/contract/requests';
import { buildWorld, json, post, W } from './fixtures';

beforeAll(async () => {
  await buildWorld();
});

const traitTypes = (count: number) => Array.from({ length: count }, (_, i) => ({ traitType: `Type ${i}`, traitValues: ['a', 'b'] }));

describe('collection name patterns (SQLite refuses LIKE patterns over 50 bytes)', () => {
  for (const path of ['/collections', '/collections/simple']) {
    it(`${path}: a name of 50 bytes is searched, a longer one is a 400 that says the bound`, async () => {
      const fits = await json<{ items: unknown[] }>(await post(path, { name: `%${'x'.repeat(NAME_PATTERN_MAX_BYTES - 2)}%` }));
      expect(fits.items).toEqual([]);
      for (const name of ['%' + 'x'.repeat(60) + '%', 'é'.repeat(26)]) {
        const res = await post(path, { name });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ field: 'name', error: expect.stringContaining(`at most ${NAME_PATTERN_MAX_BYTES} bytes`) });
      }
    });
  }

  it('a pattern at the limit still matches', async () => {
    const list = await json<{ items: { address: string }[] }>(
      await post('/collections', { name: `%punks%${'%'.repeat(NAME_PATTERN_MAX_BYTES - 7)}` }),
    );
    expect(list.items.map((i) => i.address)).toEqual([W.punks]);
  });
});

describe('attribute filters (each trait type is one more SQL condition)', () => {
  for (const path of ['/nfts', '/nfts/price-range']) {
    it(`${path}: ${ATTRIBUTE_FILTERS_MAX} trait types are answered, more are a 400 that says the bound`, async () => {
      expect((await post(path, { attributes: traitTypes(ATTRIBUTE_FILTERS_MAX) })).status).toBe(200);
      const res = await post(path, { attributes: traitTypes(48) });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        field: 'attributes',
        error: expect.stringContaining(`at most ${ATTRIBUTE_FILTERS_MAX} trait types`),
      });
    });
  }

  it('long trait types and values are a 400 naming the field and the bound', async () => {
    const longType = await post('/nfts', { attributes: [{ traitType: 't'.repeat(129), traitValues: ['v'] }] });
    expect(await json(longType, 400)).toEqual({
      field: 'attributes.0.traitType',
      error: expect.stringContaining('at most 128 characters'),
    });
    const longValue = await post('/nfts/price-range', { attributes: [{ traitType: 't', traitValues: ['v'.repeat(257)] }] });
    expect(await json(longValue, 400)).toEqual({
      field: 'attributes.0.traitValues.0',
      error: expect.stringContaining('at most 256 characters'),
    });
  });

  it('the largest filter allowed is answered, with a collection (trait plan) and without', async () => {
    const attributes = Array.from({ length: ATTRIBUTE_FILTERS_MAX }, (_, i) => ({
      traitType: `${'T'.repeat(120)}${i}`,
      traitValues: Array.from({ length: 100 }, (_, v) => `${'v'.repeat(250)}${v}`),
    }));
    for (const body of [
      { attributes },
      {
        attributes,
        collections: [W.punks, W.orbs],
        forsale: true,
        auction: true,
        priceFrom: '0',
        priceTo: '9',
        verified: false,
        owners: [W.alice],
      },
    ]) {
      expect((await post('/nfts', body)).status).toBe(200);
      expect((await post('/nfts/price-range', { ...body, owners: [], verified: true })).status).toBe(200);
    }
  });
});

describe('search text and LIKE wildcards (found by the fuzz suite)', () => {
  it('a long text of wildcards, or a long text that names an NFT, is searched, not a 500', async () => {
    for (const text of ['%'.repeat(200), '_'.repeat(60), `${'%_'.repeat(40)}Punk`, 'Punk #1'.padEnd(120, '%')]) {
      const res = await post('/search', text, { 'content-type': 'text/plain' });
      expect(res.status, text).toBe(200);
    }
  });

  it('cutting the prefilter pattern never changes what matches', async () => {
    const exact = await json<{ items: { nftName: string | null }[] }>(await post('/search', 'Punk #1', { 'content-type': 'text/plain' }));
    expect(exact.items.map((i) => i.nftName)).toContain('Punk #1');
    const long = await json<{ items: unknown[] }>(await post('/search', `Punk #1${'x'.repeat(80)}`, { 'content-type': 'text/plain' }));
    expect(long.items).toEqual([]);
  });
});
