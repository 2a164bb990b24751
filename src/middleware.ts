import { defineMiddleware } from 'astro:middleware';
import { env } from 'cloudflare:workers';
import { requestFlags } from '../functions/edge/flags';
import { serverApi } from './server-api';

export const onRequest = defineMiddleware(async (context, next) => {
  // The Worker entry already read them for this request (src/worker.ts); `astro dev` reads them here.
  context.locals.flags = await requestFlags(context.request, env.FLAGS);
  context.locals.api = serverApi(context.url.origin);
  return next();
});
