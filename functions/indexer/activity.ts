/**
 * Activity rows for /events (api-contract §8.14): one per NftEvent, with its own part of the
 * event as JSON (keys as on the wire, `usdPrice` left out: the API adds it at the current token
 * price) and the addresses the owner filter matches.
 */
import { ADDRESS_KEYS, PAYLOAD_LAYOUTS, payloadValues, transactionOfEventId } from '../db/activity-payload';
import { eventKindCode } from '../db/event-kinds';
import { orderKeyParam, storedOrderKeySql } from '../db/order-key';
import { TRADE_KINDS } from '../db/pnl';
import type { BatchContext, SqlValue } from './context';
import type { AuctionInfo, ChainEvent, OfferInfo, SellInfo } from './envelope';

export type NftEventType =
  | 'sell_active'
  | 'sell_purchased'
  | 'sell_canceled'
  | 'offer_active'
  | 'offer_filled'
  | 'offer_canceled'
  | 'auction_active'
  | 'auction_bid_placed'
  | 'auction_canceled'
  | 'auction_complete'
  | 'mint'
  | 'transfer';

/** Raw contract states shown in NftEvent.directSell/directBuy.status (contract-semantics ST.1, ST.3). */
export const OFFER_STATE = { active: 2, filled: 3, cancelled: 4, expired: 5 } as const;

export function sellPart(p: SellInfo, status: keyof typeof OFFER_STATE, newOwner: string | null): object {
  return {
    directSell: {
      creator: p.seller,
      startTime: p.start,
      endTime: p.end,
      durationTime: null,
      price: p.price,
      status: OFFER_STATE[status],
      paymentToken: p.token,
      newOwner,
    },
  };
}

export function offerPart(p: OfferInfo, status: keyof typeof OFFER_STATE, oldOwner: string | null): object {
  return {
    directBuy: {
      creator: p.buyer,
      startTime: p.start,
      endTime: p.end,
      // The reference always sends null here (api-contract §13 gap 22); we know the duration.
      durationTime: p.duration ?? (p.end > 0 ? p.end - p.start : null),
      price: p.price,
      status: OFFER_STATE[status],
      spentToken: p.token,
      oldOwner,
    },
  };
}

type AuctionSlot = 'auctionActive' | 'auctionComplete' | 'auctionCanceled' | 'auctionBidPlaced';

function auctionPart(slot: AuctionSlot, value: object): object {
  const part: Record<AuctionSlot, object | null> = {
    auctionActive: null,
    auctionComplete: null,
    auctionCanceled: null,
    auctionBidPlaced: null,
  };
  part[slot] = value;
  return { auction: part };
}

// The `state` constants are the ones the reference feed uses (1 active, 3 complete, 0 cancelled).
function auctionDetails(p: AuctionInfo, state: number): Record<string, unknown> {
  return {
    nftOwner: p.owner,
    auctionStartTime: p.start,
    auctionEndTime: p.end,
    auctionDuration: p.duration,
    state,
    paymentToken: p.token,
    price: p.price,
  };
}

export const auctionActivePart = (p: AuctionInfo) => auctionPart('auctionActive', auctionDetails(p, 1));
export const auctionCanceledPart = (p: AuctionInfo) => auctionPart('auctionCanceled', auctionDetails(p, 0));
export const auctionCompletePart = (p: AuctionInfo, buyer: string, amount: string) =>
  auctionPart('auctionComplete', { ...auctionDetails(p, 3), price: amount, maxBidValue: amount, maxBidAddress: buyer });
/** paymentToken is filled in from the auction row (BidPlaced names no token). */
export const bidPlacedPart = (bidder: string, amount: string) =>
  auctionPart('auctionBidPlaced', { bidSender: bidder, paymentToken: null, bidValue: amount });

/** For bids: fill the payment token and add the auction owner (the bid's receiver) from the auction row. */
export interface ActivityAuctionLink {
  auction: string;
  /** SQL yielding the auction's payment token address, given the SQL parameter holding the auction address. */
  paymentTokenSql(param: string): string;
  /** SQL yielding extra participant addresses, given the SQL parameter holding the auction address. */
  participantsSql(param: string): string;
}

/**
 * Inserts the activity row (only if the NFT is known: its collection and verified flag come from
 * the tables), addresses as ids of `addresses` (given at the batch's head), and notes its participants
 * for the batch's one participants statement (`flushParticipants`). The payload is stored compactly
 * (functions/db/activity-payload.ts).
 */
