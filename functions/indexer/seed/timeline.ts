/**
 * One NFT's life as chain events: mint, then market episodes (gift, listing, offers, auction)
 * until "now". Each episode emits what the contracts would (contract-semantics §2): the manager
 * moves to the offer contract and back, a deal also emits the NFT's transfer, and so on.
 * An episode still running at "now" (a live listing or auction) ends the timeline.
 */
import type { ChainEventInput } from '../envelope';
import { DEMO_MEDIA, DEMO_ROOTS, DEMO_TOKENS, demoArt, type DemoToken } from './demo-chain';
import { EventFactory } from './events';
import { DAY, type CollectionPlan, type WorldPlan } from './plan';
import { addressOf, Random } from '@shared/lib/prng';

const HOUR = 3600;
const TOKEN_WEIGHTS: readonly (readonly [DemoToken, number])[] = DEMO_TOKENS.map(
  (t) => [t, { WVENOM: 55, USDT: 20, USDC: 15, DAI: 10 }[t.symbol]] as const,
);

/** Raw amount of `token` worth about `usd` (at the world's start price), rounded to 2 token decimals. */
export function rawAmount(token: DemoToken, usd: number): string {
  const cents = Math.max(1, Math.round((usd / Number(token.usdStart)) * 100));
  return (BigInt(cents) * 10n ** BigInt(token.decimals - 2)).toString();
}

/** The next acceptable bid after `bid`: +5%, rounded up (the auction's bid delta). */
export const nextBid = (bid: string): string => ((BigInt(bid) * 105n + 99n) / 100n).toString();

export type Outcome = 'open' | 'done';

export class Timeline {
  readonly events: ChainEventInput[] = [];
  readonly random: Random;
  readonly address: string;
  owner: string;
  private readonly factory: EventFactory;
  private episode = 0;

  constructor(
    readonly plan: WorldPlan,
    readonly collection: CollectionPlan,
    readonly index: number,
  ) {
    const ns = `${plan.seed}:nft:${index}`;
    this.random = new Random(ns);
    this.factory = new EventFactory(ns);
    this.address = addressOf(ns);
    this.owner = collection.owner;
  }

  get now(): number {
    return this.plan.now;
  }

  /** A random user other than `not` (and the NFT's current owner). */
  user(not?: string): string {
    for (;;) {
      // Squaring skews towards the first users: a few whales, many occasional collectors.
      const u = this.plan.users[Math.floor(this.random.next() ** 2.2 * this.plan.users.length)]!;
      if (u !== not && u !== this.owner) return u;
    }
  }

  token(): DemoToken {
    return this.random.weighted(TOKEN_WEIGHTS);
  }

  priceUsd(factor = 1): number {
    const [low, high] = this.collection.theme.priceUsd;
    return this.random.logUniform(low, high) * factor;
  }

  private offerAddress(kind: string): string {
    return addressOf(`${this.plan.seed}:nft:${this.index}:${kind}:${this.episode++}`);
  }

  /** The latest time any event of this NFT happened so far. */
  latest = 0;

  private emit(event: ChainEventInput): void {
    this.events.push(event);
    this.latest = Math.max(this.latest, event.ts);
  }

  metadata(): Record<string, unknown> {
    const theme = this.collection.theme;
    const k = this.index - this.collection.firstNft;
    const artSeed = `${theme.slug}-${k + 1}`;
    const art = demoArt('nft', artSeed);
    // One NFT of the document collection has no media at all.
    const noMedia = theme.media === 'document' && k === 1;
    const file =
      theme.media === 'image'
        ? art
        : theme.media === 'video'
          ? DEMO_MEDIA.video
          : theme.media === 'audio'
            ? DEMO_MEDIA.audio
            : DEMO_MEDIA.document;
    const attributes = theme.traits.map((t) => ({ trait_type: t.type, value: this.random.weighted(t.values) }));
    return {
      type: 'Basic NFT',
      name: `${theme.itemName} #${k + 1}`,
      description: `${theme.itemName} number ${k + 1} of ${theme.name}.`,
      ...(noMedia ? { files: [] } : { preview: art, files: [file] }),
      external_url: `https://example.com/${theme.slug}/${k + 1}`,
      attributes,
    };
  }

  mint(ts: number, owner: string): void {
    const k = this.index - this.collection.firstNft;
    this.owner = owner;
    this.emit(
      this.factory.event('mint', ts, this.collection.address, {
        nft: this.address,
        collection: this.collection.address,
        id: String(k + 1),
        owner,
        manager: owner,
        creator: this.collection.owner,
        meta: this.metadata(),
      }),
    );
  }

  private moveTo(ts: number, to: string, oldManager: string): void {
    this.emit(this.factory.event('transfer', ts, this.address, { nft: this.address, oldOwner: this.owner, newOwner: to }));
    this.emit(this.factory.event('manager_changed', ts, this.address, { nft: this.address, oldManager, newManager: to }));
    this.owner = to;
  }

