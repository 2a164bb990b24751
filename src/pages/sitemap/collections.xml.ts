// /sitemap/collections.xml: every collection page, verified or not.
import type { APIRoute } from 'astro';
import { absolute, collectionAddresses, urlsetXml, xmlResponse } from './_sitemap';

export const GET: APIRoute = async ({ locals, url }) => {
  const addresses = await collectionAddresses(locals.api);
  return xmlResponse(urlsetXml(addresses.map((address) => ({ loc: absolute(url.origin, `/collection/${address}`) }))));
};
