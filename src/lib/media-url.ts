// Where a page loads NFT media from. Untrusted URLs from metadata never reach an <img> as they are:
// IPFS and web URLs go through the Worker's media proxy (/media/...), which checks types and sizes and
// sandboxes SVG; local demo artwork is served by the Worker itself.

const IPFS_SCHEME = /^ipfs:\/\/(?:ipfs\/)?/i;
const IPFS_GATEWAY_PATH = /^https?:\/\/[^/]+\/ipfs\/(.+)$/i;

/** The same-origin URL to load a piece of NFT media from, or null when there is nothing loadable. */
export function mediaSrc(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (IPFS_SCHEME.test(value)) return `/media/ipfs/${value.replace(IPFS_SCHEME, '')}`;
  const gateway = IPFS_GATEWAY_PATH.exec(value);
  if (gateway?.[1]) return `/media/ipfs/${gateway[1]}`;
  if (/^https:\/\//i.test(value)) return `/media/web?src=${encodeURIComponent(value)}`;
  return null;
}
