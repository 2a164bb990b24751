import { env } from 'cloudflare:workers';
import { networkTokens } from '@shared/lib/network-config';
import type { Token } from '@shared/lib/tokens';

/** The payment tokens of the chain this Worker serves (server side; islands get them as props). */
export function siteTokens(): readonly Token[] {
  return networkTokens(env);
}
