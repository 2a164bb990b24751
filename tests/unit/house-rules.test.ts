// The layers' boundaries (ARCHITECTURE.md, "House rules"), read from the import statements of every
// source file, so a broken rule fails `npm test` instead of waiting for a reviewer.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Where the rules are explained; every failure names it. */
const ARCHITECTURE_SECTION = 'ARCHITECTURE.md, "House rules" (and "Folders" for what each folder holds)';
const SOURCE = /\.(ts|tsx|astro|mjs)$/;
const ALIASES: Record<string, string> = { '~/': 'src/', '@functions/': 'functions/', '@shared/': 'shared/', '@devnet/': 'devnet/' };
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.astro', '/index.ts'];
// `import x from '…'`, `export … from '…'`, `import '…'`, `import('…')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"]+)\1/gm;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // Tool state (a `.wrangler` folder beside a Worker's config) is not source.
    if (entry.name.startsWith('.')) return [];
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

/** The repository file a wrangler config aliases @ton/crypto to (relative to the repository), or undefined. */
function wranglerAlias(config: string): string | undefined {
  const target = /"@ton\/crypto":\s*"([^"]+)"/.exec(readFileSync(join(ROOT, config), 'utf8'))?.[1];
  return target === undefined ? undefined : relative(ROOT, resolve(dirname(join(ROOT, config)), target));
}

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
  /** What to do instead, printed with a broken rule. */
  fix: string;
  /** The files the rule is about. */
  from: (file: string) => boolean;
  /** True when `file` (one of `from`) may not import `target`. */
  forbids: (target: string, file: string) => boolean;
}

const under = (folder: string) => (path: string) => path.startsWith(`${folder}/`);
const within =
  (...folders: string[]) =>
  (path: string) =>
    folders.some((folder) => under(folder)(path));
/** The island folder a file is in (`src/islands/Cart`), or null. */
const islandOf = (path: string) => /^src\/islands\/[^/]+/.exec(path)?.[0] ?? null;
const outside =
  (...folders: string[]) =>
  (path: string) =>
    !within(...folders)(path);

// shared/ is the bottom layer: the pure code the site and the server both import (the contract, the
// ABIs, the rules of shared/lib, wallet addresses and keys). shared/lib's rules know no wire shape; what
// turns a page's URL into a contract request (src/page-query) or an answer into what a page shows
// (src/view-model) sits above it in the site and stays as pure.
const PURE_VIEW = ['src/page-query', 'src/view-model'];
// The site's doors to the dev tool: the dev wallet's loader and its pages (src/devnet-wallet, routed only
// in a devnet build), whose scripts are browser code. The Worker reaches the devnet Worker only through
// its DEVNET binding, never by import.
const DEVNET_DOORS = (file: string) =>
  file === 'src/components/DevnetWalletScript/DevnetWalletScript.astro' || under('src/devnet-wallet')(file);
