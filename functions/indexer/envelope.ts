/**
 * # Chain event envelope
 *
 * The one shape in which chain events reach the indexer (`ingest` in ./ingest.ts), whether they
 * come from the devnet, a mainnet reader or the demo seed:
 *
 * ```
 * { id, kind, ts, lt, emitter, payload }
 * ```
 *
 * - `id`: unique idempotency key, conventionally `"<txHash>:<index of the event in the tx>"`.
 *   An id already ingested is skipped, so replaying events or whole blocks changes nothing.
 * - `kind`: what happened (the list below). `*_cancelled` (double l, as the contracts spell the
 *   statuses) is accepted as input and stored as `*_canceled`.
 * - `ts`: unix seconds of the transaction. `lt`: the event's order key, an integer (number, bigint or
 *   decimal string, below 2^72) ordering events inside the same second: the reader writes its
 *   transaction's lt × 256 + its index (`orderKey`, functions/db/order-key.ts). Parsed to a bigint.
 * - `emitter`: the contract that emitted the event (collection, NFT, offer or root); kept in the
 *   log for tracing, the payload always names the subjects explicitly.
 * - `payload`: the kind's fields below, modelled on the decoded contract events of
 *   api-contract §12.1 and contract-semantics §6 (camelCase). Addresses are raw `wc:hex64`
 *   lowercase; amounts are integer strings in the token's smallest units (numbers are accepted and
 *   converted); times are unix seconds.
 *
 * | kind | payload |
 * |---|---|
 * | collection_created | collection, owner, meta?, verified?, forBanner? |
 * | collection_metadata | collection, meta?, owner?, verified?, forBanner? (owner: OwnershipTransferred) |
 * | nft_metadata | nft, meta |
 * | mint | nft, collection, id, owner, manager?, creator?, meta? (meta saves a following nft_metadata) |
 * | transfer | nft, oldOwner?, newOwner |
 * | manager_changed | nft, oldManager?, newManager |
 * | burn | nft, collection?, id?, owner?, manager? |
 * | root_registered | root, code ('auction'\|'sell'\|'buy'), expiresAt? (null = never) |
 * | market_fee_default_changed | root, fee {numerator, denominator} |
 * | market_fee_changed | offer, fee, root? |
 * | collection_fee_rule | root, collection, fee (null removes the rule), codeHash?, codeDepth? |
 * | token_price | token, usd (USD per WHOLE token, decimal string), decimals, symbol? |
 * | sell_active, sell_canceled, sell_expired | sell, nft, collection?, seller, token, price, start, end (0 = none), root, fee?, wallet? |
 * | sell_purchased | the same + buyer, settlement? {fee, royalty} (what the sale's transaction paid out) |
 * | offer_active, offer_canceled, offer_expired | offer, nft, collection?, buyer, token, price, start, end (0 = none), duration?, root, fee?, wallet? |
 * | offer_filled | the same + seller (the NFT owner who accepted), settlement? |
 * | auction_active, auction_canceled | auction, nft, collection?, owner, token, price (start price), start, duration, end, root, walletForBids?, fee?, nonce? |
 * | auction_complete | the same + buyer (winner), amount (winning bid), settlement? |
 * | auction_bid_placed | auction, nft, bidder, amount, nextBidValue |
 * | auction_bid_declined | auction, nft, bidder, amount |
 *
 * `verified`, `hidden` and `forBanner` are curation flags set by the operator, not read from the chain; they
 * travel in collection events so every state change still goes through the indexer. `fee` on an
 * offer event overrides the fee the factory pushed (market_fee_changed) and the root default.
 * A deal (sell_purchased, offer_filled, auction_complete) also moves the NFT to the buyer, so the
 * separate `transfer` the NFT emits may come before or after it, or not at all.
 * `collection` on offer events is optional because DirectBuy reports 0:0 there
 * (contract-semantics Q12): the indexer takes the NFT's collection from its own table.
 */
import { z } from 'zod';
import { MAX_ORDER_KEY } from '../db/order-key';

const RAW_ADDRESS = /^-?\d{1,3}:[0-9a-f]{64}$/;

