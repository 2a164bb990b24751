/**
 * What the live sockets are told after an ingest: for each topic an open page may
 * follow, which kinds of change happened. Pages refetch what they show through the API on a message,
 * so a message carries no prices or names: nothing a client sends or receives here is trusted data.
 */
import { LIVE_CHANGE_KINDS, liveTopic, type LiveChangeKind, type LiveTopicName } from '@shared/contract/live';
import type { ChainEvent, ChainEventKind } from './envelope';

export interface LiveMessage {
  readonly topic: LiveTopicName;
  readonly kinds: readonly LiveChangeKind[];
}

const KIND_OF_EVENT: Partial<Record<ChainEventKind, LiveChangeKind>> = {
  auction_bid_placed: 'bid',
  auction_complete: 'auction_end',
  auction_canceled: 'auction_end',
  auction_active: 'listing',
  sell_active: 'listing',
  sell_canceled: 'listing',
  sell_expired: 'listing',
  sell_purchased: 'sale',
  offer_filled: 'sale',
  offer_active: 'offer',
  offer_canceled: 'offer',
  offer_expired: 'offer',
  mint: 'nft',
  transfer: 'nft',
  burn: 'nft',
  manager_changed: 'nft',
  nft_metadata: 'nft',
};

/** The NFT an event is about, if any. */
function nftOf(e: ChainEvent): string | null {
  const payload = e.payload as { nft?: unknown };
  return typeof payload.nft === 'string' ? payload.nft : null;
}

export interface LiveInputs {
  /** The events ingest applied, in order. */
  readonly events: readonly ChainEvent[];
  /** The collection of each touched NFT. */
  readonly collectionOf: ReadonlyMap<string, string>;
  /** The profiles whose pages changed (ingest's touched profiles). */
  readonly profiles: readonly string[];
  /** Who got a new notification (a bid's previous leader among them: "outbid"). */
  readonly notified: ReadonlyMap<string, readonly string[]>;
}

/** One message per topic, its kinds in a fixed order. */
export function liveMessages({ events, collectionOf, profiles, notified }: LiveInputs): LiveMessage[] {
  const byTopic = new Map<LiveTopicName, Set<LiveChangeKind>>();
  const add = (topic: LiveTopicName, kind: LiveChangeKind) => {
    let kinds = byTopic.get(topic);
    if (!kinds) byTopic.set(topic, (kinds = new Set()));
    kinds.add(kind);
  };
  for (const e of events) {
    const kind = KIND_OF_EVENT[e.kind];
    const nft = nftOf(e);
    if (!kind || !nft) continue;
    add(liveTopic('nft', nft), kind);
    const collection = collectionOf.get(nft);
    if (collection) add(liveTopic('collection', collection), kind);
  }
  for (const profile of profiles) add(liveTopic('user', profile), 'profile');
  for (const [recipient, kinds] of notified) {
    add(liveTopic('user', recipient), 'notification');
    if (kinds.includes('outbid')) add(liveTopic('user', recipient), 'outbid');
  }
  return [...byTopic].map(([topic, kinds]) => ({ topic, kinds: LIVE_CHANGE_KINDS.filter((k) => kinds.has(k)) }));
}
