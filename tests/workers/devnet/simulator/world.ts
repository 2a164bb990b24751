import {
  Chain,
  conservationReport,
  ever,
  tokenWalletAddress,
  type Address,
  type ChainConfig,
  type ChainEvent,
  type SendMessageResult,
} from '@devnet/simulator';
import {
  createUser,
  deployCollection,
  deployFactories,
  deployTokenRoot,
  deployWnativeVault,
  type CollectionVariant,
  type Factories,
} from '@devnet/genesis';
import type { TokenWalletState } from '@devnet/simulator/contracts/token-wallet';
import type { Royalty } from '@devnet/simulator/contracts/nft';
import { expect } from 'vitest';

/** Test fixture: a chain with accounts, a TIP-3 token, the wnative vault, collections and the factories. */
export const T0 = 1_700_000_000;

export interface World {
  readonly chain: Chain;
  readonly owner: Address;
  readonly seller: Address;
  readonly buyer: Address;
  readonly buyer2: Address;
  readonly stranger: Address;
  readonly token: Address;
  readonly wnative: Address;
  readonly factories: Factories;
  readonly collection: Address;
}

export function makeWorld(
  options: { config?: Partial<ChainConfig>; fee?: { numerator: bigint; denominator: bigint }; bidDelta?: [bigint, bigint] } = {},
): World {
  const chain = Chain.create({ now: T0, config: options.config ?? {} });
  const owner = createUser(chain, 'owner', ever('1000'));
  const seller = createUser(chain, 'seller', ever('1000'));
  const buyer = createUser(chain, 'buyer', ever('1000'));
  const buyer2 = createUser(chain, 'buyer2', ever('1000'));
  const stranger = createUser(chain, 'stranger', ever('1000'));
  const wnative = deployWnativeVault(chain, { owner });
  const token = deployTokenRoot(chain, { name: 'Tether USD', symbol: 'USDT', decimals: 9, owner });
  const [delta, decimals] = options.bidDelta ?? [500n, 10_000n];
  const factories = deployFactories(chain, {
    owner,
    fee: options.fee ?? { numerator: 10n, denominator: 100n },
    wnativeRoot: wnative,
    auctionBidDelta: delta,
    auctionBidDeltaDecimals: decimals,
  });
  const collection = deployCollection(chain, { owner });
  return { chain, owner, seller, buyer, buyer2, stranger, token, wnative, factories, collection };
}

export function expectOk(result: SendMessageResult): SendMessageResult {
  // 0.13: royalty discovery relies on exit 60 at NFTs and collections; the tests whitelist it.
  const failed = result.transactions.filter(
    (tx) => tx.aborted && !tx.computeSkipped && !(tx.exitCode === 60 && tx.inMessage.body.method === 'royaltyInfo'),
  );
  expect(failed.map((tx) => ({ account: tx.account, method: tx.inMessage.body.method, exit: tx.exitCode, result: tx.resultCode }))).toEqual(
    [],
  );
  return result;
}

export function eventsNamed(result: { events: readonly ChainEvent[] }, name: string): ChainEvent[] {
  return result.events.filter((event) => event.name === name);
}

export function tokenBalance(chain: Chain, root: Address, owner: Address): bigint {
  return chain.stateOf<TokenWalletState>(tokenWalletAddress(root, owner))?.balance ?? 0n;
}

/** B.7: the root owner mints `amount` to `to` (wallet deployed with 0.1). */
export function mintTokens(world: World, to: Address, amount: bigint, root: Address = world.token): void {
  expectOk(
    world.chain.sendMessage({
      from: world.owner,
      to: root,
      amount: ever('1'),
      functionName: 'mint',
      input: { amount, recipient: to, deployWalletValue: ever('0.1'), remainingGasTo: world.owner, notify: false, payload: '' },
    }),
  );
}

