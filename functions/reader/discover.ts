/**
 * Collections nobody configured. A listing, auction or offer on the market's factories may name an NFT
 * whose collection the reader does not follow (not in READER_COLLECTIONS, never minted in a watched
 * one). Before such a tick's events are ingested, the NFT and its collection are read from their states
 * (id, owner, manager, collection, owner of the collection, TIP-4.2 metadata) and ingested first, as a
 * `collection_created` (unverified: an operator verifies or hides it at run time, ./curation.ts) and a
 * `mint`; and the collection joins the watch list with the tick's cursors, so its own events (transfers
 * of its mints aside, mints, burns, metadata) are followed from then on, from its first transaction.
 */
import type { ChainEventInput } from '../indexer';
import { decodeFields } from '@shared/tvm/abi';
import { accountData } from '@shared/tvm/account';
import { ABI_OF } from './contracts';
import type { JrpcClient } from './jrpc';
import { metaFromAccount } from './reader';

const MARKET_KIND = /^(sell|offer|auction)_/;

type Envelope = ChainEventInput & { lt: bigint };

export interface Discovery {
  /** To ingest before the tick's events, in this order. */
  readonly envelopes: Envelope[];
  /** Collections to add to the watch list. */
  readonly collections: string[];
}

function fieldsOf(boc: string, kind: 'nft' | 'collection'): Record<string, unknown> | null {
  try {
    const data = accountData(boc);
    return data ? decodeFields(data, ABI_OF[kind], { partial: true }) : null;
  } catch {
    return null;
  }
}

async function knownAddresses(db: D1Database, table: 'nfts' | 'collections', addresses: readonly string[]): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const rows = await db
    .prepare(`SELECT address FROM ${table} WHERE address IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(addresses))
    .all<{ address: string }>();
  return new Set(rows.results.map((r) => r.address));
}

/** What `envelopes` (sorted, the tick's) need first: the unknown NFTs they trade and their unfollowed collections. */
export async function discoverCollections(
  deps: { db: D1Database; jrpc: JrpcClient; watched: ReadonlySet<string> },
  envelopes: readonly Envelope[],
): Promise<Discovery> {
  const firstOf = new Map<string, Envelope>();
  const minted = new Set(envelopes.flatMap((e) => (e.kind === 'mint' ? [(e.payload as { nft: string }).nft] : [])));
  for (const e of envelopes) {
    const nft = MARKET_KIND.test(e.kind) ? (e.payload as { nft?: unknown }).nft : undefined;
    if (typeof nft === 'string' && !minted.has(nft) && !firstOf.has(nft)) firstOf.set(nft, e);
  }
  const known = await knownAddresses(deps.db, 'nfts', [...firstOf.keys()]);
  const nfts: {
    nft: string;
    first: Envelope;
    collection: string;
    id: string;
    owner: string;
    manager: string;
    meta?: Record<string, unknown>;
  }[] = [];
  for (const [nft, first] of firstOf) {
    if (known.has(nft)) continue;
    const state = await deps.jrpc.getContractState(nft);
    const fields = state.type === 'exists' ? fieldsOf(state.account, 'nft') : null;
    const collection = fields?.['_collection'];
    if (!fields || typeof collection !== 'string') continue;
    const meta = state.type === 'exists' ? metaFromAccount(state.account, 'nft') : undefined;
    nfts.push({
      nft,
      first,
      collection,
      id: String(fields['_id']),
      owner: String(fields['_owner']),
      manager: String(fields['_manager']),
      ...(meta ? { meta } : {}),
    });
  }
  const collections = [...new Set(nfts.map((n) => n.collection))];
  const indexed = await knownAddresses(deps.db, 'collections', collections);
  const out: Envelope[] = [];
  for (const collection of collections) {
    if (indexed.has(collection)) continue;
    const first = nfts.find((n) => n.collection === collection)!.first;
    const state = await deps.jrpc.getContractState(collection);
    const fields = state.type === 'exists' ? fieldsOf(state.account, 'collection') : null;
    const owner = fields?.['owner_'];
    if (typeof owner !== 'string') continue;
    const meta = state.type === 'exists' ? metaFromAccount(state.account, 'collection') : undefined;
    out.push({
      id: `discovered:${collection}`,
      kind: 'collection_created',
      ts: first.ts,
      lt: first.lt > 0n ? first.lt - 1n : 0n,
      emitter: collection,
      payload: { collection, owner, verified: false, ...(meta ? { meta } : {}) },
    } as Envelope);
  }
  for (const n of nfts) {
    out.push({
      id: `discovered:${n.nft}`,
      kind: 'mint',
      ts: n.first.ts,
      lt: n.first.lt > 0n ? n.first.lt - 1n : 0n,
      emitter: n.collection,
      payload: { nft: n.nft, collection: n.collection, id: n.id, owner: n.owner, manager: n.manager, ...(n.meta ? { meta: n.meta } : {}) },
    } as Envelope);
  }
  return { envelopes: out, collections: collections.filter((c) => !deps.watched.has(c)) };
}
