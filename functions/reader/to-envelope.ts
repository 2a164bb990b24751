/**
 * Decoded contract events (contract-semantics §6, provider value format) -> the indexer's envelopes
 * (functions/indexer/envelope.ts). What events do not carry comes from the reader's watch list (the
 * factory behind an offer) and from contract states it read (NFT and collection metadata JSON).
 * Events with no envelope kind (RoyaltySet, MarketFeeWithheld, AuctionCreated, upgrades, ...) map to
 * null and are counted as skipped by the caller.
 */
import { orderKey } from '../db/order-key';
import type { ChainEventInput } from '../indexer';
import type { AbiValue } from '@shared/tvm/abi';
import { isFactory, ROOT_CODES, type WatchKind } from './contracts';

const ZERO_ADDRESS = `0:${'0'.repeat(64)}`;

type Data = Readonly<Record<string, AbiValue>>;

export interface EnvelopeContext {
  readonly emitter: string;
  readonly kind: WatchKind;
  /** The factory that deployed the emitting offer (watch list); the zero address when unknown. */
  readonly root: string;
  /** Metadata JSON of an NFT or collection, read from its persistent data (undefined: none). */
  readonly metaOf: (address: string) => Record<string, unknown> | undefined;
}

const str = (data: Data, key: string): string => String(data[key] ?? '');
const num = (data: Data, key: string): number => Number(data[key] ?? 0);
const tuple = (data: Data, key: string): Data => (data[key] ?? {}) as Data;

function fee(value: Data): { numerator: number; denominator: number } {
  return { numerator: num(value, 'numerator'), denominator: num(value, 'denominator') };
}

function withoutZero(address: string): string | undefined {
  return address === ZERO_ADDRESS || address === '' ? undefined : address;
}

/** Drops undefined optional fields so the payload is plain JSON. */
function compact<T extends Record<string, unknown>>(payload: T): T {
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined)) as T;
}

function sellPayload(emitter: string, info: Data) {
  return compact({
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
  });
}

function offerPayload(emitter: string, info: Data) {
  return compact({
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
  });
}

function auctionPayload(emitter: string, details: Data, root: string) {
  return compact({
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
  });
}

const SELL_STATUS: Record<string, string> = { '2': 'sell_active', '3': 'sell_purchased', '4': 'sell_canceled', '5': 'sell_expired' };
const OFFER_STATUS: Record<string, string> = { '2': 'offer_active', '3': 'offer_filled', '4': 'offer_canceled', '5': 'offer_expired' };

/** The envelope kind and payload of one decoded event, or null when the indexer has none for it. */
export function mapEvent(name: string, data: Data, ctx: EnvelopeContext): { kind: string; payload: Record<string, unknown> } | null {
  const { emitter, kind } = ctx;
  switch (name) {
    case 'OwnershipTransferred': {
      const first = str(data, 'oldOwner') === ZERO_ADDRESS;
      if (isFactory(kind)) return first ? { kind: 'root_registered', payload: { root: emitter, code: ROOT_CODES[kind] } } : null;
      if (kind !== 'collection') return null;
      return first
        ? { kind: 'collection_created', payload: compact({ collection: emitter, owner: str(data, 'newOwner'), meta: ctx.metaOf(emitter) }) }
        : { kind: 'collection_metadata', payload: { collection: emitter, owner: str(data, 'newOwner') } };
    }
    case 'NftCreated': {
      if (kind !== 'collection') return null;
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
          meta: ctx.metaOf(nft),
        }),
      };
    }
    case 'NftBurned':
      return kind === 'collection'
        ? {
            kind: 'burn',
            payload: {
              nft: str(data, 'nft'),
              collection: emitter,
              id: str(data, 'id'),
              owner: str(data, 'owner'),
              manager: str(data, 'manager'),
            },
          }
        : null;
    case 'MarketFeeDefaultChanged':
      return isFactory(kind) ? { kind: 'market_fee_default_changed', payload: { root: emitter, fee: fee(tuple(data, 'fee')) } } : null;
    case 'MarketFeeChanged':
      return {
        kind: 'market_fee_changed',
        payload: { offer: str(data, 'auction'), fee: fee(tuple(data, 'fee')), root: isFactory(kind) ? emitter : ctx.root },
      };
    case 'AddCollectionRules': {
      const info = tuple(data, 'collectionFeeInfo');
      return {
        kind: 'collection_fee_rule',
        payload: {
          root: emitter,
          collection: str(data, 'collection'),
          fee: fee(info),
          codeHash: BigInt(str(info, 'codeHash') || '0')
            .toString(16)
            .padStart(64, '0'),
          codeDepth: num(info, 'codeDepth'),
        },
      };
    }
    case 'RemoveCollectionRules':
      return { kind: 'collection_fee_rule', payload: { root: emitter, collection: str(data, 'collection'), fee: null } };
    case 'DirectSellStateChanged': {
      const to = SELL_STATUS[str(data, 'to')];
      if (!to) return null;
      const payload = sellPayload(emitter, tuple(data, 'value2'));
      return { kind: to, payload: to === 'sell_purchased' ? { ...payload, buyer: str(data, 'new_owner') } : payload };
    }
    case 'DirectBuyStateChanged': {
      const to = OFFER_STATUS[str(data, 'to')];
      if (!to) return null;
      const payload = offerPayload(emitter, tuple(data, 'value2'));
      return { kind: to, payload: to === 'offer_filled' ? { ...payload, seller: str(data, 'old_owner') } : payload };
    }
    case 'AuctionActive':
      return { kind: 'auction_active', payload: auctionPayload(emitter, tuple(data, 'value0'), ctx.root) };
    case 'AuctionCancelled':
      return { kind: 'auction_canceled', payload: auctionPayload(emitter, tuple(data, 'value0'), ctx.root) };
    case 'AuctionComplete':
      return {
        kind: 'auction_complete',
        payload: { ...auctionPayload(emitter, tuple(data, 'value2'), ctx.root), buyer: str(data, 'buyer'), amount: str(data, 'value') },
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
        payload: {
          auction: emitter,
          nft: str(tuple(data, 'value2'), 'auctionSubject'),
          bidder: str(data, 'buyer'),
          amount: str(data, 'value'),
        },
      };
    default:
      return null;
  }
}