export function insertActivity(
  ctx: BatchContext,
  e: ChainEvent,
  type: NftEventType,
  nft: string,
  part: object,
  participants: (string | null | undefined)[],
  link?: ActivityAuctionLink,
): void {
  const values = payloadValues(type, part);
  const kind = eventKindCode(type);
  const row = noteActivityRow(ctx, e, nft, kind, participants, values);
  if (link) {
    ctx.run(
      `WITH t(address) AS (${link.participantsSql('?1')} UNION ${link.paymentTokenSql('?1')})
       INSERT OR IGNORE INTO addresses (address) SELECT address FROM t WHERE address IS NOT NULL`,
      link.auction,
    );
  }
  // ?1 kind ?2 nft ?3 ts ?4 lt, ?5 the auction (bids), then the payload's values.
  const params: SqlValue[] = [kind, nft, e.ts, orderKeyParam(e.lt), ...(link ? [link.auction] : [])];
  // D1 binds every JS number as a REAL, which json_array writes as "1783417913.0": whole numbers are cast.
  const bind = (value: unknown) =>
    Number.isSafeInteger(value) ? `CAST(?${params.push(value as number)} AS INTEGER)` : `?${params.push(value as SqlValue)}`;
  const auctionParam = '?5';
  const elements = values.map(({ key, value }) => {
    if (!ADDRESS_KEYS.has(key)) return bind(value);
    if (key === 'paymentToken' && value === null && link)
      return `(SELECT id FROM addresses WHERE address = (${link.paymentTokenSql(auctionParam)}))`;
    return value === null ? bind(null) : `(SELECT id FROM addresses WHERE address = ${bind(value)})`;
  });
  // A deal then stores its fee and royalty, after a null (functions/db/activity-payload.ts).
  const settlement = 'settlement' in e.payload ? e.payload.settlement : undefined;
  if (settlement) elements.push(bind(null), bind(settlement.fee), bind(settlement.royalty));
  // The explorer link of the row: its transaction's hash, 32 bytes.
  const transaction = bind(transactionOfEventId(e.id));
  ctx.run(
    `INSERT INTO activity (kind, nft, collection, ts, lt, verified, payload, tx)
     SELECT ?1, n.id, n.collection_id, ?3, ${storedOrderKeySql('?4')}, ifnull(c.verified, 0), json_array(${elements.join(', ')}),
       unhex(${transaction})
     FROM nfts n LEFT JOIN collections c ON c.address = n.collection WHERE n.address = ?2`,
    ...params,
  );
  if (link) ctx.participants.push([...row, null, link.auction]);
}

/**
 * What an activity row needs besides its insert: ids for its people and payload addresses (from the batch's
 * head; a minted NFT's collection is named by applyMint; only a bid's auction row knows its owner and token),
 * its participants for the batch's one participants statement, and the profiles it touches.
 */
function noteActivityRow(
  ctx: BatchContext,
  e: ChainEvent,
  nft: string,
  kind: number,
  participants: readonly (string | null | undefined)[],
  values: readonly { key: string; value: unknown }[],
): ParticipantsOf {
  const people = [...new Set(participants.filter((a): a is string => !!a))];
  const payloadAddresses = values.flatMap(({ key, value }) => (ADDRESS_KEYS.has(key) && typeof value === 'string' ? [value] : []));
  ctx.registerNft(nft);
  ctx.registerAddresses(...people, ...payloadAddresses);
  const row: ParticipantsOf = [nft, e.ts, orderKeyParam(e.lt), kind];
  for (const person of people) ctx.participants.push([...row, person, null]);
  ctx.profiles(...people);
  return row;
}

/** One activity row of a run (`insertActivities`). */
export interface ActivityEntry {
  readonly e: ChainEvent;
  readonly nft: string;
  readonly part: object;
  readonly participants: readonly (string | null | undefined)[];
}

/**
 * The activity rows of a run of `type` events in one statement (no auction link, no settlement: a mint run),
 * in the run's order, as `insertActivity` writes each: the values travel as JSON, whose integers stay integers.
 */
