/**
 * NFT lifecycle: mint, metadata, transfer, manager change, burn. Counters on collections are
 * updated incrementally; every statement that depends on "was this already the case" reads the
 * row state *before* the statement that changes it, so statement order below matters.
 */
import { addressIdSql } from '../../db/address-ids';
import { newNftSearchDocsSql, nftSearchDocSql } from '../../db/search';
import { nftTraitPairsSql, traitKeysOf } from '../../db/trait-keys';
import { insertActivities, insertActivity } from '../activity';
import type { BatchContext } from '../context';
import type { EventOf } from '../envelope';
import { nftFields } from '../metadata';
import { NO_NAME_SORT_KEY } from '@shared/lib/name-sort';

export const ZERO_ADDRESS = `0:${'0'.repeat(64)}`;

// The ids of the NFT's (collection, owner) pair while it is not burned, and of the rows where `where` holds:
// collection_owners' key.
const holdingOf = (where: string) => `(SELECT n.collection_id, n.owner_id FROM nfts n WHERE ${where})`;
const HOLDING = holdingOf('n.address = ?1 AND n.burned = 0');

/** Removes the NFT's traits and file types from its collection's aggregates (non-burned NFTs only count). */
function removeAggregates(ctx: BatchContext, nft: string): void {
  // The NFT's traits are the pairs in its trait_keys (NULL once burned), found by primary key.
  const pairs = nftTraitPairsSql('?1');
  ctx.run(`UPDATE collection_traits SET nft_count = nft_count - 1 WHERE (collection, type_key, value_key) IN (${pairs})`, nft);
  ctx.run(`DELETE FROM collection_traits WHERE nft_count <= 0 AND (collection, type_key, value_key) IN (${pairs})`, nft);
  ctx.run(
    `DELETE FROM nft_traits WHERE nft = ${addressIdSql('?1')}
       AND (collection, type_key, value_key) IN (SELECT ${addressIdSql('p.collection')}, p.type_key, p.value_key FROM (${pairs}) p)`,
    nft,
  );
  const types = 'SELECT n.collection, j.value FROM nfts n, json_each(n.files_mimetypes) j WHERE n.address = ?1 AND n.burned = 0';
  ctx.run(`UPDATE collection_mimetypes SET nft_count = nft_count - 1 WHERE (collection, mimetype) IN (${types})`, nft);
  ctx.run(`DELETE FROM collection_mimetypes WHERE nft_count <= 0 AND (collection, mimetype) IN (${types})`, nft);
}

/** Replaces the NFT's metadata-derived columns, traits and file types. */
export function applyNftMetadata(ctx: BatchContext, nft: string, meta: Record<string, unknown>, ts: number): void {
  const f = nftFields(meta);
  // Its traits and its search document are keyed by its id.
  ctx.registerNft(nft);
  removeAggregates(ctx, nft);
  ctx.traitsChanged(nft);
  ctx.run(
    `UPDATE nfts SET name = ?2, name_sort = ?3, description = ?4, image = ?5, mimetype = ?6, full_image = ?7,
       full_image_mimetype = ?8, type = ?9, royalty = ?10, files_mimetypes = ?11, updated_at = max(updated_at, ?12),
       trait_keys = CASE WHEN burned = 0 THEN ?13 END
     WHERE address = ?1`,
    nft,
    f.name,
    f.nameSort,
    f.description,
    f.image,
    f.mimetype,
    f.fullImage,
    f.fullImageMimetype,
    f.type,
    f.royalty,
    JSON.stringify(f.filesMimetypes),
    ts,
    traitKeysOf(f.traits),
  );
  if (f.traits.length > 0) {
    const traits = 'FROM nfts n, json_each(?2) j WHERE n.address = ?1 AND n.burned = 0';
    const field = (name: string) => `json_extract(j.value, '$.${name}')`;
    ctx.run(
      `INSERT INTO nft_traits (collection, type_key, value_key, nft, trait_type, trait_value)
       SELECT ${addressIdSql('n.collection')}, ${field('typeKey')}, ${field('valueKey')}, ${addressIdSql('n.address')}, ${field('traitType')}, ${field('traitValue')} ${traits}
       ON CONFLICT DO NOTHING`,
      nft,
      JSON.stringify(f.traits),
    );
    ctx.run(
      `INSERT INTO collection_traits (collection, type_key, value_key, trait_type, trait_value, nft_count)
       SELECT n.collection, ${field('typeKey')}, ${field('valueKey')}, ${field('traitType')}, ${field('valueText')}, 1 ${traits}
       ON CONFLICT DO UPDATE SET nft_count = nft_count + 1`,
      nft,
      JSON.stringify(f.traits),
    );
  }
  ctx.run(
    `INSERT INTO collection_mimetypes (collection, mimetype, nft_count)
     SELECT n.collection, j.value, 1 FROM nfts n, json_each(n.files_mimetypes) j WHERE n.address = ?1 AND n.burned = 0
     ON CONFLICT DO UPDATE SET nft_count = nft_count + 1`,
    nft,
  );
  for (const s of nftSearchDocSql(nft)) ctx.run(s.sql, ...s.params);
  ctx.nft(nft);
}

