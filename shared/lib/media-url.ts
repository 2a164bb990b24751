// Where a page loads NFT media from: the one place every metadata URL is normalised before it reaches a
// page (img/video/audio sources, document links, JSON-LD, share cards). Untrusted URLs never reach a page
// as they are: IPFS and web URLs go through the Worker's media proxy (/media/...), which checks types and
// sizes and sandboxes SVG; a path on this site (the demo artwork) is kept in the form a browser resolves
// it to. Anything a browser would resolve off-site from a path-looking value (`//host`, `/\host`, `\\host`,
// tabs or newlines inside the slashes) is dropped, and so is a proxy path that dot segments would lead
// out of the proxy.

const IPFS_SCHEME = /^ipfs:\/\/(?:ipfs\/)?/i;
const IPFS_GATEWAY_PATH = /^https?:\/\/[^/]+\/ipfs\/(.+)$/i;
const IPFS_PROXY = '/media/ipfs/';
/** Stands in for this site while resolving, the way a browser resolves a path against the page's origin. */
const SITE = 'https://site.invalid';

/** `path` as a browser on this site resolves it, or null when it leaves the site (or does not start with `prefix`). */
function onSite(path: string, prefix = '/'): string | null {
  let url: URL;
  try {
    url = new URL(path, `${SITE}/`);
  } catch {
    return null;
  }
  if (url.origin !== SITE || !url.pathname.startsWith(prefix)) return null;
  return `${url.pathname}${url.search}`;
}

const ipfsProxied = (cidAndPath: string): string | null => onSite(`${IPFS_PROXY}${cidAndPath}`, IPFS_PROXY);

/** The same-origin URL to load a piece of NFT media from, or null when there is nothing loadable. */
export function mediaSrc(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (IPFS_SCHEME.test(value)) return ipfsProxied(value.replace(IPFS_SCHEME, ''));
  const gateway = IPFS_GATEWAY_PATH.exec(value);
  if (gateway?.[1]) return ipfsProxied(gateway[1]);
  if (/^https:\/\//i.test(value)) return `/media/web?src=${encodeURIComponent(value)}`;
  if (value.startsWith('/')) return onSite(value);
  return null;
}

/** The absolute URL of a piece of NFT media on `origin` (for JSON-LD and other tags read off-site), or undefined. */
export function absoluteMediaUrl(url: string | null | undefined, origin: string): string | undefined {
  const src = mediaSrc(url);
  return src === null ? undefined : new URL(src, origin).href;
}