export function insertActivities(ctx: BatchContext, type: NftEventType, entries: readonly ActivityEntry[]): void {
  if (entries.length === 0) return;
  const kind = eventKindCode(type);
  const keys = PAYLOAD_LAYOUTS[type].keys;
  const elements = keys.map((key, i) => {
    const value = `r.value ->> ${5 + i}`;
    return ADDRESS_KEYS.has(key) ? `(SELECT id FROM addresses WHERE address = ${value})` : value;
  });
  const rows = entries.map(({ e, nft, part, participants }) => {
    const values = payloadValues(type, part);
    noteActivityRow(ctx, e, nft, kind, participants, values);
    return [kind, nft, e.ts, orderKeyParam(e.lt), transactionOfEventId(e.id), ...values.map(({ value }) => value)];
  });
  ctx.run(
    `INSERT INTO activity (kind, nft, collection, ts, lt, verified, payload, tx)
     SELECT r.value ->> 0, n.id, n.collection_id, r.value ->> 2, ${storedOrderKeySql('(r.value ->> 3)')}, ifnull(c.verified, 0),
       json_array(${elements.join(', ')}), unhex(r.value ->> 4)
     FROM json_each(?1) r JOIN nfts n ON n.address = r.value ->> 1 LEFT JOIN collections c ON c.address = n.collection
     ORDER BY r.key`,
    JSON.stringify(rows),
  );
}

/**
 * One participant of an activity row, as the batch notes it: the row's NFT, time, order key (`orderKeyParam`)
 * and kind, then the participant's address, or (null and) the auction whose owner it is (a bid's receiver).
 */
type ParticipantsOf = [nft: string, ts: number, lt: string, kind: number];
export type Participant = [...ParticipantsOf, person: string | null, auctionOwnerOf: string | null];

/**
 * The batch's participants in one statement, after its activity rows: each finds its row by (NFT, time, order
 * key, kind), one event's own (activity_nft_kind), and its id in `addresses` (the batch's head gave it one) or the
 * auction's owner id. One statement per batch rather than one per event: D1 charges each statement.
 */
export function flushParticipants(ctx: BatchContext): void {
  if (ctx.participants.length === 0) return;
  ctx.run(
    `INSERT OR IGNORE INTO activity_participants (address, ts, lt, activity_id, kind)
     SELECT x.person, a.ts, a.lt, a.id, a.kind
     FROM (SELECT (SELECT id FROM addresses WHERE address = e.value ->> 0) AS nft, e.value ->> 1 AS ts,
             ${storedOrderKeySql('(e.value ->> 2)')} AS lt, e.value ->> 3 AS kind,
             CASE WHEN e.value ->> 5 IS NULL THEN (SELECT id FROM addresses WHERE address = e.value ->> 4)
               ELSE (SELECT owner FROM auctions WHERE address = e.value ->> 5) END AS person
           FROM json_each(?1) e) x
     CROSS JOIN activity a ON a.nft = x.nft AND a.ts = x.ts AND a.lt = x.lt AND a.kind = x.kind
     WHERE x.person IS NOT NULL`,
    JSON.stringify(ctx.participants),
  );
}

const TRADE_CODES = new Set<number>(TRADE_KINDS.map((k) => eventKindCode(k)));

/**
 * Marks the NFTs of the batch's trades for the kept P&L ledgers of the people in them (migration 0005,
 * functions/db/queries/pnl-ledgers.ts): their next read folds those NFTs again. Only addresses whose ledger
 * is kept are marked, so a batch nobody's ledger concerns writes nothing. A new random mark each time (53 bits, exact as a JS number): a
 * read that folded an NFT clears the mark it saw, not one written since.
 */
export function markPnlLedgers(ctx: BatchContext): void {
  const pairs = new Set<string>();
  for (const [nft, , , kind, person] of ctx.participants)
    if (person !== null && TRADE_CODES.has(kind)) pairs.add(JSON.stringify([nft, person]));
  if (pairs.size === 0) return;
  ctx.run(
    `INSERT INTO pnl_dirty (owner, nft, mark)
     SELECT l.owner, n.id, random() >> 11
     FROM json_each(?1) e
     JOIN addresses pa ON pa.address = e.value ->> 1
     JOIN pnl_ledgers l ON l.owner = pa.id
     JOIN addresses n ON n.address = e.value ->> 0
     WHERE true
     ON CONFLICT (owner, nft) DO UPDATE SET mark = excluded.mark`,
    `[${[...pairs].join(',')}]`,
  );
}
