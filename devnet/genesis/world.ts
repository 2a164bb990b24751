/**
 * The devnet's genesis: the deterministic world a fresh devnet starts with (empty Durable Object
 * storage). Same code, same world: every address, hash, balance and event id is the same on every
 * machine. Only the wallet keys' derivation (accounts.ts) is async, so this is too.
 *
 * What it holds:
 * - an operator (a plain user account, no key) owning the token roots and the three factories;
 * - the four payment tokens at `DEVNET_TOKEN_ROOTS` (shared/lib/tokens.ts): Wrapped Venom (9 decimals,
 *   the wrapped-native vault), Tether USD (6), USDC (6), DAI (18);
 * - the three factories (DirectSell, Auction, DirectBuy) with a 2.5 % market fee, a 5 % bid delta,
 *   and the wnative root;
 * - three collections, named "Devnet …" so they never clash with the demo seed's collections:
 *   Devnet Pioneers (collection-level royalty 5 %), Devnet Glyphs (per-NFT royalty 7.5 %) and
 *   Devnet Sketches (no royalty);
 * - the dev accounts (accounts.ts), each with 10 000 VENOM, 100 WVENOM (wrapped through the vault),
 *   10 000 USDT, 10 000 USDC, 10 000 DAI, and NFTs of every collection.
 *
 * The chain reader learns all of it from the chain's own events (roots registered, fees, collections,
 * mints); token prices come from the devnet's price source (GET /devnet/prices, DEVNET_TOKENS' usd).
 */
import { DEVNET_TOKEN_ROOTS, type SupportedTokenSymbol } from '@shared/lib/tokens';
import { Chain, ever, type Address } from '../simulator';
import { DEV_ACCOUNT_COUNT, devAccounts, type DevAccount } from './accounts';
import { createUser, deployCollection, deployFactories, deployTokenRoot, deployWnativeVault, type CollectionVariant } from './deploy';

/** 2025-01-01T00:00:00Z: the genesis block's time. The clock then follows the wall clock. */
export const GENESIS_TIME = 1_735_689_600;

/** One whole token in its smallest units. */
const whole = (amount: bigint, decimals: number): bigint => amount * 10n ** BigInt(decimals);

export const DEVNET_TOKENS: readonly { symbol: SupportedTokenSymbol; name: string; decimals: number; usd: string }[] = [
  { symbol: 'WVENOM', name: 'Wrapped Venom', decimals: 9, usd: '0.1187' },
  { symbol: 'USDT', name: 'Tether USD', decimals: 6, usd: '1' },
  { symbol: 'USDC', name: 'USDC', decimals: 6, usd: '1' },
  { symbol: 'DAI', name: 'DAI', decimals: 18, usd: '1' },
];

/** What every dev account starts with. */
export const DEV_ACCOUNT_FUNDS = {
  /** Native VENOM, in nano (after wrapping and gas the balance is a little lower). */
  venom: ever('10000'),
  /** Whole tokens per symbol. */
  tokens: { WVENOM: 100n, USDT: 10_000n, USDC: 10_000n, DAI: 10_000n } satisfies Record<SupportedTokenSymbol, bigint>,
} as const;

export const DEVNET_MARKET_FEE = { numerator: 25n, denominator: 1000n } as const;
export const DEVNET_BID_DELTA = { delta: 500n, decimals: 10_000n } as const;

export interface DevnetCollectionInfo {
  readonly name: string;
  readonly slug: string;
  readonly address: Address;
  readonly variant: CollectionVariant;
  /** Dev account index of the owner. */
  readonly ownerIndex: number;
  /** Royalty as numerator/denominator to the owner; null when the collection has none. */
  readonly royalty: { numerator: string; denominator: string } | null;
}

export interface DevnetNftInfo {
  readonly collection: Address;
  readonly id: string;
  readonly address: Address;
  readonly name: string;
  /** Dev account index of the owner at genesis. */
  readonly ownerIndex: number;
}