/** D.8: the collection owner mints an NFT for `to`; returns its address. */
export function mintNft(world: World, to: Address, collection: Address = world.collection, royalty?: Royalty): Address {
  const result = expectOk(
    world.chain.sendMessage({
      from: world.owner,
      to: collection,
      amount: ever('2'),
      functionName: 'mintNft',
      input: { _owner: to, _json: '{"name":"nft"}', ...(royalty ? { _royalty: royalty } : {}) },
    }),
  );
  const created = eventsNamed(result, 'NftCreated').find((event) => event.emitter === collection);
  if (!created) throw new Error('no NftCreated');
  return created.data['nft'] as Address;
}

export function nftInfo(world: World, nft: Address): { owner: string; manager: string } {
  const out = world.chain.runLocal(nft, 'getInfo', { answerId: 0 }).output ?? {};
  return { owner: out['owner'] as string, manager: out['manager'] as string };
}

export function newCollection(world: World, variant: CollectionVariant, royalty?: Royalty): Address {
  return deployCollection(world.chain, { owner: world.owner, variant, ...(royalty ? { royalty } : {}) });
}

export function expectConserved(chain: Chain): void {
  const report = conservationReport(chain);
  expect(report.nativeBalances + report.burnedGas).toBe(report.minted);
  for (const books of report.tokens) {
    expect(books.walletsTotal, `wallets of ${books.root}`).toBe(books.totalSupply);
    expect(books.totalSupply, `supply of ${books.root}`).toBe(books.minted - books.burned);
  }
}

// ---- marketplace flows, with the values the reference tests attach (N.12) ----

export function walletOf(world: World, owner: Address, root: Address = world.token): Address {
  return tokenWalletAddress(root, owner);
}

export function getter(world: World, address: Address, name: string, input: Record<string, unknown> = {}): Record<string, unknown> {
  const result = world.chain.runLocal(address, name, input);
  if (result.code !== 0 || !result.output) throw new Error(`${name} failed with code ${result.code}`);
  return result.output;
}

export interface ListOptions {
  price: bigint;
  token?: Address;
  startTime?: bigint;
  durationTime?: bigint;
  callbackId?: number;
  recipient?: Address;
  discountCollection?: Address | null;
  discountNftId?: bigint | null;
  callbackValue?: bigint;
  margin?: bigint;
  from?: Address;
}

/** DS-A.2: the seller makes FactoryDirectSell the NFT's manager with the creation payload. */
export function listForSale(world: World, nft: Address, o: ListOptions): { result: SendMessageResult; directSell: Address | undefined } {
  const from = o.from ?? world.seller;
  const payload = getter(world, world.factories.directSell, 'buildDirectSellCreationPayload', {
    _callbackId: o.callbackId ?? 1,
    _startTime: o.startTime ?? 0n,
    _durationTime: o.durationTime ?? 0n,
    _paymentToken: o.token ?? world.token,
    _price: o.price,
    _recipient: o.recipient ?? from,
    _discountCollection: o.discountCollection ?? null,
    _discountNftId: o.discountNftId ?? null,
  })['value0'];
  const callbackValue = o.callbackValue ?? ever('2.62');
  const result = world.chain.sendMessage({
    from,
    to: nft,
    amount: callbackValue + (o.margin ?? ever('0.3')),
    functionName: 'changeManager',
    input: {
      newManager: world.factories.directSell,
      sendGasTo: from,
      callbacks: [[world.factories.directSell, { value: callbackValue, payload }]],
    },
  });
  const deployed = eventsNamed(result, 'DirectSellDeployed')[0];
  return { result, directSell: deployed?.data['directSell'] as Address | undefined };
}

/** DS-B.1 / AU-B.1: pay `amount` tokens to `to` with notify, from `from`'s wallet. */
export function payTokens(
  world: World,
  from: Address,
  to: Address,
  amount: bigint,
  o: { value?: bigint; payload?: string; root?: Address; deployWalletValue?: bigint } = {},
): SendMessageResult {
  return world.chain.sendMessage({
    from,
    to: walletOf(world, from, o.root ?? world.token),
    amount: o.value ?? ever('2.82'),
    functionName: 'transfer',
    input: {
      amount,
      recipient: to,
      deployWalletValue: o.deployWalletValue ?? 0n,
      remainingGasTo: from,
      notify: true,
      payload: o.payload ?? '',
    },
  });
}