  private manager(ts: number, from: string, to: string): void {
    this.emit(this.factory.event('manager_changed', ts, this.address, { nft: this.address, oldManager: from, newManager: to }));
  }

  gift(ts: number): Outcome {
    this.moveTo(ts, this.user(), this.owner);
    return 'done';
  }

  listing(
    ts: number,
    o: { token?: DemoToken; end?: number; outcome?: 'purchased' | 'canceled' | 'expired' | 'open'; closeAt?: number } = {},
  ): Outcome {
    const sell = this.offerAddress('sell');
    const token = o.token ?? this.token();
    const end = o.end ?? (this.random.chance(0.35) ? ts + this.random.int(1, 30) * DAY : 0);
    const info = {
      sell,
      nft: this.address,
      collection: this.collection.address,
      seller: this.owner,
      token: token.address,
      price: rawAmount(token, this.priceUsd()),
      start: ts,
      end,
      root: DEMO_ROOTS.sell,
    };
    this.manager(ts, this.owner, sell);
    this.emit(this.factory.event('sell_active', ts, sell, info));
    const closeAt = o.closeAt ?? ts + this.random.int(2 * HOUR, 40 * DAY);
    const natural =
      end > 0 && end < closeAt ? 'expired' : closeAt >= this.now ? 'open' : this.random.chance(0.6) ? 'purchased' : 'canceled';
    const outcome =
      o.outcome === undefined
        ? natural
        : (o.outcome === 'purchased' || o.outcome === 'canceled') && closeAt >= this.now
          ? 'open'
          : o.outcome;
    if (outcome === 'open') return 'open';
    if (outcome === 'expired') {
      // Someone may call finishOffer after the end; until then the listing just stops being live.
      const finishAt = end + this.random.int(HOUR, 3 * DAY);
      if (finishAt >= this.now || this.random.chance(0.3)) return 'open';
      this.emit(this.factory.event('sell_expired', finishAt, sell, info));
      this.manager(finishAt, sell, this.owner);
      return 'done';
    }
    if (outcome === 'canceled') {
      this.emit(this.factory.event('sell_canceled', closeAt, sell, info));
      this.manager(closeAt, sell, this.owner);
      return 'done';
    }
    const buyer = this.user();
    this.emit(this.factory.event('sell_purchased', closeAt, sell, { ...info, buyer }));
    this.moveTo(closeAt, buyer, sell);
    return 'done';
  }

  offer(
    ts: number,
    o: {
      token?: DemoToken;
      end?: number;
      outcome?: 'filled' | 'canceled' | 'expired' | 'expired-silently' | 'open';
      closeAt?: number;
      buyer?: string;
    } = {},
  ): Outcome {
    const address = this.offerAddress('offer');
    const token = o.token ?? this.token();
    const end = o.end ?? (this.random.chance(0.8) ? ts + this.random.int(3, 30) * DAY : 0);
    const buyer = o.buyer ?? this.user();
    // DirectBuy reports collection 0:0 (contract-semantics Q12): left out, the indexer knows it.
    const info = {
      offer: address,
      nft: this.address,
      buyer,
      token: token.address,
      price: rawAmount(token, this.priceUsd(0.7)),
      start: ts,
      end,
      root: DEMO_ROOTS.buy,
    };
    this.emit(this.factory.event('offer_active', ts, address, info));
    const closeAt = o.closeAt ?? ts + this.random.int(HOUR, 20 * DAY);
    const natural =
      end > 0 && end <= closeAt
        ? end < this.now && this.random.chance(0.5)
          ? 'expired'
          : 'expired-silently'
        : closeAt >= this.now
          ? 'open'
          : this.random.chance(0.45)
            ? 'filled'
            : 'canceled';
    // A requested ending that would lie in the future leaves the offer open.
    const outcome =
      o.outcome === undefined ? natural : (o.outcome === 'filled' || o.outcome === 'canceled') && closeAt >= this.now ? 'open' : o.outcome;
    if (outcome === 'open' || outcome === 'expired-silently') return 'open';
    if (outcome === 'expired') {
      this.emit(this.factory.event('offer_expired', Math.max(end, ts + 1), address, info));
      return 'done';
    }
    if (outcome === 'canceled') {
      this.emit(this.factory.event('offer_canceled', closeAt, address, info));
      return 'done';
    }
    // Accepting: the owner hands the NFT to the offer, which settles and passes it to the buyer.
    this.emit(this.factory.event('offer_filled', closeAt, address, { ...info, seller: this.owner }));
    this.moveTo(closeAt, buyer, this.owner);
    return 'done';
  }

