// The project's ABI modules (abi/*.ts) are exact copies of the reference ABIs, cut to what the
// dApp uses: every function and event entry equals the reference entry of the same name (the
// repository's copies of /spec/abi in functions/devnet/chain/abi; TokenRoot and TokenWallet are the
// broxus/tip3 ABIs, whose entries used here are identical in the Upgradeable variants held there).
import { describe, expect, it } from 'vitest';
import { ABIS, type AbiName } from '@functions/devnet/chain';
import * as modules from '@abi/index';

const SOURCES: Record<string, readonly AbiName[]> = {
  factoryDirectSellAbi: ['FactoryDirectSell'],
  directSellAbi: ['DirectSell'],
  factoryAuctionAbi: ['FactoryAuction'],
  auctionAbi: ['Auction'],
  factoryDirectBuyAbi: ['FactoryDirectBuy'],
  directBuyAbi: ['DirectBuy'],
  tokenRootAbi: ['TokenRootUpgradeable'],
  tokenWalletAbi: ['TokenWalletUpgradeable'],
  vaultTokenRootAbi: ['VaultTokenRoot_V1'],
  vaultTokenWalletAbi: ['VaultTokenWallet_V1'],
  nftAbi: ['Nft', 'NftWithRoyalty'],
  callbacksAbi: ['Callbacks'],
};

/**
 * What the dApp calls or decodes on each contract (spec §7's list: getInfo, royaltyInfo and getJson
 * included; changeOwner, burn, mint and burnTokens are never called). No events are decoded.
 */
const USED: Record<string, { functions: string[]; events: string[] }> = {
  factoryDirectSellAbi: { functions: ['getGasValue', 'buildDirectSellCreationPayload'], events: [] },
  directSellAbi: { functions: ['getInfo', 'buildBuyPayload', 'closeSell'], events: [] },
  factoryAuctionAbi: { functions: ['getGasValue', 'buildAuctionCreationPayload'], events: [] },
  auctionAbi: { functions: ['getInfo', 'buildPlaceBidPayload', 'finishAuction'], events: [] },
  factoryDirectBuyAbi: { functions: ['getGasValue', 'buildDirectBuyCreationPayload'], events: [] },
  directBuyAbi: { functions: ['getInfo', 'closeBuy'], events: [] },
  tokenRootAbi: { functions: ['walletOf'], events: [] },
  tokenWalletAbi: { functions: ['balance', 'transfer'], events: [] },
  vaultTokenRootAbi: { functions: ['walletOf', 'wrap'], events: [] },
  vaultTokenWalletAbi: { functions: ['balance', 'transfer', 'acceptNative'], events: [] },
  nftAbi: { functions: ['changeManager', 'getInfo', 'getJson', 'royaltyInfo'], events: [] },
  callbacksAbi: {
    functions: [
      'directSellDeployed', 'directSellDeclined', 'directSellSuccess', 'directSellNotSuccess', 'directSellCancelledOnTime', 'directSellClose',
      'auctionTip3DeployedCallback', 'auctionTip3DeployedDeclined', 'bidPlacedCallback', 'bidNotPlacedCallback', 'bidRaisedCallback', 'auctionComplete', 'auctionCancelled',
      'directBuyDeployed', 'directBuyDeployedDeclined', 'directBuySuccess', 'directBuyNotSuccess', 'directBuyCancelledOnTime', 'directBuyClose',
    ],
    events: [],
  },
};

describe('abi/ modules', () => {
  const entries = Object.entries(modules) as [string, { 'ABI version': number; version: string; header: readonly string[]; functions: readonly { name: string }[]; events: readonly { name: string }[] }][];

  it('one module per contract, each with exactly the functions and events the dApp uses', () => {
    expect(entries.map(([name]) => name).sort()).toEqual(Object.keys(SOURCES).sort());
    for (const [name, abi] of entries) {
      expect({ name, functions: abi.functions.map((f) => f.name), events: abi.events.map((e) => e.name) }).toEqual({ name, ...USED[name] });
      expect(Object.keys(abi)).toEqual(['ABI version', 'version', 'header', 'functions', 'events']);
      expect(abi).toMatchObject({ 'ABI version': 2, version: '2.2', header: ['pubkey', 'time', 'expire'] });
    }
  });

  it('every entry is the reference entry, byte for byte (as JSON)', () => {
    for (const [name, abi] of entries) {
      const references = SOURCES[name]!.map((source) => ABIS[source]);
      for (const fn of abi.functions) {
        const reference = references.map((r) => r.functions.find((f) => f.name === fn.name)).find(Boolean);
        expect(JSON.stringify(fn), `${name}.${fn.name}`).toBe(JSON.stringify(reference));
      }
      for (const event of abi.events) {
        const reference = references.map((r) => r.events.find((e) => e.name === event.name)).find(Boolean);
        expect(JSON.stringify(event), `${name}.${event.name}`).toBe(JSON.stringify(reference));
      }
    }
  });
});
