import { env } from 'cloudflare:workers';
import { tokensForChain, type Token } from './lib/tokens';

/** The payment tokens of the chain this Worker serves (server side; islands get them as props). */
export function siteTokens(): readonly Token[] {
  return tokensForChain(env.CHAIN);
}
