/**
 * A deal: a filled direct sell, a filled offer or a completed auction. It adds a price-history
 * point (USD at this moment's token price), and when the offer is whitelisted also the NFT's deal
 * price and the collection's volume; then the NFT moves to the buyer.
 */
import { addressIdSql } from '../../db/address-ids';
import type { BatchContext } from '../context';
import { setOwner } from './nfts';

export type OfferTable = 'direct_sells' | 'direct_buys' | 'auctions';

export interface Deal {
  table: OfferTable;
  offer: string;
  nft: string;
  token: string;
  amount: string;
  buyer: string;
  seller: string;
  ts: number;
}

export function recordDeal(ctx: BatchContext, d: Deal): void {
  // ?1 nft, ?2 ts, ?3 token, ?4 amount, ?5 offer
  const whitelisted = `(SELECT whitelisted FROM ${d.table} WHERE address = ?5)`;
  const usd = 'CAST(?4 AS REAL) * (SELECT usd_price_real FROM token_usd_prices WHERE token = ?3)';
  ctx.registerNft(d.nft);
  ctx.registerAddresses(d.token);
  ctx.run(
    `INSERT INTO price_history (nft, collection, ts, token, amount, usd, whitelisted)
     SELECT ${addressIdSql('n.address')}, ${addressIdSql('n.collection')}, ?2, ${addressIdSql('?3')}, ?4, ${usd}, ifnull(${whitelisted}, 0)
     FROM nfts n WHERE n.address = ?1`,
    d.nft,
    d.ts,
    d.token,
    d.amount,
    d.offer,
  );
  ctx.run(
    `INSERT INTO collection_volumes (collection, token, amount_sum, deals)
     SELECT n.collection, ?3, CAST(?4 AS REAL), 1 FROM nfts n WHERE n.address = ?1 AND ${whitelisted} = 1
     ON CONFLICT DO UPDATE SET amount_sum = amount_sum + excluded.amount_sum, deals = deals + 1`,
    d.nft,
    d.ts,
    d.token,
    d.amount,
    d.offer,
  );
  ctx.run(
    `UPDATE nfts SET deal_price = ?4, deal_token = ?3, deal_price_usd = ${usd}, deal_ts = ?2
     WHERE address = ?1 AND ${whitelisted} = 1 AND ifnull(deal_ts, 0) <= ?2`,
    d.nft,
    d.ts,
    d.token,
    d.amount,
    d.offer,
  );
  ctx.volumeNfts.add(d.nft);
  // The NFT goes to the buyer as owner and manager (TIP-4 transfer sets both).
  setOwner(ctx, d.nft, d.buyer, d.ts, d.buyer);
  ctx.market(d.nft);
  ctx.profiles(d.buyer, d.seller);
}
