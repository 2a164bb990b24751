import { defineMiddleware } from 'astro:middleware';
import { env } from 'cloudflare:workers';
import { readFlags } from '../functions/edge/flags';
import { serverApi } from './server-api';

export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.flags = await readFlags(env.FLAGS);
  context.locals.api = serverApi(context.url.origin);
  return next();
});
