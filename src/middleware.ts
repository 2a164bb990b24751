import { defineMiddleware } from 'astro:middleware';
import { isUnavailable } from './api/errors';
import { serverApi } from './server-api';
import { serverContext } from './server-context';

/** The spec's application shell route (§2): registered, and it answers with the home page. */
const APP_SHELL = /^\/_app\/?$/;

export const onRequest = defineMiddleware(async (context, next) => {
  if (APP_SHELL.test(context.url.pathname)) return context.redirect('/', 302);
  // The Worker entry already read them for this request (src/worker.ts): the same values.
  context.locals.flags = await serverContext().requestFlags(context.request);
  context.locals.api = serverApi(context.url.origin);
  try {
    return await next();
  } catch (error) {
    // Astro renders its error page without the error, so the page learns of an outage here.
    if (isUnavailable(error)) context.locals.outage = true;
    throw error;
  }
});
