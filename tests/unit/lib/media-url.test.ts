import { describe, expect, it } from 'vitest';
import { mediaSrc } from '~/lib/media-url';

describe('mediaSrc', () => {
  it('keeps same-origin paths (the demo artwork)', () => {
    expect(mediaSrc('/demo-art/nft/7.svg')).toBe('/demo-art/nft/7.svg');
  });
  it('sends ipfs:// and gateway URLs through the IPFS proxy path', () => {
    expect(mediaSrc('ipfs://bafyabc/1.png')).toBe('/media/ipfs/bafyabc/1.png');
    expect(mediaSrc('ipfs://ipfs/bafyabc')).toBe('/media/ipfs/bafyabc');
    expect(mediaSrc('https://cloudflare-ipfs.com/ipfs/Qm123/a.gif')).toBe('/media/ipfs/Qm123/a.gif');
  });
  it('sends other https URLs through the web proxy, encoded', () => {
    expect(mediaSrc('https://example.org/a b.png?x=1')).toBe('/media/web?src=https%3A%2F%2Fexample.org%2Fa%20b.png%3Fx%3D1');
  });
  it('refuses what cannot be loaded safely', () => {
    expect(mediaSrc(null)).toBeNull();
    expect(mediaSrc('  ')).toBeNull();
    expect(mediaSrc('javascript:alert(1)')).toBeNull();
    expect(mediaSrc('http://example.org/a.png')).toBeNull();
    expect(mediaSrc('//evil.example/a.png')).toBeNull();
    expect(mediaSrc('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
  });
});
