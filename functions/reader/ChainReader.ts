import { DurableObject } from 'cloudflare:workers';
import { DEVNET_JRPC_PATH, DEVNET_PRICES_PATH } from '@shared/lib/devnet-roots';
import { networkTokens } from '@shared/lib/network-config';
import { ingest, type ChainEventInput } from '../indexer';
import type { PhaseTimes } from '../indexer/phases';
import { collectionsPricedIn } from '../db/collection-figures';
import { publishLive } from '../live/publish';
import { pushTransport, vapidKeys } from '../push/config';
import { pushNotifications } from '../push/send';
import { readerConfig, type ReaderConfig } from './config';
import { JrpcClient } from './jrpc';
import { tickHops, type TickHops } from './tick-hops';
import { networkFees, sampleDueFees, type NetworkFee } from './network-fees';
import { backfillByCodeHash, type BackfillRequest, type BackfillResult } from './backfill';
import {
  addFollowUp,
  closeJournal,
  createFollowUpTables,
  followUpDone,
  followUpFailed,
  journal,
  openJournal,
  pendingFollowUps,
} from './follow-up';
import { rereadNft } from './nft-refresh';
import { createOwnerScanTables, markDue, OWNER_CHECKS_PER_STEP, recordScan, recordSeen, scanStep } from './owner-scan';
import { confirmPrices, fetchPrices, PRICE_STALE_SECONDS, priceEnvelopes, type PricedToken } from './prices';
import { originOf, purgeTouched, type Touched } from './purge';
import { activeWatch, createReaderTables, readMeta, tick, watch, writeMeta, type TickResult } from './reader';
import { curateCollection, type Curation } from './curation';

/** The one instance every caller uses (the indexer expects a single writer). */
export const READER_INSTANCE = 'reader';
/** The devnet Worker's doors, through its service binding (devnet/worker.ts). */
const DEVNET_JRPC_URL = `http://devnet${DEVNET_JRPC_PATH}`;
const DEVNET_PRICES_URL = `http://devnet${DEVNET_PRICES_PATH}`;
/** How often prices are fetched at most. */
const PRICES_EVERY_SECONDS = 300;
/**
 * How long after a hinted tick its background work (the owner scan, the price fetch, a fee sample) waits:
 * the pages' first reads of the new block, and the next block's tick, go before it.
 */
const BACKGROUND_AFTER_HINT_MS = 100;
/**
 * A trace walk for the network fees waits for this long without a new block: a dozen JRPC reads that a busy
 * chain's next blocks (and the pages showing them) need not wait behind. The alarm's ticks walk at once.
 */
const FEE_SAMPLE_QUIET_MS = 1000;

export interface TickOptions {
  /** The origin the caller's pages are served from: purged besides SITE_ORIGIN, and remembered for alarm ticks. */
  readonly origin?: string;
}

export interface ReaderStatus {
  readonly configured: boolean;
  readonly lastTick: number | null;
  readonly lastSuccess: number | null;
  /** Seconds between the newest chain time seen and the last successful tick's wall time. */
  readonly lagSeconds: number | null;
  readonly chainTime: number | null;
  readonly lastError: { at: number; message: string } | null;
  readonly watched: { active: number; retired: number };
  readonly cursors: { address: string; kind: string; cursor: string }[];
  readonly unknownEvents: number;
  readonly decodeErrors: number;
  readonly prices: { fetchedAt: number | null; stale: boolean; error: string | null };
  /** The newest tick that applied events, hop by hop (./tick-hops.ts). */
  readonly lastBlock: TickHops | null;
}

export interface RefreshResult {
  readonly refreshed: boolean;
  readonly touched: Touched;
}

const now = (): number => Math.floor(Date.now() / 1000);
const NOTHING: Touched = { nfts: [], collections: [], profiles: [] };

/**
 * The chain reader (functions/reader/reader.ts) as a Durable Object with SQLite storage: the single
 * writer `ingest()` expects. Ticks run one at a time, from its alarm (every READER_INTERVAL_SECONDS),
 * the cron trigger (which also re-arms the alarm) and, on the devnet, the devnet's new-block hint.
 * After each commit it purges the cached pages ingest touched (./purge.ts) on SITE_ORIGIN and on the
 * origin Worker code last named (a page render, the devnet, an operator), whoever woke it, and tells the
 * live topics; that work is stored with the commit and survives a crash (./follow-up.ts). Each tick
 * also returns what it touched, and once an interval re-reads a budget of NFTs (./owner-scan.ts).
 */
