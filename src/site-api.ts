import { env } from 'cloudflare:workers';

/** The API base URL as the browser sees it: the site's own /api, or the external indexer. */
export function browserApiBase(): string {
  return env.API_URL.trim().replace(/\/+$/, '') || '/api';
}