export const RULES: Rule[] = [
  {
    name: 'shared/ imports nothing of the site or the server',
    from: under('shared'),
    forbids: outside('shared'),
    fix: 'move what both sides need into shared/ (pure, no framework or I/O), or pass it in from the caller',
  },
  {
    name: 'shared/lib imports only itself',
    from: under('shared/lib'),
    forbids: outside('shared/lib'),
    fix: 'keep wire shapes out of the rules: take plain values, and let src/view-model or functions/db map the contract types',
  },
  {
    name: 'shared/contract imports only itself',
    from: under('shared/contract'),
    forbids: outside('shared/contract'),
    fix: 'the contract declares shapes only: inline the bound or move the rule it needs into shared/contract',
  },
  {
    name: 'shared/abi (generated) imports only itself',
    from: under('shared/abi'),
    forbids: outside('shared/abi'),
    fix: 'edit abi/entries.json and run npm run abi:gen; never edit shared/abi by hand',
  },
  {
    name: 'src/page-query and src/view-model import only themselves, shared/lib and shared/contract',
    fix: 'keep them pure: load data in the page or the island and pass the answer in',
    from: within(...PURE_VIEW),
    forbids: outside(...PURE_VIEW, 'shared/lib', 'shared/contract'),
  },
  {
    name: 'functions/ imports nothing from src/',
    from: under('functions'),
    forbids: under('src'),
    fix: 'the Worker entry (src/worker.ts) passes the server what it needs of the site',
  },
  {
    name: 'src/ imports nothing from functions/ but in the Worker entry',
    fix: 'read data through the API client (Astro.locals.api), or lend the piece through src/worker.ts and src/server-context.ts',
    from: (file) => under('src')(file) && file !== 'src/worker.ts',
    forbids: under('functions'),
  },
  {
    name: "src/ reaches devnet/ only through the dev wallet's browser scripts",
    fix: 'talk to the devnet through its DEVNET binding or the wallet provider, never by import',
    from: (file) => under('src')(file) && !DEVNET_DOORS(file),
    forbids: under('devnet'),
  },
  {
    name: 'devnet/ imports nothing from src/ (a dev tool beside the site, not part of it)',
    from: under('devnet'),
    forbids: under('src'),
    fix: 'move the shared piece into shared/',
  },
  {
    name: 'devnet/ imports nothing from functions/ (the TVM codec both use is shared/tvm)',
    fix: 'move the shared piece into shared/ (the TVM codec lives in shared/tvm)',
    from: under('devnet'),
    forbids: under('functions'),
  },
  {
    name: 'shared/tvm (the one TVM codec) imports only itself and the ABI types',
    fix: 'keep the codec self-contained: what it needs of the chain lives in shared/tvm',
    from: under('shared/tvm'),
    forbids: outside('shared/tvm', 'shared/abi'),
  },
  {
    name: 'functions/ imports nothing from devnet/ (a dev tool; one sign-in rule on every chain)',
    fix: 'the server treats the devnet as any chain: reach it over JRPC or the DEVNET binding',
    from: under('functions'),
    forbids: under('devnet'),
  },
  {
    name: 'src/stores imports nothing from src/islands (the stores sit below the islands)',
    fix: 'move the shared state or its view-model into src/stores or src/view-model',
    from: under('src/stores'),
    forbids: under('src/islands'),
  },
  {
    name: 'src/ui (shared UI pieces) imports nothing from the islands, the stores or the chain code',
    fix: 'pass the data and callbacks in as props; the island wires the store',
    from: under('src/ui'),
    forbids: within('src/islands', 'src/stores', 'src/chain'),
  },
  {
    name: "an island imports no other island's files (what islands share sits in src/market, src/ui or src/stores)",
    fix: 'move the shared piece into src/market (flows), src/ui (React pieces) or src/stores (state)',
    from: under('src/islands'),
    forbids: (target, file) => islandOf(target) !== null && islandOf(target) !== islandOf(file),
  },
  {
    name: 'src/market (the market-action flows islands share) imports nothing from the islands',
    fix: 'move what the flow needs out of the island into src/market or src/ui',
    from: under('src/market'),
    forbids: under('src/islands'),
  },
  {
    name: 'production code imports nothing from tests/',
    from: outside('tests'),
    forbids: under('tests'),
    fix: 'move the helper into the code it serves, or keep the code under tests/',
  },
];

/** `file -> target` for every import that breaks a rule, by rule name. */
export function brokenRules(graph: ImportGraph, rules: Rule[] = RULES): Record<string, string[]> {
  const broken: Record<string, string[]> = {};
  for (const rule of rules) {
    for (const [file, targets] of graph) {
      if (!rule.from(file)) continue;
      for (const target of targets.filter((target) => rule.forbids(target, file))) (broken[rule.name] ??= []).push(`${file} -> ${target}`);
    }
  }
  return broken;
}

/** A broken rule's imports, its fix and the section of ARCHITECTURE.md it enforces: what a failure prints. */
export function explainBroken(broken: Record<string, string[]>, rules: Rule[] = RULES): string {
  return Object.entries(broken)
    .map(([name, imports]) => {
      const rule = rules.find((r) => r.name === name);
      return [`${name}:`, ...imports.map((i) => `  ${i}`), `  fix: ${rule?.fix ?? '?'}`, `  why: ${ARCHITECTURE_SECTION}`].join('\n');
    })
    .join('\n\n');
}

export interface FolderCycle {
  /** The sibling folders that import each other, round. */
  folders: string[];
  /** The imports that make it, `file -> target`. */
  imports: string[];
}

/**
 * Folders whose imports go round. An import counts between the two sibling folders that hold its ends
 * (the children of their nearest common folder): `functions/live/publish.ts -> functions/edge/live-door.ts`
 * is an arrow from functions/live to functions/edge. A folder's own files and its subfolders are one
 * module, so a folder's index importing its parts, and the parts its helpers, is not a cycle.
 */