  auction(ts: number, o: { token?: DemoToken; duration?: number; bids?: number; declined?: boolean; finishAfter?: number } = {}): Outcome {
    const auction = this.offerAddress('auction');
    const token = o.token ?? this.token();
    const duration = o.duration ?? this.random.int(1, 7) * DAY;
    const end = ts + duration;
    const info = {
      auction,
      nft: this.address,
      collection: this.collection.address,
      owner: this.owner,
      token: token.address,
      price: rawAmount(token, this.priceUsd(0.6)),
      start: ts,
      duration,
      end,
      root: DEMO_ROOTS.auction,
    };
    this.manager(ts, this.owner, auction);
    this.emit(this.factory.event('auction_active', ts, auction, info));
    const bidCount =
      o.bids ??
      this.random.weighted([
        [0, 25],
        [1, 20],
        [2, 18],
        [3, 14],
        [4, 10],
        [5, 8],
        [6, 5],
      ] as const);
    const last = Math.min(end, this.now) - 60;
    const times = Array.from({ length: bidCount }, () => this.random.int(ts + 60, Math.max(ts + 60, last))).sort((a, b) => a - b);
    let minBid = info.price;
    let leader: string | null = null;
    let best: string | null = null;
    const declineAfter = (o.declined ?? this.random.chance(0.15)) ? 0 : -1;
    times.forEach((at, n) => {
      const bidder = this.user(leader ?? undefined);
      // Bidders round up and sometimes overshoot the minimum.
      const amount = ((BigInt(minBid) * BigInt(100 + this.random.int(0, 30))) / 100n).toString();
      const next = nextBid(amount);
      this.emit(this.factory.event('auction_bid_placed', at, auction, { auction, nft: this.address, bidder, amount, nextBidValue: next }));
      if (n === declineAfter) {
        // A late bidder offers less than the new minimum: the contract refunds it (BidDeclined).
        this.emit(
          this.factory.event('auction_bid_declined', at, auction, {
            auction,
            nft: this.address,
            bidder: this.user(bidder),
            amount: minBid,
          }),
        );
      }
      leader = bidder;
      best = amount;
      minBid = next;
    });
    const finishAt = end + this.random.int(600, 2 * DAY) + (o.finishAfter ?? 0);
    if (end >= this.now || finishAt >= this.now) return 'open';
    if (leader === null || best === null) {
      this.emit(this.factory.event('auction_canceled', finishAt, auction, info));
      this.manager(finishAt, auction, this.owner);
      return 'done';
    }
    this.emit(this.factory.event('auction_complete', finishAt, auction, { ...info, buyer: leader, amount: best }));
    this.moveTo(finishAt, leader, auction);
    return 'done';
  }

  /** One to three offers from different buyers; at most one is accepted (the NFT changes hands once). */
  offers(ts: number): Outcome {
    const count = this.random.int(1, 3);
    let filled = false;
    for (let n = 0; n < count; n++) {
      const at = ts + n * this.random.int(HOUR, 2 * DAY);
      if (at >= this.now) break;
      const before = this.owner;
      this.offer(at, filled ? { outcome: this.random.chance(0.5) ? 'canceled' : 'open' } : {});
      filled ||= this.owner !== before;
    }
    return 'done';
  }

  refreshMetadata(ts: number): Outcome {
    this.emit(this.factory.event('nft_metadata', ts, this.address, { nft: this.address, meta: this.metadata() }));
    return 'done';
  }

  burn(ts: number): Outcome {
    const k = this.index - this.collection.firstNft;
    this.emit(
      this.factory.event('burn', ts, this.collection.address, {
        nft: this.address,
        collection: this.collection.address,
        id: String(k + 1),
        owner: this.owner,
        manager: this.owner,
      }),
    );
    return 'open'; // nothing happens to a burned NFT
  }

  /** The ordinary life: mint sometime after the collection appears, then random episodes. */
  live(): void {
    const latestMint = Math.max(this.collection.createdAt + HOUR, this.now - 7 * DAY);
    let t = this.random.int(this.collection.createdAt + HOUR, Math.min(latestMint, this.collection.createdAt + 120 * DAY));
    this.mint(t, this.user());
    for (;;) {
      // Exponential gaps, mean 100 days: about two episodes a year, ~10 events per NFT in all.
      t += Math.round(-Math.log(1 - this.random.next()) * 100 * DAY) + HOUR;
      if (t >= this.now - HOUR) return;
      const kind = this.random.weighted([
        ['gift', 12],
        ['listing', 40],
        ['offers', 26],
        ['auction', 20],
        ['metadata', 1.5],
        ['burn', 0.5],
      ] as const);
      let outcome: Outcome;
      if (kind === 'gift') outcome = this.gift(t);
      else if (kind === 'listing') outcome = this.listing(t);
      else if (kind === 'auction') outcome = this.auction(t);
      else if (kind === 'metadata') outcome = this.refreshMetadata(t);
      else if (kind === 'burn') outcome = this.burn(t);
      else outcome = this.offers(t);
      if (outcome === 'open') return;
      t = Math.max(t, this.latest);
    }
  }
}
