// The layers' boundaries (ARCHITECTURE.md, "House rules"), read from the import statements of every
// source file, so a broken rule fails `npm test` instead of waiting for a reviewer.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE = /\.(ts|tsx|astro|mjs)$/;
const ALIASES: Record<string, string> = { '~/': 'src/', '@functions/': 'functions/', '@abi/': 'abi/', '@contract/': 'contract/' };
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.astro', '/index.ts'];
// `import x from '…'`, `export … from '…'`, `import '…'`, `import('…')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"]+)\1/gm;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The repository path an import specifier names, or null for a package. */
export function resolveImport(file: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(dirname(join(ROOT, file)), specifier);
  else {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
    if (!alias) return null;
    base = join(ROOT, ALIASES[alias]!, specifier.slice(alias.length));
  }
  const found = EXTENSIONS.map((ext) => base + ext).find((path) => existsSync(path) && statSync(path).isFile());
  return relative(ROOT, found ?? base);
}

export type ImportGraph = Map<string, string[]>;

/** Every source file under `folders` (repository paths) with the repository files it imports. */
function importGraph(folders: string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const folder of folders) {
    for (const path of sources(join(ROOT, folder))) {
      const file = relative(ROOT, path);
      const text = readFileSync(path, 'utf8');
      const targets = [...text.matchAll(SPECIFIER)].map((match) => resolveImport(file, match[2]!)).filter((target) => target !== null);
      graph.set(file, targets);
    }
  }
  return graph;
}

interface Rule {
  name: string;
  /** The files the rule is about. */
  from: (file: string) => boolean;
  /** True when `from` may not import `target`. */
  forbids: (target: string) => boolean;
}

const under = (folder: string) => (path: string) => path.startsWith(`${folder}/`);
const within = (...folders: string[]) => (path: string) => folders.some((folder) => under(folder)(path));
const outside = (...folders: string[]) => (path: string) => !within(...folders)(path);

// contract/ is the bottom layer, below the site and the server. src/lib's rules know no wire shape; what
// turns a page's URL into a contract request (src/page-query) or an answer into what a page shows
// (src/view-model) sits above both and stays as pure.
const PURE_VIEW = ['src/page-query', 'src/view-model'];
export const RULES: Rule[] = [
  { name: 'src/lib imports only itself', from: under('src/lib'), forbids: outside('src/lib') },
  { name: 'src/page-query and src/view-model import only themselves, src/lib and contract/', from: within(...PURE_VIEW), forbids: outside(...PURE_VIEW, 'src/lib', 'contract') },
  { name: 'contract/ imports neither the site nor the server', from: under('contract'), forbids: outside('contract') },
  { name: 'abi/ (generated) imports only itself', from: under('abi'), forbids: outside('abi') },
  { name: 'functions/api does not import functions/devnet', from: under('functions/api'), forbids: under('functions/devnet') },
  { name: 'functions/db does not import functions/devnet', from: under('functions/db'), forbids: under('functions/devnet') },
  { name: 'functions/db takes its types from contract/, not the site', from: under('functions/db'), forbids: under('src') },
  { name: 'src/ does not import functions/db', from: under('src'), forbids: under('functions/db') },
  { name: 'production code imports nothing from tests/', from: outside('tests'), forbids: under('tests') },
];

/** `file -> target` for every import that breaks a rule, by rule name. */
export function brokenRules(graph: ImportGraph, rules: Rule[] = RULES): Record<string, string[]> {
  const broken: Record<string, string[]> = {};
  for (const rule of rules) {
    for (const [file, targets] of graph) {
      if (!rule.from(file)) continue;
      for (const target of targets.filter(rule.forbids)) (broken[rule.name] ??= []).push(`${file} -> ${target}`);
    }
  }
  return broken;
}

describe('house rules', () => {
  const graph = importGraph(['src', 'functions', 'contract', 'abi']);

  it('reads the imports of the whole tree', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('src/view-model/nft-json-ld.ts')).toContain('contract/schemas/index.ts');
    expect(graph.get('functions/api/app.ts')?.length).toBeGreaterThan(5);
  });

  it('holds every rule', () => {
    expect(brokenRules(graph)).toEqual({});
  });

  it('names the file and the import that break a rule', () => {
    const bad: ImportGraph = new Map([
      ['src/lib/fees.ts', ['src/lib/amounts.ts', 'contract/schemas/index.ts']],
      ['src/view-model/sales.ts', ['src/lib/amounts.ts', 'contract/schemas/index.ts', 'src/api/client.ts']],
      ['contract/schemas/user.ts', ['src/lib/address.ts']],
      ['functions/db/users.ts', ['functions/devnet/art.ts', 'src/api/schemas/index.ts']],
      ['functions/api/app.ts', ['functions/devnet/Devnet.ts']],
      ['src/pages/index.astro', ['functions/db/queries/users.ts']],
      ['functions/indexer/ingest.ts', ['tests/support/indexer/fixtures.ts']],
      ['abi/Nft.ts', ['abi/shared.ts', 'functions/chain/abi/types.ts']],
    ]);
    expect(brokenRules(bad)).toEqual({
      'src/lib imports only itself': ['src/lib/fees.ts -> contract/schemas/index.ts'],
      'src/page-query and src/view-model import only themselves, src/lib and contract/': ['src/view-model/sales.ts -> src/api/client.ts'],
      'contract/ imports neither the site nor the server': ['contract/schemas/user.ts -> src/lib/address.ts'],
      'functions/api does not import functions/devnet': ['functions/api/app.ts -> functions/devnet/Devnet.ts'],
      'functions/db does not import functions/devnet': ['functions/db/users.ts -> functions/devnet/art.ts'],
      'functions/db takes its types from contract/, not the site': ['functions/db/users.ts -> src/api/schemas/index.ts'],
      'src/ does not import functions/db': ['src/pages/index.astro -> functions/db/queries/users.ts'],
      'production code imports nothing from tests/': ['functions/indexer/ingest.ts -> tests/support/indexer/fixtures.ts'],
      'abi/ (generated) imports only itself': ['abi/Nft.ts -> functions/chain/abi/types.ts'],
    });
  });

  it('resolves relative and aliased imports to repository paths', () => {
    expect(resolveImport('src/view-model/sales.ts', '@contract/schemas')).toBe('contract/schemas/index.ts');
    expect(resolveImport('functions/api/app.ts', '../../contract/requests')).toBe('contract/requests/index.ts');
    expect(resolveImport('src/pages/index.astro', '~/lib/address')).toBe('src/lib/address.ts');
    expect(resolveImport('src/view-model/sales.ts', 'zod')).toBeNull();
  });
});