/**
 * Moves a non-burned NFT to `owner` (and optionally sets its manager), keeping owners_count and
 * collection_owners right. A no-op for the counters when the owner does not change.
 */
export function setOwner(ctx: BatchContext, nft: string, owner: string, ts: number, manager?: string): void {
  const moving = 'n.address = ?1 AND n.burned = 0 AND n.owner IS NOT ?2';
  // The holdings are keyed by the ids of the collection and of both owners (the old one got its id
  // when it became the owner).
  ctx.registerNft(nft);
  ctx.registerAddresses(owner);
  // The new owner joins the collection's owners if they held nothing there yet; the old owner
  // leaves them if this was their last NFT there.
  ctx.run(
    `UPDATE collections SET owners_count = owners_count
       + (NOT EXISTS (SELECT 1 FROM collection_owners WHERE collection = ${addressIdSql('collections.address')} AND owner = ${addressIdSql('?2')}))
       - ifnull((SELECT nft_count = 1 FROM collection_owners WHERE (collection, owner) = ${HOLDING}), 0)
     WHERE address = (SELECT n.collection FROM nfts n WHERE ${moving})`,
    nft,
    owner,
  );
  ctx.run(`UPDATE collection_owners SET nft_count = nft_count - 1 WHERE (collection, owner) = ${holdingOf(moving)}`, nft, owner);
  ctx.run(`DELETE FROM collection_owners WHERE nft_count <= 0 AND (collection, owner) = ${HOLDING}`, nft);
  ctx.run(
    `INSERT INTO collection_owners (collection, owner, nft_count)
     SELECT n.collection_id, ${addressIdSql('?2')}, 1 FROM nfts n WHERE ${moving}
     ON CONFLICT DO UPDATE SET nft_count = nft_count + 1`,
    nft,
    owner,
  );
  // The manager is stored only when it is not the owner; `owner` on the right is the old one.
  ctx.run(
    `UPDATE nfts SET owner = ?2, owner_id = ${addressIdSql('?2')}, manager = nullif(coalesce(?3, manager, owner), ?2),
       updated_at = max(updated_at, ?4)
     WHERE address = ?1 AND burned = 0`,
    nft,
    owner,
    manager ?? null,
    ts,
  );
  ctx.nft(nft);
  ctx.profiles(owner);
}

/**
 * A mint is the most frequent heavy event: a collection's history is mostly runs of them. A run of mints
 * (those applied since the last other event) is written together by `flushMints`, one statement per table
 * rather than one per mint and table (D1's cost is per statement).
 */
export function applyMint(ctx: BatchContext, e: EventOf<'mint'>): void {
  const p = e.payload;
  // The new NFT is not in `nfts` at the batch's head: its collection is named here for the id rows.
  ctx.registerNft(p.nft, p.collection);
  ctx.registerAddresses(p.owner);
  ctx.pendingMints.push(e);
  if (ctx.pendingMints.length >= MINTS_PER_FLUSH) flushMints(ctx);
  ctx.traitsChanged(p.nft);
  ctx.nft(p.nft);
  ctx.collection(p.collection);
}

/** At most this many mints in one set of statements (their values are bound as one JSON parameter). */
export const MINTS_PER_FLUSH = 200;

/** The run's mints as JSON rows: the first mint of each NFT (a repeated one changes nothing); and the named ones. */
function mintRows(mints: readonly EventOf<'mint'>[]): { json: string; named: string[] } {
  const firstTs = new Map<string, number>();
  const rows = new Map<string, object>();
  const named: string[] = [];
  for (const e of mints) {
    const p = e.payload;
    if (rows.has(p.nft)) continue;
    if (!firstTs.has(p.collection)) firstTs.set(p.collection, e.ts);
    const f = p.meta ? nftFields(p.meta) : null;
    if (f?.name) named.push(p.nft);
    rows.set(p.nft, {
      nft: p.nft,
      collection: p.collection,
      id: p.id,
      owner: p.owner,
      manager: p.manager ?? p.owner,
      ts: e.ts,
      firstTs: firstTs.get(p.collection)!,
      name: f?.name ?? null,
      nameSort: f?.nameSort ?? NO_NAME_SORT_KEY,
      description: f?.description ?? null,
      image: f?.image ?? null,
      mimetype: f?.mimetype ?? null,
      fullImage: f?.fullImage ?? null,
      fullImageMimetype: f?.fullImageMimetype ?? null,
      type: f?.type ?? null,
      royalty: f?.royalty ?? null,
      files: JSON.stringify(f?.filesMimetypes ?? []),
      mimetypes: f?.filesMimetypes ?? [],
      traits: f?.traits ?? [],
      traitKeys: traitKeysOf(f?.traits ?? []),
    });
  }
  return { json: JSON.stringify([...rows.values()]), named };
}

