/**
 * Collection creation and updates: on-chain metadata, owner, and the curation flags (verified,
 * hidden, for_banner; a hidden collection is unverified too, ../../db/hidden.ts). The verified flag is copied onto nfts, activity and the search index, because the
 * verified lists and feeds filter on it without a join.
 */
import { addressIdSql } from '../../db/address-ids';
import { collectionNftsSearchDocsSql, collectionSearchDocSql } from '../../db/search';
import type { BatchContext } from '../context';
import type { EventOf } from '../envelope';
import { collectionFields } from '../metadata';

interface CollectionUpdate {
  owner?: string | undefined;
  meta?: Record<string, unknown> | undefined;
  verified?: boolean | undefined;
  hidden?: boolean | undefined;
  forBanner?: boolean | undefined;
}

function applyUpdate(ctx: BatchContext, collection: string, u: CollectionUpdate, ts: number): void {
  if (u.owner !== undefined)
    ctx.run('UPDATE collections SET owner = ?2, updated_at = max(updated_at, ?3) WHERE address = ?1', collection, u.owner, ts);
  if (u.meta !== undefined) {
    const f = collectionFields(u.meta);
    ctx.run(
      `UPDATE collections SET name = ?2, description = ?3, logo = ?4, wallpaper = ?5, social = ?6, royalty = ?7, meta = ?8,
         updated_at = max(updated_at, ?9)
       WHERE address = ?1`,
      collection,
      f.name,
      f.description,
      f.logo,
      f.wallpaper,
      f.social,
      f.royalty,
      f.meta,
      ts,
    );
  }
  if (u.forBanner !== undefined) ctx.run('UPDATE collections SET for_banner = ?2 WHERE address = ?1', collection, u.forBanner ? 1 : 0);
  if (u.hidden !== undefined) ctx.run('UPDATE collections SET hidden = ?2 WHERE address = ?1', collection, u.hidden ? 1 : 0);
  if (u.verified !== undefined || u.hidden) {
    const verified = u.verified && !u.hidden ? 1 : 0;
    ctx.run('UPDATE collections SET verified = ?2 WHERE address = ?1', collection, verified);
    // Rebuild the NFTs' search documents only if some NFT still carries the old flag, i.e. it changed.
    const changed = `EXISTS (SELECT 1 FROM nfts WHERE collection_id = ${addressIdSql('?1')} AND burned = 0 AND verified != (SELECT verified FROM collections WHERE address = ?1))`;
    for (const s of collectionNftsSearchDocsSql(collection, changed)) ctx.run(s.sql, ...s.params);
    ctx.run(
      `UPDATE nfts SET verified = ?2 WHERE collection_id = ${addressIdSql('?1')} AND burned = 0 AND verified != ?2`,
      collection,
      verified,
    );
    ctx.run(`UPDATE activity SET verified = ?2 WHERE collection = ${addressIdSql('?1')} AND verified != ?2`, collection, verified);
  }
  if (u.meta !== undefined || u.verified !== undefined || u.hidden !== undefined) {
    // Its search document is keyed by its id.
    ctx.registerAddresses(collection);
    for (const s of collectionSearchDocSql(collection)) ctx.run(s.sql, ...s.params);
  }
  ctx.collection(collection);
}

export function applyCollectionCreated(ctx: BatchContext, e: EventOf<'collection_created'>): void {
  const p = e.payload;
  // An earlier mint may have started the row with a placeholder owner: creation fills it in.
  ctx.run(
    `INSERT INTO collections (address, owner, created_at, updated_at) VALUES (?1, ?2, ?3, ?3)
     ON CONFLICT DO UPDATE SET owner = excluded.owner, created_at = excluded.created_at`,
    p.collection,
    p.owner,
    e.ts,
  );
  applyUpdate(ctx, p.collection, { meta: p.meta, verified: p.verified, hidden: p.hidden, forBanner: p.forBanner }, e.ts);
  ctx.profiles(p.owner);
}

export function applyCollectionMetadata(ctx: BatchContext, e: EventOf<'collection_metadata'>): void {
  const p = e.payload;
  applyUpdate(ctx, p.collection, { owner: p.owner, meta: p.meta, verified: p.verified, hidden: p.hidden, forBanner: p.forBanner }, e.ts);
  ctx.profiles(p.owner);
}
