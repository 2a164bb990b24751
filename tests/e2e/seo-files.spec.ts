import { expect, test, type APIRequestContext } from './fixtures/test';

// robots.txt, the sitemaps and the NFT share cards, over HTTP against the built Worker (no browser).

const NFTS_PER_PART = 5_000;

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) =>
    m[1]!.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&apos;', "'").replaceAll('&amp;', '&'),
  );
}

async function getXml(request: APIRequestContext, url: string): Promise<string> {
  const res = await request.get(url);
  expect(res.status(), `${url} answered ${res.status()}`).toBe(200);
  expect(res.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.headers()['cache-control']).toBe('public, max-age=0, s-maxage=3600');
  return res.text();
}

function expectAbsoluteOnSite(url: string, origin: string) {
  expect(url, 'an absolute URL').toMatch(/^https?:\/\//);
  expect(new URL(url).origin).toBe(origin);
}

/** Every part of the index with its <loc> URLs. */
async function readSitemaps(request: APIRequestContext, origin: string) {
  const index = await getXml(request, '/sitemap.xml');
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const partUrls = locs(index);
  const parts = [];
  for (const url of partUrls) {
    expectAbsoluteOnSite(url, origin);
    const xml = await getXml(request, url);
    expect(xml, url).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    parts.push({ path: new URL(url).pathname, urls: locs(xml) });
  }
  return parts;
}

async function nftTotal(request: APIRequestContext): Promise<number> {
  const res = await request.post('/api/nfts', { data: { withCount: true, verified: false, limit: 1 } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { totalCount: number }).totalCount;
}

test.describe('robots.txt and sitemaps', () => {
  test('robots.txt allows all but /api/ and /devnet-wallet/, and names the sitemap by absolute URL', async ({ request, baseURL }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await res.text();
    const lines = text.split('\n').map((line) => line.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /devnet-wallet/');
    const sitemap = /^Sitemap:\s*(\S+)$/m.exec(text)?.[1];
    expect(sitemap).toBe(new URL('/sitemap.xml', baseURL).href);
    expect((await request.get(sitemap!)).status()).toBe(200);
  });

  test('the index lists the pages, collections and NFT parts; each is a urlset of absolute URLs that load', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const origin = new URL(baseURL!).origin;
    const parts = await readSitemaps(request, origin);
    const paths = parts.map((p) => p.path);
    expect(paths.slice(0, 2)).toEqual(['/sitemap/pages.xml', '/sitemap/collections.xml']);
    for (const path of paths.slice(2)) expect(path).toMatch(/^\/sitemap\/nfts-\d+\.xml$/);
    expect(paths.slice(2)).toEqual(paths.slice(2).map((_, i) => `/sitemap/nfts-${i + 1}.xml`));

    const pages = parts[0]!.urls.map((u) => new URL(u).pathname);
    expect(pages).toEqual(
      expect.arrayContaining(['/', '/explore/items', '/explore/collections', '/explore/activity', '/buy', '/guide', '/terms']),
    );
    expect(parts[1]!.urls.length).toBeGreaterThan(0);
    for (const url of parts[1]!.urls) expect(new URL(url).pathname).toMatch(/^\/collection\/-?\d+:[0-9a-f]{64}$/);

    const all = parts.flatMap((p) => p.urls);
    for (const url of all) expectAbsoluteOnSite(url, origin);
    // A sample of five must answer 200: a fixed page, a collection, and the first, middle and last NFT.
    const pick = <T>(list: T[], at: number) => list[Math.floor(at * (list.length - 1))]!;
    const nfts = parts.slice(2).flatMap((p) => p.urls);
    expect(nfts.length).toBeGreaterThan(0);
    const sample = [pick(parts[0]!.urls, 1), pick(parts[1]!.urls, 0.5), pick(nfts, 0), pick(nfts, 0.5), pick(nfts, 1)];
    for (const url of sample) expect((await request.get(url)).status(), url).toBe(200);
  });

  test('the NFT parts list every NFT the API counts, once, at most 5,000 a part', async ({ request, baseURL }) => {
    test.setTimeout(90_000);
    const total = await nftTotal(request);
    const nftParts = (await readSitemaps(request, new URL(baseURL!).origin)).filter((p) => p.path.startsWith('/sitemap/nfts-'));
    expect(nftParts).toHaveLength(Math.ceil(total / NFTS_PER_PART));
    for (const part of nftParts) expect(part.urls.length).toBeLessThanOrEqual(NFTS_PER_PART);
    const urls = nftParts.flatMap((p) => p.urls);
    expect(urls).toHaveLength(total);
    expect(new Set(urls).size).toBe(total);
    for (const url of urls) expect(new URL(url).pathname).toMatch(/^\/nft\/-?\d+:[0-9a-f]{64}$/);
  });

  test('an unknown sitemap part is 404', async ({ request }) => {
    const parts = Math.ceil((await nftTotal(request)) / NFTS_PER_PART);
    for (const path of [
      `/sitemap/nfts-${parts + 1}.xml`,
      '/sitemap/nfts-0.xml',
      '/sitemap/nfts-01.xml',
      '/sitemap/nfts-x.xml',
      '/sitemap/unknown.xml',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

/** The content of the first <meta> with this property or name, as the page's HTML carries it. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return tag?.[1]?.replaceAll('&amp;', '&');
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test.describe('NFT share cards', () => {
  test('the NFT page names its card in og:image and twitter:image; the card is a cached 1200x630 PNG', async ({ request, baseURL }) => {
    test.setTimeout(60_000);
    const res = await request.post('/api/nfts', { data: { verified: false, limit: 1 } });
    const address = ((await res.json()) as { items: { address: string }[] }).items[0]!.address;
    const html = await (await request.get(`/nft/${address}`)).text();
    const card = new URL(`/og/nft/${address}.png`, baseURL).href;
    expect(metaContent(html, 'og:image')).toBe(card);
    expect(metaContent(html, 'twitter:image')).toBe(card);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:image:type')).toBe('image/png');
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:image:alt')).toMatch(/.+ from .+/);

    const first = await request.get(card);
    expect(first.status()).toBe(200);
    expect(first.headers()['content-type']).toBe('image/png');
    expect(first.headers()['cache-control']).toMatch(/^public, .*s-maxage=900/);
    const png = await first.body();
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
    // Stored at the edge once the first answer is out: from then on the card is not drawn again.
    await expect.poll(async () => (await request.get(card)).headers()['x-cache'], { timeout: 10_000 }).toBe('HIT');
  });

  test('an unknown or malformed NFT address has no card: 404', async ({ request }) => {
    for (const path of [`/og/nft/0:${'0'.repeat(64)}.png`, '/og/nft/not-an-address.png', '/og/nft/0:123.png']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
