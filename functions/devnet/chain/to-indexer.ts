import type { ChainEventInput } from '../../indexer/envelope';
import { ZERO_ADDRESS, type Address } from './address';
import type { Chain } from './chain';
import type { CollectionState } from './contracts/collection';
import type { NftState } from './contracts/nft';
import type { OfferState } from './contracts/offer-common';
import type { ChainEvent } from './types';

/**
 * Maps the devnet's contract events (contract-semantics §6) to the indexer's envelope
 * (functions/indexer/envelope.ts). Reads the chain only for what events do not carry: the
 * factory behind an offer, the kind of an emitter, and NFT/collection metadata JSON.
 * Events the indexer has no kind for (RoyaltySet, MarketFeeWithheld, AuctionCreated, ...) are skipped.
 */
type Data = Readonly<Record<string, unknown>>;

const ROOT_CODES = { factoryDirectSell: 'sell', factoryAuction: 'auction', factoryDirectBuy: 'buy' } as const;

const str = (data: Data, key: string): string => String(data[key] ?? '');
const num = (data: Data, key: string): number => Number(data[key] ?? 0);
const tuple = (data: Data, key: string): Data => (data[key] ?? {}) as Data;

function fee(value: Data): { numerator: number; denominator: number } {
  return { numerator: num(value, 'numerator'), denominator: num(value, 'denominator') };
}

function metaOf(json: string | undefined): Record<string, unknown> | undefined {
  if (!json) return undefined;
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function withoutZero(address: string): string | undefined {
  return address === ZERO_ADDRESS ? undefined : address;
}

/** The payload of a sell_* event from DirectSellStateChanged's info (EV.6). */
function sellPayload(emitter: Address, info: Data) {
  return {
    sell: emitter,
    nft: str(info, 'nft'),
    collection: withoutZero(str(info, 'collection')),
    seller: str(info, 'creator'),
    token: str(info, 'token'),
    price: str(info, '_price'),
    start: num(info, 'start'),
    end: num(info, 'end'),
    root: str(info, 'factory'),
    wallet: withoutZero(str(info, 'wallet')),
  };
}

/** The payload of an offer_* event from DirectBuyStateChanged's info (EV.8). */
function offerPayload(emitter: Address, info: Data) {
  return {
    offer: emitter,
    nft: str(info, 'nft'),
    collection: withoutZero(str(info, 'collection')),
    buyer: str(info, 'creator'),
    token: str(info, 'spentToken'),
    price: str(info, '_price'),
    start: num(info, 'startTimeBuy'),
    end: num(info, 'endTimeBuy'),
    duration: num(info, 'durationTimeBuy'),
    root: str(info, 'factory'),
    wallet: withoutZero(str(info, 'spentWallet')),
  };
}

/** The payload of an auction_* event from AuctionDetails (EV.7). */
function auctionPayload(emitter: Address, details: Data, root: string) {
  return {
    auction: emitter,
    nft: str(details, 'auctionSubject'),
    collection: withoutZero(str(details, 'collection')),
    owner: str(details, 'subjectOwner'),
    token: str(details, 'paymentToken'),
    price: str(details, 'price'),
    start: num(details, 'startTime'),
    duration: num(details, 'duration'),
    end: num(details, 'endTime'),
    root,
    walletForBids: withoutZero(str(details, 'walletForBids')),
    nonce: str(details, 'nonce'),
  };
}

/** Drops undefined optional fields so the payload is plain JSON. */
function compact<T extends Record<string, unknown>>(payload: T): T {
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined)) as T;
}

