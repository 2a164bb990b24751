// `npm run bench`: every benchmark in turn on one build, then one results file, bench-results/bench.json,
// whose headline numbers are compared with the previous run's (the file this run replaces). A benchmark
// that fails is named and the rest still run; the exit code is then 1. `-- --only reader,actions` runs some.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { commit, compareHeadlines, readResults, RESULTS_DIR } from './harness/results.mjs';

/** Each benchmark's script and the results file it writes. */
const BENCHES = [
  { script: 'api', results: 'api-demo' },
  { script: 'pages', results: 'pages' },
  { script: 'load', results: 'load' },
  { script: 'actions', results: 'actions' },
  { script: 'reader', results: 'reader' },
  { script: 'live', results: 'live' },
  { script: 'stream', results: 'stream' },
  { script: 'ux', results: 'ux' },
  { script: 'rarity', results: 'rarity' },
];
const SUMMARY = `${RESULTS_DIR}/bench.json`;
const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only?.split(',');
const chosen = BENCHES.filter(({ script }) => !only || only.includes(script));

if (!existsSync('dist/server/wrangler.json')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const previous = readResults(SUMMARY);
const startedAt = Date.now();
const failed = [];
const headlines = [];
for (const { script, results } of chosen) {
  console.log(`\n=== bench:${script}`);
  const run = spawnSync('node', [`scripts/bench/${script}.mjs`], { stdio: 'inherit' });
  const file = `${RESULTS_DIR}/${results}.json`;
  const fresh = existsSync(file) && statSync(file).mtimeMs >= startedAt;
  if (run.status !== 0 || !fresh) failed.push(script);
  if (fresh) headlines.push(...readResults(file).headline.map((row) => ({ bench: script, ...row })));
}

const rows = compareHeadlines(headlines, previous?.headlines);
console.log(
  `\nEvery benchmark's headline numbers${previous ? `, against the run of ${previous.at} (${previous.commit})` : ' (no earlier run to compare with)'}`,
);
console.table(rows);
// A partial run (--only) keeps the other benchmarks' last numbers, so the file stays the whole picture.
const kept = (previous?.headlines ?? []).filter((row) => !chosen.some(({ script }) => script === row.bench));
const summary = { at: new Date().toISOString(), commit: commit(), failed, headlines: [...kept, ...headlines] };
writeFileSync(SUMMARY, `${JSON.stringify(summary, null, 2)}\n`);
console.log(`Results: ${SUMMARY}`);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
