// Whether this browser may have a session or a wallet connection, without loading the session code:
// the islands load the wallet and session stores only then, or on the first click (performance budget).
import { readStored } from './storage';

export const SESSION_EVENT = 'venom:session';

export function mayHaveSession(): boolean {
  return readStored('accessToken') !== null || readStored('connection') !== null;
}

/** Tells islands that loaded lazily-nothing yet that a session now exists. */
export function announceSession(): void {
  window.dispatchEvent(new Event(SESSION_EVENT));
}

/**
 * Runs `load` now when this browser may have a session, else on the first session announced: how a
 * signed-in island's code is loaded. Returns a stop (for an effect's cleanup).
 */
export function whenSessionMayExist(load: () => void): () => void {
  if (mayHaveSession()) {
    load();
    return () => undefined;
  }
  window.addEventListener(SESSION_EVENT, load, { once: true });
  return () => window.removeEventListener(SESSION_EVENT, load);
}
