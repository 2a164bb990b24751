import { describe, expect, it } from 'vitest';
import { collectionFields, nftFields } from '@functions/indexer/metadata';

describe('NFT metadata fields', () => {
  it('reads preview, files, type, royalty and traits', () => {
    const f = nftFields({
      name: ' Orb #7 ',
      description: 'A glass orb',
      type: 'Basic NFT',
      preview: { source: 'https://x/p.png', mimetype: 'image/png' },
      files: [
        { source: 'https://x/f.mp4', mimetype: 'video/mp4' },
        { source: 'https://x/g.mp4', mimetype: 'video/mp4' },
      ],
      royalty: { description: '5%', royaltyType: 'percentage' },
      attributes: [
        { trait_type: 'Mood', value: ' Calm ' },
        { trait_type: 'mood', value: 'calm' },
        { trait_type: 'Level', value: 3 },
        { trait_type: 'Broken', value: { nested: true } },
        { value: 'no type' },
      ],
    });
    expect(f).toMatchObject({
      name: 'Orb #7',
      nameSort: 'orb #00000000000000000007',
      image: 'https://x/p.png',
      mimetype: 'image/png',
      fullImage: 'https://x/f.mp4',
      fullImageMimetype: 'video/mp4',
      type: 'Basic NFT',
      royalty: '{"description":"5%","royaltyType":"percentage"}',
      filesMimetypes: ['video/mp4'],
    });
    expect(f.traits).toEqual([
      { typeKey: 'mood', valueKey: 'calm', traitType: 'Mood', traitValue: '" Calm "', valueText: 'Calm' },
      { typeKey: 'level', valueKey: '3', traitType: 'Level', traitValue: '3', valueText: '3' },
    ]);
  });

  it('treats wrongly shaped fields as absent', () => {
    const f = nftFields({ name: 42, preview: 'x', files: 'nope', attributes: 'none' });
    expect(f).toMatchObject({ name: null, image: null, fullImage: null, filesMimetypes: [], traits: [] });
  });
});

describe('collection metadata fields', () => {
  it('reads logo, wallpaper and socials (external_url as website)', () => {
    expect(
      collectionFields({
        name: 'Orbs',
        preview: { source: '/logo.svg' },
        wallpaper: '/wall.svg',
        social: { twitter: 'https://twitter.com/orbs', youtube: '' },
        external_url: 'https://orbs.example',
      }),
    ).toMatchObject({
      name: 'Orbs',
      logo: '/logo.svg',
      wallpaper: '/wall.svg',
      social: '{"twitter":"https://twitter.com/orbs","website":"https://orbs.example"}',
    });
    expect(collectionFields({ files: [{ source: '/banner.png' }] })).toMatchObject({ wallpaper: '/banner.png', social: null, name: null });
  });
});
