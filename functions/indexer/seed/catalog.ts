/**
 * What the demo collections are: names, media, traits and price ranges. The first ten are
 * hand-written (they cover every media kind and both verified states); larger scales add
 * generated ones from word lists.
 */
import type { Random } from '@shared/lib/prng';

export type Media = 'image' | 'video' | 'audio' | 'document';

/** A trait type and its values with relative weights (lower weight = rarer). */
export interface TraitSpec {
  type: string;
  values: readonly (readonly [string, number])[];
}

export interface Theme {
  slug: string;
  name: string;
  itemName: string;
  description: string;
  media: Media;
  verified: boolean;
  traits: readonly TraitSpec[];
  /** Typical listing price range in USD. */
  priceUsd: readonly [number, number];
}

const w = (...values: string[]): [string, number][] => values.map((v, i) => [v, Math.max(1, values.length * 2 - i * 2)]);

const BACKGROUND: TraitSpec = { type: 'Background', values: w('Midnight', 'Lagoon', 'Sand', 'Coral', 'Mint', 'Ember', 'Aurora', 'Gold') };
const PALETTE: TraitSpec = {
  type: 'Palette',
  values: w('Venom Green', 'Deep Sea', 'Sunset', 'Pastel', 'Monochrome', 'Neon', 'Iridescent'),
};
const SHAPE: TraitSpec = { type: 'Shape', values: w('Orb', 'Shell', 'Prism', 'Ring', 'Wave', 'Spiral', 'Crown') };
const MOOD: TraitSpec = { type: 'Mood', values: w('Calm', 'Curious', 'Playful', 'Fierce', 'Dreamy', 'Mythic') };
const PATTERN: TraitSpec = { type: 'Pattern', values: w('Plain', 'Dots', 'Stripes', 'Grid', 'Scales', 'Glitch') };
const RARITY: TraitSpec = {
  type: 'Tier',
  values: [
    ['Common', 60],
    ['Uncommon', 25],
    ['Rare', 10],
    ['Epic', 4],
    ['Legendary', 1],
  ],
};

export const HANDCRAFTED_THEMES: readonly Theme[] = [
  {
    slug: 'venom-punks',
    name: 'Venom Punks',
    itemName: 'Venom Punk',
    media: 'image',
    verified: true,
    priceUsd: [20, 900],
    description: 'Ten thousand-ish punks who took the wrong turn into the Venom network and stayed for the vibes.',
    traits: [
      BACKGROUND,
      { type: 'Skin', values: w('Olive', 'Pale', 'Bronze', 'Alien', 'Zombie') },
      { type: 'Eyes', values: w('Plain', 'Shades', 'Laser', 'Visor', 'Sleepy', 'Cyclops') },
      { type: 'Headwear', values: w('None', 'Cap', 'Beanie', 'Mohawk', 'Halo', 'Crown') },
      RARITY,
    ],
  },
  {
    slug: 'oasis-orbs',
    name: 'Oasis Orbs',
    itemName: 'Orb',
    media: 'image',
    verified: true,
    priceUsd: [5, 250],
    description: 'Glass orbs holding a little weather each. Shake gently.',
    traits: [BACKGROUND, PALETTE, MOOD, RARITY],
  },
  {
    slug: 'tidal-shells',
    name: 'Tidal Shells',
    itemName: 'Shell',
    media: 'image',
    verified: true,
    priceUsd: [3, 120],
    description: 'Shells washed up on the shores of the first Venom block.',
    traits: [BACKGROUND, SHAPE, PATTERN],
  },
  {
    slug: 'neon-serpents',
    name: 'Neon Serpents',
    itemName: 'Serpent',
    media: 'image',
    verified: true,
    priceUsd: [40, 2500],
    description: 'Electric snakes coiled around the night markets.',
    traits: [PALETTE, PATTERN, MOOD, RARITY],
  },
  {
    slug: 'aurora-glyphs',
    name: 'Aurora Glyphs',
    itemName: 'Glyph',
    media: 'image',
    verified: false,
    priceUsd: [1, 40],
    description: 'Unverified experiments in generative calligraphy.',
    traits: [BACKGROUND, SHAPE],
  },
  {
    slug: 'moving-tides',
    name: 'Moving Tides',
    itemName: 'Tide',
    media: 'video',
    verified: true,
    priceUsd: [15, 600],
    description: 'Short looping films of tides that never quite repeat.',
    traits: [MOOD, { type: 'Length', values: w('6s', '12s', '30s') }],
  },
  {
    slug: 'sound-garden',
    name: 'Sound Garden',
    itemName: 'Chime',
    media: 'audio',
    verified: true,
    priceUsd: [8, 300],
    description: 'Field recordings of a garden of wind chimes.',
    traits: [{ type: 'Key', values: w('C', 'D', 'E', 'G', 'A') }, MOOD],
  },
  {
    slug: 'paper-trails',
    name: 'Paper Trails',
    itemName: 'Page',
    media: 'document',
    verified: true,
    priceUsd: [2, 80],
    description: 'Documents from the archive: manifestos, maps and one shopping list.',
    traits: [{ type: 'Format', values: w('Letter', 'Map', 'Receipt') }],
  },
  {
    slug: 'quiet-machines',
    name: 'Quiet Machines',
    itemName: 'Machine',
    media: 'image',
    verified: false,
    priceUsd: [2, 60],
    description: 'Machines that do nothing, beautifully.',
    traits: [PALETTE, SHAPE, PATTERN],
  },
  {
    slug: 'lumen-koi',
    name: 'Lumen Koi',
    itemName: 'Koi',
    media: 'image',
    verified: true,
    priceUsd: [10, 400],
    description: 'Glowing koi circling a pond of light.',
    traits: [BACKGROUND, PALETTE, PATTERN, RARITY],
  },
];

const ADJECTIVES = [
  'Silent',
  'Golden',
  'Electric',
  'Hidden',
  'Cosmic',
  'Velvet',
  'Wandering',
  'Crystal',
  'Feral',
  'Lunar',
  'Paper',
  'Rusty',
  'Solar',
  'Tiny',
  'Wild',
];
const NOUNS = [
  'Foxes',
  'Lanterns',
  'Moths',
  'Robots',
  'Islands',
  'Masks',
  'Comets',
  'Gardens',
  'Whales',
  'Temples',
  'Beetles',
  'Clouds',
  'Keys',
  'Ships',
  'Owls',
];
const TRAIT_POOL = [BACKGROUND, PALETTE, SHAPE, MOOD, PATTERN, RARITY];

/** The j-th collection theme: hand-written first, then generated (deterministic in j). */
export function themeFor(j: number, random: Random): Theme {
  const base = HANDCRAFTED_THEMES[j];
  if (base) return base;
  const adjective = ADJECTIVES[j % ADJECTIVES.length]!;
  const noun = NOUNS[Math.floor(j / ADJECTIVES.length) % NOUNS.length]!;
  const round = Math.floor(j / (ADJECTIVES.length * NOUNS.length));
  const name = `${adjective} ${noun}${round > 0 ? ` ${round + 1}` : ''}`;
  const traitCount = random.int(2, 4);
  const traits = random.shuffle([...TRAIT_POOL]).slice(0, traitCount);
  const low = random.logUniform(0.5, 50);
  return {
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    itemName: noun.replace(/xes$/, 'x').replace(/s$/, ''),
    description: `${name}: a generated demo collection.`,
    media: 'image',
    verified: j % 4 !== 3,
    traits,
    priceUsd: [low, low * random.logUniform(5, 40)],
  };
}
