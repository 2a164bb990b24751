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
