// The signed-in address as this browser stored it (the token decoded, never verified: the server
// verifies), for the cached pages' small scripts that show or hide what is the viewer's own, without
// loading the session store.
import { readStored } from './storage';
import { isTokenValid, readAccessToken } from '@shared/lib/session';

/** The address of the stored, unexpired session, or null. */
export function storedSessionAddress(): string | null {
  const session = readAccessToken(readStored('accessToken') ?? '');
  return session && isTokenValid(session.token, Math.floor(Date.now() / 1000)) ? session.address : null;
}
