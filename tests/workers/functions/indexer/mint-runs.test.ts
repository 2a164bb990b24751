// A run of mints is written together (functions/indexer/apply/nfts.ts, `flushMints`): one set of statements
// for the whole run. Its rows must be exactly those of the same mints applied one at a time, whatever the run
// holds: new and known owners, a repeated mint, traits spelled two ways, NFTs without a name, and other events
// in between that read the new NFTs.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ingest } from '@functions/indexer';
import type { ChainEventInput } from '@functions/indexer';
import { resetDatabase } from '../../../support/indexer/database';
import { A, FixtureChain, nftMeta } from '../../../support/indexer/fixtures';

const db = env.DB;

/** A history in collection `c` (its own addresses, so two copies never meet). */
function history(chain: FixtureChain, c: string): ChainEventInput[] {
  const n = (i: number) => `${c}-nft-${i}`;
  const plain = (i: number, size: string) => nftMeta(n(i), { Size: size, Eyes: 'blue' });
  return [
    chain.collection(c),
    chain.mint(n(1), c, 'alice', plain(1, 'S'), '1'),
    chain.mint(n(2), c, 'alice', plain(2, 'M'), '2'),
    chain.mint(
      n(3),
      c,
      'bob',
      nftMeta(n(3), { size: 's', Eyes: 'Blue' }, [{ source: 'https://img.test/a.gif', mimetype: 'image/gif' }]),
      '3',
    ),
    // The same NFT again (a backfill's mint, say): it changes nothing.
    chain.mint(n(1), c, 'carol', plain(1, 'L'), '1'),
    chain.mint(n(4), c, 'carol', { type: 'Basic NFT' }, '4'),
    // Reads the new NFTs: the run before it must be written first.
    chain.event('transfer', { nft: A(n(2)), oldOwner: A('alice'), newOwner: A('bob') }),
    chain.mint(n(5), c, 'alice', plain(5, 'S'), '5'),
    chain.mint(n(6), c, 'dave', plain(6, 'XL'), '6'),
  ];
}

async function rowsOf(c: string) {
  const id = (await db.prepare('SELECT id FROM addresses WHERE address = ?1').bind(A(c)).first<{ id: number }>())!.id;
  // ?1: the collection's address, or its id for the tables keyed by ids.
  const all = async (sql: string, byId = false) =>
    (
      await db
        .prepare(sql)
        .bind(byId ? id : A(c))
        .all()
    ).results;
  return {
    collection: await all('SELECT nft_count, owners_count, first_mint, created_at, updated_at FROM collections WHERE address = ?1'),
    owners: await all(
      'SELECT a.address, o.nft_count FROM collection_owners o JOIN addresses a ON a.id = o.owner WHERE o.collection = ?1 ORDER BY a.address',
      true,
    ),
    traits: await all(
      'SELECT type_key, value_key, trait_type, trait_value, nft_count FROM collection_traits WHERE collection = ?1 ORDER BY type_key, value_key',
    ),
    nftTraits: await all('SELECT count(*) AS n FROM nft_traits WHERE collection = ?1', true),
    mimetypes: await all('SELECT mimetype, nft_count FROM collection_mimetypes WHERE collection = ?1 ORDER BY mimetype'),
    nfts: await all(
      `SELECT nft_id, owner, manager, name, name_sort, description, image, mimetype, files_mimetypes,
              trait_keys, verified, created_at, updated_at
       FROM nfts WHERE collection = ?1 ORDER BY nft_id`,
    ),
    documents: await all('SELECT f.name FROM search_fts f JOIN nfts n ON n.id = f.rowid WHERE n.collection = ?1 ORDER BY f.name'),
    activity: await all(
      'SELECT kind, ts, typeof(lt) AS lt, payload, length(tx) AS tx, verified FROM activity WHERE collection = ?1 ORDER BY id',
      true,
    ),
  };
}

beforeEach(async () => {
  await resetDatabase(db);
});

describe('a run of mints', () => {
  it('writes what the same mints write one at a time', async () => {
    const chain = new FixtureChain();
    await ingest(db, chain.setup());
    const together = history(chain, 'together');
    const oneByOne = history(chain, 'alone');
    expect((await ingest(db, together)).applied).toBe(together.length);
    for (const e of oneByOne) await ingest(db, [e]);
    const a = await rowsOf('together');
    const b = await rowsOf('alone');
    // The two collections' own names differ in their NFTs' names; the rest is the same.
    const rename = (rows: unknown) => JSON.parse(JSON.stringify(rows).replaceAll('alone', 'together'));
    expect(a).toEqual(rename(b));
    // And what it is: six NFTs (the repeat changed nothing), four owners, the repeat's owner not among them.
    expect(a.collection).toEqual([expect.objectContaining({ nft_count: 6, owners_count: 4 })]);
    expect(a.owners.map((o) => o['nft_count'])).toEqual(expect.arrayContaining([2, 2, 1, 1]));
    expect(a.documents).toHaveLength(5);
    expect(a.activity.filter((r) => r['kind'] === a.activity[0]!['kind'])).toHaveLength(7);
  });

  it('writes runs longer than one set of statements holds', async () => {
    const chain = new FixtureChain();
    await ingest(db, chain.setup());
    const mints = Array.from({ length: 450 }, (_, i) =>
      chain.mint(`big-${i}`, 'big', i % 3 === 0 ? 'alice' : `owner-${i % 7}`, nftMeta(`big-${i}`, { Tier: String(i % 4) }), String(i)),
    );
    expect((await ingest(db, [chain.collection('big'), ...mints])).applied).toBe(451);
    const c = await db.prepare('SELECT nft_count, owners_count FROM collections WHERE address = ?1').bind(A('big')).first();
    const owners = new Set(mints.map((e) => (e.payload as { owner: string }).owner));
    expect(c).toEqual({ nft_count: 450, owners_count: owners.size });
    const tiers = await db.prepare('SELECT sum(nft_count) AS n FROM collection_traits WHERE collection = ?1').bind(A('big')).first();
    expect(tiers).toEqual({ n: 450 });
  });
});
