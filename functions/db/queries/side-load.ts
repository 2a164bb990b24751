/** The side-loaded maps of api-contract §7.1: one `WHERE address IN (...)` query each, run in one D1 batch. */
import { jsonList } from './sql';
import { feeJoinsSql, nftColumns, nftFromRow, type NftRow } from './rows';
import type { Auction, Collection, DirectBuy, DirectSell, Nft } from '@shared/contract/schemas';
import { all } from './sql';
import {
  auctionColumns,
  auctionFromRow,
  buyColumns,
  buyFromRow,
  collectionColumns,
  collectionFromRow,
  COLLECTION_FROM,
  sellColumns,
  sellFromRow,
  type AuctionRow,
  type BuyRow,
  type CollectionRow,
  type SellRow,
} from './rows';
import type { TokenPrices } from './usd';

export interface SideLoadRequest {
  nfts?: Iterable<string | null | undefined>;
  collections?: Iterable<string | null | undefined>;
  auctions?: Iterable<string | null | undefined>;
  directBuys?: Iterable<string | null | undefined>;
  directSells?: Iterable<string | null | undefined>;
}

export interface SideLoaded {
  nft: Record<string, Nft> | null;
  collection: Record<string, Collection> | null;
  auction: Record<string, Auction> | null;
  directBuy: Record<string, DirectBuy> | null;
  directSell: Record<string, DirectSell> | null;
}

const distinct = (values: Iterable<string | null | undefined> | undefined): string[] =>
  values === undefined ? [] : [...new Set([...values].filter((v): v is string => typeof v === 'string' && v !== ''))].sort();

const IN_JSON = 'IN (SELECT value FROM json_each(?1))';

type Slot = 'nft' | 'collection' | 'auction' | 'buy' | 'sell';

/**
 * Loads the requested maps in one D1 batch; a map not requested is null, a requested one is `{}`
 * at least. Side-loaded NFTs are non-burned; offers are whitelisted (§7.1).
 */
export async function sideLoad(db: D1Database, want: SideLoadRequest, prices: TokenPrices, now: number): Promise<SideLoaded> {
  const statements: D1PreparedStatement[] = [];
  const slot: Partial<Record<Slot, number>> = {};
  const add = (key: Slot, sql: string, values: Iterable<string | null | undefined> | undefined) => {
    const list = distinct(values);
    if (list.length === 0) return;
    slot[key] = statements.length;
    statements.push(db.prepare(sql).bind(jsonList(list)));
  };
  add('nft', `SELECT ${nftColumns('n')} FROM nfts n WHERE n.address ${IN_JSON} AND n.burned = 0`, want.nfts);
  add('collection', `SELECT ${collectionColumns('c', 'cc')} FROM ${COLLECTION_FROM} WHERE c.address ${IN_JSON}`, want.collections);
  add(
    'auction',
    `SELECT ${auctionColumns('a')} FROM auctions a ${feeJoinsSql('a')} WHERE a.address ${IN_JSON} AND a.whitelisted = 1 AND a.status != 'created'`,
    want.auctions,
  );
  add(
    'buy',
    `SELECT ${buyColumns('b')} FROM direct_buys b ${feeJoinsSql('b')} WHERE b.address ${IN_JSON} AND b.whitelisted = 1`,
    want.directBuys,
  );
  add(
    'sell',
    `SELECT ${sellColumns('s')} FROM direct_sells s ${feeJoinsSql('s')} WHERE s.address ${IN_JSON} AND s.whitelisted = 1`,
    want.directSells,
  );
  const results = statements.length > 0 ? await db.batch(statements) : [];
  const rowsOf = <T>(key: Slot): T[] => (slot[key] === undefined ? [] : ((results[slot[key]!]?.results ?? []) as T[]));
  const map = <R extends { address: string }, T>(key: Slot, wanted: unknown, to: (row: R) => T): Record<string, T> | null =>
    wanted === undefined ? null : Object.fromEntries(rowsOf<R>(key).map((r) => [r.address, to(r)]));
  return {
    nft: map<NftRow, Nft>('nft', want.nfts, (r) => nftFromRow(r, prices)),
    collection: map<CollectionRow, Collection>('collection', want.collections, collectionFromRow),
    auction: map<AuctionRow, Auction>('auction', want.auctions, (r) => auctionFromRow(r, prices, now)),
    directBuy: map<BuyRow, DirectBuy>('buy', want.directBuys, (r) => buyFromRow(r, prices, now)),
    directSell: map<SellRow, DirectSell>('sell', want.directSells, (r) => sellFromRow(r, prices, now)),
  };
}

/** `{address: Collection}` for the given addresses (unknown ones are left out). */
export async function loadCollections(db: D1Database, addresses: readonly string[]): Promise<Record<string, Collection>> {
  if (addresses.length === 0) return {};
  const rows = await all<CollectionRow>(db, `SELECT ${collectionColumns('c', 'cc')} FROM ${COLLECTION_FROM} WHERE c.address ${IN_JSON}`, [
    jsonList(addresses),
  ]);
  return Object.fromEntries(rows.map((r) => [r.address, collectionFromRow(r)]));
}