export const address = z.string().regex(RAW_ADDRESS, 'expected a raw address "<wc>:<64 lowercase hex>"');

/** An unsigned integer amount: digits, or a safe JS integer, normalised to a canonical string. */
export const amount = z
  .union([z.string().regex(/^\d{1,78}$/, 'expected an integer amount string'), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
  .transform((value) => BigInt(value).toString());

const unixSeconds = z.number().int().nonnegative().max(1e11);

export const fee = z.object({
  numerator: z.number().int().nonnegative().max(0xffffffff),
  // A zero denominator is the contracts' error 110; it never reaches an event.
  denominator: z.number().int().positive().max(0xffffffff),
});

/** Metadata JSON (TIP-4.2): any object; ./metadata.ts reads the fields it understands. */
const meta = z.record(z.string(), z.unknown());

const curation = { verified: z.boolean().optional(), hidden: z.boolean().optional(), forBanner: z.boolean().optional() };

const collectionCreated = z.object({ collection: address, owner: address, meta: meta.optional(), ...curation });
const collectionMetadata = z.object({ collection: address, owner: address.optional(), meta: meta.optional(), ...curation });
const nftMetadata = z.object({ nft: address, meta });
const mint = z.object({
  nft: address,
  collection: address,
  id: amount,
  owner: address,
  manager: address.optional(),
  creator: address.optional(),
  meta: meta.optional(),
});
const transfer = z.object({ nft: address, oldOwner: address.optional(), newOwner: address });
const managerChanged = z.object({ nft: address, oldManager: address.optional(), newManager: address });
const burn = z.object({
  nft: address,
  collection: address.optional(),
  id: amount.optional(),
  owner: address.optional(),
  manager: address.optional(),
});

const rootRegistered = z.object({ root: address, code: z.enum(['auction', 'sell', 'buy']), expiresAt: unixSeconds.nullable().optional() });
const marketFeeDefaultChanged = z.object({ root: address, fee });
const marketFeeChanged = z.object({ offer: address, fee, root: address.optional() });
const collectionFeeRule = z.object({
  root: address,
  collection: address,
  fee: fee.nullable(),
  codeHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  codeDepth: z.number().int().nonnegative().optional(),
});
const tokenPrice = z.object({
  token: address,
  usd: z.string().regex(/^\d+(\.\d+)?$/, 'expected a non-negative decimal string'),
  decimals: z.number().int().min(0).max(36),
  symbol: z.string().max(32).optional(),
});

const sellInfo = z.object({
  sell: address,
  nft: address,
  collection: address.optional(),
  seller: address,
  token: address,
  price: amount,
  start: unixSeconds,
  end: unixSeconds,
  root: address,
  fee: fee.optional(),
  wallet: address.optional(),
});
/** What the deal's own transaction paid out of the price: the market fee and the royalty (absent: not recorded). */
const settlement = z.object({ fee: amount, royalty: amount }).optional();
const sellPurchased = sellInfo.extend({ buyer: address, settlement });

const offerInfo = z.object({
  offer: address,
  nft: address,
  collection: address.optional(),
  buyer: address,
  token: address,
  price: amount,
  start: unixSeconds,
  end: unixSeconds,
  duration: unixSeconds.optional(),
  root: address,
  fee: fee.optional(),
  wallet: address.optional(),
});
const offerFilled = offerInfo.extend({ seller: address, settlement });

const auctionInfo = z.object({
  auction: address,
  nft: address,
  collection: address.optional(),
  owner: address,
  token: address,
  price: amount,
  start: unixSeconds,
  duration: unixSeconds,
  end: unixSeconds,
  root: address,
  walletForBids: address.optional(),
  fee: fee.optional(),
  nonce: amount.optional(),
});
const auctionComplete = auctionInfo.extend({ buyer: address, amount, settlement });
const bidPlaced = z.object({ auction: address, nft: address, bidder: address, amount, nextBidValue: amount });
const bidDeclined = z.object({ auction: address, nft: address, bidder: address, amount });

const orderKeyInput = z
  .union([
    z.bigint(),
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    z.string().regex(/^\d{1,22}$/, 'expected decimal digits'),
  ])
  .transform((value) => BigInt(value))
  .refine((key) => key >= 0n && key <= MAX_ORDER_KEY, 'expected a non-negative order key below 2^72');

const envelope = <K extends string, P extends z.ZodType>(kind: K, payload: P) =>
  z.object({
    id: z.string().min(1).max(200),
    kind: z.literal(kind),
    ts: unixSeconds,
    lt: orderKeyInput,
    emitter: address,
    payload,
  });

export const chainEventSchema = z.discriminatedUnion('kind', [
  envelope('collection_created', collectionCreated),
  envelope('collection_metadata', collectionMetadata),
  envelope('nft_metadata', nftMetadata),
  envelope('mint', mint),
  envelope('transfer', transfer),
  envelope('manager_changed', managerChanged),
  envelope('burn', burn),
  envelope('root_registered', rootRegistered),
  envelope('market_fee_default_changed', marketFeeDefaultChanged),
  envelope('market_fee_changed', marketFeeChanged),
  envelope('collection_fee_rule', collectionFeeRule),
  envelope('token_price', tokenPrice),
  envelope('sell_active', sellInfo),
  envelope('sell_purchased', sellPurchased),
  envelope('sell_canceled', sellInfo),
  envelope('sell_expired', sellInfo),
  envelope('offer_active', offerInfo),
  envelope('offer_filled', offerFilled),
  envelope('offer_canceled', offerInfo),
  envelope('offer_expired', offerInfo),
  envelope('auction_active', auctionInfo),
  envelope('auction_bid_placed', bidPlaced),
  envelope('auction_bid_declined', bidDeclined),
  envelope('auction_canceled', auctionInfo),
  envelope('auction_complete', auctionComplete),
]);

/** A validated, normalised chain event. */
export type ChainEvent = z.output<typeof chainEventSchema>;
/** What producers may write: amounts can be numbers (a `*_cancelled` kind is also accepted at runtime). */
export type ChainEventInput = z.input<typeof chainEventSchema>;
export type ChainEventKind = ChainEvent['kind'];
export type EventOf<K extends ChainEventKind> = Extract<ChainEvent, { kind: K }>;
export type Fee = z.output<typeof fee>;
export type SellInfo = z.output<typeof sellInfo>;
export type OfferInfo = z.output<typeof offerInfo>;
export type AuctionInfo = z.output<typeof auctionInfo>;

export const CHAIN_EVENT_KINDS = chainEventSchema.options.map((option) => option.shape.kind.value) as readonly ChainEventKind[];

/** Thrown by `parseChainEvents`; names every invalid event so a producer can fix it. */
export class InvalidChainEventError extends Error {
  constructor(readonly problems: readonly { index: number; id: unknown; issues: string[] }[]) {
    super(
      `Invalid chain event${problems.length > 1 ? 's' : ''}: ` +
        problems.map((p) => `#${p.index} (id ${JSON.stringify(p.id)}): ${p.issues.join('; ')}`).join(' | '),
    );
    this.name = 'InvalidChainEventError';
  }
}

function withSingleL(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const kind = (raw as { kind?: unknown }).kind;
  if (typeof kind === 'string' && kind.endsWith('_cancelled')) return { ...raw, kind: kind.replace(/_cancelled$/, '_canceled') };
  return raw;
}

/** Validates every event; throws InvalidChainEventError listing all invalid ones (nothing partial). */
export function parseChainEvents(raw: readonly unknown[]): ChainEvent[] {
  const events: ChainEvent[] = [];
  const problems: { index: number; id: unknown; issues: string[] }[] = [];
  raw.forEach((item, index) => {
    const result = chainEventSchema.safeParse(withSingleL(item));
    if (result.success) events.push(result.data);
    else
      problems.push({
        index,
        id: typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined,
        issues: result.error.issues.map((issue) => `${issue.path.join('.') || '(event)'}: ${issue.message}`),
      });
  });
  if (problems.length > 0) throw new InvalidChainEventError(problems);
  return events;
}