export class ChainReader extends DurableObject<Env> {
  private running: Promise<unknown> = Promise.resolve();
  /** A hinted tick not yet started (`newBlock`). */
  private queuedTick: Promise<unknown> | null = null;
  /** Live follow-ups being sent by this instance (not sent twice meanwhile). */
  private readonly sending = new Set<number>();
  /** A trace walk for the network fees is under way (./network-fees.ts). */
  private sampling = false;
  /** A hinted tick's background work is queued (`queueBackgroundWork`). */
  private backgroundQueued = false;
  /** The fee sample waiting for a quiet moment (`sampleWhenQuiet`). */
  private quietSample: ReturnType<typeof setTimeout> | null = null;
  /** The push run under way (./push below), and whether another commit wrote notifications since it began. */
  private pushing: Promise<void> | null = null;
  private pushAgain = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    createReaderTables(ctx.storage.sql);
    createFollowUpTables(ctx.storage.sql);
    createOwnerScanTables(ctx.storage.sql);
  }

  /** Runs one tick (after any running one). */
  async tick(options: TickOptions = {}): Promise<TickResult | { error: string }> {
    return this.serial(() => this.runTick(options));
  }

  /**
   * A hint that the chain has a new block (the devnet's, after each one): a tick soon. Hints that
   * arrive while one is queued share it, so a burst of blocks costs one tick after the running one.
   */
  async newBlock(): Promise<void> {
    const hintedAt = Date.now();
    this.queuedTick ??= this.serial(() => {
      this.queuedTick = null;
      return this.runTick({}, hintedAt);
    });
    await this.queuedTick;
  }

  /** The origin the site's pages are served from (Worker code names it when it knows one): purged from now on. */
  async servedFrom(origin: string): Promise<void> {
    this.rememberOrigin(origin);
  }

  /** The median network fee of each market action's recent traces (./network-fees.ts). */
  async networkFees(): Promise<Record<string, NetworkFee>> {
    return networkFees(this.ctx.storage.sql);
  }

  async status(): Promise<ReaderStatus> {
    const sql = this.ctx.storage.sql;
    const num = (key: string): number | null => {
      const value = readMeta(sql, key);
      return value === null ? null : Number(value);
    };
    const error = readMeta(sql, 'last_error');
    const counts = sql.exec<{ active: number; n: number }>('SELECT active, count(*) AS n FROM watch GROUP BY active').toArray();
    const pricesAt = num('prices_at');
    const lastSuccess = num('last_success');
    const chainTime = num('chain_time');
    let configured = true;
    try {
      configured = this.client() !== null;
    } catch {
      configured = false;
    }
    return {
      configured,
      lastTick: num('last_tick'),
      lastSuccess,
      lagSeconds: lastSuccess !== null && chainTime ? Math.max(0, lastSuccess - chainTime) : null,
      chainTime,
      lastError: error ? (JSON.parse(error) as { at: number; message: string }) : null,
      watched: { active: counts.find((c) => c.active === 1)?.n ?? 0, retired: counts.find((c) => c.active === 0)?.n ?? 0 },
      cursors: activeWatch(sql).map((row) => ({ address: row.address, kind: row.kind, cursor: row.cursor })),
      unknownEvents: num('unknown_events') ?? 0,
      decodeErrors: num('decode_errors') ?? 0,
      prices: {
        fetchedAt: pricesAt,
        stale: pricesAt === null || now() - pricesAt > PRICE_STALE_SECONDS,
        error: readMeta(sql, 'prices_error'),
      },
      lastBlock: JSON.parse(readMeta(sql, 'last_block') ?? 'null') as TickHops | null,
    };
  }

  /** Re-reads an NFT's owner and manager (at most once a minute per NFT; see ./nft-refresh.ts); purges its pages if it changed. */
  async refreshNft(address: string, origin?: string): Promise<RefreshResult> {
    const client = this.client();
    if (!client) return { refreshed: false, touched: NOTHING };
    return this.serial(async () => {
      this.rememberOrigin(origin);
      await this.finishPending();
      const reread = await rereadNft({ sql: this.ctx.storage.sql, db: this.env.DB, jrpc: client, address, now: now() });
      const confirmed = reread.lt === null ? [] : [{ address, lt: reread.lt }];
      const touched = await this.ingestJournaled(reread.events, origin, () => recordSeen(this.ctx.storage.sql, confirmed));
      return { refreshed: reread.refreshed, touched };
    });
  }

  /** One bounded step of a backfill by code hash (./backfill.ts), in turn with the ticks; purges what it touched. */
  async backfill(request: BackfillRequest, origin?: string): Promise<BackfillResult | { error: string }> {
    const client = this.client();
    if (!client) return { error: 'not configured: set CHAIN_JRPC_URL' };
    try {
      return await this.serial(async () => {
        this.rememberOrigin(origin);
        await this.finishPending();
        // A re-run after a crash re-ingests known mints, which then report what they touch (purged again).
        const result = await backfillByCodeHash({ db: this.env.DB, jrpc: client }, request);
        this.ctx.storage.transactionSync(() =>
          addFollowUp(this.ctx.storage.sql, { touched: result.touched, live: [], origin, at: Date.now() }),
        );
        await this.doFollowUps();
        return result;
      });
    } catch (error) {
      return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
  }

  /** An operator's curation of a collection (./curation.ts), in turn with the ticks; null when it is not indexed. */
  async curate(curation: Curation, origin?: string): Promise<{ collection: string } | null> {
    return this.serial(async () => {
      this.rememberOrigin(origin);
      await this.finishPending();
      const result = await curateCollection(this.env.DB, curation, Date.now());
      if (!result) return null;
      // Its pages are purged like a commit's (./follow-up.ts).
      this.ctx.storage.transactionSync(() =>
        addFollowUp(this.ctx.storage.sql, { touched: result.touched, live: [], origin, at: Date.now() }),
      );
      await this.doFollowUps();
      return { collection: curation.collection };
    });
  }

  /** Makes sure the alarm is armed (the cron trigger calls this every minute). */
  async ensureAlarm(): Promise<void> {
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + this.intervalMs());
  }

  override async alarm(): Promise<void> {
    let behind = false;
    try {
      const result = await this.tick();
      behind = 'behind' in result && result.behind > 0;
    } finally {
      // A tick that ran out of its page budget goes on at once (a second later), not an interval later.
      await this.ctx.storage.setAlarm(Date.now() + (behind ? 1000 : this.intervalMs()));
    }
  }

  // ---- internals ----

  private config(): ReaderConfig {
    return readerConfig(this.env as unknown as Record<string, string>);
  }

  private intervalMs(): number {
    try {
      return this.config().intervalSeconds * 1000;
    } catch {
      return 60_000;
    }
  }

  /** The JRPC client: the configured endpoint, or on the devnet the devnet Worker's (its service binding). */
  private client(): JrpcClient | null {
    const config = this.config();
    if (config.endpoint) return new JrpcClient({ endpoint: config.endpoint });
    const devnet = this.devnet();
    return devnet ? new JrpcClient({ endpoint: DEVNET_JRPC_URL, fetch: (request) => devnet.fetch(request), backoffMs: 50 }) : null;
  }

  /** The devnet Worker, reached as any JRPC endpoint is (CHAIN=devnet only). */
  private devnet(): Fetcher | null {
    return this.env.CHAIN === 'devnet' && this.env.DEVNET ? this.env.DEVNET : null;
  }

  /** Jobs run one at a time: the indexer expects a single writer. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.running.then(work);
    this.running = run.catch(() => undefined);
    return run;
  }

  /** The origin Worker code named (a page render, a devnet block, an operator): purged besides SITE_ORIGIN from now on. */
  private rememberOrigin(origin: string | undefined): void {
    const named = originOf(origin);
    if (named) writeMeta(this.ctx.storage.sql, 'site_origin', named);
  }

  /**
   * What a crash or a failure left undone: ingests journaled but not committed are ingested again (their
   * follow-up work is then recorded), then every follow-up is done.
   */
  private async finishPending(): Promise<void> {
    const sql = this.ctx.storage.sql;
    for (const entry of openJournal(sql)) {
      const result = await ingest(this.env.DB, entry.events, { reportKnown: true });
      this.ctx.storage.transactionSync(() => {
        closeJournal(sql, entry.id);
        addFollowUp(sql, { touched: result.touched, live: result.live, origin: entry.origin, at: Date.now() });
      });
    }
    await this.doFollowUps();
  }

  /**
   * Ingests events no cursor would replay (re-reads): journaled first, committed with their follow-up
   * work and `atCommit` (the states they confirm), then followed up. Returns what they touched.
   */
  private async ingestJournaled(events: ChainEventInput[], origin: string | undefined, atCommit: () => void): Promise<Touched> {
    const sql = this.ctx.storage.sql;
    if (events.length === 0) {
      this.ctx.storage.transactionSync(atCommit);
      return NOTHING;
    }
    const entry = journal(sql, events, origin);
    const result = await ingest(this.env.DB, events, { reportKnown: true, beforeCommit: (touched) => this.purgeAhead(touched, origin) });
    this.ctx.storage.transactionSync(() => {
      closeJournal(sql, entry);
      addFollowUp(sql, { touched: result.touched, live: result.live, origin, at: Date.now() });
      atCommit();
    });
    await this.doFollowUps();
    return result.touched;
  }

  /**
   * Does the recorded follow-up work: drops the cached pages of what a commit touched, on SITE_ORIGIN and
   * on the origin named with it (or, without one, the origin last named), and tells the live topics (not
   * awaited, so a tick never waits on sockets). A failed purge is logged and tried again on the next run,
   * a few times: the commit stands, and the pages expire by TTL at worst. Then the new notifications are pushed.
   */
  private async doFollowUps(): Promise<void> {
    const sql = this.ctx.storage.sql;
    for (const work of pendingFollowUps(sql)) {
      if (work.kind === 'live') {
        if (this.sending.has(work.id)) continue;
        this.sending.add(work.id);
        this.ctx.waitUntil(
          publishLive(this.env, work.messages, work.at)
            .then(() => followUpDone(sql, work.id))
            .finally(() => this.sending.delete(work.id)),
        );
        continue;
      }
      try {
        await Promise.all(this.purgeOrigins(work.origin).map((o) => purgeTouched(o, work.touched)));
        followUpDone(sql, work.id);
      } catch (error) {
        console.error('chain reader: page purge failed, will try again', error);
        followUpFailed(sql, work.id);
      }
    }
    this.pushLater();
  }

  /**
   * Sends the notifications the indexer wrote as browser notifications (functions/push/send.ts), not awaited:
   * a tick never waits on push services. One run at a time; a commit during a run asks for one more.
   */
  private pushLater(): void {
    const vapid = vapidKeys(this.env);
    if (!vapid) return;
    if (this.pushing) {
      this.pushAgain = true;
      return;
    }
    const deps = { db: this.env.DB, vapid, tokens: networkTokens(this.env), fetch: pushTransport(this.env) };
    const run = async () => {
      do {
        this.pushAgain = false;
        await pushNotifications(deps);
      } while (this.pushAgain);
    };
    this.pushing = run()
      .catch((error) => console.error('chain reader: push failed', error))
      .finally(() => {
        this.pushing = null;
      });
    this.ctx.waitUntil(this.pushing);
  }

  /** Where pages are purged: SITE_ORIGIN and the origin named with the work (or, without one, the origin last named). */
  private purgeOrigins(named: string | null | undefined): string[] {
    let site: string | null = null;
    try {
      site = originOf(this.config().siteOrigin);
    } catch {
      // A bad configuration fails the tick itself; here it only means no SITE_ORIGIN.
    }
    const origins = [site, originOf(named) ?? readMeta(this.ctx.storage.sql, 'site_origin')];
    return [...new Set(origins.filter((o): o is string => o !== null))];
  }

  /**
   * Purges, before a D1 batch, the pages it is about to change (IngestOptions.beforeCommit), so none stored
   * before it is served once it is read. Best effort: the purge stored with the commit follows it anyway.
   */
  private async purgeAhead(touched: Touched, origin: string | undefined): Promise<void> {
    try {
      await Promise.all(this.purgeOrigins(origin).map((o) => purgeTouched(o, touched)));
    } catch (error) {
      console.error('chain reader: page purge before a commit failed', error);
    }
  }

  /**
   * Re-reads a budget of NFTs for owners changed outside the market (./owner-scan.ts), at most once per
   * interval however often the reader is woken (the devnet hints after every block).
   */
  private async scanOwners(client: JrpcClient, origin: string | undefined): Promise<void> {
    const sql = this.ctx.storage.sql;
    const last = Number(readMeta(sql, 'owner_scan_at') ?? '0');
    // The NFTs a commit just moved are read at once (a sale's new owner shows with the sale), the
    // round robin over the followed collections once per interval.
    const due = sql.exec<{ n: number }>('SELECT count(*) AS n FROM nft_seen WHERE due = 1').one().n;
    const roundDue = Date.now() - last >= this.intervalMs();
    if (!roundDue && due === 0) return;
    if (roundDue) writeMeta(sql, 'owner_scan_at', String(Date.now()));
    const collections = activeWatch(sql)
      .filter((row) => row.kind === 'collection')
      .map((row) => row.address);
    const step = await scanStep({
      sql,
      db: this.env.DB,
      jrpc: client,
      collections,
      ...(roundDue ? {} : { budget: Math.min(due, OWNER_CHECKS_PER_STEP) }),
    });
    await this.ingestJournaled(step.events, origin, () => recordScan(sql, step));
  }

  /** `hintedAt`: when the new-block hint that asked for this tick came (its hops are kept, ./tick-hops.ts). */
  private async runTick({ origin }: TickOptions, hintedAt: number | null = null): Promise<TickResult | { error: string }> {
    const sql = this.ctx.storage.sql;
    const startedAt = Date.now();
    const phases: PhaseTimes = {};
    writeMeta(sql, 'last_tick', String(now()));
    try {
      this.rememberOrigin(origin);
      const config = this.config();
      watch(sql, config.seeds);
      const client = this.client();
      if (!client) return { error: 'not configured: set CHAIN_JRPC_URL' };
      await this.finishPending();
      const result = await tick({
        sql,
        transactionSync: (fn) => this.ctx.storage.transactionSync(fn),
        db: this.env.DB,
        jrpc: client,
        timings: phases,
        beforeCommit: (touched) => this.purgeAhead(touched, origin),
        offChain: {
          fetch: (url, init) => fetch(url, init),
          gateways: this.env.MEDIA_GATEWAYS,
          selfHost: URL.parse(config.siteOrigin ?? '')?.hostname ?? '',
        },
        atCommit: ({ touched, live }) => {
          addFollowUp(sql, { touched, live, origin, at: Date.now() });
          // The NFTs the market moved are re-read first (their manager moved with them); not a backfill's thousands.
          if (touched.nfts.length <= OWNER_CHECKS_PER_STEP) markDue(sql, touched.nfts);
        },
      });
      const committedAt = Date.now();
      await this.doFollowUps();
      if (result.applied > 0) {
        const hops = tickHops(phases, { hintedAt, startedAt, committedAt, purgedAt: Date.now(), applied: result.applied });
        writeMeta(sql, 'last_block', JSON.stringify(hops));
      }
      if (hintedAt === null) await this.backgroundWork(client, origin, config, false);
      else this.queueBackgroundWork(origin);
      writeMeta(sql, 'last_success', String(now()));
      sql.exec("DELETE FROM reader_meta WHERE key = 'last_error'");
      return result;
    } catch (error) {
      return { error: this.failed('tick failed', error) };
    }
  }

  /** Records a failure for /api/healthz; returns its message. */
  private failed(what: string, error: unknown): string {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error(`chain reader: ${what}`, error);
    writeMeta(this.ctx.storage.sql, 'last_error', JSON.stringify({ at: now(), message: message.slice(0, 500) }));
    return message;
  }

  /** The work of a tick besides reading the chain: the owner scan, the prices, a network fee sample. */
  private async backgroundWork(client: JrpcClient, origin: string | undefined, config: ReaderConfig, hinted: boolean): Promise<void> {
    // Off the tick's path: a hinted tick for the next block never waits on a trace walk.
    if (hinted) this.sampleWhenQuiet();
    else this.ctx.waitUntil(this.sampleNetworkFee(client));
    await this.scanOwners(client, origin);
    await this.maybeFetchPrices(config);
  }

  /** Samples the network fees once no block has come for FEE_SAMPLE_QUIET_MS. */
  private sampleWhenQuiet(): void {
    if (this.quietSample !== null) clearTimeout(this.quietSample);
    this.quietSample = setTimeout(() => {
      this.quietSample = null;
      const client = this.client();
      if (client) this.ctx.waitUntil(this.sampleNetworkFee(client));
    }, FEE_SAMPLE_QUIET_MS);
  }

  /**
   * A hinted tick leaves its background work to a job of its own a moment later (BACKGROUND_AFTER_HINT_MS):
   * the pages showing the new block read it first, and a hint for the next block that comes meanwhile
   * is read before it. One such job at a time; the alarm's ticks do theirs inline.
   */
  private queueBackgroundWork(origin: string | undefined): void {
    if (this.backgroundQueued) return;
    this.backgroundQueued = true;
    const later = new Promise((resolve) => setTimeout(resolve, BACKGROUND_AFTER_HINT_MS));
    this.ctx.waitUntil(
      later.then(() =>
        this.serial(async () => {
          this.backgroundQueued = false;
          try {
            const client = this.client();
            if (client) await this.backgroundWork(client, origin, this.config(), true);
          } catch (error) {
            this.failed('background work after a block failed', error);
          }
        }),
      ),
    );
  }

  /** A few actions' trace fees (./network-fees.ts), one walk at a time; a failure only delays them. */
  private async sampleNetworkFee(client: JrpcClient): Promise<void> {
    if (this.sampling) return;
    this.sampling = true;
    try {
      await sampleDueFees(this.ctx.storage.sql, client, now());
    } catch (error) {
      console.error('chain reader: network fee sample failed', error);
    } finally {
      this.sampling = false;
    }
  }

  private async maybeFetchPrices(config: ReaderConfig): Promise<void> {
    const sql = this.ctx.storage.sql;
    const tried = Number(readMeta(sql, 'prices_tried') ?? '0');
    if (now() - tried < PRICES_EVERY_SECONDS) return;
    writeMeta(sql, 'prices_tried', String(now()));
    const devnet = config.pricesUrl ? null : this.devnet();
    const url = config.pricesUrl ?? (devnet ? DEVNET_PRICES_URL : null);
    if (!url) return;
    const tokens: PricedToken[] = networkTokens(this.env)
      .filter((t) => t.address)
      .map((t) => ({ address: t.address, decimals: t.decimals, symbol: t.symbol }));
    try {
      const prices = await fetchPrices(url, devnet ? (request) => devnet.fetch(request) : fetch);
      const last = JSON.parse(readMeta(sql, 'prices') ?? '{}') as Record<string, string>;
      const envelopes = priceEnvelopes(prices, tokens, last, now());
      if (envelopes.length > 0) {
        await ingest(this.env.DB, envelopes);
        // A new price moves the USD floor of every collection listed in that token: its pages and the lists go.
        // (A price envelope's emitter is its token.)
        const moved = await collectionsPricedIn(
          this.env.DB,
          envelopes.map((e) => e.emitter),
        );
        const touched = { nfts: [], collections: moved, profiles: [] };
        this.ctx.storage.transactionSync(() => addFollowUp(sql, { touched, live: [], at: Date.now() }));
        await this.doFollowUps();
      }
      await confirmPrices(
        this.env.DB,
        tokens.filter((t) => prices.has(t.address)).map((t) => t.address),
        now(),
      );
      for (const token of tokens) {
        const value = prices.get(token.address);
        if (value !== undefined) last[token.address] = value;
      }
      writeMeta(sql, 'prices', JSON.stringify(last));
      writeMeta(sql, 'prices_at', String(now()));
      sql.exec("DELETE FROM reader_meta WHERE key = 'prices_error'");
    } catch (error) {
      writeMeta(sql, 'prices_error', error instanceof Error ? error.message.slice(0, 300) : String(error));
    }
  }
}
