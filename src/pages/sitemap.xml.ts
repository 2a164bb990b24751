// /sitemap.xml: the sitemap index. Lists the fixed pages, the collections and one part per
// NFTS_PER_PART NFTs (the count comes from the API). See ./sitemap/_sitemap.ts for the layout.
import type { APIRoute } from 'astro';
import { absolute, buildDate, nftPartCount, sitemapIndexXml, xmlResponse } from './sitemap/_sitemap';

export const GET: APIRoute = async ({ locals, url }) => {
  const parts = await nftPartCount(locals.api);
  const files = [
    { loc: absolute(url.origin, '/sitemap/pages.xml'), lastmod: buildDate() },
    { loc: absolute(url.origin, '/sitemap/collections.xml') },
    ...Array.from({ length: parts }, (_, i) => ({ loc: absolute(url.origin, `/sitemap/nfts-${i + 1}.xml`) })),
  ];
  return xmlResponse(sitemapIndexXml(files));
};
