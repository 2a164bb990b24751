/**
 * What applying events produces: the SQL statements of one atomic D1 batch, the derived values
 * to recompute at the end of that batch, and the keys whose pages the edge cache must purge.
 *
 * Derived market state (an NFT's sale / auction / best offer / floor, a collection's floor and
 * volume) is a pure function of the base rows, so it is recomputed once per batch for the keys the
 * batch touched, after all its events: cheaper than once per event, and equally correct.
 */
import { storedEventKeySql } from '../db/event-key';
import type { Participant } from './activity';
import type { EventOf } from './envelope';

export type SqlValue = string | number | null;

export interface Touched {
  nfts: Set<string>;
  collections: Set<string>;
  profiles: Set<string>;
  /**
   * NFTs whose market changed (a listing, auction, bid, offer or deal): after the batches, everyone
   * whose pages show that market is added to `profiles` (see `addPeopleInvolved` in ingest.ts).
   */
  markets: Set<string>;
}

export const emptyTouched = (): Touched => ({ nfts: new Set(), collections: new Set(), profiles: new Set(), markets: new Set() });

export class BatchContext {
  readonly statements: D1PreparedStatement[] = [];
  /** Mints applied since the last other event, written together (./apply/nfts.ts, `flushMints`). */
  readonly pendingMints: EventOf<'mint'>[] = [];
  /** New listings applied since the last other event, written together (./apply/sells.ts, `flushListings`). */
  readonly pendingListings: EventOf<'sell_active'>[] = [];
  /** Each statement's SQL, in the same order: a benchmark's profile names statements by it. */
  readonly sqlTexts: string[] = [];
  /** NFTs whose market state (sell, auction, best offer, floor) and collection floor must be recomputed. */
  readonly marketNfts = new Set<string>();
  /** Tokens whose price changed: every NFT with a live offer in them is recomputed. */
  readonly marketTokens = new Set<string>();
  /** Roots (re)registered: every NFT with an active offer of theirs is recomputed. */
  readonly marketRoots = new Set<string>();
  /** Collections whose floor must be recomputed besides those of marketNfts. */
  readonly floorCollections = new Set<string>();
  /** NFTs with a new deal: their collections' total volume is recomputed. */
  readonly volumeNfts = new Set<string>();
  /** Tokens whose price changed: volumes in them are recomputed. */
  readonly volumeTokens = new Set<string>();
  /** The ingestion-log keys of this batch's events: one `chain_events` insert heads the batch (`headStatements`). */
  readonly eventKeys: string[] = [];
  /** Addresses this batch's rows name by id (`addresses`): registered once, at the head of the batch. */
  readonly addressIds = new Set<string>();
  /** NFTs whose collection's id this batch's rows need: an indexed NFT's collection is registered with them. */
  readonly collectionIdsOf = new Set<string>();
  /** Who this batch's activity rows concern, written by one statement after them (./activity.ts, `flushParticipants`). */
  readonly participants: Participant[] = [];

  constructor(
    readonly db: D1Database,
    readonly touched: Touched,
    /**
     * NFTs minted, burnt or given new metadata, shared by the batches of an ingest call: their collections'
     * rarity is recomputed once after its last batch (./rarity.ts, `flushRarity`).
     */
    readonly rarityNfts = new Set<string>(),
    /**
     * The NFTs of this ingest call that someone watches, read once before it (null: unknown). A listing
     * of an NFT nobody watches writes no "watched NFT listed" statements.
     */
    readonly watchedNfts: ReadonlySet<string> | null = null,
  ) {}

  /** Adds one statement; `undefined` parameters bind as NULL (D1 rejects undefined). */
  run(sql: string, ...params: (SqlValue | undefined)[]): void {
    this.statements.push(this.db.prepare(sql).bind(...params.map((p) => (p === undefined ? null : p))));
    this.sqlTexts.push(sql);
  }

  /** Gives these addresses ids in `addresses` before any statement of the batch runs. */
  registerAddresses(...addresses: (string | null | undefined)[]): void {
    for (const a of addresses) if (a) this.addressIds.add(a);
  }

  /** Gives ids to the NFT, the collection the event names (if any) and, for an NFT already indexed, its collection. */
  registerNft(nft: string, collection?: string | null): void {
    this.registerAddresses(nft, collection);
    this.collectionIdsOf.add(nft);
  }

  /**
   * What heads the batch, in one statement each (D1's cost is per statement): the ids of every address
   * its rows name, then its `chain_events` rows. A key some other writer committed meanwhile fails that
   * insert, and with it the whole batch, a transaction (ingest then retries event by event).
   */
  headStatements(): D1PreparedStatement[] {
    const head: D1PreparedStatement[] = [];
    if (this.addressIds.size > 0 || this.collectionIdsOf.size > 0) {
      head.push(
        this.db
          .prepare(
            `INSERT OR IGNORE INTO addresses (address)
             SELECT value FROM json_each(?1)
             UNION ALL SELECT collection FROM nfts WHERE address IN (SELECT value FROM json_each(?2))`,
          )
          .bind(JSON.stringify([...this.addressIds]), JSON.stringify([...this.collectionIdsOf])),
      );
    }
    if (this.eventKeys.length > 0) {
      head.push(
        this.db
          .prepare(`INSERT INTO chain_events (id) SELECT ${storedEventKeySql('value')} FROM json_each(?1)`)
          .bind(JSON.stringify(this.eventKeys)),
      );
    }
    return head;
  }

  nft(address: string): void {
    this.touched.nfts.add(address);
  }

  collection(address: string | undefined): void {
    if (address !== undefined) this.touched.collections.add(address);
  }

  profiles(...addresses: (string | null | undefined)[]): void {
    for (const a of addresses) if (a) this.touched.profiles.add(a);
  }

  /** Marks the NFT's collection for a rarity recompute at the end of the ingest call. */
  traitsChanged(nft: string): void {
    this.rarityNfts.add(nft);
  }

  /** Marks the NFT's market state (and its collection's floor) for recompute at the end of the batch. */
  market(nft: string): void {
    this.marketNfts.add(nft);
    this.touched.markets.add(nft);
    this.nft(nft);
  }
}
