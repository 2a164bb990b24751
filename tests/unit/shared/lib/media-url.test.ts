import { describe, expect, it } from 'vitest';
import { absoluteMediaUrl, mediaSrc } from '@shared/lib/media-url';

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
    expect(mediaSrc('relative/a.png')).toBeNull();
  });
  it('drops paths a browser would resolve off-site: backslashes, protocol-relative, stripped tabs', () => {
    for (const trick of [
      '/\\evil.example/doc.pdf',
      '\\\\evil.example/a.png',
      '/\t/evil.example/a.png',
      '/\n\\evil.example/a',
      '//evil.example/a.png',
      '/%5Cevil.example/a',
    ]) {
      const src = mediaSrc(trick);
      if (src !== null) expect(new URL(src, 'https://market.test').origin, trick).toBe('https://market.test');
    }
    expect(mediaSrc('/\\evil.example/doc.pdf')).toBeNull();
    expect(mediaSrc('/\t/evil.example/a.png')).toBeNull();
  });
  it('keeps local paths in the form a browser resolves them to', () => {
    expect(mediaSrc('/demo-art/../demo-art/nft/7.svg')).toBe('/demo-art/nft/7.svg');
    expect(mediaSrc('/demo-art\\nft\\7.svg')).toBe('/demo-art/nft/7.svg');
  });
  it('never lets dot segments lead a proxied path out of the proxy', () => {
    expect(mediaSrc('ipfs://../../api/user')).toBeNull();
    expect(mediaSrc('ipfs://%2e%2e/%2e%2e/devnet/rpc')).toBeNull();
    expect(mediaSrc('https://gw.example/ipfs/../../../og/x.png')).toBeNull();
    expect(mediaSrc('ipfs://bafyabc/./a/../b.png')).toBe('/media/ipfs/bafyabc/b.png');
  });
  it('gives absolute URLs on the site only (JSON-LD)', () => {
    expect(absoluteMediaUrl('/\\evil.example/a.png', 'https://market.test')).toBeUndefined();
    expect(absoluteMediaUrl('/demo-art/nft/7.svg', 'https://market.test')).toBe('https://market.test/demo-art/nft/7.svg');
    expect(absoluteMediaUrl('https://img.example/a.png', 'https://market.test')).toBe(
      'https://market.test/media/web?src=https%3A%2F%2Fimg.example%2Fa.png',
    );
    expect(absoluteMediaUrl(null, 'https://market.test')).toBeUndefined();
  });
});
