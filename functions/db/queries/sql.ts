/**
 * SQL helpers of the API's read queries. Lists of values are bound as ONE JSON parameter and read with
 * `json_each` (D1 allows at most 100 bound parameters per statement); a single value is bound as `= ?` so
 * SQLite can use the ordered indexes (an IN list cannot give index order). "Now" is the wall clock in unix
 * seconds.
 */

export type SqlValue = string | number | null;

/** Wall clock, unix seconds. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A JSON text for a `json_each(?)` parameter. */
export const jsonList = (values: readonly unknown[]): string => JSON.stringify(values);

/** `column = ?` for one value, `column IN (json_each(?))` for several (caller skips empty lists). */
export function inList(column: string, values: readonly string[], params: SqlValue[]): string {
  if (values.length === 1) {
    params.push(values[0]!);
    return `${column} = ?`;
  }
  params.push(jsonList(values));
  return `${column} IN (SELECT value FROM json_each(?))`;
}

/**
 * `column IN` the ids of the given addresses, for a column holding address ids (functions/db/README.md,
 * "Address ids"): the table's index on the id column serves it.
 */
export function idInList(column: string, values: readonly string[], params: SqlValue[]): string {
  params.push(jsonList(values));
  return `${column} IN (SELECT id FROM addresses WHERE address IN (SELECT value FROM json_each(?)))`;
}

export async function all<T>(db: D1Database, sql: string, params: readonly SqlValue[]): Promise<T[]> {
  return (
    await db
      .prepare(sql)
      .bind(...params)
      .all<T>()
  ).results;
}

export async function first<T>(db: D1Database, sql: string, params: readonly SqlValue[]): Promise<T | null> {
  return db
    .prepare(sql)
    .bind(...params)
    .first<T>();
}

/**
 * `SELECT count(*) AS total` of the rows `from` (tables and aliases) has `where`, as a plain subquery
 * (kept apart by LIMIT -1) that reads only what the WHERE needs.
 */
export const countSql = (from: string, where: string): string =>
  `SELECT count(*) AS total FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT -1)`;

/** A page of items with the "one more row" total of /nfts and /events (§7.5). */
export function pageTotal(offset: number, limit: number, fetched: number, exact: number | null): number {
  if (exact !== null) return exact;
  return fetched > limit ? offset + limit + 1 : offset + fetched;
}