// The run's mints of NFTs not indexed yet (?1: mintRows), as m: every aggregate below counts only those, and
// runs before the NFTs' own insert.
const NEW_MINTS = `
  SELECT m.key AS seq, m.value ->> 'nft' AS nft, m.value ->> 'collection' AS collection, m.value ->> 'owner' AS owner,
         m.value ->> 'ts' AS ts, m.value ->> 'firstTs' AS first_ts, m.value -> 'traits' AS traits, m.value -> 'mimetypes' AS mimetypes
  FROM json_each(?1) m WHERE NOT EXISTS (SELECT 1 FROM nfts WHERE address = m.value ->> 'nft')`;
const field = (name: string) => `t.value ->> '${name}'`;

/** Writes the mints applied since the last other event (before that event's statements, and at the batch's end). */
export function flushMints(ctx: BatchContext): void {
  while (ctx.pendingMints.length > 0) writeMints(ctx, ctx.pendingMints.splice(0, MINTS_PER_FLUSH));
}

function writeMints(ctx: BatchContext, mints: readonly EventOf<'mint'>[]): void {
  const { json: rows, named } = mintRows(mints);
  // Counters, and the collection row if its mints come first. The new owners are those not holding any of the
  // collection yet (collection_owners before this run's insert below).
  ctx.run(
    `INSERT INTO collections (address, owner, created_at, updated_at, nft_count, owners_count, first_mint)
     SELECT m.collection, ?2, max(m.first_ts), max(m.ts), count(*),
       count(DISTINCT CASE WHEN NOT EXISTS (SELECT 1 FROM collection_owners co
                                            WHERE co.collection = ${addressIdSql('m.collection')} AND co.owner = ${addressIdSql('m.owner')})
                      THEN m.owner END),
       min(m.ts)
     FROM (${NEW_MINTS}) m WHERE true GROUP BY m.collection
     ON CONFLICT DO UPDATE SET nft_count = nft_count + excluded.nft_count, owners_count = owners_count + excluded.owners_count,
       first_mint = min(ifnull(first_mint, excluded.first_mint), excluded.first_mint), updated_at = max(updated_at, excluded.updated_at)`,
    rows,
    ZERO_ADDRESS,
  );
  ctx.run(
    `INSERT INTO collection_owners (collection, owner, nft_count)
     SELECT ${addressIdSql('m.collection')}, ${addressIdSql('m.owner')}, count(*) FROM (${NEW_MINTS}) m WHERE true GROUP BY m.collection, m.owner
     ON CONFLICT DO UPDATE SET nft_count = nft_count + excluded.nft_count`,
    rows,
  );
  ctx.run(
    `INSERT INTO nft_traits (collection, type_key, value_key, nft, trait_type, trait_value)
     SELECT ${addressIdSql('m.collection')}, ${field('typeKey')}, ${field('valueKey')}, ${addressIdSql('m.nft')}, ${field('traitType')}, ${field('traitValue')}
     FROM (${NEW_MINTS}) m, json_each(m.traits) t WHERE true
     ON CONFLICT DO NOTHING`,
    rows,
  );
  // A trait's first spelling in the run names it (the row of min(seq)), as the first mint's insert did.
  ctx.run(
    `INSERT INTO collection_traits (collection, type_key, value_key, trait_type, trait_value, nft_count)
     SELECT collection, type_key, value_key, trait_type, trait_value, n FROM (
       SELECT m.collection, ${field('typeKey')} AS type_key, ${field('valueKey')} AS value_key, ${field('traitType')} AS trait_type,
              ${field('valueText')} AS trait_value, min(m.seq), count(*) AS n
       FROM (${NEW_MINTS}) m, json_each(m.traits) t GROUP BY m.collection, type_key, value_key) WHERE true
     ON CONFLICT DO UPDATE SET nft_count = nft_count + excluded.nft_count`,
    rows,
  );
  ctx.run(
    `INSERT INTO collection_mimetypes (collection, mimetype, nft_count)
     SELECT m.collection, j.value, count(*) FROM (${NEW_MINTS}) m, json_each(m.mimetypes) j WHERE true GROUP BY m.collection, j.value
     ON CONFLICT DO UPDATE SET nft_count = nft_count + excluded.nft_count`,
    rows,
  );
  ctx.run(
    // Keyed by the NFT's address id: a join, so an NFT whose ids the batch's head did not give is never
    // written under some other rowid.
    `INSERT INTO nfts (id, address, collection_id, collection, nft_id, owner, owner_id, manager, name, name_sort, description,
       image, mimetype, full_image, full_image_mimetype, type, royalty, files_mimetypes, trait_keys, verified, created_at, updated_at)
     SELECT na.id, na.address, ca.id, ca.address, m.value ->> 'id', m.value ->> 'owner', ${addressIdSql("m.value ->> 'owner'")},
       nullif(m.value ->> 'manager', m.value ->> 'owner'), m.value ->> 'name', m.value ->> 'nameSort', m.value ->> 'description',
       m.value ->> 'image', m.value ->> 'mimetype', m.value ->> 'fullImage', m.value ->> 'fullImageMimetype', m.value ->> 'type',
       m.value ->> 'royalty', m.value ->> 'files', m.value ->> 'traitKeys',
       ifnull((SELECT verified FROM collections WHERE address = ca.address), 0), m.value ->> 'ts', m.value ->> 'ts'
     FROM json_each(?1) m JOIN addresses na ON na.address = m.value ->> 'nft' JOIN addresses ca ON ca.address = m.value ->> 'collection'
     WHERE true
     ON CONFLICT DO NOTHING`,
    rows,
  );
  if (named.length > 0) for (const s of newNftSearchDocsSql(named)) ctx.run(s.sql, ...s.params);
  insertActivities(
    ctx,
    'mint',
    mints.map((e) => {
      const p = e.payload;
      const creator = p.creator ?? p.owner;
      return { e, nft: p.nft, part: { mint: { owner: p.owner, creator } }, participants: [p.owner, creator] };
    }),
  );
}