function mapOne(chain: Chain, event: ChainEvent): { kind: string; payload: Record<string, unknown> } | null {
  const { name, data, emitter } = event;
  const kind = chain.account(emitter)?.kind ?? null;
  const offerRoot = (): string => chain.stateOf<OfferState>(emitter)?.factory ?? ZERO_ADDRESS;
  switch (name) {
    case 'OwnershipTransferred': {
      if (kind === 'factoryDirectSell' || kind === 'factoryAuction' || kind === 'factoryDirectBuy') {
        return str(data, 'oldOwner') === ZERO_ADDRESS ? { kind: 'root_registered', payload: { root: emitter, code: ROOT_CODES[kind] } } : null;
      }
      const meta = metaOf(chain.stateOf<CollectionState>(emitter)?.json);
      return str(data, 'oldOwner') === ZERO_ADDRESS
        ? { kind: 'collection_created', payload: compact({ collection: emitter, owner: str(data, 'newOwner'), meta }) }
        : { kind: 'collection_metadata', payload: { collection: emitter, owner: str(data, 'newOwner') } };
    }
    case 'NftCreated': {
      if (!('nft' in data)) return null; // the NFT's own copy; the collection's carries the creator
      const nft = str(data, 'nft');
      return {
        kind: 'mint',
        payload: compact({
          nft,
          collection: emitter,
          id: str(data, 'id'),
          owner: str(data, 'owner'),
          manager: str(data, 'manager'),
          creator: str(data, 'creator'),
          meta: metaOf(chain.stateOf<NftState>(nft)?.json),
        }),
      };
    }
    case 'NftBurned':
      return 'nft' in data
        ? { kind: 'burn', payload: { nft: str(data, 'nft'), collection: emitter, id: str(data, 'id'), owner: str(data, 'owner'), manager: str(data, 'manager') } }
        : null;
    case 'OwnerChanged':
      return { kind: 'transfer', payload: { nft: emitter, oldOwner: str(data, 'oldOwner'), newOwner: str(data, 'newOwner') } };
    case 'ManagerChanged':
      return { kind: 'manager_changed', payload: { nft: emitter, oldManager: str(data, 'oldManager'), newManager: str(data, 'newManager') } };
    case 'MarketFeeDefaultChanged':
      return { kind: 'market_fee_default_changed', payload: { root: emitter, fee: fee(tuple(data, 'fee')) } };
    case 'MarketFeeChanged': {
      const fromFactory = kind === 'factoryDirectSell' || kind === 'factoryAuction' || kind === 'factoryDirectBuy';
      return { kind: 'market_fee_changed', payload: { offer: str(data, 'auction'), fee: fee(tuple(data, 'fee')), root: fromFactory ? emitter : offerRoot() } };
    }
    case 'AddCollectionRules': {
      const info = tuple(data, 'collectionFeeInfo');
      return {
        kind: 'collection_fee_rule',
        payload: {
          root: emitter,
          collection: str(data, 'collection'),
          fee: fee(info),
          codeHash: BigInt(str(info, 'codeHash')).toString(16).padStart(64, '0'),
          codeDepth: num(info, 'codeDepth'),
        },
      };
    }
    case 'RemoveCollectionRules':
      return { kind: 'collection_fee_rule', payload: { root: emitter, collection: str(data, 'collection'), fee: null } };
    case 'DirectSellStateChanged': {
      const info = tuple(data, 'value2');
      const kinds: Record<string, string> = { '2': 'sell_active', '3': 'sell_purchased', '4': 'sell_canceled', '5': 'sell_expired' };
      const to = kinds[str(data, 'to')];
      if (!to) return null;
      const payload = compact(sellPayload(emitter, info));
      return { kind: to, payload: to === 'sell_purchased' ? { ...payload, buyer: str(data, 'new_owner') } : payload };
    }
    case 'DirectBuyStateChanged': {
      const info = tuple(data, 'value2');
      const kinds: Record<string, string> = { '2': 'offer_active', '3': 'offer_filled', '4': 'offer_canceled', '5': 'offer_expired' };
      const to = kinds[str(data, 'to')];
      if (!to) return null;
      const payload = compact(offerPayload(emitter, info));
      return { kind: to, payload: to === 'offer_filled' ? { ...payload, seller: str(data, 'old_owner') } : payload };
    }
    case 'AuctionActive':
      return { kind: 'auction_active', payload: compact(auctionPayload(emitter, tuple(data, 'value0'), offerRoot())) };
    case 'AuctionCancelled':
      return { kind: 'auction_canceled', payload: compact(auctionPayload(emitter, tuple(data, 'value0'), offerRoot())) };
    case 'AuctionComplete':
      return {
        kind: 'auction_complete',
        payload: { ...compact(auctionPayload(emitter, tuple(data, 'value2'), offerRoot())), buyer: str(data, 'buyer'), amount: str(data, 'value') },
      };
    case 'BidPlaced':
      return {
        kind: 'auction_bid_placed',
        payload: {
          auction: emitter,
          nft: str(tuple(data, 'value3'), 'auctionSubject'),
          bidder: str(data, 'buyer'),
          amount: str(data, 'value'),
          nextBidValue: str(data, 'nextBidValue'),
        },
      };
    case 'BidDeclined':
      return {
        kind: 'auction_bid_declined',
        payload: { auction: emitter, nft: str(tuple(data, 'value2'), 'auctionSubject'), bidder: str(data, 'buyer'), amount: str(data, 'value') },
      };
    default:
      return null;
  }
}

/**
 * Envelopes for `events` (by default the whole log; pass whole transactions' events, e.g. a
 * sendMessage result's): id `<txHash>:<index in tx>`,
 * lt = transaction lt × 1000 + index, ts = the transaction's unix time.
 */
export function toIndexerEvents(chain: Chain, events: readonly ChainEvent[] = chain.events): ChainEventInput[] {
  const out: ChainEventInput[] = [];
  // `events` holds whole transactions (the log, or a sendMessage result), so counting per
  // transaction gives each event's index inside it.
  const seenInTransaction = new Map<string, number>();
  for (const event of events) {
    const index = seenInTransaction.get(event.txHash) ?? 0;
    seenInTransaction.set(event.txHash, index + 1);
    const mapped = mapOne(chain, event);
    if (!mapped) continue;
    out.push({
      id: `${event.txHash}:${index}`,
      kind: mapped.kind,
      ts: event.timestamp,
      lt: Number(event.txLt) * 1000 + index,
      emitter: event.emitter,
      payload: mapped.payload,
    } as ChainEventInput);
  }
  return out;
}
