#!/usr/bin/env node
// `npm run db:schema`: applies migrations/ in order to an empty SQLite database (Node's, the SQLite
// workerd runs is as recent) and writes what they made to schema.sql, sorted (scripts/db/schema-text.ts).
//   --check   write nothing; exit 1 when schema.sql differs (tests/workers/schema.test.ts checks the same on D1)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { commentsAbove, SCHEMA_QUERY, schemaText } from './schema-text.ts';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const db = new DatabaseSync(':memory:');
const migrations = readdirSync('migrations')
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((file) => readFileSync(`migrations/${file}`, 'utf8'));
for (const sql of migrations) db.exec(sql);
const rows = /** @type {import('./schema-text.ts').SchemaRow[]} */ (db.prepare(SCHEMA_QUERY).all());
const text = schemaText(rows, commentsAbove(migrations));
if (values.check) {
  const current = readFileSync('schema.sql', 'utf8');
  if (current !== text) {
    console.error('✗ schema.sql is not what migrations/ make: run npm run db:schema');
    process.exit(1);
  }
  console.log('✓ schema.sql is what migrations/ make');
} else {
  writeFileSync('schema.sql', text);
  console.log('✓ wrote schema.sql');
}
