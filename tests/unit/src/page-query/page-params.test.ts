// Every query parameter the site's code reads by name is one the page cache keeps: a page that read a
// parameter missing from src/page-query/page-params.ts would have it dropped by a 301 before it renders.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPageParam } from '~/page-query/page-params';

const ROOT = new URL('../../../../', import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(ROOT, path)).isDirectory() ? files(path) : /\.(astro|tsx?)$/.test(name) ? [path] : [];
  });
}

/** `searchParams.get('x')` and `params.get('x')`: a read of a literal name (the list keys are read from LIST_PARAM_KEYS itself). */
const READ = /(?:searchParams|params)\.(?:get|getAll|has)\(\s*'([a-z_-]+)'/g;

describe('the parameters pages read', () => {
  it('are all kept by the page cache', () => {
    const read = new Set<string>();
    for (const file of [...files('src/pages'), ...files('src/page-query'), ...files('src/islands'), ...files('src/components')]) {
      for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(READ)) read.add(match[1]!);
    }
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((name) => !isPageParam(name, false))).toEqual([]);
  });
});