/** The genesis world's addresses (`info` RPC method). */
export interface DevnetWorld {
  readonly genesisTime: number;
  readonly operator: Address;
  readonly tokens: Readonly<Record<SupportedTokenSymbol, Address>>;
  readonly factories: { readonly directSell: Address; readonly auction: Address; readonly directBuy: Address };
  readonly collections: readonly DevnetCollectionInfo[];
  readonly accounts: readonly DevAccount[];
  readonly nfts: readonly DevnetNftInfo[];
}

interface CollectionPlan {
  name: string;
  slug: string;
  variant: CollectionVariant;
  ownerIndex: number;
  royalty: { numerator: bigint; denominator: bigint } | null;
  description: string;
  itemName: string;
  count: number;
  traits: { type: string; values: string[] }[];
}

const COLLECTIONS: readonly CollectionPlan[] = [
  {
    name: 'Devnet Pioneers',
    slug: 'devnet-pioneers',
    variant: 'collectionWithRoyalty',
    ownerIndex: 0,
    royalty: { numerator: 5n, denominator: 100n },
    description: 'The first NFTs minted on the local devnet. A collection-level royalty of 5 % goes to its creator.',
    itemName: 'Pioneer',
    count: 10,
    traits: [
      { type: 'Background', values: ['Dawn', 'Noon', 'Dusk', 'Night'] },
      { type: 'Rank', values: ['Scout', 'Ranger', 'Captain'] },
    ],
  },
  {
    name: 'Devnet Glyphs',
    slug: 'devnet-glyphs',
    variant: 'collectionRoyalty',
    ownerIndex: 1,
    royalty: { numerator: 75n, denominator: 1000n },
    description: 'Glyphs with a royalty of 7.5 % written into every NFT at mint.',
    itemName: 'Glyph',
    count: 8,
    traits: [{ type: 'Shape', values: ['Circle', 'Square', 'Triangle', 'Star'] }],
  },
  {
    name: 'Devnet Sketches',
    slug: 'devnet-sketches',
    variant: 'collection',
    ownerIndex: 2,
    royalty: null,
    description: 'Quick sketches, no royalty.',
    itemName: 'Sketch',
    count: 6,
    traits: [{ type: 'Medium', values: ['Pencil', 'Ink', 'Charcoal'] }],
  },
];

const art = (kind: 'nft' | 'logo' | 'wallpaper', seed: string) => ({
  source: `/demo-art/${kind}/${encodeURIComponent(seed)}.svg`,
  mimetype: 'image/svg+xml',
});

function collectionJson(plan: CollectionPlan): string {
  return JSON.stringify({
    type: 'Basic NFT',
    name: plan.name,
    description: plan.description,
    preview: art('logo', plan.slug),
    wallpaper: art('wallpaper', plan.slug).source,
    files: [art('wallpaper', plan.slug)],
    ...(plan.royalty
      ? {
          royalty: {
            description: `${(Number(plan.royalty.numerator) * 100) / Number(plan.royalty.denominator)} % to the creator`,
            royaltyType: 'percentage',
          },
        }
      : {}),
  });
}

function nftJson(plan: CollectionPlan, k: number): string {
  const picture = art('nft', `${plan.slug}-${k + 1}`);
  return JSON.stringify({
    type: 'Basic NFT',
    name: `${plan.itemName} #${k + 1}`,
    description: `${plan.itemName} number ${k + 1} of ${plan.name}.`,
    preview: picture,
    files: [picture],
    attributes: plan.traits.map((trait, t) => ({ trait_type: trait.type, value: trait.values[(k + t) % trait.values.length] })),
  });
}

/** Deploys the four payment tokens at their fixed `DEVNET_TOKEN_ROOTS` addresses. */
function deployTokens(chain: Chain, operator: Address): Record<SupportedTokenSymbol, Address> {
  const roots = {} as Record<SupportedTokenSymbol, Address>;
  for (const token of DEVNET_TOKENS) {
    const root = {
      address: DEVNET_TOKEN_ROOTS[token.symbol],
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      owner: operator,
    };
    roots[token.symbol] = token.symbol === 'WVENOM' ? deployWnativeVault(chain, root) : deployTokenRoot(chain, root);
  }
  return roots;
}

