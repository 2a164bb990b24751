// `npm run bench:reader`'s worker (scripts/bench/reader.mjs runs it under `wrangler dev`): the chain
// reader's tick inside workerd, over an in-memory fake JRPC of real BOCs, into a local D1 with the
// real migrations. POST /prepare?n=N&run=R builds a chain (a collection minting N NFTs, a factory
// deploying N sales, each sale's active state); POST /tick?run=R reads it all in one tick.
import { DurableObject } from 'cloudflare:workers';
import { JrpcClient } from '../../../functions/reader/jrpc';
import { createReaderTables, tick, watch } from '../../../functions/reader/reader';
import { abis, addr, event, FakeJrpc, ZERO } from '../../../tests/support/chain/fake-jrpc';
import { decodeEventBody } from '@shared/tvm/abi';
import { ABI_OF } from '../../../functions/reader/contracts';
import { purgeTouched } from '../../../functions/reader/purge';
import { parseTransaction } from '@shared/tvm/transaction';

interface BenchEnv {
  DB: D1Database;
  BENCH: DurableObjectNamespace<BenchReader>;
}

export class BenchReader extends DurableObject<BenchEnv> {
  private chain: FakeJrpc | null = null;
  private accounts: { collection: string; factory: string } | null = null;

  async prepare(n: number, run: string): Promise<{ transactions: number }> {
    const jrpc = new FakeJrpc();
    const collection = addr(`c-${run}`);
    const factory = addr(`f-${run}`);
    const owner = addr(`o-${run}`);
    const token = addr('bench-token');
    jrpc.collectionData(collection, owner, { name: `Bench ${run}` });
    jrpc.transaction(collection, [event(abis.collectionAbi, 'OwnershipTransferred', { oldOwner: ZERO, newOwner: owner })]);
    jrpc.transaction(factory, [event(abis.factoryDirectSellAbi, 'OwnershipTransferred', { oldOwner: ZERO, newOwner: owner })]);
    for (let i = 0; i < n; i++) {
      const nft = addr(`n-${run}-${i}`);
      jrpc.nftData(nft, {
        id: String(i),
        collection,
        owner,
        json: { name: `Bench #${i}`, attributes: [{ trait_type: 'Size', value: String(i % 7) }] },
      });
      jrpc.transaction(collection, [
        event(abis.collectionAbi, 'NftCreated', { id: String(i), nft, owner, manager: owner, creator: owner }),
      ]);
    }
    for (let i = 0; i < n; i++) {
      const nft = addr(`n-${run}-${i}`);
      const sell = addr(`s-${run}-${i}`);
      jrpc.transaction(factory, [
        event(abis.factoryDirectSellAbi, 'DirectSellDeployed', {
          directSell: sell,
          sender: owner,
          paymentToken: token,
          nft,
          nonce: String(i),
          price: '1000000000',
        }),
      ]);
      const info = {
        factory,
        creator: owner,
        token,
        nft,
        _timeTx: '0',
        start: String(jrpc.now),
        end: '0',
        _price: String(1_000_000_000 + i),
        wallet: addr(`w-${run}-${i}`),
        status: '2',
        collection,
      };
      jrpc.transaction(sell, [
        event(abis.directSellAbi, 'DirectSellStateChanged', { from: '1', to: '2', value2: info, old_owner: owner, new_owner: owner }),
      ]);
    }
    jrpc.warm();
    this.chain = jrpc;
    this.accounts = { collection, factory };
    return { transactions: 2 + 3 * n };
  }

  /**
   * The chain `prepare` built, built again if this object was started anew since (wrangler dev may reload
   * the Worker once more after it first answers, on a loaded machine after the bench's first prepare).
   */
  private async prepared(n: number, run: string): Promise<FakeJrpc> {
    if (!this.chain) await this.prepare(n, run);
    return this.chain!;
  }

  /** Only the CPU part: parse every transaction BOC and decode its events (no JRPC, no D1). */
  async decodeOnly(n: number, run: string): Promise<{ transactions: number; events: number }> {
    await this.prepared(n, run);
    if (!this.chain) throw new Error('prepare first');
    let transactions = 0;
    let events = 0;
    for (const [address, account] of this.chain.accounts) {
      const kind =
        address === this.accounts!.collection ? 'collection' : address === this.accounts!.factory ? 'factoryDirectSell' : 'directSell';
      for (const tx of account.txs) {
        const parsed = parseTransaction(tx.boc);
        transactions++;
        for (const event of parsed.events) if (decodeEventBody(event.decodable, ABI_OF[kind])) events++;
      }
    }
    return { transactions, events };
  }

  /** `purgeAhead`: purge the pages each D1 batch will change before it, as the ChainReader does (IngestOptions.beforeCommit). */
  async tick(
    n: number,
    run: string,
    purgeAhead = false,
  ): Promise<{ events: number; applied: number; requests: number; insideMs: number; phases: Record<string, number> }> {
    await this.prepared(n, run);
    if (!this.chain || !this.accounts) throw new Error('prepare first');
    const sql = this.ctx.storage.sql;
    createReaderTables(sql);
    watch(sql, [
      { address: this.accounts.collection, kind: 'collection' },
      { address: this.accounts.factory, kind: 'factoryDirectSell' },
    ]);
    const client = new JrpcClient({ endpoint: 'https://bench.invalid/rpc', fetch: this.chain.fetch, backoffMs: 0 });
    // The whole chain in one tick (the reader's default page budget would spread it over several).
    const phases: Record<string, number> = {};
    const started = performance.now();
    const result = await tick({
      sql,
      db: this.env.DB,
      jrpc: client,
      maxPagesPerTick: 100_000,
      transactionSync: (fn) => this.ctx.storage.transactionSync(fn),
      timings: phases,
      ...(purgeAhead ? { beforeCommit: (touched) => purgeTouched('http://127.0.0.1', touched) } : {}),
    });
    const insideMs = performance.now() - started;
    // The round is over: its chain's BOCs would stay in this isolate's heap, and every later round's garbage
    // collections would walk them too (the reader's own CPU is what the bench measures, not the fake's memory).
    this.chain = null;
    return { events: result.events, applied: result.applied, requests: client.stats.requests, insideMs, phases };
  }
}

export default {
  async fetch(request: Request, env: BenchEnv): Promise<Response> {
    const url = new URL(request.url);
    const run = url.searchParams.get('run') ?? '0';
    const stub = env.BENCH.get(env.BENCH.idFromName(`bench-${run}`));
    if (url.pathname === '/prepare') return Response.json(await stub.prepare(Number(url.searchParams.get('n') ?? '1000'), run));
    const n = Number(url.searchParams.get('n') ?? '1000');
    if (url.pathname === '/tick') return Response.json(await stub.tick(n, run, url.searchParams.get('purge') === '1'));
    if (url.pathname === '/decode') return Response.json(await stub.decodeOnly(n, run));
    return new Response('not found', { status: 404 });
  },
};
