/**
 * Offers whose end time has passed stop counting for floors and best offers, even though no event
 * says so (the contract stays "active" until someone calls finishOffer). `sweepExpired(db, now)`
 * makes them not live and recomputes what they fed. Ingest runs it with the newest event time it
 * applied; a cron or alarm can run it with the wall clock when the chain is quiet.
 *
 * Within one batch the expiring offers are first marked live = 2, so the recomputes (which read
 * live = 1) already leave them out and can still find their NFTs and collections; then 2 -> 0.
 */
import { addressSql } from '../db/address-ids';
import { recomputeCollectionFloorSql, recomputeNftFloorSql, recomputeNftOffersSql } from './derived';
import { emptyTouched, type Touched } from './context';

const EXPIRING = [
  ['direct_sells', 'expired_at > 0 AND expired_at <= ?1'],
  ['direct_buys', 'expired_at > 0 AND expired_at <= ?1'],
  ['auctions', 'finish_time <= ?1'],
] as const;

export async function sweepExpired(db: D1Database, now: number, touched: Touched = emptyTouched()): Promise<Touched> {
  const found = await db
    .prepare(
      EXPIRING.map(
        ([table, ended]) =>
          `SELECT ${addressSql('nft')} AS nft, ${addressSql('collection')} AS collection FROM ${table} WHERE live = 1 AND ${ended}`,
      ).join(' UNION '),
    )
    .bind(now)
    .all<{ nft: string; collection: string }>();
  if (found.results.length === 0) return touched;
  for (const row of found.results) {
    touched.nfts.add(row.nft);
    touched.markets.add(row.nft);
    touched.collections.add(row.collection);
  }
  const expiring = EXPIRING.map(([table]) => `SELECT nft FROM ${table} WHERE live = 2`).join(' UNION ');
  const statements = [
    ...EXPIRING.map(([table, ended]) => db.prepare(`UPDATE ${table} SET live = 2 WHERE live = 1 AND ${ended}`).bind(now)),
    db.prepare(recomputeNftOffersSql(`id IN (${expiring})`)),
    db.prepare(recomputeNftFloorSql(`id IN (${expiring})`)),
    db.prepare(recomputeCollectionFloorSql(`address IN (SELECT ${addressSql('collection')} FROM direct_sells WHERE live = 2)`)),
    ...EXPIRING.map(([table]) => db.prepare(`UPDATE ${table} SET live = 0 WHERE live = 2`)),
  ];
  await db.batch(statements);
  return touched;
}