export interface AuctionOptions {
  price: bigint;
  token?: Address;
  startTime?: bigint;
  duration?: bigint;
  callbackId?: number;
  discountCollection?: Address | null;
  discountNftId?: bigint | null;
}

/** AU-A.2 */
export function startAuction(world: World, nft: Address, o: AuctionOptions): { result: SendMessageResult; auction: Address | undefined } {
  const payload = getter(world, world.factories.auction, 'buildAuctionCreationPayload', {
    answerId: 0,
    _callbackId: o.callbackId ?? 1,
    _paymentToken: o.token ?? world.token,
    _price: o.price,
    _auctionStartTime: o.startTime ?? BigInt(world.chain.now),
    _auctionDuration: o.duration ?? 100n,
    _discountCollection: o.discountCollection ?? null,
    _discountNftId: o.discountNftId ?? null,
  })['value0'];
  const result = world.chain.sendMessage({
    from: world.seller,
    to: nft,
    amount: ever('2.87'),
    functionName: 'changeManager',
    input: {
      newManager: world.factories.auction,
      sendGasTo: world.seller,
      callbacks: [[world.factories.auction, { value: ever('2.62'), payload }]],
    },
  });
  const deployed = eventsNamed(result, 'AuctionDeployed')[0];
  return { result, auction: deployed?.data['offer'] as Address | undefined };
}

/** AU-B.1: calcValue(bid) + 0.25 = 1.30 EVER. */
export function bid(
  world: World,
  bidder: Address,
  auction: Address,
  amount: bigint,
  o: { callbackId?: number; value?: bigint } = {},
): SendMessageResult {
  const payload = getter(world, auction, 'buildPlaceBidPayload', { answerId: 0, _callbackId: o.callbackId ?? 0, _buyer: bidder })[
    'value0'
  ] as string;
  return payTokens(world, bidder, auction, amount, { value: o.value ?? ever('1.30'), payload });
}

/** DB-A.2: calcValue(make) + 0.3 with deployWalletValue 0.1. */
export function makeOffer(
  world: World,
  buyer: Address,
  nft: Address,
  price: bigint,
  o: { startTime?: bigint; durationTime?: bigint; callbackId?: number; value?: bigint } = {},
): { result: SendMessageResult; directBuy: Address | undefined } {
  const payload = getter(world, world.factories.directBuy, 'buildDirectBuyCreationPayload', {
    callbackId: o.callbackId ?? 1,
    buyer,
    nft,
    startTime: o.startTime ?? 0n,
    durationTime: o.durationTime ?? 0n,
    discountCollection: null,
    discountNftId: null,
  })['value0'] as string;
  const result = payTokens(world, buyer, world.factories.directBuy, price, {
    value: o.value ?? ever('2.67'),
    payload,
    deployWalletValue: ever('0.1'),
  });
  const deployed = eventsNamed(result, 'DirectBuyDeployed')[0];
  return { result, directBuy: deployed?.data['directBuy'] as Address | undefined };
}

/** DB-C.1: callback calcValue(accept) = 2.17, message + 0.2. */
export function acceptOffer(
  world: World,
  nft: Address,
  directBuy: Address,
  o: { callbackId?: number; from?: Address } = {},
): SendMessageResult {
  const from = o.from ?? world.seller;
  const payload = getter(world, world.factories.directBuy, 'buildDirectBuyCreationPayload', {
    callbackId: o.callbackId ?? 9,
    buyer: from,
    nft,
    startTime: 0,
    durationTime: 0,
    discountCollection: null,
    discountNftId: null,
  })['value0'];
  return world.chain.sendMessage({
    from,
    to: nft,
    amount: ever('2.37'),
    functionName: 'changeManager',
    input: { newManager: directBuy, sendGasTo: from, callbacks: [[directBuy, { value: ever('2.17'), payload }]] },
  });
}

/** The internal messages a cascade sent to `to` calling `method`. */
export function callsTo(result: SendMessageResult, to: Address, method: string): Record<string, unknown>[] {
  return result.transactions
    .flatMap((tx) => tx.outMessages)
    .filter((msg) => msg.dst === to && msg.body.method === method)
    .map((msg) => msg.body.input as Record<string, unknown>);
}
