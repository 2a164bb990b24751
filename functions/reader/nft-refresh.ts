/**
 * Transfers outside the market (a wallet sending an NFT directly) are not in the watched accounts'
 * events. The owner scan (./owner-scan.ts) re-reads the followed collections' NFTs on a budget per tick;
 * besides, when an NFT's page is rendered, the reader re-reads that NFT at once (at most once a minute
 * per NFT). Either way, an owner or manager that differs from the indexed one is ingested as a
 * `transfer` / `manager_changed` event whose id names the NFT's last transaction (a replay is a no-op).
 */
import { orderKey, REFRESH_MANAGER_SLOT, REFRESH_OWNER_SLOT } from '../db/order-key';
import { NFT_MANAGER_SQL } from '../db/queries/rows';
import type { ChainEventInput } from '../indexer';
import { decodeFields } from '@shared/tvm/abi';
import { parseAccount } from '@shared/tvm/account';
import { ABI_OF } from './contracts';
import type { ContractState, JrpcClient } from './jrpc';

export const REFRESH_EVERY_SECONDS = 60;

export interface IndexedOwner {
  readonly owner: string | null;
  readonly manager: string | null;
}

/** The indexed owner and manager of these NFTs (those D1 knows). */
export async function indexedOwners(db: D1Database, nfts: readonly string[]): Promise<Map<string, IndexedOwner>> {
  const out = new Map<string, IndexedOwner>();
  for (let i = 0; i < nfts.length; i += 500) {
    const rows = await db
      .prepare(`SELECT address, owner, ${NFT_MANAGER_SQL('n')} AS manager FROM nfts n WHERE address IN (SELECT value FROM json_each(?1))`)
      .bind(JSON.stringify(nfts.slice(i, i + 500)))
      .all<{ address: string; owner: string | null; manager: string | null }>();
    for (const row of rows.results) out.set(row.address, { owner: row.owner, manager: row.manager });
  }
  return out;
}

/** The events that bring the indexed owner and manager (`row`) to the NFT's state on chain. */
export function ownerChangeEvents(
  address: string,
  state: Extract<ContractState, { type: 'exists' }>,
  row: IndexedOwner,
): ChainEventInput[] {
  const account = parseAccount(state.account);
  if (!account.data) return [];
  const fields = decodeFields(account.data, ABI_OF.nft, { partial: true });
  const owner = String(fields['_owner'] ?? '');
  const manager = String(fields['_manager'] ?? '');
  const lt = BigInt(state.lastTransactionId.lt);
  const base = { ts: state.timings.genUtime, emitter: address };
  const events: ChainEventInput[] = [];
  if (owner && owner !== row.owner) {
    events.push({
      ...base,
      id: `refresh:${address}:${lt}:owner`,
      kind: 'transfer',
      lt: orderKey(lt, REFRESH_OWNER_SLOT),
      payload: { nft: address, ...(row.owner ? { oldOwner: row.owner } : {}), newOwner: owner },
    } as ChainEventInput);
  }
  if (manager && manager !== row.manager) {
    events.push({
      ...base,
      id: `refresh:${address}:${lt}:manager`,
      kind: 'manager_changed',
      lt: orderKey(lt, REFRESH_MANAGER_SLOT),
      payload: { nft: address, ...(row.manager ? { oldManager: row.manager } : {}), newManager: manager },
    } as ChainEventInput);
  }
  return events;
}

export interface NftReread {
  /** False when the rate limit skipped it. */
  readonly refreshed: boolean;
  readonly events: ChainEventInput[];
  /** The state's last transaction lt, confirmed once the events commit (null: nothing to confirm). */
  readonly lt: string | null;
}

/**
 * Re-reads one NFT for its page (at most once a minute per NFT unless `force`): the events to ingest.
 * Nothing is ingested here: the reader journals and ingests them (./follow-up.ts).
 */
export async function rereadNft(deps: {
  sql: SqlStorage;
  db: D1Database;
  jrpc: JrpcClient;
  address: string;
  now: number;
  force?: boolean;
}): Promise<NftReread> {
  const { sql, db, jrpc, address, now } = deps;
  const none = (refreshed: boolean): NftReread => ({ refreshed, events: [], lt: null });
  if (!/^-?\d{1,3}:[0-9a-f]{64}$/.test(address)) return none(false);
  sql.exec('CREATE TABLE IF NOT EXISTS nft_refresh (address TEXT PRIMARY KEY, at INTEGER NOT NULL)');
  const last = sql.exec<{ at: number }>('SELECT at FROM nft_refresh WHERE address = ?', address).toArray()[0];
  if (!deps.force && last && now - last.at < REFRESH_EVERY_SECONDS) return none(false);
  sql.exec('INSERT OR REPLACE INTO nft_refresh (address, at) VALUES (?, ?)', address, now);

  const row = (await indexedOwners(db, [address])).get(address);
  if (!row) return none(true);
  const state = await jrpc.getContractState(address);
  if (state.type !== 'exists') return none(true);
  return { refreshed: true, events: ownerChangeEvents(address, state, row), lt: state.lastTransactionId.lt };
}
