/**
 * Where a reader tick spends its time, by phase (milliseconds, summed over calls): the chain reader and
 * ingest add to it when a caller passes one (`npm run bench:reader` prints the split). A phase may
 * contain another (the reader's paging contains the parsing of what it fetched).
 */
export type PhaseTimes = Record<string, number>;

export function addPhase(times: PhaseTimes | undefined, phase: string, startedAt: number): void {
  if (times) times[phase] = (times[phase] ?? 0) + (performance.now() - startedAt);
}

export async function timed<T>(times: PhaseTimes | undefined, phase: string, fn: () => Promise<T>): Promise<T> {
  if (!times) return fn();
  const startedAt = performance.now();
  try {
    return await fn();
  } finally {
    addPhase(times, phase, startedAt);
  }
}

export function timedSync<T>(times: PhaseTimes | undefined, phase: string, fn: () => T): T {
  if (!times) return fn();
  const startedAt = performance.now();
  try {
    return fn();
  } finally {
    addPhase(times, phase, startedAt);
  }
}
