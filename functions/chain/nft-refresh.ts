/**
 * Transfers outside the market (a wallet sending an NFT directly) are not in the watched accounts'
 * events. When an NFT's page is rendered, the reader re-reads the NFT's persistent data (at most once a
 * minute per NFT) and, if its owner or manager differs from the indexed one, ingests the change as a
 * `transfer` / `manager_changed` event whose id names the NFT's last transaction (a replay is a no-op).
 * The devnet, which knows which NFTs a block touched, asks for them with every poke (`force`).
 */
import { orderKey, REFRESH_MANAGER_SLOT, REFRESH_OWNER_SLOT } from '../db/order-key';
import { NFT_MANAGER_SQL } from '../db/queries/common';
import { ingest, type ChainEventInput } from '../indexer';
import { decodeFields } from './abi';
import { parseAccount } from './account';
import { ABI_OF } from './contracts';
import type { JrpcClient } from './jrpc';

export const REFRESH_EVERY_SECONDS = 60;

export interface RefreshResult {
  readonly refreshed: boolean;
  readonly touched: { nfts: string[]; collections: string[]; profiles: string[] };
}

const NONE: RefreshResult['touched'] = { nfts: [], collections: [], profiles: [] };

export async function refreshNft(deps: { sql: SqlStorage; db: D1Database; jrpc: JrpcClient; address: string; now: number; force?: boolean }): Promise<RefreshResult> {
  const { sql, db, jrpc, address, now } = deps;
  if (!/^-?\d{1,3}:[0-9a-f]{64}$/.test(address)) return { refreshed: false, touched: NONE };
  sql.exec('CREATE TABLE IF NOT EXISTS nft_refresh (address TEXT PRIMARY KEY, at INTEGER NOT NULL)');
  const last = sql.exec<{ at: number }>('SELECT at FROM nft_refresh WHERE address = ?', address).toArray()[0];
  if (!deps.force && last && now - last.at < REFRESH_EVERY_SECONDS) return { refreshed: false, touched: NONE };
  sql.exec('INSERT OR REPLACE INTO nft_refresh (address, at) VALUES (?, ?)', address, now);

  const row = await db
    .prepare(`SELECT owner, ${NFT_MANAGER_SQL('n')} AS manager FROM nfts n WHERE address = ?1`)
    .bind(address)
    .first<{ owner: string | null; manager: string | null }>();
  if (!row) return { refreshed: true, touched: NONE };
  const state = await jrpc.getContractState(address);
  if (state.type !== 'exists') return { refreshed: true, touched: NONE };
  const account = parseAccount(state.account);
  if (!account.data) return { refreshed: true, touched: NONE };
  const fields = decodeFields(account.data, ABI_OF.nft, { partial: true });
  const owner = String(fields['_owner'] ?? '');
  const manager = String(fields['_manager'] ?? '');
  const lt = BigInt(state.lastTransactionId.lt);
  const base = { ts: state.timings.genUtime, emitter: address };
  const events: ChainEventInput[] = [];
  if (owner && owner !== row.owner) {
    events.push({ ...base, id: `refresh:${address}:${lt}:owner`, kind: 'transfer', lt: orderKey(lt, REFRESH_OWNER_SLOT), payload: { nft: address, ...(row.owner ? { oldOwner: row.owner } : {}), newOwner: owner } } as ChainEventInput);
  }
  if (manager && manager !== row.manager) {
    events.push({ ...base, id: `refresh:${address}:${lt}:manager`, kind: 'manager_changed', lt: orderKey(lt, REFRESH_MANAGER_SLOT), payload: { nft: address, ...(row.manager ? { oldManager: row.manager } : {}), newManager: manager } } as ChainEventInput);
  }
  if (events.length === 0) return { refreshed: true, touched: NONE };
  const result = await ingest(db, events);
  return { refreshed: true, touched: result.touched };
}
