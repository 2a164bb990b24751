// Operators' switches (shared/lib/edge-flags.ts), stored in KV so they flip without a redeploy.
import { FLAG_NAMES, type EdgeFlags, type FlagName } from '@shared/lib/edge-flags';

/** How long one isolate reuses what it read; a flip shows everywhere within this plus KV's propagation. */
const ISOLATE_CACHE_MS = 2_000;
const KV_KEY = (name: FlagName) => `flag:${name}`;

let cached: { flags: EdgeFlags; at: number } | null = null;

export async function readFlags(kv: KVNamespace, now = Date.now()): Promise<EdgeFlags> {
  if (cached && now - cached.at < ISOLATE_CACHE_MS) return cached.flags;
  const values = await Promise.all(FLAG_NAMES.map((name) => kv.get(KV_KEY(name))));
  const flags = Object.fromEntries(FLAG_NAMES.map((name, i) => [name, values[i] === 'on'])) as EdgeFlags;
  cached = { flags, at: now };
  return flags;
}

/** What the Worker read for a request; its page render (src/middleware.ts) takes the same values. */
const readForRequest = new WeakMap<Request, EdgeFlags>();

/**
 * The flags for one request, read once: the Worker entry decides maintenance and the cache variant
 * with them, and the page it renders shows the banner from the same read.
 */
export async function requestFlags(request: Request, kv: KVNamespace): Promise<EdgeFlags> {
  const known = readForRequest.get(request);
  if (known) return known;
  const flags = await readFlags(kv);
  readForRequest.set(request, flags);
  return flags;
}

export async function writeFlag(kv: KVNamespace, name: FlagName, on: boolean): Promise<void> {
  await kv.put(KV_KEY(name), on ? 'on' : 'off');
  cached = null;
}

/** For tests: forget what this isolate read. */
export function forgetCachedFlags(): void {
  cached = null;
}
