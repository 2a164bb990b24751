/**
 * NFT lifecycle: mint, metadata, transfer, manager change, burn. Counters on collections are
 * updated incrementally; every statement that depends on "was this already the case" reads the
 * row state *before* the statement that changes it, so statement order below matters.
 */
import { addressIdSql } from '../../db/address-ids';
import { newNftSearchDocSql, nftSearchDocSql } from '../../db/search';
import { nftTraitPairsSql, traitKeysOf } from '../../db/trait-keys';
import { insertActivity } from '../activity';
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
 * A mint writes the new NFT with its metadata in one go (the most frequent heavy event, so it gets
 * its own short path): every aggregate statement is guarded by "the NFT does not exist yet" and
 * runs before the NFT insert, so a repeated mint of the same NFT changes nothing.
 */
export function applyMint(ctx: BatchContext, e: EventOf<'mint'>): void {
  const p = e.payload;
  const f = p.meta ? nftFields(p.meta) : null;
  const isNew = 'NOT EXISTS (SELECT 1 FROM nfts WHERE address = ?2)';
  // The new NFT is not in `nfts` at the batch's head: its collection is named here for the id rows.
  ctx.registerNft(p.nft, p.collection);
  ctx.registerAddresses(p.owner);
  // ?1 collection ?2 nft ?3 owner ?4 ts: counters, and the collection row if the mint comes first.
  ctx.run(
    `INSERT INTO collections (address, owner, created_at, updated_at, nft_count, owners_count, first_mint)
     SELECT ?1, ?5, ?4, ?4, 1, 1, ?4 WHERE ${isNew}
     ON CONFLICT DO UPDATE SET nft_count = nft_count + 1,
       owners_count = owners_count + (NOT EXISTS (SELECT 1 FROM collection_owners WHERE collection = ${addressIdSql('?1')} AND owner = ${addressIdSql('?3')})),
       first_mint = min(ifnull(first_mint, ?4), ?4), updated_at = max(updated_at, ?4)`,
    p.collection,
    p.nft,
    p.owner,
    e.ts,
    ZERO_ADDRESS,
  );
  ctx.run(
    `INSERT INTO collection_owners (collection, owner, nft_count) SELECT ${addressIdSql('?1')}, ${addressIdSql('?3')}, 1 WHERE ${isNew}
     ON CONFLICT DO UPDATE SET nft_count = nft_count + 1`,
    p.collection,
    p.nft,
    p.owner,
  );
  if (f && f.traits.length > 0) {
    const field = (name: string) => `json_extract(j.value, '$.${name}')`;
    const traits = JSON.stringify(f.traits);
    ctx.run(
      `INSERT INTO nft_traits (collection, type_key, value_key, nft, trait_type, trait_value)
       SELECT ${addressIdSql('?1')}, ${field('typeKey')}, ${field('valueKey')}, ${addressIdSql('?2')}, ${field('traitType')}, ${field('traitValue')} FROM json_each(?3) j WHERE ${isNew}
       ON CONFLICT DO NOTHING`,
      p.collection,
      p.nft,
      traits,
    );
    ctx.run(
      `INSERT INTO collection_traits (collection, type_key, value_key, trait_type, trait_value, nft_count)
       SELECT ?1, ${field('typeKey')}, ${field('valueKey')}, ${field('traitType')}, ${field('valueText')}, 1 FROM json_each(?3) j WHERE ${isNew}
       ON CONFLICT DO UPDATE SET nft_count = nft_count + 1`,
      p.collection,
      p.nft,
      traits,
    );
  }
  if (f && f.filesMimetypes.length > 0)
    ctx.run(
      `INSERT INTO collection_mimetypes (collection, mimetype, nft_count) SELECT ?1, j.value, 1 FROM json_each(?3) j WHERE ${isNew}
       ON CONFLICT DO UPDATE SET nft_count = nft_count + 1`,
      p.collection,
      p.nft,
      JSON.stringify(f.filesMimetypes),
    );
  ctx.run(
    // Keyed by the NFT's address id: a SELECT, so an NFT whose ids the batch's head
    // did not give is never written under some other rowid.
    `INSERT INTO nfts (id, address, collection_id, collection, nft_id, owner, owner_id, manager, name, name_sort, description,
       image, mimetype, full_image, full_image_mimetype, type, royalty, files_mimetypes, trait_keys, verified, created_at, updated_at)
     SELECT na.id, ?1, ca.id, ?2, ?3, ?4, ${addressIdSql('?4')}, nullif(?5, ?4), ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15,
       ?16,
       ifnull((SELECT verified FROM collections WHERE address = ?2), 0), ?17, ?17
     FROM addresses na, addresses ca WHERE na.address = ?1 AND ca.address = ?2
     ON CONFLICT DO NOTHING`,
    p.nft,
    p.collection,
    p.id,
    p.owner,
    p.manager ?? p.owner,
    f?.name ?? null,
    f?.nameSort ?? NO_NAME_SORT_KEY,
    f?.description ?? null,
    f?.image ?? null,
    f?.mimetype ?? null,
    f?.fullImage ?? null,
    f?.fullImageMimetype ?? null,
    f?.type ?? null,
    f?.royalty ?? null,
    JSON.stringify(f?.filesMimetypes ?? []),
    traitKeysOf(f?.traits ?? []),
    e.ts,
  );
  if (f?.name) for (const s of newNftSearchDocSql(p.nft)) ctx.run(s.sql, ...s.params);
  const creator = p.creator ?? p.owner;
  insertActivity(ctx, e, 'mint', p.nft, { mint: { owner: p.owner, creator } }, [p.owner, creator]);
  ctx.traitsChanged(p.nft);
  ctx.nft(p.nft);
  ctx.collection(p.collection);
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
