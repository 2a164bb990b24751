/**
 * The demo world as a stream of event blocks, generated lazily so that a million NFTs fit in
 * memory: setup first (roots, fees, token prices, collections), then NFTs in chunks (each chunk's
 * events in time order), then today's token prices. Pure: no I/O, runs in Node and workerd.
 */
import { compareOrderKeys } from '../../db/order-key';
import type { ChainEventInput } from '../envelope';
import { DEMO_ROOT_FEES, DEMO_ROOTS, DEMO_TOKENS, demoArt } from './demo-chain';
import { EventFactory } from './events';
import { DAY, planWorld, type CollectionPlan, type WorldOptions, type WorldPlan } from './plan';
import { demoProfiles, DEMO_PROFILE_COUNT, type DemoProfile } from './profiles';
import { liveShowcase, SHOWCASE_SLOTS } from './showcase';
import { Timeline } from './timeline';

/** Chain order: by time, then order key (the seed's keys are whole numbers). */
const byTime = (a: ChainEventInput, b: ChainEventInput): number => a.ts - b.ts || compareOrderKeys(BigInt(a.lt), BigInt(b.lt));

export interface StreamOptions {
  /** NFTs generated together (their events are time-sorted as one group). */
  chunkSize?: number;
  /** Events per yielded block. */
  blockSize?: number;
}

function collectionMeta(c: CollectionPlan): Record<string, unknown> {
  const { slug, name, description } = c.theme;
  const social =
    c.index < 10
      ? {
          twitter: `https://twitter.com/${slug}`,
          telegram: `https://t.me/${slug}`,
          discord: `https://discord.gg/${slug}`,
          website: `https://example.com/${slug}`,
        }
      : { website: `https://example.com/${slug}` };
  return {
    type: 'Basic NFT',
    name,
    description,
    preview: demoArt('logo', slug),
    wallpaper: demoArt('wallpaper', slug).source,
    files: [demoArt('wallpaper', slug)],
    external_url: `https://example.com/${slug}`,
    social,
    royalty: { description: '5% to the creator', royaltyType: 'percentage' },
  };
}

export class DemoWorld {
  readonly plan: WorldPlan;
  private readonly logoNfts = new Map<string, string>();
  private readonly chunkSize: number;
  private readonly blockSize: number;

  constructor(options: WorldOptions & StreamOptions) {
    this.plan = planWorld(options);
    this.chunkSize = options.chunkSize ?? 500;
    this.blockSize = options.blockSize ?? 400;
  }

  /** Setup events: roots with their fees, start prices, a collection fee rule, the collections. */
  setup(): ChainEventInput[] {
    const f = new EventFactory(`${this.plan.seed}:setup`);
    const at = this.plan.start - DAY;
    const events: ChainEventInput[] = [];
    for (const code of ['auction', 'sell', 'buy'] as const) {
      events.push(f.event('root_registered', at, DEMO_ROOTS[code], { root: DEMO_ROOTS[code], code, expiresAt: null }));
      events.push(f.event('market_fee_default_changed', at, DEMO_ROOTS[code], { root: DEMO_ROOTS[code], fee: DEMO_ROOT_FEES[code] }));
    }
    for (const t of DEMO_TOKENS)
      events.push(f.event('token_price', at, t.address, { token: t.address, usd: t.usdStart, decimals: t.decimals, symbol: t.symbol }));
    const first = this.plan.collections[0]!;
    // Holders of the first collection pay a reduced fee on the sell root.
    events.push(
      f.event('collection_fee_rule', at, DEMO_ROOTS.sell, {
        root: DEMO_ROOTS.sell,
        collection: first.address,
        fee: { numerator: 10, denominator: 1000 },
      }),
    );
    let verifiedForBanner = 0;
    for (const c of this.plan.collections) {
      const forBanner = c.theme.verified && verifiedForBanner++ < 3;
      events.push(
        f.event('collection_created', c.createdAt, c.address, {
          collection: c.address,
          owner: c.owner,
          meta: collectionMeta(c),
          verified: c.theme.verified,
          forBanner,
        }),
      );
    }
    return events.sort(byTime);
  }

  /** Today's token prices, and a late description update of the second collection. */
  closing(): ChainEventInput[] {
    const f = new EventFactory(`${this.plan.seed}:closing`);
    const at = this.plan.now - 120;
    const second = this.plan.collections[1]!;
    const meta = { ...collectionMeta(second), description: `${second.theme.description} Now with a refreshed description.` };
    return [
      f.event('collection_metadata', at - 600, second.address, { collection: second.address, meta }),
      ...DEMO_TOKENS.map((t) =>
        f.event('token_price', at, t.address, { token: t.address, usd: t.usdNow, decimals: t.decimals, symbol: t.symbol }),
      ),
    ];
  }

  /** Number of NFT chunks; chunks are independent, so they can be generated and ingested separately. */
  get chunkCount(): number {
    return Math.ceil(this.plan.scale / this.chunkSize);
  }

  private collectionOf(index: number): CollectionPlan {
    const list = this.plan.collections;
    let low = 0;
    let high = list.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (list[mid]!.firstNft <= index) low = mid;
      else high = mid - 1;
    }
    return list[low]!;
  }

  /**
   * The events of NFT chunk `k` in time order, and the first NFT each demo user ends up owning
   * in it (avatar candidates; merge chunks in order, first wins).
   */
  chunk(k: number): { events: ChainEventInput[]; logoCandidates: Map<string, string> } {
    const demoUsers = new Set(this.plan.users.slice(0, DEMO_PROFILE_COUNT));
    const logoCandidates = new Map<string, string>();
    const events: ChainEventInput[] = [];
    const end = Math.min(this.plan.scale, (k + 1) * this.chunkSize);
    for (let index = k * this.chunkSize; index < end; index++) {
      const collection = this.collectionOf(index);
      const t = new Timeline(this.plan, collection, index);
      if (collection.index === 0 && index < SHOWCASE_SLOTS) liveShowcase(t, index);
      else t.live();
      events.push(...t.events);
      const burned = t.events.some((e) => e.kind === 'burn');
      if (!burned && demoUsers.has(t.owner) && !logoCandidates.has(t.owner)) logoCandidates.set(t.owner, t.address);
    }
    return { events: events.sort(byTime), logoCandidates };
  }

  /** `events` cut into blocks of blockSize. */
  *inBlocks(events: ChainEventInput[]): Generator<ChainEventInput[]> {
    for (let i = 0; i < events.length; i += this.blockSize) yield events.slice(i, i + this.blockSize);
  }

  /** The whole world in order, collecting avatar candidates for `profiles()` on the way. */
  *blocks(): Generator<ChainEventInput[]> {
    yield* this.inBlocks(this.setup());
    for (let k = 0; k < this.chunkCount; k++) {
      const { events, logoCandidates } = this.chunk(k);
      for (const [user, nft] of logoCandidates) if (!this.logoNfts.has(user)) this.logoNfts.set(user, nft);
      yield* this.inBlocks(events);
    }
    yield* this.inBlocks(this.closing());
  }

  /** Demo profiles; each avatar is an NFT its user owns at the end (known once every chunk is generated). */
  profiles(logoNfts: ReadonlyMap<string, string> = this.logoNfts): DemoProfile[] {
    return demoProfiles(this.plan.users, logoNfts, this.plan.now);
  }
}
