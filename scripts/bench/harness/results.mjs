// What a benchmark leaves behind, in one shape: bench-results/<name>.json holds its headline numbers (each
// with its unit and which way is better) and its whole detail. `npm run bench` (../all.mjs) gathers the
// headlines of a run into bench-results/bench.json and compares them with the run before.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

export const RESULTS_DIR = 'bench-results';

/** A headline number: `better` says which way is an improvement. */
export const lower = (metric, value, unit) => ({ metric, value, unit, better: 'lower' });
export const higher = (metric, value, unit) => ({ metric, value, unit, better: 'higher' });

/** The commit a run measured (short hash), or null outside a git checkout. */
export function commit() {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** Writes bench-results/<name>.json: `headline` (lower()/higher() numbers) and `detail` (anything). */
export function saveResults(name, headline, detail) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = `${RESULTS_DIR}/${name}.json`;
  const at = new Date().toISOString();
  writeFileSync(file, `${JSON.stringify({ name, at, commit: commit(), headline, detail }, null, 2)}\n`);
  console.log(`Results: ${file}`);
}

export function readResults(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** Within this fraction a change is noise, not better or worse. */
const SAME_WITHIN = 0.05;

/** One row per headline number of `now`, against the same number in `before` (null when new). */
export function compareHeadlines(now, before) {
  return now.map(({ bench, metric, value, unit, better }) => {
    const old = before?.find((row) => row.bench === bench && row.metric === metric)?.value;
    if (typeof old !== 'number' || typeof value !== 'number') return { bench, metric, before: old ?? '—', now: value, unit, change: '—' };
    const change = old === 0 ? (value === 0 ? 0 : Infinity) : (value - old) / Math.abs(old);
    const verdict = Math.abs(change) <= SAME_WITHIN ? 'same' : change < 0 === (better === 'lower') ? 'better' : 'worse';
    const percent = Number.isFinite(change) ? `${change > 0 ? '+' : ''}${(change * 100).toFixed(1)}%` : 'new';
    return { bench, metric, before: old, now: value, unit, change: `${percent} ${verdict}` };
  });
}
