/**
 * Backfilling a collection's NFTs by code hash: every NFT of a TIP-4 collection runs the same code
 * (salted with the collection), so `getAccountsByCodeHash` lists them all without paging the
 * collection's whole history. Each NFT's state gives its id, owner, manager and metadata JSON, ingested
 * as a `mint` (id `backfill:<nft>`): a mint of an NFT already known changes nothing, so a backfill can
 * run before, after or alongside the reader's own paging, and be re-run. NFTs of another collection
 * under the same code are skipped. Work is bounded per call; the answer says where to go on.
 */
import { orderKey } from '../db/order-key';
import { ingest, type ChainEventInput } from '../indexer';
import { decodeFields } from '@shared/tvm/abi';
import { parseAccount } from '@shared/tvm/account';
import { ABI_OF } from './contracts';
import type { JrpcClient } from './jrpc';
import { metaFromAccount } from './reader';

/** getAccountsByCodeHash pages per call (100 addresses each). */
export const BACKFILL_PAGES_PER_CALL = 5;

export interface BackfillRequest {
  readonly collection: string;
  /** The NFT contracts' code hash, 64 hex. */
  readonly codeHash: string;
  /** The `continuation` of the previous call's answer (the last address it saw). */
  readonly continuation?: string;
}

export interface BackfillResult {
  readonly scanned: number;
  readonly applied: number;
  /** NFTs under this code hash that belong to another collection (or whose state is unreadable). */
  readonly skipped: number;
  /** Pass it back to go on; null when every account was seen. */
  readonly continuation: string | null;
  readonly touched: { nfts: string[]; collections: string[]; profiles: string[] };
}

export async function backfillByCodeHash(deps: { db: D1Database; jrpc: JrpcClient }, request: BackfillRequest): Promise<BackfillResult> {
  const envelopes: ChainEventInput[] = [];
  let continuation: string | null = request.continuation ?? null;
  let scanned = 0;
  let skipped = 0;
  for (let page = 0; page < BACKFILL_PAGES_PER_CALL; page++) {
    const addresses = await deps.jrpc.getAccountsByCodeHash(request.codeHash, 100, continuation ?? undefined);
    scanned += addresses.length;
    for (const address of addresses) {
      const state = await deps.jrpc.getContractState(address);
      const envelope = state.type === 'exists' ? mintOf(address, state.account, state.timings.genUtime, request.collection) : null;
      if (envelope) envelopes.push(envelope);
      else skipped++;
    }
    continuation = addresses.length === 100 ? addresses.at(-1)! : null;
    if (continuation === null) break;
  }
  const result =
    envelopes.length > 0 ? await ingest(deps.db, envelopes) : { applied: 0, touched: { nfts: [], collections: [], profiles: [] } };
  return { scanned, applied: result.applied, skipped, continuation, touched: result.touched };
}

function mintOf(nft: string, boc: string, now: number, collection: string): ChainEventInput | null {
  try {
    const { data, lastTransLt } = parseAccount(boc);
    if (!data) return null;
    const fields = decodeFields(data, ABI_OF.nft, { partial: true });
    if (fields['_collection'] !== collection) return null;
    const meta = metaFromAccount(boc, 'nft');
    return {
      id: `backfill:${nft}`,
      kind: 'mint',
      ts: now,
      lt: orderKey(lastTransLt, 0),
      emitter: collection,
      payload: {
        nft,
        collection,
        id: String(fields['_id']),
        owner: String(fields['_owner']),
        manager: String(fields['_manager']),
        ...(meta ? { meta } : {}),
      },
    } as ChainEventInput;
  } catch {
    return null;
  }
}
