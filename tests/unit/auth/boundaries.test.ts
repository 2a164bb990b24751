// One rule on both chains: the API derives wallet addresses itself (functions/api/auth), and nothing
// under functions/api imports the devnet, so a mainnet Worker carries none of it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const API_DIR = fileURLToPath(new URL('../../../functions/api/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

describe('functions/api', () => {
  it('imports nothing from functions/devnet', () => {
    const files = sources(API_DIR);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.filter((file) => /from\s+['"][^'"]*\/devnet\//.test(readFileSync(file, 'utf8')) || /import\(\s*['"][^'"]*\/devnet\//.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