/** The deals: the sale's envelope carries what its transaction paid out in fee and royalty. */
const DEAL_KINDS = new Set(['sell_purchased', 'offer_filled', 'auction_complete']);

/** Fee and royalty an offer paid in one transaction (contract-semantics 2.0.7 steps 5 and 6). */
export interface Settlement {
  fee: bigint;
  royalty: bigint;
}

/**
 * The fee and royalty events of each (transaction, emitter): a settlement emits MarketFeeWithheld and
 * RoyaltyWithdrawn beside the deal's state change, each only when its amount is above 0.
 */
export function settlementsOf(events: readonly { txHash: string; emitter: string; name: string; data: Data }[]): Map<string, Settlement> {
  const found = new Map<string, Settlement>();
  for (const e of events) {
    if (e.name !== 'MarketFeeWithheld' && e.name !== 'RoyaltyWithdrawn') continue;
    const key = `${e.txHash}:${e.emitter}`;
    const s = found.get(key) ?? { fee: 0n, royalty: 0n };
    const amount = BigInt(str(e.data, 'amount') || '0');
    if (e.name === 'MarketFeeWithheld') s.fee += amount;
    else s.royalty += amount;
    found.set(key, s);
  }
  return found;
}

/** A deal's payload with the fee and royalty its own transaction paid (0 when it emitted none). */
export function withSettlement(
  mapped: { kind: string; payload: Record<string, unknown> },
  settlement: Settlement | undefined,
): { kind: string; payload: Record<string, unknown> } {
  if (!DEAL_KINDS.has(mapped.kind)) return mapped;
  const paid = settlement ?? { fee: 0n, royalty: 0n };
  return { ...mapped, payload: { ...mapped.payload, settlement: { fee: paid.fee.toString(), royalty: paid.royalty.toString() } } };
}

/** Terminal offer statuses: after them the offer emits nothing the market needs, so it leaves the watch list. */
export const TERMINAL_KINDS = new Set([
  'sell_purchased',
  'sell_canceled',
  'sell_expired',
  'offer_filled',
  'offer_canceled',
  'offer_expired',
  'auction_complete',
  'auction_canceled',
]);

/** The envelope of the event sent as out message `index` of the transaction `txHash` at logical time `lt`. */
export function envelope(
  txHash: string,
  index: number,
  lt: bigint,
  now: number,
  emitter: string,
  mapped: { kind: string; payload: Record<string, unknown> },
): ChainEventInput & { lt: bigint } {
  return {
    id: `${txHash}:${index}`,
    kind: mapped.kind,
    ts: now,
    lt: orderKey(lt, index),
    emitter,
    payload: mapped.payload,
  } as ChainEventInput & { lt: bigint };
}
