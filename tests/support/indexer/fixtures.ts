/**
 * A small scripted chain for tests: readable labels become addresses, the clock is explicit, and
 * each helper returns the envelope(s) the contracts would emit. For tests only (indexer and API).
 */
import type { ChainEventInput, ChainEventKind } from '@functions/indexer/envelope';
import { EventFactory, type PayloadOf } from '@functions/indexer/seed/events';
import { addressOf } from '@shared/lib/prng';

/** A stable raw address for a readable label. */
export const A = (label: string): string => addressOf(`fixture:${label}`);

export const T0 = 1_700_000_000;

export const FIXTURE_TOKENS = {
  /** 9 decimals, $0.10 per token. */
  WVENOM: A('token:wvenom'),
  /** 6 decimals, $1 per token. */
  USDT: A('token:usdt'),
} as const;

export const FIXTURE_ROOTS = { sell: A('root:sell'), buy: A('root:buy'), auction: A('root:auction') } as const;

/** Whole tokens to a raw amount string (WVENOM has 9 decimals, USDT 6). */
export const wvenom = (tokens: number): string => (BigInt(Math.round(tokens * 1000)) * 10n ** 6n).toString();
export const usdt = (tokens: number): string => (BigInt(Math.round(tokens * 1000)) * 10n ** 3n).toString();

export function nftMeta(
  name: string,
  attributes: Record<string, string | number> = {},
  files = [{ source: `https://img.test/${name}.png`, mimetype: 'image/png' }],
): Record<string, unknown> {
  return {
    type: 'Basic NFT',
    name,
    description: `${name} description`,
    preview: { source: `https://img.test/${name}-preview.png`, mimetype: 'image/png' },
    files,
    attributes: Object.entries(attributes).map(([trait_type, value]) => ({ trait_type, value })),
  };
}

export class FixtureChain {
  private readonly factory: EventFactory;
  now = T0;

  constructor(namespace = 'fixture') {
    this.factory = new EventFactory(namespace);
  }

  /** Moves the clock forward and returns the new time. */
  tick(seconds = 60): number {
    this.now += seconds;
    return this.now;
  }

  event<K extends ChainEventKind>(
    kind: K,
    payload: PayloadOf<K>,
    emitter = A('emitter'),
    ts = this.now,
  ): Extract<ChainEventInput, { kind: K }> {
    return this.factory.event(kind, ts, emitter, payload);
  }

  /** Roots registered with default fees, and token prices. */
  setup(): ChainEventInput[] {
    return [
      this.event('root_registered', { root: FIXTURE_ROOTS.sell, code: 'sell' }),
      this.event('root_registered', { root: FIXTURE_ROOTS.buy, code: 'buy' }),
      this.event('root_registered', { root: FIXTURE_ROOTS.auction, code: 'auction' }),
      this.event('market_fee_default_changed', { root: FIXTURE_ROOTS.sell, fee: { numerator: 25, denominator: 1000 } }),
      this.event('market_fee_default_changed', { root: FIXTURE_ROOTS.buy, fee: { numerator: 20, denominator: 1000 } }),
      this.event('market_fee_default_changed', { root: FIXTURE_ROOTS.auction, fee: { numerator: 30, denominator: 1000 } }),
      this.event('token_price', { token: FIXTURE_TOKENS.WVENOM, usd: '0.1', decimals: 9, symbol: 'WVENOM' }),
      this.event('token_price', { token: FIXTURE_TOKENS.USDT, usd: '1', decimals: 6, symbol: 'USDT' }),
    ];
  }

  collection(label: string, options: { owner?: string; verified?: boolean; name?: string } = {}): ChainEventInput {
    return this.event(
      'collection_created',
      {
        collection: A(label),
        owner: options.owner ?? A('creator'),
        verified: options.verified ?? true,
        meta: {
          name: options.name ?? label,
          description: `${label} description`,
          preview: { source: `https://img.test/${label}.png`, mimetype: 'image/png' },
        },
      },
      A(label),
    );
  }

  mint(nft: string, collection: string, owner: string, meta: Record<string, unknown> = nftMeta(nft), id = '1'): ChainEventInput {
    return this.event('mint', { nft: A(nft), collection: A(collection), id, owner: A(owner), creator: A('creator'), meta }, A(collection));
  }

  sell(sell: string, nft: string, seller: string, price: string, token = FIXTURE_TOKENS.WVENOM, end = 0) {
    return { sell: A(sell), nft: A(nft), seller: A(seller), token, price, start: this.now, end, root: FIXTURE_ROOTS.sell };
  }

  offer(offer: string, nft: string, buyer: string, price: string, token = FIXTURE_TOKENS.WVENOM, end = 0) {
    return { offer: A(offer), nft: A(nft), buyer: A(buyer), token, price, start: this.now, end, root: FIXTURE_ROOTS.buy };
  }

  auction(auction: string, nft: string, owner: string, price: string, duration = 86_400, token = FIXTURE_TOKENS.WVENOM) {
    return {
      auction: A(auction),
      nft: A(nft),
      owner: A(owner),
      token,
      price,
      start: this.now,
      duration,
      end: this.now + duration,
      root: FIXTURE_ROOTS.auction,
    };
  }
}
