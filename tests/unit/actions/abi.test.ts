// Every committed ABI entry, the dApp's (abi/) and the devnet's (functions/devnet/chain/abis), must be
// its contract's reference entry unchanged: wallets and contracts encode with the real ABI. The
// reference files (spec/abi) are not committed; they sit beside the repository, in ../shared/spec/abi.
// - Always: each entry's SHA-256 equals the one recorded from the reference (abi-fingerprints.json), so
//   a drifted entry fails even in a clone without ../shared.
// - With ../shared/spec/abi: each entry equals the reference entry byte for byte (as JSON), and
//   abi-fingerprints.json is recomputed from the reference (`vitest -u` rewrites it after adding entries).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as modules from '@abi/index';
import { ABIS } from '@functions/devnet/chain/abis';

interface Entry {
  readonly name: string;
}
interface Abi {
  readonly functions: readonly Entry[];
  readonly events: readonly Entry[];
}
type Kind = 'functions' | 'events';
type Fingerprints = Record<string, Partial<Record<Kind, Record<string, string>>>>;

const REFERENCE_DIR = fileURLToPath(new URL('../../../../shared/spec/abi/', import.meta.url));
const FINGERPRINTS_FILE = './abi-fingerprints.json';
const hasReference = existsSync(REFERENCE_DIR);

/** The reference file (spec/abi/<name>.abi.json) of each abi/ module. */
const SOURCES: Record<string, string> = {
  factoryDirectSellAbi: 'FactoryDirectSell',
  directSellAbi: 'DirectSell',
  factoryAuctionAbi: 'FactoryAuction',
  auctionAbi: 'Auction',
  factoryDirectBuyAbi: 'FactoryDirectBuy',
  directBuyAbi: 'DirectBuy',
  tokenRootAbi: 'TokenRoot',
  tokenWalletAbi: 'TokenWallet',
  vaultTokenRootAbi: 'VaultTokenRoot_V1',
  vaultTokenWalletAbi: 'VaultTokenWallet_V1',
  // royaltyInfo exists only with royalty; the other entries equal Nft's (checked through the devnet's Nft).
  nftAbi: 'NftWithRoyalty',
  collectionAbi: 'Collection',
  callbacksAbi: 'Callbacks',
};

/**
 * What the dApp calls or decodes on each contract (spec §7's list: getInfo, royaltyInfo and getJson
 * included; changeOwner, burn, mint and burnTokens are never called). The events are the ones the
 * chain reader (functions/chain) decodes, as the devnet emits them.
 */
const USED: Record<string, { functions: string[]; events: string[] }> = {
  factoryDirectSellAbi: { functions: ['getGasValue', 'buildDirectSellCreationPayload'], events: ['AddCollectionRules', 'RemoveCollectionRules', 'MarketFeeDefaultChanged', 'MarketBurnFeeDefaultChanged', 'MarketFeeChanged', 'MarketBurnFeeChanged', 'MarketFeeWithdrawn', 'OwnershipTransferred', 'DirectSellDeployed', 'DirectSellDeclined', 'FactoryDirectSellUpgrade'] },
  directSellAbi: { functions: ['getInfo', 'buildBuyPayload', 'closeSell'], events: ['RoyaltySet', 'RoyaltyWithdrawn', 'MarketFeeChanged', 'MarketBurnFeeChanged', 'MarketFeeWithheld', 'MarketFeeBurn', 'DirectSellStateChanged', 'DirectSellUpgrade'] },
  factoryAuctionAbi: { functions: ['getGasValue', 'buildAuctionCreationPayload'], events: ['AddCollectionRules', 'RemoveCollectionRules', 'MarketFeeDefaultChanged', 'MarketBurnFeeDefaultChanged', 'MarketFeeChanged', 'MarketBurnFeeChanged', 'MarketFeeWithdrawn', 'OwnershipTransferred', 'AuctionDeployed', 'AuctionDeclined', 'AuctionRootUpgrade'] },
  auctionAbi: {
    functions: ['getInfo', 'buildPlaceBidPayload', 'finishAuction'],
    events: ['RoyaltySet', 'RoyaltyWithdrawn', 'MarketFeeChanged', 'MarketBurnFeeChanged', 'MarketFeeWithheld', 'MarketFeeBurn', 'AuctionCreated', 'AuctionActive', 'BidPlaced', 'BidDeclined', 'AuctionComplete', 'AuctionCancelled', 'AuctionUpgrade'],
  },
  factoryDirectBuyAbi: { functions: ['getGasValue', 'buildDirectBuyCreationPayload'], events: ['AddCollectionRules', 'RemoveCollectionRules', 'MarketFeeDefaultChanged', 'MarketBurnFeeDefaultChanged', 'MarketFeeChanged', 'MarketBurnFeeChanged', 'MarketFeeWithdrawn', 'OwnershipTransferred', 'DirectBuyDeployed', 'DirectBuyDeclined', 'FactoryDirectBuyUpgrade'] },
  directBuyAbi: { functions: ['getInfo', 'closeBuy'], events: ['RoyaltySet', 'RoyaltyWithdrawn', 'MarketFeeChanged', 'MarketBurnFeeChanged', 'MarketFeeWithheld', 'MarketFeeBurn', 'DirectBuyStateChanged', 'DirectBuyUpgrade'] },
  tokenRootAbi: { functions: ['walletOf'], events: [] },
  tokenWalletAbi: { functions: ['balance', 'transfer'], events: [] },
  vaultTokenRootAbi: { functions: ['walletOf', 'wrap'], events: [] },
  vaultTokenWalletAbi: { functions: ['balance', 'transfer', 'acceptNative'], events: [] },
  nftAbi: { functions: ['changeManager', 'getInfo', 'getJson', 'royaltyInfo'], events: ['NftCreated', 'OwnerChanged', 'ManagerChanged', 'NftBurned'] },
  collectionAbi: { functions: [], events: ['OwnershipTransferred', 'NftCreated', 'NftBurned'] },
  callbacksAbi: {
    functions: [
      'directSellDeployed', 'directSellDeclined', 'directSellSuccess', 'directSellNotSuccess', 'directSellCancelledOnTime', 'directSellClose',
      'auctionTip3DeployedCallback', 'auctionTip3DeployedDeclined', 'bidPlacedCallback', 'bidNotPlacedCallback', 'bidRaisedCallback', 'auctionComplete', 'auctionCancelled',
      'directBuyDeployed', 'directBuyDeployedDeclined', 'directBuySuccess', 'directBuyNotSuccess', 'directBuyCancelledOnTime', 'directBuyClose',
    ],
    events: [],
  },
};

