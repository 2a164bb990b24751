import { describe, expect, it } from 'vitest';
import { collectionShare, groupResults, searchRank, type Candidate } from '@functions/db/queries/search';

const A = `0:${'a'.repeat(64)}`;

describe('searchRank', () => {
  it('ranks exact address, exact name, prefix, word prefix, contains, address part, then the rest', () => {
    const ranks = [
      searchRank('x', A, A),
      searchRank('Venom Punks', A, 'venom punks'),
      searchRank('Punk #1', A, 'punk'),
      searchRank('Punks', A, 'punk'),
      searchRank('Stormy Orb', A, 'orb'),
      searchRank('Venom Punks', A, 'punk'),
      searchRank('Serpentine', A, 'pent'),
      searchRank('Other', A, 'aaaa'),
      searchRank('Other', A, 'zz'),
    ];
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(new Set(ranks).size).toBe(ranks.length);
    expect(ranks.at(-1)).toBe(0);
  });
});

describe('groupResults', () => {
  const hit = (objectType: 'nft' | 'collection', name: string, rank: number): Candidate => ({
    address: `0:${name.padEnd(64, '0')}`,
    objectType,
    nftName: objectType === 'nft' ? name : null,
    collectionName: objectType === 'collection' ? name : null,
    image: null,
    verified: true,
    username: null,
    floorPriceUsd: null,
    rank,
    sortName: name,
  });

  it('puts collections first whatever their rank, each group by rank then name', () => {
    const out = groupResults([hit('nft', 'b', 90), hit('collection', 'c', 10), hit('nft', 'a', 90), hit('collection', 'd', 70)], 20);
    expect(out.map((c) => c.sortName)).toEqual(['d', 'c', 'a', 'b']);
  });

  it('keeps room for NFTs: a quarter of the page for collections unless NFTs are too few', () => {
    expect(collectionShare(20)).toBe(5);
    const collections = Array.from({ length: 10 }, (_, i) => hit('collection', `c${i}`, 60));
    const nfts = Array.from({ length: 30 }, (_, i) => hit('nft', `n${String(i).padStart(2, '0')}`, 60));
    const many = groupResults([...collections, ...nfts], 20);
    expect(many.filter((c) => c.objectType === 'collection')).toHaveLength(5);
    expect(many).toHaveLength(20);
    const few = groupResults([...collections, ...nfts.slice(0, 3)], 20);
    expect(few.filter((c) => c.objectType === 'collection')).toHaveLength(10);
  });
});
