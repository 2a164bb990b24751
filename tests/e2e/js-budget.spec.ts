// The size budget of every page's JavaScript before interaction (80 KB gzipped), like Starlight's
// size-limit check: a size, not a time, so it is the same on every run. It is read from the page's
// HTML and the built client (dist/client): the module scripts, and the islands that hydrate on their
// own (client:load, client:idle) with their renderer, each with every chunk it imports statically,
// gzipped (level 9) as the edge would serve them. Dynamic imports load on first use and do not count;
// a client:visible island loads when scrolled to (Lighthouse's phone viewport does not reach the NFT
// page's market box), and a client:on island when it is needed (src/directives/on.ts): a visitor's
// first load, which is what this budget measures, needs none.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures/test';
import { sitePages } from './fixtures/site-pages';

const BUDGET_KB = 80;
const CLIENT_DIR = new URL('../../dist/client', import.meta.url);
/** Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` in a built chunk. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** The scripts that run before any interaction: module scripts and self-hydrating islands. */
export function entryScripts(html: string): string[] {
  const entries = new Set<string>();
  for (const [, src] of html.matchAll(/<script\b[^>]*\ssrc="([^"]+\.js)"/g)) entries.add(src!);
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const client = /\sclient="([a-z]+)"/.exec(tag!)?.[1];
    if (client !== 'load' && client !== 'idle') continue;
    for (const [, url] of tag!.matchAll(/\s(?:component|renderer)-url="([^"]+)"/g)) entries.add(url!);
  }
  return [...entries];
}

/** Every built file the entries load, with its gzipped size. */
function staticClosure(entries: string[]): Map<string, number> {
  const sizes = new Map<string, number>();
  const queue = [...entries];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (sizes.has(path)) continue;
    const text = readFileSync(new URL(`.${path}`, `${CLIENT_DIR.href}/`), 'utf8');
    sizes.set(path, gzipSync(text, { level: 9 }).length);
    for (const [, relative] of text.matchAll(STATIC_IMPORT)) queue.push(new URL(relative!, `http://site${path}`).pathname);
  }
  return sizes;
}

/** The gzipped KB an HTML page loads before interaction, and its largest files. */
function pageScripts(html: string): { kb: number; files: number; largest: string } {
  const sizes = staticClosure(entryScripts(html));
  const total = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
  const largest = [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([path, bytes]) => `${path} ${(bytes / 1024).toFixed(1)} KB`);
  return { kb: total / 1024, files: sizes.size, largest: largest.join(', ') };
}

test('a visitor loads no React until they reach for an island; a pointer over Connect wallet loads it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  // A long list: nothing client:visible (the footer's links) is in view.
  await page.goto('/explore/items');
  await page.waitForLoadState('networkidle');
  // React DOM's client is the renderer every island names.
  const html = await page.content();
  const renderer = /\srenderer-url="([^"]+)"/.exec(html)?.[1];
  expect(renderer).toBeTruthy();
  expect(scripts).not.toContain(renderer);
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Connect wallet' }).hover();
  await expect(page.locator('astro-island[component-url*="WalletButton"]:not([ssr])')).toHaveCount(1);
  expect(scripts).toContain(renderer);
});

test('every page loads at most 80 KB of gzipped JS before interaction', async ({ request }) => {
  const over: string[] = [];
  for (const [name, path] of Object.entries(await sitePages(request))) {
    const res = await request.get(path);
    const { kb, files, largest } = pageScripts(await res.text());
    test.info().annotations.push({ type: `${name} JS before interaction`, description: `${kb.toFixed(1)} KB gz in ${files} files` });
    if (kb > BUDGET_KB) over.push(`${name}: ${kb.toFixed(1)} KB gz in ${files} files; largest: ${largest}`);
  }
  expect(over).toEqual([]);
});
