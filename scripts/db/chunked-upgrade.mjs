// Applies a migration that rewrites whole tables to a database too large for D1's 30 s per statement
// (scripts/db/upgrade-large.mjs runs it through wrangler): the same statements as the migration file, with every copy out of a table the migration drops run in bounded chunks, the
// dropped table emptied in chunks before its DROP, and the migration then recorded in d1_migrations,
// so `wrangler d1 migrations apply` skips it. The SQL stays in the migration file; this only decides how to run it.
//
// Order: new tables, then their indexes (so each chunk keeps them current instead of one index build
// over millions of rows; an index of the old table with the same name is dropped first), then the
// copies chunk by chunk, then for each dropped table: delete in chunks and drop, then the rest
// (renames, triggers). The migration is written in the style functions/db/README.md describes ("Rewriting
// a table"; tests/fixtures/migrations has a sample): a copy is `INSERT OR IGNORE INTO <new> (...) SELECT ...
// FROM <old> <alias> ...` out of a table the migration drops, carrying its primary key. Every step may be repeated: copies are INSERT OR IGNORE, tables and indexes IF NOT EXISTS,
// so an interrupted run is resumed by running it again (`progress` skips the chunks already done).
//
// The reader must not write meanwhile, and the API reads the old tables until the swap: run it in
// maintenance (functions/db/README.md, "Upgrading a large database").

/** @typedef {{ all: (sql: string) => Promise<Record<string, unknown>[]>, run: (sql: string) => Promise<void> }} Runner */

const withoutComments = (sql) => sql.replace(/--[^\n]*/g, '');

/** The statements of `sql`, comments dropped and spaces collapsed; a trigger's body (BEGIN ... END) stays whole. */
export function statementsOf(sql) {
  const statements = [];
  let pending = '';
  for (const part of withoutComments(sql).split(';')) {
    pending = pending ? `${pending}; ${part.trim()}` : part.trim().replace(/\s+/g, ' ');
    pending = pending.replace(/\s+/g, ' ').trim();
    if (/^CREATE (TEMP |TEMPORARY )?TRIGGER /i.test(pending) && !/\bEND$/i.test(pending)) continue;
    if (pending) statements.push(pending);
    pending = '';
  }
  if (pending) statements.push(pending);
  return statements;
}

/** The migration's statements, in order, classified. */
export function planMigration(sql) {
  const statements = statementsOf(sql);
  const dropped = new Set(statements.flatMap((s) => /^DROP TABLE (?:IF EXISTS )?(\w+)$/i.exec(s)?.[1] ?? []));
  return statements.map((s) => {
    const drop = /^DROP TABLE (?:IF EXISTS )?(\w+)$/i.exec(s);
    if (drop) return { kind: 'drop', table: drop[1] };
    if (/^CREATE (VIRTUAL )?TABLE/i.test(s)) return { kind: 'table', sql: s };
    const index = /^CREATE (UNIQUE )?INDEX (?:IF NOT EXISTS )?(\w+) ON (\w+)/i.exec(s);
    if (index) return { kind: 'index', name: index[2], sql: s.replace(/INDEX (IF NOT EXISTS )?/i, 'INDEX IF NOT EXISTS ') };
    const copy = /^INSERT OR IGNORE INTO \w+ .*? FROM (\w+) (\w+)\b/i.exec(s);
    if (copy && dropped.has(copy[1])) return { kind: 'copy', sql: s, source: copy[1], alias: copy[2] };
    return { kind: 'other', sql: s };
  });
}

/** `sql` with `condition` added to its WHERE (or given one). */
function restrict(sql, condition) {
  const at = sql.search(/ WHERE /i);
  return at < 0 ? `${sql} WHERE ${condition}` : `${sql.slice(0, at)} WHERE (${condition}) AND ${sql.slice(at + 7)}`;
}

const quote = (text) => `'${String(text).replaceAll("'", "''")}'`;

/**
 * Ranges of at most `size` values of `column`, the text primary key of `table`, in key order: each
 * chunk's end is found by reading at most `size` keys after the previous one's.
 */
async function keyRanges(db, table, alias, column, size) {
  const chunks = [];
  for (let after = null; ;) {
    const [range] = await db.all(
      `SELECT max(${column}) AS hi FROM (SELECT ${column} FROM ${table}${after === null ? '' : ` WHERE ${column} > ${quote(after)}`} ORDER BY ${column} LIMIT ${size})`,
    );
    if (range?.hi == null) return chunks;
    const from = after === null ? '' : `${alias}.${column} > ${quote(after)} AND `;
    chunks.push({ key: String(range.hi), where: `${from}${alias}.${column} <= ${quote(range.hi)}` });
    after = range.hi;
  }
}

/**
 * The chunks of `table`: rowid ranges of at most `size` rows apart, or, for a table without rowid,
 * ranges of whole collections of about `size` rows (a larger collection alone: nft_traits,
 * collection_owners) or, without a collection column, key ranges of its primary key's first column
 * (chain_events, activity_participants).
 * Each is a condition on `alias`.
 */
