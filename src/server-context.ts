// What the server side of this Worker lends the pages, handed over once by the Worker entry
// (src/worker.ts), so that nothing else in src/ imports functions/: the built-in API called in process,
// the edge flags of a request, how old the USD prices are, and the re-read of an NFT whose page rendered.
import type { EdgeFlags } from '@shared/lib/edge-flags';

export interface UsdPricesAge {
  /** Unix seconds of the oldest token price. */
  at: number;
  /** Older than the reader's freshness limit: the price source stopped answering. */
  stale: boolean;
}

export interface ServerContext {
  /** The built-in marketplace API, called in process (no network hop). */
  fetchApi(request: Request): Promise<Response>;
  /** The operators' flags for this request, read once (the Worker entry already read them). */
  requestFlags(request: Request): Promise<EdgeFlags>;
  /** The USD prices' age, or null without prices. */
  usdPricesAge(now: number): Promise<UsdPricesAge | null>;
  /** Asks the chain reader to re-read an NFT after its page rendered (rate limited there); never throws. */
  refreshNft(origin: string, address: string): Promise<void>;
}

let provided: ServerContext | null = null;

/** Called once by the Worker entry, before any page renders. */
export function provideServerContext(context: ServerContext): void {
  provided = context;
}

export function serverContext(): ServerContext {
  if (!provided) throw new Error('The server context is provided by the Worker entry (src/worker.ts), which did not run');
  return provided;
}
