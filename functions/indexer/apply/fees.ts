/**
 * Roots (the offers whitelist) and market fees: factory defaults, per-offer fees, per-collection
 * rules (contract-semantics EV.1, api-contract §10.23).
 */
import { addressIdSql, OFFER_TABLES } from '../../db/address-ids';
import type { BatchContext } from '../context';
import type { EventOf } from '../envelope';

// Whether an offer of `root` created at `created_at` is trusted: the root is known and was not
// expired then (api-contract §1.7). ?1 is the root.
const WHITELISTED = 'EXISTS (SELECT 1 FROM roots r WHERE r.address = ?1 AND (r.expires_at IS NULL OR r.expires_at > created_at))';

export function applyRootRegistered(ctx: BatchContext, e: EventOf<'root_registered'>): void {
  const p = e.payload;
  ctx.run(
    `INSERT INTO roots (address, code, expires_at, registered_at) VALUES (?1, ?2, ?3, ?4)
     ON CONFLICT DO UPDATE SET code = excluded.code, expires_at = excluded.expires_at`,
    p.root,
    p.code,
    p.expiresAt ?? null,
    e.ts,
  );
  // Offers of this root seen before its registration (or before an expiry change) are re-judged.
  for (const [table, end] of [
    ['direct_sells', 'expired_at = 0 OR expired_at > ?2'],
    ['direct_buys', 'expired_at = 0 OR expired_at > ?2'],
    ['auctions', 'finish_time > ?2'],
  ] as const)
    ctx.run(
      `UPDATE ${table} SET whitelisted = ${WHITELISTED}, live = ${WHITELISTED} AND (${end}) WHERE root = ${addressIdSql('?1')} AND status = 'active'`,
      p.root,
      e.ts,
    );
  ctx.marketRoots.add(p.root);
}

export function applyMarketFeeDefaultChanged(ctx: BatchContext, e: EventOf<'market_fee_default_changed'>): void {
  const p = e.payload;
  ctx.run(
    'UPDATE roots SET fee_numerator = ?2, fee_denominator = ?3, fee_updated_at = ?4 WHERE address = ?1',
    p.root,
    p.fee.numerator,
    p.fee.denominator,
    e.ts,
  );
}

export function applyMarketFeeChanged(ctx: BatchContext, e: EventOf<'market_fee_changed'>): void {
  const p = e.payload;
  ctx.run(
    `INSERT INTO offer_fees (offer, fee_numerator, fee_denominator, updated_at) VALUES (?1, ?2, ?3, ?4)
     ON CONFLICT DO UPDATE SET fee_numerator = excluded.fee_numerator, fee_denominator = excluded.fee_denominator, updated_at = excluded.updated_at`,
    p.offer,
    p.fee.numerator,
    p.fee.denominator,
    e.ts,
  );
  for (const table of OFFER_TABLES)
    ctx.run(`UPDATE ${table} SET fee_numerator = ?2, fee_denominator = ?3 WHERE address = ?1`, p.offer, p.fee.numerator, p.fee.denominator);
}

export function applyCollectionFeeRule(ctx: BatchContext, e: EventOf<'collection_fee_rule'>): void {
  const p = e.payload;
  if (p.fee === null) {
    ctx.run('DELETE FROM collection_fee_rules WHERE root = ?1 AND collection = ?2', p.root, p.collection);
    return;
  }
  ctx.run(
    `INSERT INTO collection_fee_rules (root, collection, fee_numerator, fee_denominator, code_hash, code_depth, updated_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
     ON CONFLICT DO UPDATE SET fee_numerator = excluded.fee_numerator, fee_denominator = excluded.fee_denominator,
       code_hash = excluded.code_hash, code_depth = excluded.code_depth, updated_at = excluded.updated_at`,
    p.root,
    p.collection,
    p.fee.numerator,
    p.fee.denominator,
    p.codeHash ?? null,
    p.codeDepth ?? null,
    e.ts,
  );
}