export function folderCycles(graph: ImportGraph): FolderCycle[] {
  const arrows = new Map<string, Map<string, string[]>>();
  for (const [file, targets] of graph) {
    for (const target of targets) {
      const a = file.split('/');
      const b = target.split('/');
      let common = 0;
      while (common < a.length - 1 && common < b.length - 1 && a[common] === b[common]) common++;
      if (common >= a.length - 1 || common >= b.length - 1) continue;
      const from = a.slice(0, common + 1).join('/');
      const to = b.slice(0, common + 1).join('/');
      const out = arrows.get(from) ?? new Map<string, string[]>();
      arrows.set(from, out);
      out.set(to, [...(out.get(to) ?? []), `${file} -> ${target}`]);
    }
  }
  // Tarjan's strongly connected components: each with more than one folder is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: FolderCycle[] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const next of arrows.get(folder)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(folder, Math.min(low.get(folder)!, index.get(next)!));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component = stack.splice(stack.indexOf(folder));
    if (component.length < 2) return;
    const folders = component.sort();
    const imports = folders.flatMap((from) => folders.flatMap((to) => arrows.get(from)?.get(to) ?? []));
    cycles.push({ folders, imports: imports.sort() });
  };
  for (const folder of arrows.keys()) if (!index.has(folder)) visit(folder);
  return cycles;
}

