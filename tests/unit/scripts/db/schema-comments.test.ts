// Where schema.sql takes each table's comment from (scripts/db/schema-text.ts, `commentsAbove`).
import { describe, expect, it } from 'vitest';
import { commentsAbove } from '../../../../scripts/db/schema-text';

const baseline = [
  '-- Bids, by auction address.',
  'CREATE TABLE bids (id INTEGER PRIMARY KEY);',
  '-- Notes.',
  'CREATE TABLE notes (id INTEGER);',
].join('\n');

describe("a table's comment in schema.sql", () => {
  it('is the one above its CREATE, and after a rewrite the one right above the rename', () => {
    const rewrite = [
      '-- Why this migration runs (not a description of the table).',
      'CREATE TABLE IF NOT EXISTS bids_next (id INTEGER PRIMARY KEY);',
      '-- Bids, by auction id.',
      'ALTER TABLE bids_next RENAME TO bids;',
    ].join('\n');
    expect(commentsAbove([baseline, rewrite])['bids']).toEqual(['-- Bids, by auction id.']);
  });

  it('stays the earlier one when nothing is written above the rename', () => {
    const rewrite = [
      '-- Why this migration runs.',
      'CREATE TABLE IF NOT EXISTS notes_next (id INTEGER);',
      'CREATE INDEX notes_by_id ON notes_next (id);',
      'ALTER TABLE notes_next RENAME TO notes;',
    ].join('\n');
    expect(commentsAbove([baseline, rewrite])['notes']).toEqual(['-- Notes.']);
  });
});
