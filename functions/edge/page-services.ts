// What the server side lends the pages (src/server-context.ts), built here and handed over by the
// Worker entry, so the site never imports the server's modules.
import { apiApp } from '../api/app';
import { usdPricesAsOf } from '../reader/prices';
import { refreshNftInBackground } from '../reader/server';
import { requestFlags } from './flags';

export function pageServices(env: Env) {
  return {
    fetchApi: async (request: Request) => apiApp.fetch(request, env),
    requestFlags: (request: Request) => requestFlags(request, env.FLAGS),
    usdPricesAge: (now: number) => usdPricesAsOf(env.DB, now),
    refreshNft: (origin: string, address: string) => refreshNftInBackground(env, origin, address),
  };
}
