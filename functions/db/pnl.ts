/**
 * Cost basis and profit and loss of one address, from its own trade history (the activity rows it takes
 * part in), oldest first. Each NFT is unique, so FIFO per NFT is simply: a sale closes the lot the last
 * acquisition of that NFT opened. A purchase, an accepted offer or a won auction opens a lot at its price;
 * a mint or a transfer in opens one without a cost basis. Fee and royalty are those the sale's own
 * transaction paid; USD is each deal's value at its own moment.
 */
import BigNumber from 'bignumber.js';

export const TRADE_KINDS = ['sell_purchased', 'offer_filled', 'auction_complete', 'mint', 'transfer'] as const;
export type TradeKind = (typeof TRADE_KINDS)[number];

/** One activity row the address took part in, as the history stores it. */
export interface TradeEvent {
  kind: TradeKind;
  ts: number;
  nft: string;
  collection: string;
  /** Who got the NFT (the buyer, the minter, the transfer's receiver). */
  to: string | null;
  /** Who gave it (the seller, the transfer's sender; null for a mint). */
  from: string | null;
  /** Deals: the price's token and amount (smallest units), and its USD value then (null: no USD price then). */
  token: string | null;
  price: string | null;
  usd: string | null;
  /** Deals: what the sale's transaction paid in market fee and royalty; null when not recorded. */
  fee: string | null;
  royalty: string | null;
  transaction: string | null;
}

/** What the holder paid for an NFT; null amounts for a mint or a transfer in (no cost basis). */
export interface CostBasis {
  source: 'purchase' | 'offer' | 'auction' | 'mint' | 'transfer';
  ts: number;
  token: string | null;
  amount: string | null;
  usd: string | null;
}

export interface RealisedSale {
  nft: string;
  collection: string;
  ts: number;
  kind: 'sell_purchased' | 'offer_filled' | 'auction_complete';
  token: string;
  price: string;
  priceUsd: string | null;
  fee: string;
  royalty: string;
  /** Price minus fee and royalty, in the token and in USD then. */
  proceeds: string;
  proceedsUsd: string | null;
  costBasis: CostBasis | null;
  /** Proceeds minus cost: in the token when bought in the same token; in USD when both have a USD value. */
  pnl: string | null;
  pnlUsd: string | null;
  transaction: string | null;
}

const SOURCE_OF: Record<TradeKind, CostBasis['source']> = {
  sell_purchased: 'purchase',
  offer_filled: 'offer',
  auction_complete: 'auction',
  mint: 'mint',
  transfer: 'transfer',
};

const isDeal = (kind: TradeKind): kind is RealisedSale['kind'] => kind !== 'mint' && kind !== 'transfer';

/** USD as a plain decimal string, to the cent's hundredth (what a float-valued source can promise). */
export function usdText(value: BigNumber.Value): string {
  const text = new BigNumber(value).decimalPlaces(4, BigNumber.ROUND_HALF_UP).toFixed();
  return text === '-0' ? '0' : text;
}

/** The share `part / whole` of a USD value (fee and proceeds in USD at the deal's moment). */
function usdShare(usd: string | null, part: bigint, whole: bigint): string | null {
  if (usd === null || whole === 0n) return null;
  if (part === 0n) return '0';
  if (part === whole) return usdText(usd);
  return usdText(new BigNumber(usd).times(part.toString()).div(whole.toString()));
}

/**
 * Proceeds of a sale: the price minus the fee and royalty its transaction paid; when both exceed the price
 * the seller is paid the price minus the fee, never below 0 (contract-semantics 2.0.7, quirk Q6).
 */
function proceedsOf(e: TradeEvent): { amount: bigint; usd: string | null } {
  const price = BigInt(e.price ?? '0');
  const fee = BigInt(e.fee ?? '0');
  const royalty = BigInt(e.royalty ?? '0');
  const afterFee = price > fee ? price - fee : 0n;
  const amount = fee + royalty > price ? afterFee : price - fee - royalty;
  return { amount, usd: usdShare(e.usd, amount, price) };
}

export function pnlOf(proceeds: { amount: bigint; usd: string | null }, token: string, cost: CostBasis | null) {
  const pnl = cost && cost.token === token && cost.amount !== null ? (proceeds.amount - BigInt(cost.amount)).toString() : null;
  const pnlUsd = cost && cost.usd !== null && proceeds.usd !== null ? usdText(new BigNumber(proceeds.usd).minus(cost.usd)) : null;
  return { pnl, pnlUsd };
}

export interface Ledger {
  /** Open lots: what the address paid for each NFT it still holds (by NFT address). */
  open: Map<string, CostBasis>;
  /** Its sales, oldest first. */
  sales: RealisedSale[];
}

/** Walks the address's history (oldest first) into open lots and realised sales; `me` names the address as trades do. */
export function ledgerOf(me: ReadonlySet<string>, events: readonly TradeEvent[]): Ledger {
  const open = new Map<string, CostBasis>();
  const sales: RealisedSale[] = [];
  for (const e of events) {
    const mine = (party: string | null) => party !== null && me.has(party);
    if (mine(e.to) && !mine(e.from)) {
      // A transfer in of an NFT already held (a re-read of its owner) keeps the lot it has.
      if (e.kind === 'transfer' && open.has(e.nft)) continue;
      const paid = isDeal(e.kind);
      open.set(e.nft, {
        source: SOURCE_OF[e.kind],
        ts: e.ts,
        token: paid ? e.token : null,
        amount: paid ? e.price : null,
        usd: paid ? e.usd : null,
      });
    } else if (mine(e.from) && !mine(e.to)) {
      const cost = open.get(e.nft) ?? null;
      open.delete(e.nft);
      if (!isDeal(e.kind) || e.token === null || e.price === null) continue;
      const proceeds = proceedsOf(e);
      sales.push({
        nft: e.nft,
        collection: e.collection,
        ts: e.ts,
        kind: e.kind,
        token: e.token,
        price: e.price,
        priceUsd: e.usd,
        fee: e.fee ?? '0',
        royalty: e.royalty ?? '0',
        proceeds: proceeds.amount.toString(),
        proceedsUsd: proceeds.usd,
        costBasis: cost,
        ...pnlOf(proceeds, e.token, cost),
        transaction: e.transaction,
      });
    }
  }
  return { open, sales };
}

/** USD of the fee and royalty a sale paid, at its moment. */
export function feesUsdOf(sale: Pick<RealisedSale, 'price' | 'priceUsd' | 'fee' | 'royalty'>): {
  fee: string | null;
  royalty: string | null;
} {
  const price = BigInt(sale.price);
  return { fee: usdShare(sale.priceUsd, BigInt(sale.fee), price), royalty: usdShare(sale.priceUsd, BigInt(sale.royalty), price) };
}