async function chunksOf(db, table, alias, size) {
  const [schema] = await db.all(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ${quote(table)}`);
  if (!schema) return [];
  const sql = String(schema.sql).replace(/\s+/g, ' ');
  if (/WITHOUT ROWID/i.test(sql)) {
    // A one-column key, else the first column of a composite one (activity_participants: its address).
    const key = /[(,] ?(\w+) \w+ PRIMARY KEY/i.exec(sql)?.[1] ?? /PRIMARY KEY \((\w+),/i.exec(sql)?.[1];
    if (!/[(,] ?collection /i.test(sql) && key) return keyRanges(db, table, alias, key, size);
    const counts = await db.all(`SELECT collection, count(*) AS n FROM ${table} GROUP BY collection ORDER BY collection`);
    const chunks = [];
    let first = null;
    let rows = 0;
    for (const [i, { collection, n }] of counts.entries()) {
      first ??= collection;
      rows += Number(n);
      if (rows < size && i < counts.length - 1) continue;
      chunks.push({ key: String(first), where: `${alias}.collection BETWEEN ${quote(first)} AND ${quote(collection)}` });
      first = null;
      rows = 0;
    }
    return chunks;
  }
  const [range] = await db.all(`SELECT min(rowid) AS lo, max(rowid) AS hi FROM ${table}`);
  if (range?.lo == null) return [];
  const chunks = [];
  for (let lo = Number(range.lo); lo <= Number(range.hi); lo += size)
    chunks.push({ key: String(lo), where: `${alias}.rowid BETWEEN ${lo} AND ${lo + size - 1}` });
  return chunks;
}

/**
 * Runs migration `name` (its SQL in `sql`) on `db` in chunks of `size` rows. `progress` (a Set of
 * step keys, kept by the caller between runs) skips what an earlier run finished; `log` reports.
 * @param {Runner} db
 * @param {{ name: string, sql: string, size?: number, progress?: Set<string>, log?: (line: string) => void, onStep?: (key: string) => unknown }} options
 */
export async function chunkedUpgrade(db, { name, sql, size = 50_000, progress = new Set(), log = () => {}, onStep = () => {} }) {
  const applied = await db.all(`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'd1_migrations'`);
  if (applied.length > 0 && (await db.all(`SELECT 1 FROM d1_migrations WHERE name = ${quote(name)}`)).length > 0) {
    log(`${name}: already applied`);
    return;
  }
  const steps = planMigration(sql);
  const done = async (key, work) => {
    if (progress.has(key)) return;
    await work();
    progress.add(key);
    await onStep(key);
  };
  const existingIndexes = new Set((await db.all("SELECT name FROM sqlite_master WHERE type = 'index'")).map((r) => String(r.name)));
  for (const [i, step] of steps.entries()) if (step.kind === 'table') await done(`${name}:${i}:table`, () => db.run(step.sql));
  for (const [i, step] of steps.entries()) {
    if (step.kind !== 'index') continue;
    const [owner] = await db.all(`SELECT tbl_name FROM sqlite_master WHERE type = 'index' AND name = ${quote(step.name)}`);
    const onNewTable = new RegExp(` ON ${owner?.tbl_name ?? '\\0'}\\b`, 'i').test(step.sql);
    await done(`${name}:${i}:index`, async () => {
      if (existingIndexes.has(step.name) && !onNewTable) await db.run(`DROP INDEX ${step.name}`);
      await db.run(step.sql);
    });
  }
  const dropKeys = new Map(steps.flatMap((step, i) => (step.kind === 'drop' ? [[step.table, `${name}:${i}:drop`]] : [])));
  for (const [i, step] of steps.entries()) {
    if (step.kind !== 'copy') continue;
    // Its source already emptied and dropped (the new table may have taken its name since): copied.
    if (progress.has(dropKeys.get(step.source))) continue;
    const chunks = await chunksOf(db, step.source, step.alias, size);
    for (const chunk of chunks) await done(`${name}:${i}:copy:${chunk.key}`, () => db.run(restrict(step.sql, chunk.where)));
    log(`${name}: step ${i + 1}/${steps.length}, copied ${step.source} in ${chunks.length} chunks`);
  }
  for (const [i, step] of steps.entries()) {
    if (step.kind !== 'drop') continue;
    await done(`${name}:${i}:drop`, async () => {
      for (const chunk of await chunksOf(db, step.table, 't', size)) await db.run(`DELETE FROM ${step.table} AS t WHERE ${chunk.where}`);
      await db.run(`DROP TABLE IF EXISTS ${step.table}`);
    });
    log(`${name}: emptied and dropped ${step.table}`);
  }
  for (const [i, step] of steps.entries()) if (step.kind === 'other') await done(`${name}:${i}:other`, () => db.run(step.sql));
  if (applied.length > 0) await db.run(`INSERT INTO d1_migrations (name) VALUES (${quote(name)})`);
  log(`${name}: applied`);
}