const dAppModules = Object.entries(modules) as [string, Abi & { 'ABI version': number; version: string; header: readonly string[] }][];

/** Every committed ABI with its reference file. The devnet's TIP-4.3 Index has no reference file (its own entries). */
const committed: { label: string; reference: string; abi: Abi }[] = [
  ...dAppModules.map(([name, abi]) => ({ label: `abi/${name}`, reference: SOURCES[name] ?? `(no source for ${name})`, abi })),
  ...Object.entries(ABIS)
    .filter(([name]) => name !== 'Index')
    .map(([name, abi]) => ({ label: `devnet ${name}`, reference: name, abi: abi as Abi })),
];

const entries = committed.flatMap(({ label, reference, abi }) =>
  (['functions', 'events'] as const).flatMap((kind) => abi[kind].map((entry) => ({ label: `${label}.${entry.name}`, reference, kind, entry }))),
);

const sha256 = (entry: unknown): string => createHash('sha256').update(JSON.stringify(entry)).digest('hex');

function referenceEntry(reference: string, kind: Kind, name: string): unknown {
  const abi = JSON.parse(readFileSync(`${REFERENCE_DIR}${reference}.abi.json`, 'utf8')) as Abi;
  return abi[kind].find((entry) => entry.name === name);
}

/** Fingerprints keyed by reference file, kind and name, in a stable order; `of` gives each entry's hash. */
function fingerprintsBy(of: (reference: string, kind: Kind, name: string, entry: Entry) => string): Fingerprints {
  const out: Fingerprints = {};
  const key = (e: (typeof entries)[number]): string => `${e.reference}|${e.kind}|${e.entry.name}`;
  const sorted = [...entries].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  for (const { reference, kind, entry } of sorted) {
    ((out[reference] ??= {})[kind] ??= {})[entry.name] = of(reference, kind, entry.name, entry);
  }
  return out;
}

describe('abi/ modules', () => {
  it('one module per contract, each with exactly the functions and events the dApp uses', () => {
    expect(dAppModules.map(([name]) => name).sort()).toEqual(Object.keys(SOURCES).sort());
    for (const [name, abi] of dAppModules) {
      expect({ name, functions: abi.functions.map((f) => f.name), events: abi.events.map((e) => e.name) }).toEqual({ name, ...USED[name] });
      // `fields` (persistent data) only where the reader decodes it.
      expect(Object.keys(abi).filter((key) => key !== 'fields')).toEqual(['ABI version', 'version', 'header', 'functions', 'events']);
      expect(abi).toMatchObject({ 'ABI version': 2, version: '2.2', header: ['pubkey', 'time', 'expire'] });
    }
  });
});

const referenceTitle = hasReference
  ? 'committed ABI entries against the reference in ../shared/spec/abi'
  : 'committed ABI entries against the reference: skipped, ../shared/spec/abi is absent (a clone without ../shared)';

describe.skipIf(!hasReference)(referenceTitle, () => {
  it('every entry is the reference entry, byte for byte (as JSON)', () => {
    for (const { label, reference, kind, entry } of entries) {
      expect(JSON.stringify(entry), label).toBe(JSON.stringify(referenceEntry(reference, kind, entry.name)));
    }
  });

  it('abi-fingerprints.json holds the reference entries\' SHA-256 (vitest -u rewrites it)', async () => {
    const fromReference = fingerprintsBy((reference, kind, name) => sha256(referenceEntry(reference, kind, name) ?? null));
    await expect(`${JSON.stringify(fromReference, null, 2)}\n`).toMatchFileSnapshot(FINGERPRINTS_FILE);
  });
});

describe('committed ABI entries against abi-fingerprints.json (runs without ../shared)', () => {
  it('every entry hashes to its reference entry\'s fingerprint, and no fingerprint is left over', () => {
    const recorded = JSON.parse(readFileSync(new URL(FINGERPRINTS_FILE, import.meta.url), 'utf8')) as Fingerprints;
    const actual = fingerprintsBy((_reference, _kind, _name, entry) => sha256(entry));
    const hint = 'a new entry is recorded by `vitest -u` (run where ../shared/spec/abi exists)';
    for (const { label, reference, kind, entry } of entries) {
      expect(sha256(entry), `${label} (${reference} ${kind}); ${hint}`).toBe(recorded[reference]?.[kind]?.[entry.name]);
    }
    expect(actual).toEqual(recorded);
  });
});
