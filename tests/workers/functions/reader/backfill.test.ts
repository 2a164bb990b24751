// Backfilling a collection's NFTs by code hash (functions/reader/backfill.ts) against the fake JRPC:
// getAccountsByCodeHash pages every NFT under the code, each NFT's state becomes a mint with its
// metadata, NFTs of another collection under the same code are skipped, the continuation goes on where
// the previous call stopped, and a re-run or a later NftCreated changes nothing. The operators' route
// refuses a wrong token and bad fields with the field named.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { BACKFILL_PAGES_PER_CALL, backfillByCodeHash } from '@functions/reader/backfill';
import { handleOperatorBackfill } from '@functions/operator/backfill';
import { JrpcClient } from '@functions/reader/jrpc';
import { ingest } from '@functions/indexer';
import { resetDatabase } from '../../../support/indexer/database';
import { addr, FakeJrpc } from '../../../support/chain/fake-jrpc';

const db = env.DB;
const COLLECTION = addr('collection');
const OTHER = addr('other-collection');
const ALICE = addr('alice');
const CODE = 'c0de'.repeat(16);

let jrpc: FakeJrpc;
const client = () => new JrpcClient({ endpoint: 'https://jrpc.test/rpc', fetch: jrpc.fetch, backoffMs: 0 });
const count = async (sql: string) => (await db.prepare(sql).first<{ n: number }>())!.n;

beforeEach(async () => {
  await resetDatabase(db);
  jrpc = new FakeJrpc();
});

describe('backfill by code hash', () => {
  it('ingests every NFT of the collection under the code, with metadata, and goes on from its continuation', async () => {
    const total = BACKFILL_PAGES_PER_CALL * 100 + 30;
    for (let i = 0; i < total; i++) {
      jrpc.nftData(addr(`nft-${i}`), {
        id: String(i),
        collection: COLLECTION,
        owner: ALICE,
        json: { name: `Thing #${i}`, attributes: [{ trait_type: 'Size', value: String(i % 3) }] },
        codeHash: CODE,
      });
    }
    jrpc.nftData(addr('stranger'), { id: '1', collection: OTHER, owner: ALICE, json: { name: 'Not ours' }, codeHash: CODE });
    jrpc.nftData(addr('other-code'), {
      id: '2',
      collection: COLLECTION,
      owner: ALICE,
      json: { name: 'Other code' },
      codeHash: 'ab'.repeat(32),
    });

    const first = await backfillByCodeHash({ db, jrpc: client() }, { collection: COLLECTION, codeHash: CODE });
    expect(first.scanned).toBe(BACKFILL_PAGES_PER_CALL * 100);
    expect(first.continuation).not.toBeNull();
    const second = await backfillByCodeHash(
      { db, jrpc: client() },
      { collection: COLLECTION, codeHash: CODE, continuation: first.continuation! },
    );
    expect(second.continuation).toBeNull();
    expect(first.applied + second.applied).toBe(total);
    expect(first.skipped + second.skipped).toBe(1); // the stranger
    expect(await count('SELECT count(*) AS n FROM nfts')).toBe(total);
    expect(await db.prepare('SELECT name, owner, collection FROM nfts WHERE address = ?1').bind(addr('nft-7')).first()).toEqual({
      name: 'Thing #7',
      owner: ALICE,
      collection: COLLECTION,
    });
    expect(await db.prepare('SELECT nft_count FROM collections WHERE address = ?1').bind(COLLECTION).first('nft_count')).toBe(total);

    // A re-run, and the collection's own NftCreated read later, change nothing.
    const again = await backfillByCodeHash({ db, jrpc: client() }, { collection: COLLECTION, codeHash: CODE });
    expect(again.applied).toBe(0);
    const mint = {
      id: 'tx:0',
      kind: 'mint',
      ts: jrpc.now,
      lt: 1,
      emitter: COLLECTION,
      payload: { nft: addr('nft-3'), collection: COLLECTION, id: '3', owner: ALICE },
    };
    expect((await ingest(db, [mint])).applied).toBe(1);
    expect(await db.prepare('SELECT nft_count FROM collections WHERE address = ?1').bind(COLLECTION).first('nft_count')).toBe(total);
  }, 60_000);

  it("the operators' route refuses a wrong token and names a bad field", async () => {
    const post = (body: unknown, token = env.OPERATOR_TOKEN) =>
      handleOperatorBackfill(
        new Request('https://market.test/api/operator/backfill', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        env as unknown as Env,
      );
    expect((await post({ collection: COLLECTION, codeHash: CODE }, 'wrong')).status).toBe(401);
    const bad = await post({ collection: 'nope', codeHash: CODE });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'collection' });
    const badHash = await post({ collection: COLLECTION, codeHash: 'XYZ' });
    expect(await badHash.json()).toMatchObject({ field: 'codeHash' });
    expect(await count('SELECT count(*) AS n FROM nfts')).toBe(0);
  });
});