describe('house rules', () => {
  const graph = importGraph(['src', 'functions', 'shared', 'devnet']);

  it('reads the imports of the whole tree', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('src/view-model/nft-json-ld.ts')).toContain('shared/contract/schemas/index.ts');
    expect(graph.get('functions/api/app.ts')?.length).toBeGreaterThan(5);
  });

  it('holds every rule', () => {
    const broken = brokenRules(graph);
    expect(broken, explainBroken(broken)).toEqual({});
  });

  it('has no folder cycles', () => {
    const cycles = folderCycles(graph);
    const explained = cycles.map((c) => `${c.folders.join(' <-> ')}:\n${c.imports.map((i) => `  ${i}`).join('\n')}`).join('\n');
    expect(cycles, `${explained}\n  fix: move the piece both folders need below them\n  why: ${ARCHITECTURE_SECTION}`).toEqual([]);
  });

  it('sees the build aliases: every build hands @ton/core the one synchronous SHA-256 in shared/tvm', () => {
    // An alias is an import the graph cannot read: astro.config.mjs and the wrangler configs swap @ton/crypto
    // for a file of ours, which must sit in the layer that uses it (shared/tvm), not in a layer above.
    const aliases = {
      'astro.config.mjs': /'@ton\/crypto':\s*fileURLToPath\(new URL\('\.\/([^']+)'/.exec(
        readFileSync(join(ROOT, 'astro.config.mjs'), 'utf8'),
      )?.[1],
      'devnet/wrangler.jsonc': wranglerAlias('devnet/wrangler.jsonc'),
      'scripts/bench/reader/wrangler.jsonc': wranglerAlias('scripts/bench/reader/wrangler.jsonc'),
    };
    expect(aliases, `fix: alias @ton/crypto to shared/tvm/ton-crypto.ts everywhere\n  why: ${ARCHITECTURE_SECTION}`).toEqual({
      'astro.config.mjs': 'shared/tvm/ton-crypto.ts',
      'devnet/wrangler.jsonc': 'shared/tvm/ton-crypto.ts',
      'scripts/bench/reader/wrangler.jsonc': 'shared/tvm/ton-crypto.ts',
    });
    expect(brokenRules(new Map([['shared/tvm/ton-crypto.ts', graph.get('shared/tvm/ton-crypto.ts') ?? []]]))).toEqual({});
  });

  it('prints the fix and the section of ARCHITECTURE.md with a broken rule', () => {
    const text = explainBroken({
      'src/stores imports nothing from src/islands (the stores sit below the islands)': ['src/stores/a.ts -> src/islands/B/b.tsx'],
    });
    expect(text).toContain('src/stores/a.ts -> src/islands/B/b.tsx');
    expect(text).toContain('fix: move the shared state or its view-model into src/stores or src/view-model');
    expect(text).toContain('ARCHITECTURE.md, "House rules"');
  });

  it('names the folders of a cycle and the imports that make it', () => {
    const bad: ImportGraph = new Map([
      ['functions/live/publish.ts', ['functions/edge/live-door.ts', 'functions/indexer/live-changes.ts']],
      ['functions/edge/live-door.ts', ['functions/live/stub.ts', 'functions/api/rate-limit.ts']],
      ['functions/api/app.ts', ['functions/api/routes/users.ts']],
      ['functions/api/routes/users.ts', ['functions/api/errors.ts']],
    ]);
    expect(folderCycles(bad)).toEqual([
      {
        folders: ['functions/edge', 'functions/live'],
        imports: ['functions/edge/live-door.ts -> functions/live/stub.ts', 'functions/live/publish.ts -> functions/edge/live-door.ts'],
      },
    ]);
  });

  it('names the file and the import that break a rule', () => {
    const bad: ImportGraph = new Map([
      ['shared/lib/fees.ts', ['shared/lib/amounts.ts', 'shared/contract/schemas/index.ts']],
      ['shared/wallet/address.ts', ['shared/wallet/bytes.ts', 'functions/reader/reader.ts']],
      ['src/view-model/sales.ts', ['shared/lib/amounts.ts', 'shared/contract/schemas/index.ts', 'src/api/client.ts']],
      ['shared/contract/schemas/users.ts', ['shared/lib/address.ts']],
      ['functions/db/users.ts', ['devnet/Devnet.ts', 'shared/contract/schemas/index.ts']],
      ['src/islands/Cart/CartHost.tsx', ['devnet/wallet/inject.ts']],
      ['functions/edge/og-card.ts', ['src/server-api.ts']],
      ['src/middleware.ts', ['functions/edge/flags.ts', 'src/server-context.ts']],
      ['src/worker.ts', ['functions/api/app.ts', 'devnet/Devnet.ts']],
      ['devnet/wallet/wallet.ts', ['src/chain/connection.ts', 'shared/lib/tokens.ts']],
      ['src/stores/market.ts', ['src/islands/NftActions/market.ts', 'src/view-model/market.ts']],
      ['src/ui/Modal.tsx', ['src/ui/dialog-focus.ts', 'src/stores/wallet.ts']],
      ['src/islands/Cart/CartDrawer.tsx', ['src/islands/Cart/CartHost.tsx', 'src/islands/Sweep/Sweep.tsx', 'src/market/checkout.ts']],
      ['src/market/checkout.ts', ['src/market/run-sweep.ts', 'src/islands/Sweep/Sweep.tsx']],
      ['src/pages/index.astro', ['functions/db/queries/users.ts']],
      ['functions/indexer/ingest.ts', ['tests/support/indexer/fixtures.ts']],
      ['shared/abi/Nft.ts', ['shared/abi/common-entries.ts', 'shared/lib/amounts.ts']],
    ]);
    expect(brokenRules(bad)).toEqual({
      'shared/ imports nothing of the site or the server': ['shared/wallet/address.ts -> functions/reader/reader.ts'],
      'shared/lib imports only itself': ['shared/lib/fees.ts -> shared/contract/schemas/index.ts'],
      'shared/contract imports only itself': ['shared/contract/schemas/users.ts -> shared/lib/address.ts'],
      'shared/abi (generated) imports only itself': ['shared/abi/Nft.ts -> shared/lib/amounts.ts'],
      'src/page-query and src/view-model import only themselves, shared/lib and shared/contract': [
        'src/view-model/sales.ts -> src/api/client.ts',
      ],
      'functions/ imports nothing from src/': ['functions/edge/og-card.ts -> src/server-api.ts'],
      'src/ imports nothing from functions/ but in the Worker entry': [
        'src/middleware.ts -> functions/edge/flags.ts',
        'src/pages/index.astro -> functions/db/queries/users.ts',
      ],
      'functions/ imports nothing from devnet/ (a dev tool; one sign-in rule on every chain)': [
        'functions/db/users.ts -> devnet/Devnet.ts',
      ],
      "src/ reaches devnet/ only through the dev wallet's browser scripts": [
        'src/islands/Cart/CartHost.tsx -> devnet/wallet/inject.ts',
        'src/worker.ts -> devnet/Devnet.ts',
      ],
      'devnet/ imports nothing from src/ (a dev tool beside the site, not part of it)': [
        'devnet/wallet/wallet.ts -> src/chain/connection.ts',
      ],
      'src/stores imports nothing from src/islands (the stores sit below the islands)': [
        'src/stores/market.ts -> src/islands/NftActions/market.ts',
      ],
      'src/ui (shared UI pieces) imports nothing from the islands, the stores or the chain code': [
        'src/ui/Modal.tsx -> src/stores/wallet.ts',
      ],
      "an island imports no other island's files (what islands share sits in src/market, src/ui or src/stores)": [
        'src/islands/Cart/CartDrawer.tsx -> src/islands/Sweep/Sweep.tsx',
      ],
      'src/market (the market-action flows islands share) imports nothing from the islands': [
        'src/market/checkout.ts -> src/islands/Sweep/Sweep.tsx',
      ],
      'production code imports nothing from tests/': ['functions/indexer/ingest.ts -> tests/support/indexer/fixtures.ts'],
    });
  });

  it('resolves relative and aliased imports to repository paths', () => {
    expect(resolveImport('src/view-model/sales.ts', '@shared/contract/schemas')).toBe('shared/contract/schemas/index.ts');
    expect(resolveImport('functions/api/app.ts', '../../shared/contract/requests')).toBe('shared/contract/requests/index.ts');
    expect(resolveImport('src/pages/index.astro', '~/api/client')).toBe('src/api/client.ts');
    expect(resolveImport('src/view-model/sales.ts', 'zod')).toBeNull();
  });
});

