/**
 * The demo world's skeleton, decided before any event: how many collections and users, which
 * collection each NFT belongs to, when collections appear, their price levels.
 */
import { themeFor, type Theme } from './catalog';
import { addressOf, Random } from '@shared/lib/prng';

export const DAY = 86_400;
export const YEAR = 365 * DAY;

export interface WorldOptions {
  /** Number of NFTs; the world has about ten events per NFT. At least 8. */
  scale: number;
  /** Unix seconds the world ends at. Live auctions and listings run past it. */
  now: number;
  /** PRNG seed; the same seed, scale and now give the same world. */
  seed?: string;
}

export interface CollectionPlan {
  index: number;
  address: string;
  theme: Theme;
  owner: string;
  createdAt: number;
  /** Global index of its first NFT and how many it has. */
  firstNft: number;
  nftCount: number;
}

export interface WorldPlan {
  seed: string;
  scale: number;
  now: number;
  start: number;
  collections: CollectionPlan[];
  users: string[];
}

/** Collection sizes follow a power law: a few big collections, a long tail of small ones. */
function collectionSizes(scale: number, count: number): number[] {
  const weights = Array.from({ length: count }, (_, j) => 1 / (j + 1) ** 0.7);
  const total = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((wt) => Math.max(1, Math.floor((wt / total) * scale)));
  let rest = scale - sizes.reduce((a, b) => a + b, 0);
  for (let j = 0; rest > 0; j = (j + 1) % count, rest--) sizes[j]! += 1;
  for (let j = count - 1; rest < 0; j = j === 0 ? count - 1 : j - 1) {
    if (sizes[j]! > 1) {
      sizes[j]! -= 1;
      rest++;
    }
  }
  return sizes;
}

export function planWorld(options: WorldOptions): WorldPlan {
  if (!Number.isInteger(options.scale) || options.scale < 8) throw new RangeError('scale must be an integer >= 8');
  const seed = options.seed ?? 'venom-demo-world';
  const random = new Random(`${seed}:plan`);
  const now = options.now;
  const start = now - YEAR;
  const userCount = Math.max(30, Math.ceil(options.scale / 5));
  const users = Array.from({ length: userCount }, (_, u) => addressOf(`${seed}:user:${u}`));
  const count = Math.min(options.scale, Math.max(8, Math.ceil(options.scale / 1000)));
  const sizes = collectionSizes(options.scale, count);
  let firstNft = 0;
  const collections = sizes.map((nftCount, index) => {
    const theme = themeFor(index, random);
    // The first ten (every collection of a demo-sized world) open in the first month; the long tail
    // of big worlds over the first half year, which keeps about ten events per NFT at any scale
    // (1,000,000 NFTs: 10.0M events).
    const createdAt = index < 10 ? start + index * 3 * DAY : start + random.int(0, 180) * DAY;
    const plan: CollectionPlan = {
      index,
      address: addressOf(`${seed}:collection:${index}`),
      theme,
      // Creators are the first few users, so a handful of profiles own collections.
      owner: users[index % 10]!,
      createdAt,
      firstNft,
      nftCount,
    };
    firstNft += nftCount;
    return plan;
  });
  return { seed, scale: options.scale, now, start, collections, users };
}
