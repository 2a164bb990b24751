// The test bench of the market actions: a REAL in-memory devnet (the genesis world), the dev
// wallet provider (devnet/wallet) with its approval window scripted, a real
// everscale-inpage-provider `ProviderRpcClient` on top (exactly what the dApp uses), and a fake
// marketplace API.
//
// The fake API (`fakeApi`) has the same interface as the real one for the three calls the actions
// use (`roots`, `ownerFee`, `nftDetails`) and is derived from the chain state at the time of the
// call, following api-contract §10.4 / §8:
// - `roots()`: the genesis factories, by code `sell`, `auction`, `buy`;
// - `ownerFee()`: the factories' 2.5 % fee, no discount NFT (or an error, to check it is swallowed);
// - `nftDetails(nft)`: the NFT's owner and manager from its contract state; `forsale` and the
//   `directSell` map hold the NFT's DirectSell that is Active (status `active`, or `expired` past its
//   end); `auction` and the `auction` map the Active Auction (`maxBid` = the highest bid in units,
//   `minBid` = the next minimal bid); `bestOffer` and the `directBuy` map only the single best
//   Active, unexpired DirectBuy (highest price). Null for an address that is not an NFT.
// - `nftDirectBuy({nft})`: every DirectBuy of the NFT, newest first (the record holds only the best).
// - `lag`: after the chain changes, the next `lag` calls per NFT still answer the previous record,
//   like an indexer catching up, so the actions' polling is exercised.
import { Address, ProviderRpcClient, type Provider } from 'everscale-inpage-provider';
import { AuctionStatus, DirectBuyStatus, DirectSellStatus, tokenWalletAddress, type Chain } from '@devnet/simulator';
import type { AuctionState } from '@devnet/simulator/contracts/auction';
import type { DirectBuyState } from '@devnet/simulator/contracts/direct-buy';
import type { DirectSellState } from '@devnet/simulator/contracts/direct-sell';
import type { NftState } from '@devnet/simulator/contracts/nft';
import { createGenesis, DEVNET_MARKET_FEE, type DevnetWorld } from '@devnet/genesis';
import { chainRpc } from '../../support/devnet/chain-rpc';
import type { ActionApi, ActionContext } from '~/market/actions';
import type { Connection } from '~/chain/connection';
import { walletById } from '~/chain/wallets';
import type { GetNftResult } from '@shared/contract/schemas/envelopes';
import type { ApprovalAnswer, ApprovalRequest } from '@devnet/wallet/approval';
import { ProviderEventEmitter } from '@devnet/wallet/emitter';
import { DevWallet } from '@devnet/wallet/wallet';
import { DEVNET_TOKEN_ROOTS, nativeCoin, supportedTokens, type Token } from '@shared/lib/tokens';

export const NANO = 1_000_000_000n;

export async function devnet(): Promise<{ chain: Chain; world: DevnetWorld }> {
  const { chain, world } = await createGenesis();
  chain.clearHistory();
  return { chain, world };
}

export interface TestWallet {
  readonly connection: Connection;
  readonly address: string;
  /** Every request the approval window was asked. */
  readonly asked: ApprovalRequest[];
  /** Whether the window approves transactions (connecting is always approved). */
  approve: boolean;
  /** While true the wallet announces no transactions (`transactionsFound`): no callback is seen. */
  muted: boolean;
}

/** Connects dev account `index` through the dev wallet and a real ProviderRpcClient. */
export async function connect(chain: Chain, index: number): Promise<TestWallet> {
  const emitter = new ProviderEventEmitter();
  const asked: ApprovalRequest[] = [];
  const state = { approve: true, muted: false };
  const wallet = new DevWallet({
    emit: (event, data) => {
      if (state.muted && event === 'transactionsFound') return;
      emitter.emit(event, data);
    },
    rpc: chainRpc(chain),
    ask: async (request): Promise<ApprovalAnswer> => {
      asked.push(request);
      if (request.kind === 'connect') return { approved: true, accountIndex: index };
      return state.approve ? { approved: true, accountIndex: index } : { approved: false };
    },
    storage: null,
  });
  const provider = Object.assign(emitter, {
    request: (data: { method: string; params?: unknown }) => wallet.request(data),
  }) as unknown as Provider;
  const client = new ProviderRpcClient({ provider });
  await client.ensureInitialized();
  const { accountInteraction } = await client.requestPermissions({ permissions: ['basic', 'accountInteraction'] });
  if (!accountInteraction) throw new Error('no account');
  const account = {
    address: accountInteraction.address.toString(),
    publicKey: accountInteraction.publicKey,
    contractType: accountInteraction.contractType,
  };
  const connection: Connection = { wallet: walletById('devnet')!, client, account, networkId: (await client.getProviderState()).networkId };
  return {
    connection,
    address: account.address,
    asked,
    get approve() {
      return state.approve;
    },
    set approve(value: boolean) {
      state.approve = value;
    },
    get muted() {
      return state.muted;
    },
    set muted(value: boolean) {
      state.muted = value;
    },
  };
}

