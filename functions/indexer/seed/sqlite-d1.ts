/**
 * The part of the D1 binding the indexer uses (prepare, bind, first, all, run, batch), over Node's
 * built-in SQLite. It lets scripts/seed.mjs run the same `ingest` straight on the local D1 file
 * that `wrangler dev` serves, without a workerd round trip per batch: the benchmark-sized world
 * (--scale 1000000, ten million events) seeds in minutes instead of hours. Seeding only; the
 * Worker always talks to the real D1 binding.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

type Bound = SQLInputValue[];

function d1Result<T>(results: T[], changes = 0): D1Result<T> {
  return { results, success: true, meta: { changes } } as unknown as D1Result<T>;
}

class SqlitePreparedStatement {
  constructor(
    private readonly db: SqliteD1,
    readonly sql: string,
    readonly params: Bound = [],
  ) {}

  bind(...params: unknown[]): SqlitePreparedStatement {
    return new SqlitePreparedStatement(this.db, this.sql, params as Bound);
  }

  execute<T>(): D1Result<T> {
    const statement = this.db.statement(this.sql);
    if (statement.columns().length === 0) return d1Result<T>([], Number(statement.run(...this.params).changes));
    return d1Result(statement.all(...this.params) as T[]);
  }

  async all<T>(): Promise<D1Result<T>> {
    return this.execute<T>();
  }

  async run<T>(): Promise<D1Result<T>> {
    return this.execute<T>();
  }

  async first<T>(column?: string): Promise<T | null> {
    const row = this.db.statement(this.sql).get(...this.params) as Record<string, unknown> | undefined;
    if (row === undefined) return null;
    return (column === undefined ? { ...row } : row[column]) as T;
  }
}

export class SqliteD1 {
  private readonly cache = new Map<string, StatementSync>();

  constructor(private readonly sqlite: DatabaseSync) {}

  /** A compiled statement, reused: the indexer repeats the same few hundred SQL texts. */
  statement(sql: string): StatementSync {
    let statement = this.cache.get(sql);
    if (statement === undefined) {
      statement = this.sqlite.prepare(sql);
      this.cache.set(sql, statement);
    }
    return statement;
  }

  prepare(sql: string): SqlitePreparedStatement {
    return new SqlitePreparedStatement(this, sql);
  }

  /** Like D1: all statements in one transaction, rolled back as a whole when one fails. */
  async batch<T>(statements: SqlitePreparedStatement[]): Promise<D1Result<T>[]> {
    this.sqlite.exec('BEGIN');
    try {
      const results = statements.map((s) => s.execute<T>());
      this.sqlite.exec('COMMIT');
      return results;
    } catch (error) {
      this.sqlite.exec('ROLLBACK');
      throw error;
    }
  }

  /** The adapter typed as the binding, for code written against D1. */
  asD1(): D1Database {
    return this as unknown as D1Database;
  }
}
