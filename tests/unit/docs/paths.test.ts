// The docs stay true: every repository path README.md and ARCHITECTURE.md name exists, and the server's layer
// order ARCHITECTURE.md gives is the one the imports follow.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DOCS = ['README.md', 'ARCHITECTURE.md', 'docs/README.md', 'functions/db/README.md'];
const TOP = ['src', 'functions', 'shared', 'devnet', 'scripts', 'tests', 'migrations', 'abi', 'docs', 'public', '.ci'];

/** The repository paths a doc names in backticks: `functions/reader/reader.ts`, `src/ui/`, `abi/entries.json`. */
export function namedPaths(text: string): string[] {
  const tokens = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!.replace(/[.,:;)]+$/, ''));
  return [
    ...new Set(
      tokens.filter(
        (token) =>
          TOP.some((top) => token.startsWith(`${top}/`)) && !/[*<>{}|…]|\.\.\.|\$|#|\bN\b|NNNN/.test(token) && !token.includes(' '),
      ),
    ),
  ];
}

describe('docs name only paths that exist', () => {
  for (const doc of DOCS) {
    it(doc, () => {
      const missing = namedPaths(readFileSync(join(ROOT, doc), 'utf8')).filter((path) => !existsSync(join(ROOT, path)));
      expect(missing, `${doc} names paths that do not exist: fix the doc (or the path)`).toEqual([]);
    });
  }

  it('finds the paths a doc names, and nothing else', () => {
    expect(namedPaths('see `functions/reader/reader.ts`, `src/ui/` and `npm test`, `tests/unit/<source path>/`, `abi/*.abi.json`')).toEqual(
      ['functions/reader/reader.ts', 'src/ui/'],
    );
  });
});

describe("ARCHITECTURE.md's server layer order", () => {
  const order = /the server's order is ((?:`\w+` < )+`\w+`)/.exec(readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8'))?.[1];
  const layers = (order ?? '').split(' < ').map((layer) => layer.replaceAll('`', ''));

  it('names every folder of functions/', () => {
    const folders = readdirSync(join(ROOT, 'functions'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect([...layers].sort()).toEqual(folders);
  });

  it('is the order the imports follow: a layer imports only layers before it', () => {
    const upward: string[] = [];
    for (const layer of layers) {
      for (const file of sourcesOf(join(ROOT, 'functions', layer))) {
        for (const target of importedLayers(file, layer)) {
          if (layers.indexOf(target) > layers.indexOf(layer)) upward.push(`${file.slice(ROOT.length)} -> functions/${target}`);
        }
      }
    }
    expect(upward, 'fix the import, or the order in ARCHITECTURE.md ("House rules")').toEqual([]);
  });
});

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The other functions/ folders a file imports (relative or @functions/ imports). */
function importedLayers(file: string, own: string): string[] {
  const text = readFileSync(file, 'utf8');
  const depth = file.slice(join(ROOT, 'functions', own).length).split('/').length - 1;
  const found = new Set<string>();
  for (const [, , specifier] of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)(['"])([^'"]+)\1/g)) {
    const aliased = /^@functions\/(\w+)/.exec(specifier!)?.[1];
    const relative = new RegExp(`^(?:\\.\\./){${depth}}(\\w+)/`).exec(specifier!)?.[1];
    const layer = aliased ?? relative;
    if (layer && layer !== own && existsSync(join(ROOT, 'functions', layer))) found.add(layer);
  }
  return [...found];
}
