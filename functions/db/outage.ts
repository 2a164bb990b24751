// Telling a database that could not answer from a statement this code got wrong. A D1 failure is an
// Error whose message starts `D1_…ERROR:`, where a locked, overloaded, unreachable or reset database says
// so; a D1 whose storage cannot be opened at all (its file held locked, say) surfaces as the runtime's own
// `internal error; reference = …`, which no code of ours throws. The statement faults (bad SQL, a
// constraint, a wrong bind type) are bugs and stay 500; the rest is an outage: answered 503 with
// Retry-After, and over when D1 answers again.

const D1_FAILURE = /^(D1_[A-Z_]*ERROR\b|internal error; reference = )/;
const STATEMENT_FAULT = /^D1_(TYPE_ERROR|COLUMN_NOTFOUND)|SQLITE_(ERROR|CONSTRAINT|MISMATCH|RANGE|TOOBIG|AUTH)\b/;
/** Causes followed at most this deep (D1 nests the original error once). */
const MAX_CAUSES = 4;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth <= MAX_CAUSES && current instanceof Error; depth++) {
    if (D1_FAILURE.test(current.message)) return !STATEMENT_FAULT.test(current.message);
    current = current.cause;
  }
  return false;
}
