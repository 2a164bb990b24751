import type { OfferTable } from '../../db/address-ids';

/**
 * SQL fragments shared by the three offer upserts (direct sells, direct buys, auctions).
 * Values are named by a parameter's number (`?n`) or by an SQL expression (a column of a row read from JSON);
 * each caller says which holds what.
 */
type ValueRef = number | string;
const sqlOf = (ref: ValueRef): string => (typeof ref === 'number' ? `?${ref}` : ref);

/** 1 when `root` is a registered root that had not expired at `created` (api-contract §1.7). */
export const whitelistedSql = (root: ValueRef, created: ValueRef): string =>
  `EXISTS (SELECT 1 FROM roots WHERE address = ${sqlOf(root)} AND (expires_at IS NULL OR expires_at > ${sqlOf(created)}))`;

/**
 * The offer's fee: the event's own (when given), else the one its factory pushed
 * (market_fee_changed), else the root's default. NULL only when none is known.
 */
export const feeSql = (part: 'numerator' | 'denominator', given: ValueRef, offer: ValueRef, root: ValueRef): string =>
  `coalesce(${sqlOf(given)}, (SELECT fee_${part} FROM offer_fees WHERE offer = ${sqlOf(offer)}), (SELECT fee_${part} FROM roots WHERE address = ${sqlOf(root)}))`;

const TERMINAL: Record<OfferTable, string> = {
  direct_sells: "('filled', 'cancelled', 'expired')",
  direct_buys: "('filled', 'cancelled', 'expired')",
  auctions: "('completed', 'cancelled')",
};

/**
 * ON CONFLICT assignments for status and live that never leave a terminal status: a late or
 * replayed "active" cannot resurrect a filled, cancelled or expired offer.
 */
export const terminalGuardSql = (table: OfferTable): string => {
  return `status = CASE WHEN ${table}.status IN ${TERMINAL[table]} THEN ${table}.status ELSE excluded.status END,
   live = CASE WHEN ${table}.status IN ${TERMINAL[table]} THEN 0 ELSE excluded.live END`;
};