/** The five dev accounts: Alice, Bob, Carol, Dave, Erin. */
export async function connectAll(chain: Chain): Promise<[TestWallet, TestWallet, TestWallet, TestWallet, TestWallet]> {
  return Promise.all([connect(chain, 0), connect(chain, 1), connect(chain, 2), connect(chain, 3), connect(chain, 4)]);
}

export interface FakeApiOptions {
  /** Calls per NFT that still answer the previous record after the chain changed. */
  lag?: number;
  /** `ownerFee` fails (the actions must swallow it). */
  ownerFeeFails?: boolean;
}

export interface FakeApi extends ActionApi {
  /** How many times `nftDetails` was called. */
  readonly calls: { nftDetails: number; ownerFee: number; roots: number };
}

const FEE = { numerator: Number(DEVNET_MARKET_FEE.numerator), denominator: Number(DEVNET_MARKET_FEE.denominator) };

function offersOf<S>(chain: Chain, kind: 'directSell' | 'auction' | 'directBuy', nft: string): { address: string; state: S }[] {
  return chain
    .accounts()
    .filter((a) => a.kind === kind && (a.state as { nft: string }).nft === nft)
    .map((a) => ({ address: a.address, state: a.state as S }));
}

/** The NFT record as api-contract §10.4 describes it, from the chain state. */
export function nftRecord(chain: Chain, nft: string): GetNftResult | null {
  const account = chain.account(nft);
  if (!account || (account.kind !== 'nft' && account.kind !== 'nftWithRoyalty')) return null;
  const state = account.state as NftState;
  const now = BigInt(chain.now);
  const price = (token: string, amount: bigint) => ({ priceToken: token, price: amount.toString(), usdPrice: null });

  const directSell: GetNftResult['directSell'] = {};
  for (const { address, state: s } of offersOf<DirectSellState>(chain, 'directSell', nft)) {
    if (s.status !== DirectSellStatus.Active) continue;
    const expired = s.endTime > 0n && now >= s.endTime;
    directSell[address] = {
      address,
      nft,
      seller: s.owner,
      price: price(s.paymentToken, s.price),
      status: expired ? 'expired' : 'active',
      createdAt: Number(s.deployTime),
      finishedAt: null,
      expiredAt: Number(s.endTime),
      fee: { numerator: Number(s.fee.numerator), denominator: Number(s.fee.denominator) },
    };
  }
  const auction: GetNftResult['auction'] = {};
  for (const { address, state: s } of offersOf<AuctionState>(chain, 'auction', nft)) {
    if (s.status !== AuctionStatus.Active) continue;
    const hasBid = s.maxBidValue > 0n;
    auction[address] = {
      address,
      nft,
      status: now >= s.auctionEndTime ? 'expired' : 'active',
      bidToken: s.paymentToken,
      walletForBids: s.tokenWallet,
      startBid: s.price.toString(),
      startUsdBid: null,
      minBid: s.nextBidValue.toString(),
      minUsdBid: null,
      maxBid: hasBid ? s.maxBidValue.toString() : null,
      maxUsdBid: null,
      startTime: Number(s.auctionStartTime),
      finishTime: Number(s.auctionEndTime),
      lastBidFrom: hasBid ? s.currentBid.addr : null,
      lastBidTime: null,
      lastBidValue: hasBid ? s.currentBid.value.toString() : null,
      lastBidUsdValue: null,
      fee: { numerator: Number(s.fee.numerator), denominator: Number(s.fee.denominator) },
    };
  }
  const offers = offersOf<DirectBuyState>(chain, 'directBuy', nft)
    .filter(({ state: s }) => s.status === DirectBuyStatus.Active && !(s.endTime > 0n && now >= s.endTime))
    .sort((a, b) => (a.state.price > b.state.price ? -1 : a.state.price < b.state.price ? 1 : 0));
  const best = offers[0];
  const directBuy: GetNftResult['directBuy'] = {};
  if (best) {
    const s = best.state;
    directBuy[best.address] = {
      address: best.address,
      nft,
      buyer: s.owner,
      price: price(s.paymentToken, s.price),
      status: 'active',
      createdAt: Number(s.deployTime),
      finishedAt: null,
      expiredAt: Number(s.endTime),
      fee: { numerator: Number(s.fee.numerator), denominator: Number(s.fee.denominator) },
    };
  }
  let meta: { name?: string; description?: string } = {};
  try {
    meta = JSON.parse(state.json) as typeof meta;
  } catch {
    // no metadata
  }
  return {
    nft: {
      address: nft,
      name: meta.name ?? null,
      description: meta.description ?? null,
      owner: state.owner,
      verified: null,
      collection: state.collection,
      image: null,
      mimetype: null,
      fullImage: null,
      fullImageMimetype: null,
      type: null,
      auction: Object.keys(auction)[0] ?? null,
      forsale: Object.keys(directSell)[0] ?? null,
      bestOffer: best?.address ?? null,
      manager: state.manager,
      dealPriceUsd: null,
      floorPrice: null,
      nftId: state.id.toString(),
      royalty: null,
    },
    collection: {},
    auction,
    directSell,
    directBuy,
    traits: [],
  };
}

