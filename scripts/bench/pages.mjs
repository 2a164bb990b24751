#!/usr/bin/env node
// `npm run bench:pages`: Lighthouse's mobile profile in the local Chromium against the built Worker, and
// the JavaScript each page loads (gzipped, React included), for /, /explore/items, a collection and an NFT.
// Budgets: JS <= 100 KB gz on the NFT, collection and explore pages; performance and
// accessibility >= 95, SEO 100. Prints a table and writes bench-results/pages.json.
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { sampleAddresses, startServer } from './harness/server.mjs';
import { higher, lower, saveResults } from './harness/results.mjs';

const { values } = parseArgs({ options: { port: { type: 'string', default: process.env.BENCH_PORT ?? '4410' } } });
const PORT = Number(values.port);
// Its own local state (seeded on first use), never the one a running `npm start` holds open.
const PERSIST_TO = '.wrangler/bench-pages';
const JS_BUDGET_KB = 100;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The page's scripts, gzipped. wrangler dev serves them uncompressed, so each one Lighthouse loaded is
 * read again and gzipped here (the edge compresses them in production); a script that cannot be read
 * again (a rebuild in between) fails the run rather than counting as zero.
 */
async function gzippedScriptBytes(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  let total = 0;
  for (const script of scripts) {
    const res = await fetch(script.url);
    if (!res.ok) throw new Error(`${script.url} answered ${res.status}: was the site rebuilt during the run?`);
    total += gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
  }
  return { bytes: total, files: scripts.length };
}

/** What a failing binary audit points at, to fix it. */
function failingDetails(lhr) {
  return Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map(
      (a) =>
        `${a.id}: ${(a.details?.items ?? [])
          .slice(0, 3)
          .map((i) => i.node?.snippet ?? i.node?.selector ?? '')
          .join(' | ')}`,
    );
}

const server = await startServer({ port: PORT, persistTo: PERSIST_TO });
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
const rows = [];
try {
  const { nft, collection } = await sampleAddresses(server.url);
  const pages = [
    ['/', false],
    ['/explore/items', true],
    [`/collection/${collection}`, true],
    [`/nft/${nft}`, true],
  ];
  for (const [path, budgeted] of pages) {
    const url = `${server.url}${path}`;
    await fetch(url); // warm the HTML cache, as the edge would be
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    const js = await gzippedScriptBytes(lhr);
    for (const line of failingDetails(lhr)) console.log(`  ${path}: ${line.slice(0, 400)}`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    rows.push({
      page: path.length > 30 ? `${path.slice(0, 27)}…` : path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      'JS KB gz': +(js.bytes / 1024).toFixed(1),
      'JS files': js.files,
      LCP_ms: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      TBT_ms: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      CLS: +(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      'JS budget': budgeted ? (js.bytes / 1024 <= JS_BUDGET_KB ? 'ok' : 'OVER') : '—',
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id)
        .slice(0, 6)
        .join(' '),
    });
  }
} finally {
  await chrome.kill();
  server.stop();
}
console.table(rows);
saveResults(
  'pages',
  rows.flatMap((r) => [
    higher(`${r.page} performance`, r.performance, 'score'),
    lower(`${r.page} JS`, r['JS KB gz'], 'KB gz'),
    lower(`${r.page} LCP`, r.LCP_ms, 'ms'),
  ]),
  rows,
);