function check(result: { transactions: readonly { aborted: boolean; exitCode: number; resultCode: number }[] }, what: string): void {
  const failed = result.transactions.find((tx) => tx.aborted && !(tx.exitCode === 0 && tx.resultCode === 0));
  if (failed) throw new Error(`devnet genesis: ${what} failed (exit ${failed.exitCode}, result ${failed.resultCode})`);
}

export interface Genesis {
  readonly chain: Chain;
  readonly world: DevnetWorld;
}

/** Builds the genesis world on a fresh chain. */
export async function createGenesis(): Promise<Genesis> {
  const accounts = await devAccounts();
  const chain = Chain.create({ now: GENESIS_TIME });
  const operator = createUser(chain, 'devnet-operator', ever('1000000'));
  for (const account of accounts) chain.faucet(account.address, DEV_ACCOUNT_FUNDS.venom, account.name);

  const tokens = deployTokens(chain, operator);
  const factories = deployFactories(chain, {
    owner: operator,
    fee: { ...DEVNET_MARKET_FEE },
    wnativeRoot: tokens.WVENOM,
    auctionBidDelta: DEVNET_BID_DELTA.delta,
    auctionBidDeltaDecimals: DEVNET_BID_DELTA.decimals,
  });

  // Tokens: the operator mints the TIP-3 tokens; each account wraps VENOM through the vault (C.2 a).
  for (const account of accounts) {
    for (const token of DEVNET_TOKENS) {
      const amount = whole(DEV_ACCOUNT_FUNDS.tokens[token.symbol], token.decimals);
      if (token.symbol === 'WVENOM') {
        // A plain transfer mints value − 1 VENOM (the vault's safe fee) to the sender.
        check(
          chain.sendMessage({ from: account.address, to: tokens.WVENOM, amount: amount + ever('1'), bounce: true }),
          `wrapping for ${account.name}`,
        );
      } else {
        check(
          chain.sendMessage({
            from: operator,
            to: tokens[token.symbol],
            amount: ever('1'),
            functionName: 'mint',
            input: {
              amount,
              recipient: account.address,
              deployWalletValue: ever('0.1'),
              remainingGasTo: operator,
              notify: false,
              payload: '',
            },
          }),
          `minting ${token.symbol} for ${account.name}`,
        );
      }
    }
  }

  const collections: DevnetCollectionInfo[] = [];
  const nfts: DevnetNftInfo[] = [];
  for (const plan of COLLECTIONS) {
    const owner = accounts[plan.ownerIndex];
    if (!owner) throw new Error('devnet genesis: no such dev account');
    const royalty = plan.royalty ? { ...plan.royalty, receiver: owner.address } : null;
    const address = deployCollection(chain, {
      variant: plan.variant,
      owner: owner.address,
      json: collectionJson(plan),
      ...(plan.variant === 'collectionWithRoyalty' && royalty ? { royalty } : {}),
    });
    collections.push({
      name: plan.name,
      slug: plan.slug,
      address,
      variant: plan.variant,
      ownerIndex: plan.ownerIndex,
      royalty: plan.royalty ? { numerator: String(plan.royalty.numerator), denominator: String(plan.royalty.denominator) } : null,
    });
    for (let k = 0; k < plan.count; k++) {
      const ownerIndex = k % DEV_ACCOUNT_COUNT;
      const nftOwner = accounts[ownerIndex]!.address;
      const minted = chain.sendMessage({
        from: owner.address,
        to: address,
        amount: ever('2'),
        functionName: 'mintNft',
        input: {
          _owner: nftOwner,
          _json: nftJson(plan, k),
          ...(plan.variant === 'collectionRoyalty' && royalty ? { _royalty: royalty } : {}),
        },
      });
      check(minted, `minting ${plan.itemName} #${k + 1}`);
      const created = minted.events.find((event) => event.name === 'NftCreated' && 'nft' in event.data);
      if (!created) throw new Error(`devnet genesis: ${plan.itemName} #${k + 1} was not created`);
      nfts.push({
        collection: address,
        id: String(created.data['id']),
        address: String(created.data['nft']),
        name: `${plan.itemName} #${k + 1}`,
        ownerIndex,
      });
    }
  }

  const world: DevnetWorld = { genesisTime: GENESIS_TIME, operator, tokens, factories, collections, accounts, nfts };
  return { chain, world };
}
