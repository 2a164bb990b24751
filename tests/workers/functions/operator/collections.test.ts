// POST /api/operator/collections: an operator verifies (or un-verifies) a collection at run time, through
// the reader, without a redeploy; authorised and validated like the other operators' endpoints.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleOperatorCollections } from '@functions/operator/collections';
import { ingest } from '@functions/indexer';
import { resetDatabase } from '../../../support/indexer/database';
import { A, FixtureChain } from '../../../support/indexer/fixtures';
import { json, post } from '../api/fixtures';

const curate = (body: unknown, token = env.OPERATOR_TOKEN, client = '198.51.100.60') =>
  handleOperatorCollections(
    new Request('https://market.test/api/operator/collections', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'cf-connecting-ip': client },
      body: JSON.stringify(body),
    }),
    env,
  );

/** The NFTs the Explore page lists (verified collections only). */
const explored = async () =>
  (await json<{ items: { address: string }[] }>(await post('/nfts', { verified: true, limit: 50 }))).items.map((n) => n.address);

beforeAll(async () => {
  await resetDatabase(env.DB);
  const chain = new FixtureChain();
  await ingest(env.DB, [
    ...chain.setup(),
    chain.collection('found', { verified: false, name: 'Found Things' }),
    chain.mint('f1', 'found', 'alice'),
  ]);
});

describe('POST /api/operator/collections', () => {
  it('marks a collection verified, and then not, and its NFTs follow', async () => {
    expect(await explored()).not.toContain(A('f1'));
    const res = await curate({ collection: A('found'), verified: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ collection: A('found'), verified: true, hidden: false });
    expect(await env.DB.prepare('SELECT verified FROM collections WHERE address = ?1').bind(A('found')).first('verified')).toBe(1);
    expect(await explored()).toContain(A('f1'));

    expect((await curate({ collection: A('found'), verified: false })).status).toBe(200);
    expect(await explored()).not.toContain(A('f1'));
  });

  it('hides a collection from every list, feed and search, and shows it again; its pages still find it by address', async () => {
    const everywhere = async () => {
      const unverifiedNfts = (await json<{ items: { address: string }[] }>(await post('/nfts', { verified: false, limit: 50 }))).items.map(
        (n) => n.address,
      );
      const collections = (
        await json<{ items: { address: string }[] }>(await post('/collections', { verified: false, limit: 50 }))
      ).items.map((c) => c.address);
      const searched = (
        await json<{ items: { address: string }[] }>(await post('/search', 'Found', { 'content-type': 'text/plain' }))
      ).items.map((i) => i.address);
      const feed = (await json<{ data: { address: string }[] }>(await post('/events', { limit: 50 }))).data.map((e) => e.address);
      return { unverifiedNfts, collections, searched, feed };
    };
    const before = await everywhere();
    expect(before.unverifiedNfts).toContain(A('f1'));
    expect(before.collections).toContain(A('found'));
    expect(before.searched).toContain(A('found'));
    expect(before.feed).toContain(A('f1'));

    const res = await curate({ collection: A('found'), verified: true, hidden: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ collection: A('found'), verified: true, hidden: true });
    const hidden = await everywhere();
    expect(hidden.unverifiedNfts).not.toContain(A('f1'));
    expect(await explored()).not.toContain(A('f1'));
    expect(hidden.collections).not.toContain(A('found'));
    expect(hidden.searched).toEqual([]);
    expect(hidden.feed).not.toContain(A('f1'));
    // By address, its own pages still find it.
    const own = await json<{ address: string }>(await post('/collection/details', { collection: A('found') }));
    expect(own.address).toBe(A('found'));
    const ownItems = await json<{ items: { address: string }[] }>(
      await post('/nfts', { collections: [A('found')], verified: false, limit: 5 }),
    );
    expect(ownItems.items.map((n) => n.address)).toEqual([A('f1')]);

    expect((await curate({ collection: A('found'), verified: false, hidden: false })).status).toBe(200);
    const shown = await everywhere();
    expect(shown.unverifiedNfts).toContain(A('f1'));
    expect(shown.collections).toContain(A('found'));
    expect(shown.searched).toContain(A('found'));
    expect(shown.feed).toContain(A('f1'));
  });

  it('refuses a wrong token, bad fields and an unknown collection, changing nothing', async () => {
    expect((await curate({ collection: A('found'), verified: true }, 'wrong')).status).toBe(401);
    const badCollection = await curate({ collection: 'nope', verified: true });
    expect(badCollection.status).toBe(400);
    expect(await badCollection.json()).toMatchObject({ field: 'collection' });
    const badFlag = await curate({ collection: A('found'), verified: 'yes' });
    expect(badFlag.status).toBe(400);
    expect(await badFlag.json()).toMatchObject({ field: 'verified' });
    const badHidden = await curate({ collection: A('found'), verified: true, hidden: 1 });
    expect(badHidden.status).toBe(400);
    expect(await badHidden.json()).toMatchObject({ field: 'hidden' });
    const unknown = await curate({ collection: A('nobody'), verified: true });
    expect(unknown.status).toBe(404);
    expect(await env.DB.prepare('SELECT verified FROM collections WHERE address = ?1').bind(A('found')).first('verified')).toBe(0);
  });
});
