import { supportedTokens, type Token } from '@shared/lib/tokens';
import { siteNetwork } from './site-network';

/** The payment tokens of the chain this Worker serves (server side; islands get them as props). */
export function siteTokens(): readonly Token[] {
  return supportedTokens(siteNetwork().tokenRoots);
}
