import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { normalizedSchema, SCHEMA_QUERY, schemaText, type SchemaRow } from '../../scripts/db/schema-text';

describe('schema.sql', () => {
  it('is what the migrations make on D1 (npm run db:schema writes it)', async () => {
    const rows = (await env.DB.prepare(SCHEMA_QUERY).all<SchemaRow>()).results;
    expect(rows.length).toBeGreaterThan(50);
    expect(normalizedSchema(schemaText(rows))).toBe(normalizedSchema(env.TEST_SCHEMA_SQL));
  });

  it('names every table, index and trigger once, and no view', () => {
    const names = [...env.TEST_SCHEMA_SQL.matchAll(/^CREATE (?:UNIQUE |VIRTUAL )?(TABLE|INDEX|TRIGGER|VIEW) (\w+)/gm)];
    expect(names.filter((m) => m[1] === 'VIEW')).toEqual([]);
    expect(new Set(names.map((m) => m[2])).size).toBe(names.length);
  });
});
