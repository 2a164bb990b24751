// /sitemap/pages.xml: the fixed pages (home, explore tabs, buy, guide, terms).
import type { APIRoute } from 'astro';
import { absolute, buildDate, FIXED_PAGES, urlsetXml, xmlResponse } from './_sitemap';

export const GET: APIRoute = ({ url }) => {
  const built = buildDate();
  return xmlResponse(
    urlsetXml(FIXED_PAGES.map((page) => ({ loc: absolute(url.origin, page.path), lastmod: page.fromBuild ? built : undefined }))),
  );
};
