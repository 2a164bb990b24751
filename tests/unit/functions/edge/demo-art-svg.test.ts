import { describe, expect, it } from 'vitest';
import { renderArtwork } from '@functions/edge/demo-art-svg';

describe('demo artwork', () => {
  it('is deterministic per seed and kind', () => {
    expect(renderArtwork('venom-punks-1', 'nft')).toBe(renderArtwork('venom-punks-1', 'nft'));
    expect(renderArtwork('venom-punks-1', 'nft')).not.toBe(renderArtwork('venom-punks-2', 'nft'));
    expect(renderArtwork('venom-punks', 'logo')).not.toBe(renderArtwork('venom-punks', 'wallpaper'));
  });

  it('has the size of its kind', () => {
    expect(renderArtwork('a', 'nft')).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="512" height="512" viewBox="0 0 512 512">/,
    );
    expect(renderArtwork('a', 'logo')).toContain('viewBox="0 0 256 256"');
    expect(renderArtwork('a', 'wallpaper')).toContain('viewBox="0 0 1600 400"');
  });

  it('is inert SVG whatever the seed', () => {
    const hostile = '"><script>alert(1)</script><a href="javascript:x" onload="y">';
    for (let i = 0; i < 60; i++)
      for (const kind of ['nft', 'logo', 'wallpaper'] as const) {
        const svg = renderArtwork(`${hostile}${i}`, kind);
        expect(svg).not.toMatch(/<script|javascript:|href|\son[a-z]+=|<image|<foreignObject|url\((?!#)/i);
        expect(svg.endsWith('</svg>')).toBe(true);
        // Every element is closed: opening tags minus self-closed equals closing tags.
        const open = (svg.match(/<[a-zA-Z]/g) ?? []).length;
        const selfClosed = (svg.match(/\/>/g) ?? []).length;
        expect(open - selfClosed).toBe((svg.match(/<\//g) ?? []).length);
      }
  });

  it('writes hues in whole degrees, the only ones the share card rasteriser reads', () => {
    for (let i = 0; i < 40; i++)
      for (const kind of ['nft', 'logo', 'wallpaper'] as const) {
        const hues = [...renderArtwork(`seed-${i}`, kind).matchAll(/hsl\(([^ ]+) /g)].map((m) => m[1]);
        expect(hues.length).toBeGreaterThan(0);
        for (const hue of hues) expect(hue).toMatch(/^\d{1,3}$/);
      }
  });

  it('writes the collection monogram on logos', () => {
    expect(renderArtwork('venom-punks', 'logo')).toContain('>VP</text>');
    expect(renderArtwork('orbs', 'logo')).toContain('>OR</text>');
    expect(renderArtwork('---', 'logo')).not.toContain('<text');
  });
});
