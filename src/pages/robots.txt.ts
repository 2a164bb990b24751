// /robots.txt, served by the Worker so the Sitemap line is absolute for whatever host serves the site.
import type { APIRoute } from 'astro';
import { TEXT_HEADERS } from './sitemap/_sitemap';

export const GET: APIRoute = ({ url }) => {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /devnet-wallet/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', url.origin).href}`,
    '',
  ].join('\n');
  return new Response(body, { headers: TEXT_HEADERS });
};
