/**
 * An operator's curation of a collection (verified, hidden), applied in the reader, the single writer: the flag
 * travels as a `collection_metadata` event, so nfts, activity and search follow it as for any curation.
 * The operator's endpoint is functions/operator/collections.ts.
 */
import { ingest, type ChainEventInput } from '../indexer';

export interface Curation {
  readonly collection: string;
  readonly verified: boolean;
  readonly hidden: boolean;
}

/** Applies `curation` (in the reader); null when the collection is not indexed. */
export async function curateCollection(
  db: D1Database,
  curation: Curation,
  nowMs: number,
): Promise<{ touched: { nfts: string[]; collections: string[]; profiles: string[] } } | null> {
  const known = await db.prepare('SELECT 1 AS known FROM collections WHERE address = ?1').bind(curation.collection).first();
  if (!known) return null;
  const event = {
    id: `curation:${curation.collection}:${nowMs}`,
    kind: 'collection_metadata',
    ts: Math.floor(nowMs / 1000),
    lt: 0,
    emitter: curation.collection,
    payload: { collection: curation.collection, verified: curation.verified, hidden: curation.hidden },
  } as ChainEventInput;
  const result = await ingest(db, [event]);
  return { touched: result.touched };
}
