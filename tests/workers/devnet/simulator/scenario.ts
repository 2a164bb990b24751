import { AbiInputError, ever, InsufficientBalanceError, type Address, type SendMessageResult } from '@devnet/simulator';
import {
  acceptOffer,
  bid,
  getter,
  listForSale,
  makeOffer,
  makeWorld,
  mintNft,
  mintTokens,
  nftInfo,
  payTokens,
  startAuction,
  walletOf,
  type World,
} from './world';

/** A small deterministic PRNG (mulberry32) so a failing sequence can be replayed from its seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ScenarioStats {
  readonly operations: number;
  readonly refused: number;
  readonly counts: Record<string, number>;
}

/**
 * A seeded random sequence of marketplace operations: mints, transfers, wraps, listings, buys
 * (enough and not enough), closes, auctions, bids, finishes, offers, accepts, cancels, clock moves
 * and junk calls. `afterEach` runs after every operation (the conservation check).
 */
export function runScenario(
  seed: number,
  operations: number,
  world: World = makeWorld({ config: { forwardFee: 1_000_000n } }),
  afterEach: (w: World, i: number) => void = () => {},
): { world: World; stats: ScenarioStats } {
  const w = world;
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];
  const between = (lo: number, hi: number): number => lo + Math.floor(random() * (hi - lo + 1));
  /** Mostly one of the newest items, so live offers get traffic before the clock ends them. */
  const pickRecent = <T>(items: readonly T[]): T | undefined => (random() < 0.7 ? pick(items.slice(-3)) : pick(items));
  const users = [w.seller, w.buyer, w.buyer2, w.stranger];
  const nfts: Address[] = [];
  const sales: Address[] = [];
  const auctions: Address[] = [];
  const offers: { directBuy: Address; nft: Address }[] = [];
  const counts: Record<string, number> = {};
  let refused = 0;
  const count = (name: string, result?: SendMessageResult) => {
    counts[name] = (counts[name] ?? 0) + 1;
    for (const event of result?.events ?? []) counts[`event:${event.name}`] = (counts[`event:${event.name}`] ?? 0) + 1;
  };
  const amount = () => BigInt(between(1, 12)) * 500_000_000n + BigInt(between(0, 3));
  const userManaged = (nft: Address): Address | undefined => {
    const manager = nftInfo(w, nft).manager;
    return users.includes(manager) ? manager : undefined;
  };
  const isWnativeSale = (sale: Address) => (getter(w, sale, 'getInfo')['value0'] as Record<string, string>)['token'] === w.wnative;

  const operationsTable: [number, () => SendMessageResult | undefined][] = [
    [
      3,
      () => {
        const to = pick(users) as Address;
        mintTokens(w, to, amount() * 4n);
        return undefined;
      },
    ],
    [2, () => w.chain.sendMessage({ from: pick(users) as Address, to: w.wnative, amount: ever(String(between(2, 6))) })],
    [
      3,
      () => {
        const from = pick(users) as Address;
        return w.chain.sendMessage({
          from,
          to: walletOf(w, from),
          amount: ever('0.5'),
          functionName: 'transfer',
          input: {
            amount: amount(),
            recipient: pick(users),
            deployWalletValue: random() < 0.5 ? ever('0.1') : 0n,
            remainingGasTo: from,
            notify: random() < 0.5,
            payload: '',
          },
        });
      },
    ],
    [
      3,
      () => {
        nfts.push(mintNft(w, pick(users) as Address));
        return undefined;
      },
    ],
    [
      4,
      () => {
        const nft = pick(nfts);
        const from = nft && userManaged(nft);
        if (!nft || !from) return undefined;
        const start = random() < 0.5 ? 0n : BigInt(w.chain.now + between(-20, 20));
        const { result, directSell } = listForSale(w, nft, {
          from,
          price: amount(),
          token: random() < 0.3 ? w.wnative : w.token,
          startTime: start,
          durationTime: BigInt(between(0, 90)),
          callbackValue: random() < 0.15 ? ever('2') : ever('2.62'),
        });
        if (directSell) sales.push(directSell);
        return result;
      },
    ],
    [
      6,
      () => {
        const sale = pickRecent(sales);
        const buyer = pick(users) as Address;
        if (!sale) return undefined;
        const price = BigInt((getter(w, sale, 'getInfo')['value0'] as Record<string, string>)['_price'] ?? '0');
        const pay = random() < 0.2 ? price - 1n : price;
        const value = random() < 0.2 ? ever('2.3') : ever('2.82');
        if (isWnativeSale(sale)) {
          const wallet = (getter(w, sale, 'getInfo')['value0'] as Record<string, string>)['wallet'] as Address;
          return w.chain.sendMessage({
            from: buyer,
            to: wallet,
            amount: pay + ever('1.5') + value,
            functionName: 'acceptNative',
            input: { amount: pay, deployWalletValue: ever('0.1'), remainingGasTo: buyer, payload: '' },
          });
        }
        return payTokens(w, buyer, sale, pay, { value });
      },
    ],
    [
      2,
      () => {
        const sale = pick(sales);
        if (!sale) return undefined;
        const owner = (getter(w, sale, 'getInfo')['value0'] as Record<string, string>)['creator'] as Address;
        const from = random() < 0.8 ? owner : (pick(users) as Address);
        return w.chain.sendMessage({ from, to: sale, amount: ever('1.7'), functionName: 'closeSell', input: { _callbackId: 1 } });
      },
    ],
    [
      1,
      () => {
        const sale = pick(sales);
        const from = pick(users) as Address;
        return sale
          ? w.chain.sendMessage({
              from,
              to: sale,
              amount: ever('1.7'),
              functionName: 'finishOffer',
              input: { _remainingGasTo: from, _callbackId: 2 },
            })
          : undefined;
      },
    ],
    [
      3,
      () => {
        const nft = pick(nfts);
        const from = nft && userManaged(nft);
        if (!nft || !from || from !== nftInfo(w, nft).owner) return undefined;
        const w2 = { ...w, seller: from };
        const { result, auction } = startAuction(w2, nft, {
          price: amount(),
          startTime: BigInt(w.chain.now - between(0, 5)),
          duration: BigInt(between(0, 150)),
        });
        if (auction) auctions.push(auction);
        return result;
      },
    ],
    [
      6,
      () => {
        const auction = pickRecent(auctions);
        if (!auction) return undefined;
        const next = BigInt(getter(w, auction, 'nextBidValue')['nextBidValue'] as string);
        const offer = random() < 0.25 ? next - 1n : next + BigInt(between(0, 3)) * 100_000_000n;
        return bid(w, pick(users) as Address, auction, offer > 0n ? offer : 1n, { value: random() < 0.1 ? ever('1') : ever('1.3') });
      },
    ],
    [
      2,
      () => {
        const auction = pick(auctions);
        const from = pick(users) as Address;
        return auction
          ? w.chain.sendMessage({
              from,
              to: auction,
              amount: random() < 0.15 ? ever('2') : ever('2.47'),
              functionName: 'finishAuction',
              input: { _remainingGasTo: from, _callbackId: 3 },
            })
          : undefined;
      },
    ],
    [
      3,
      () => {
        const nft = pick(nfts);
        if (!nft) return undefined;
        const { result, directBuy } = makeOffer(w, pick(users) as Address, nft, amount(), {
          startTime: random() < 0.5 ? 0n : BigInt(w.chain.now + between(-10, 10)),
          durationTime: BigInt(between(0, 90)),
          value: random() < 0.15 ? ever('2.3') : ever('2.67'),
        });
        if (directBuy) offers.push({ directBuy, nft });
        return result;
      },
    ],
    [
      3,
      () => {
        const offer = pickRecent(offers);
        const from = offer && userManaged(offer.nft);
        return offer && from ? acceptOffer(w, offer.nft, offer.directBuy, { from }) : undefined;
      },
    ],
    [
      2,
      () => {
        const offer = pick(offers);
        const from =
          offer &&
          (random() < 0.8
            ? ((getter(w, offer.directBuy, 'getInfo')['value0'] as Record<string, string>)['creator'] as Address)
            : (pick(users) as Address));
        return offer && from
          ? w.chain.sendMessage({ from, to: offer.directBuy, amount: ever('1'), functionName: 'closeBuy', input: { _callbackId: 4 } })
          : undefined;
      },
    ],
    [
      3,
      () => {
        w.chain.advanceTime(between(0, 30));
        return undefined;
      },
    ],
    [
      1,
      () => {
        const target = pick([...nfts, ...sales, ...auctions, w.token, w.wnative, w.factories.directSell]);
        return target === undefined
          ? undefined
          : w.chain.sendMessage({
              from: pick(users) as Address,
              to: target,
              amount: ever('0.3'),
              functionName: pick(['noSuchMethod', 'acceptTransfer', 'onTokenWallet', 'activate']) ?? '',
              input: {},
            });
      },
    ],
  ];
  const totalWeight = operationsTable.reduce((sum, [weight]) => sum + weight, 0);

  for (let i = 0; i < operations; i++) {
    let roll = random() * totalWeight;
    const entry = operationsTable.find(([weight]) => (roll -= weight) < 0) ?? operationsTable[0];
    const index = entry ? operationsTable.indexOf(entry) : 0;
    try {
      const result = entry?.[1]();
      count(`op${index}`, result);
    } catch (error) {
      // The only refusals allowed: a wallet that cannot pay, or inputs the ABI cannot encode.
      if (!(error instanceof InsufficientBalanceError) && !(error instanceof AbiInputError)) throw error;
      refused++;
    }
    afterEach(w, i);
  }
  return { world: w, stats: { operations, refused, counts } };
}