export function applyTransfer(ctx: BatchContext, e: EventOf<'transfer'>): void {
  const p = e.payload;
  // The activity first: it records the move even if a deal event already moved the owner.
  insertActivity(ctx, e, 'transfer', p.nft, { transfer: { from: p.oldOwner, to: p.newOwner } }, [p.oldOwner, p.newOwner]);
  setOwner(ctx, p.nft, p.newOwner, e.ts);
  // The previous owner's Collected and Activity tabs change too.
  ctx.profiles(p.oldOwner);
}

export function applyManagerChanged(ctx: BatchContext, e: EventOf<'manager_changed'>): void {
  ctx.run(
    'UPDATE nfts SET manager = nullif(?2, owner), updated_at = max(updated_at, ?3) WHERE address = ?1',
    e.payload.nft,
    e.payload.newManager,
    e.ts,
  );
  ctx.nft(e.payload.nft);
}

export function applyNftMetadataEvent(ctx: BatchContext, e: EventOf<'nft_metadata'>): void {
  applyNftMetadata(ctx, e.payload.nft, e.payload.meta, e.ts);
}

export function applyBurn(ctx: BatchContext, e: EventOf<'burn'>): void {
  const nft = e.payload.nft;
  ctx.run(
    `UPDATE collections SET owners_count = owners_count - ifnull((
       SELECT CASE WHEN nft_count = 1 THEN 1 ELSE 0 END FROM collection_owners WHERE (collection, owner) = ${HOLDING}), 0),
       nft_count = nft_count - 1, updated_at = max(updated_at, ?2)
     WHERE address = (SELECT collection FROM nfts WHERE address = ?1 AND burned = 0)`,
    nft,
    e.ts,
  );
  ctx.run(`UPDATE collection_owners SET nft_count = nft_count - 1 WHERE (collection, owner) = ${HOLDING}`, nft);
  ctx.run(`DELETE FROM collection_owners WHERE nft_count <= 0 AND (collection, owner) = ${HOLDING}`, nft);
  removeAggregates(ctx, nft);
  ctx.traitsChanged(nft);
  ctx.run('UPDATE nfts SET burned = 1, trait_keys = NULL, updated_at = max(updated_at, ?2) WHERE address = ?1 AND burned = 0', nft, e.ts);
  for (const s of nftSearchDocSql(nft)) ctx.run(s.sql, ...s.params);
  ctx.market(nft);
  ctx.profiles(e.payload.owner);
}
