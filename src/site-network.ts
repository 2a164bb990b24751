import { env } from 'cloudflare:workers';
import { networkConfig, type NetworkConfig } from '@shared/lib/network-config';

/** The network this Worker serves, from its variables (server side; islands get what they need as props). */
export function siteNetwork(): NetworkConfig {
  return networkConfig(env);
}