export function fakeApi(chain: Chain, world: DevnetWorld, options: FakeApiOptions = {}): FakeApi {
  const calls = { nftDetails: 0, ownerFee: 0, roots: 0 };
  const cache = new Map<string, { lt: bigint; value: GetNftResult | null; served: number }>();
  return {
    calls,
    roots: async () => {
      calls.roots++;
      return {
        roots: [
          { code: 'sell', address: world.factories.directSell },
          { code: 'auction', address: world.factories.auction },
          { code: 'buy', address: world.factories.directBuy },
        ],
      };
    },
    ownerFee: async () => {
      calls.ownerFee++;
      if (options.ownerFeeFails) throw new Error('owner fee: 500');
      return { fee: FEE, nftId: null, collection: null };
    },
    // The reader's fee samples are workers-tested; the actions only show them.
    networkFees: async () => ({ fees: {} }),
    nftDetails: async (nft: string) => {
      calls.nftDetails++;
      const lag = options.lag ?? 0;
      const entry = cache.get(nft);
      if (entry && entry.lt !== chain.logicalTime && entry.served < lag) {
        entry.served++;
        return structuredClone(entry.value);
      }
      const value = nftRecord(chain, nft);
      cache.set(nft, { lt: chain.logicalTime, value, served: 0 });
      return structuredClone(value);
    },
    nftDirectBuy: async (body) => {
      const offers = offersOf<DirectBuyState>(chain, 'directBuy', body.nft).sort((a, b) =>
        a.state.deployTime > b.state.deployTime ? -1 : a.state.deployTime < b.state.deployTime ? 1 : 0,
      );
      const items = offers.map(({ address, state: s }) => ({
        address,
        nft: body.nft,
        buyer: s.owner,
        price: { priceToken: s.paymentToken, price: s.price.toString(), usdPrice: null },
        status: s.status === DirectBuyStatus.Active ? ('active' as const) : ('cancelled' as const),
        createdAt: Number(s.deployTime),
        finishedAt: null,
        expiredAt: Number(s.endTime),
        fee: { numerator: Number(s.fee.numerator), denominator: Number(s.fee.denominator) },
      }));
      return {
        totalCount: items.length,
        items: items.slice(0, body.limit ?? 20),
        nft: {},
        collection: {},
        auction: null,
        directBuy: null,
        directSell: null,
      };
    },
  };
}

/** The site's tokens on the devnet: the four supported tokens and the native coin (paid through WVENOM). */
export const DEVNET_SITE_TOKENS: readonly Token[] = [
  ...supportedTokens(DEVNET_TOKEN_ROOTS),
  nativeCoin({ name: 'VENOM', decimals: 9, wrappedRoot: DEVNET_TOKEN_ROOTS.WVENOM }),
];

export function token(symbol: 'USDT' | 'USDC' | 'DAI' | 'WVENOM' | 'VENOM'): Token {
  const found = DEVNET_SITE_TOKENS.find((t) => t.symbol === symbol);
  if (!found) throw new Error(symbol);
  return found;
}

export function context(wallet: TestWallet | null, api: ActionApi, tokens: readonly Token[] = DEVNET_SITE_TOKENS): ActionContext {
  return { connection: wallet?.connection ?? null, api, tokens, pollIntervalMs: 2, timeoutMs: 1500 };
}

/** A TIP-3 (or wrapped) balance in units; 0 when the wallet does not exist. */
export function tokenBalance(chain: Chain, root: string, owner: string): bigint {
  return chain.stateOf<{ balance: bigint }>(tokenWalletAddress(root, owner))?.balance ?? 0n;
}

export function nftState(chain: Chain, nft: string): NftState {
  const state = chain.stateOf<NftState>(nft);
  if (!state) throw new Error(`no NFT at ${nft}`);
  return state;
}

/** The genesis NFT of a collection (by name) whose genesis owner is dev account `ownerIndex`. */
export function nftOf(world: DevnetWorld, collectionName: string, ownerIndex: number, nth = 0): string {
  const collection = world.collections.find((c) => c.name === collectionName);
  const found = world.nfts.filter((n) => n.collection === collection?.address && n.ownerIndex === ownerIndex)[nth];
  if (!found) throw new Error(`no ${collectionName} NFT of account ${ownerIndex}`);
  return found.address;
}

export { Address };
