// POST /user/portfolio: an address's NFTs grouped by collection, valued at each collection's floor.
import BigNumber from 'bignumber.js';
import type { Portfolio, PortfolioCollection, TokenAmount } from '@shared/contract/schemas';
import { addressIdSql } from '../address-ids';
import { LISTED_NFT } from '../collection-figures';
import { all } from './sql';
import { loadTokenPrices, usdOf, type TokenPrices } from './usd';

/** A held collection's address, name and floor listing as `collections` keeps them, over `h.cid`. */
export const HELD_COLLECTION_COLUMNS = 'a.address AS collection, coalesce(cc.name, c.name) AS name, c.floor_token, c.floor_price';
export const HELD_COLLECTION_JOINS = `JOIN addresses a ON a.id = h.cid
  LEFT JOIN collections c ON c.address = a.address
  LEFT JOIN collection_custom cc ON cc.address = a.address`;

/**
 * One row per collection the address (?1) holds NFTs of, the most held first, valued at its floor listing
 * as `collections` keeps it (the floor the collection page shows: functions/db/collection-figures.ts).
 */
export const HOLDINGS_SQL = `
  SELECT ${HELD_COLLECTION_COLUMNS}, h.count, h.listed
  FROM (SELECT n.collection_id AS cid, count(*) AS count, sum(${LISTED_NFT}) AS listed
        FROM nfts n WHERE n.owner_id = ${addressIdSql('?1')} AND n.burned = 0
        GROUP BY n.collection_id) h
  ${HELD_COLLECTION_JOINS}
  ORDER BY h.count DESC, a.address`;

interface HoldingRow {
  collection: string;
  name: string | null;
  count: number;
  listed: number;
  floor_token: string | null;
  floor_price: string | null;
}

function holdingOf(row: HoldingRow, prices: TokenPrices): PortfolioCollection {
  const floor =
    row.floor_token !== null && row.floor_price !== null ? { token: row.floor_token, amount: BigInt(row.floor_price).toString() } : null;
  const value = floor ? { token: floor.token, amount: (BigInt(floor.amount) * BigInt(row.count)).toString() } : null;
  return {
    collection: row.collection,
    name: row.name ?? '',
    count: row.count,
    listed: row.listed,
    floor,
    floorUsd: floor ? usdOf(prices, floor.token, floor.amount) : null,
    value,
    valueUsd: value ? usdOf(prices, value.token, value.amount) : null,
  };
}

/** Sums amounts per token, in the order the tokens first appear. */
function sumByToken(amounts: readonly TokenAmount[]): TokenAmount[] {
  const sums = new Map<string, bigint>();
  for (const { token, amount } of amounts) sums.set(token, (sums.get(token) ?? 0n) + BigInt(amount));
  return [...sums].map(([token, amount]) => ({ token, amount: amount.toString() }));
}

export async function portfolio(db: D1Database, address: string): Promise<Portfolio> {
  const [rows, prices] = await Promise.all([all<HoldingRow>(db, HOLDINGS_SQL, [address]), loadTokenPrices(db)]);
  const collections = rows.map((row) => holdingOf(row, prices));
  // Exact decimals: a sum of USD strings stays exact (no float rounding).
  const usd = collections.reduce((sum, c) => (c.valueUsd === null ? sum : sum.plus(c.valueUsd)), new BigNumber(0));
  return {
    address,
    count: collections.reduce((sum, c) => sum + c.count, 0),
    listed: collections.reduce((sum, c) => sum + c.listed, 0),
    valueUsd: usd.toFixed(),
    value: sumByToken(collections.flatMap((c) => (c.value ? [c.value] : []))),
    collections,
  };
}