// Tests mirror the code (ARCHITECTURE.md, "Tests"): a unit or workers test sits at its source file's path, or in
// its source folder, so a newcomer finds a file's tests where the file is. The named tiers are the exceptions:
// `fuzz/` drives every route at once, so it has no one source.
const MIRRORED_TIERS = ['tests/unit', 'tests/workers'];
const NAMED_TIERS = ['tests/workers/fuzz'];

function testFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return NAMED_TIERS.includes(path) ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Whether `test` (under a mirrored tier) names an existing source file or folder. */
export function mirrorsSource(test: string): boolean {
  const tier = MIRRORED_TIERS.find((t) => test.startsWith(`${t}/`));
  if (!tier) return false;
  const source = test.slice(tier.length + 1, -'.test.ts'.length);
  const folder = dirname(source);
  return EXTENSIONS.some((ext) => existsSync(join(ROOT, source + ext))) || existsSync(join(ROOT, folder));
}

describe('tests mirror the code', () => {
  it('every unit and workers test sits at its source path or in its source folder, or in a named tier', () => {
    const strays = MIRRORED_TIERS.flatMap(testFiles).filter((test) => !mirrorsSource(test));
    expect(strays, `move each under tests/<tier>/<source path>, or name its tier here (${ARCHITECTURE_SECTION})`).toEqual([]);
  });

  it('tells a mirrored test from a stray', () => {
    expect(mirrorsSource('tests/unit/functions/reader/jrpc.test.ts')).toBe(true);
    expect(mirrorsSource('tests/workers/functions/api/service.test.ts')).toBe(true);
    expect(mirrorsSource('tests/unit/nowhere/lost.test.ts')).toBe(false);
  });
});

// Tests import the code through the aliases (ARCHITECTURE.md, "Tests"): a moved file then moves its tests' imports
// with it, and a reader sees at once which layer a test reaches. Playwright's specs resolve no aliases.
const ALIASED_TEST_TIERS = ['tests/unit', 'tests/workers', 'tests/flows', 'tests/support', 'tests/build'];

/** The code's folders, each with its alias (the repository's tools in scripts/ have none). */
const ALIASED_CODE = ['src/', 'functions/', 'shared/', 'devnet/'];

/** The relative imports of `dir`'s files that reach the code (file -> specifier). */
function relativeImportsOutOfTests(dir: string): string[] {
  return sources(join(ROOT, dir)).flatMap((path) => {
    const file = relative(ROOT, path);
    return [...readFileSync(path, 'utf8').matchAll(SPECIFIER)]
      .map((match) => match[2]!)
      .filter((specifier) => specifier.startsWith('.') && ALIASED_CODE.some((code) => resolveImport(file, specifier)!.startsWith(code)))
      .map((specifier) => `${file} -> ${specifier}`);
  });
}

describe('tests import the code through the aliases', () => {
  it('no test reaches the code by a relative path', () => {
    const relativeImports = ALIASED_TEST_TIERS.flatMap(relativeImportsOutOfTests);
    expect(relativeImports, `import through ~/, @functions/, @shared/ or @devnet/ (${ARCHITECTURE_SECTION})`).toEqual([]);
  });
});
