/**
 * GET /api/healthz: whether the site can serve fresh data. 200 `{ok: true}` when D1 answers and the
 * chain reader is reading; otherwise 503 `{ok: false, reason}` naming each problem (README "Health"):
 * - D1 does not answer `SELECT 1` (within HEALTH_TIMEOUT_MS);
 * - the reader cannot be asked, or its last tick failed (its last error is newer than its last success);
 * - its last successful read is older than readerStaleSeconds (its lag is out of bound).
 * A reader that has not read yet (a fresh deployment, the devnet starting) and has no error is not a
 * failure: `npm start` and the browser tests wait on this route while it starts.
 */
import type { ReaderStatus } from './ChainReader';
import { readerConfig } from './config';
import { readerStub } from './server';

/** How long each check may take before it counts as no answer. */
const HEALTH_TIMEOUT_MS = 5_000;
/** The least lag bound: two of the cron's one-minute re-arms missed. */
export const READER_STALE_MIN_SECONDS = 120;
const DEFAULT_INTERVAL_SECONDS = 10;

/** The lag bound: two minutes, or three of the reader's own intervals when those are longer. */
export function readerStaleSeconds(env: Env): number {
  let interval = DEFAULT_INTERVAL_SECONDS;
  try {
    interval = readerConfig(env as unknown as Record<string, string>).intervalSeconds;
  } catch {
    // A misconfigured reader says so in its own last error.
  }
  return Math.max(READER_STALE_MIN_SECONDS, 3 * interval);
}

/** What is wrong with the reader, or null; `now` in unix seconds. */
export function readerProblem(status: ReaderStatus, now: number, staleSeconds: number): string | null {
  const { lastError, lastSuccess } = status;
  if (lastError && (lastSuccess === null || lastError.at >= lastSuccess))
    return `chain reader: its last tick failed at ${new Date(lastError.at * 1000).toISOString()}: ${lastError.message}`;
  if (lastSuccess !== null && now - lastSuccess > staleSeconds)
    return `chain reader: last read the chain ${now - lastSuccess} s ago (bound ${staleSeconds} s)`;
  return null;
}

function withinTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${HEALTH_TIMEOUT_MS / 1000} s`)), HEALTH_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export async function healthResponse(env: Env): Promise<Response> {
  const problems: string[] = [];
  const [database, reader] = await Promise.allSettled([
    withinTimeout(env.DB.prepare('SELECT 1 AS one').first(), 'database'),
    withinTimeout(readerStub(env).status(), 'chain reader'),
  ]);
  if (database.status === 'rejected') problems.push(`database: ${messageOf(database.reason)}`);
  let readerReport: ReaderStatus | { error: string };
  if (reader.status === 'fulfilled') {
    readerReport = reader.value;
    const problem = readerProblem(reader.value, Math.floor(Date.now() / 1000), readerStaleSeconds(env));
    if (problem) problems.push(problem);
  } else {
    readerReport = { error: messageOf(reader.reason) };
    problems.push(`chain reader: ${readerReport.error}`);
  }
  const ok = problems.length === 0;
  const body = { ok, ...(ok ? {} : { reason: problems.join('; ') }), chain: env.CHAIN, reader: readerReport };
  return new Response(JSON.stringify(body), {
    status: ok ? 200 : 503,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}
