import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { appliedMigrations, resetStaleLocalState, staleLocalState } from '../../../../scripts/db/local-state.mjs';

let state = '';
afterEach(() => rmSync(state, { recursive: true, force: true }));

/** A local state whose D1 lists `names` as applied, as wrangler's d1_migrations does. */
function stateWith(names: string[]): string {
  state = mkdtempSync(join(tmpdir(), 'local-state-'));
  const dir = join(state, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  mkdirSync(dir, { recursive: true });
  const db = new DatabaseSync(join(dir, 'abc123.sqlite'));
  db.exec('CREATE TABLE d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP)');
  for (const name of names) db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').run(name);
  db.close();
  return state;
}

describe('the local state check of npm start', () => {
  it('keeps a state the current migrations made', () => {
    const dir = stateWith(['0001_baseline.sql']);
    expect(appliedMigrations(dir)).toEqual(['0001_baseline.sql']);
    expect(staleLocalState(dir)).toBeNull();
  });

  it('keeps an empty or missing state', () => {
    state = mkdtempSync(join(tmpdir(), 'local-state-'));
    expect(staleLocalState(state)).toBeNull();
    expect(staleLocalState(join(state, 'none'))).toBeNull();
  });

  it('says in one line that the old migrations made it', () => {
    const message = staleLocalState(stateWith(['0001_schema.sql', '0002_used_signatures.sql', '0029_portfolio_floor_index.sql']));
    expect(message).toBe(
      `The local state in ${state} was made by the old migrations (0001_schema.sql and 2 more, replaced by the baseline): rebuilding it.`,
    );
  });

  it('starts only a stale state again, with its one line', () => {
    const lines: string[] = [];
    const kept = stateWith(['0001_baseline.sql']);
    expect(resetStaleLocalState(kept, (line: string) => lines.push(line))).toBe(false);
    expect(existsSync(kept)).toBe(true);
    rmSync(kept, { recursive: true, force: true });
    const old = stateWith(['0001_schema.sql']);
    expect(resetStaleLocalState(old, (line: string) => lines.push(line))).toBe(true);
    expect(existsSync(old)).toBe(false);
    expect(lines).toEqual([expect.stringContaining('was made by the old migrations')]);
  });

  it("finds a devnet state from when the devnet lived in the site's Worker", () => {
    const dir = stateWith(['0001_baseline.sql']);
    mkdirSync(join(dir, 'v3', 'do', 'venom-nft-marketplace-Devnet'), { recursive: true });
    expect(staleLocalState(dir)).toContain("was made when the devnet lived in the site's Worker");
  });

  it('finds a devnet state that stored each transaction twice', () => {
    const dir = stateWith(['0001_baseline.sql']);
    const devnet = join(dir, 'v3', 'do', 'venom-devnet-Devnet');
    mkdirSync(devnet, { recursive: true });
    const db = new DatabaseSync(join(devnet, 'f00d.sqlite'));
    db.exec('CREATE TABLE devnet_transactions (hash TEXT PRIMARY KEY, boc TEXT NOT NULL)');
    db.close();
    expect(staleLocalState(dir)).toBeNull();
    const old = new DatabaseSync(join(devnet, 'f00d.sqlite'));
    old.exec('CREATE TABLE devnet_bocs (hash TEXT PRIMARY KEY, boc TEXT NOT NULL)');
    old.close();
    expect(staleLocalState(dir)).toBe(
      `The local state in ${dir} was made when the devnet stored each transaction twice: starting it again.`,
    );
  });
});
