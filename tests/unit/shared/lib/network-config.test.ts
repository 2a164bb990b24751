import { describe, expect, it } from 'vitest';
import { ConfigError, networkConfig } from '@shared/lib/network-config';
import { DEVNET_TOKEN_ROOTS, MAINNET_TOKEN_ROOTS } from '@shared/lib/tokens';

const ROOT = `0:${'ab'.repeat(32)}`;

describe('networkConfig', () => {
  it('defaults to the devnet: its network id, no signature id, its genesis token roots', () => {
    expect(networkConfig({})).toEqual({
      chain: 'devnet',
      networkId: 31337,
      signatureId: null,
      serviceName: 'Venom NFT Marketplace',
      tokenRoots: DEVNET_TOKEN_ROOTS,
      factories: { directSell: null, directBuy: null, auction: null },
    });
  });

  it('on mainnet: network id 1, signature id 1, the spec token roots, and no guessed factories', () => {
    const config = networkConfig({ CHAIN: 'mainnet', NETWORK_ID: '', SIGNATURE_ID: '', FACTORY_AUCTION: '' });
    expect(config).toMatchObject({ chain: 'mainnet', networkId: 1, signatureId: 1, tokenRoots: MAINNET_TOKEN_ROOTS });
    expect(config.tokenRoots.WVENOM).toBe('0:77d36848bb159fa485628bc38dc37eadb74befa514395e09910f601b841f749e');
    expect(config.factories).toEqual({ directSell: null, directBuy: null, auction: null });
  });

  it('takes every value from its variable', () => {
    const config = networkConfig({
      CHAIN: 'mainnet',
      NETWORK_ID: '1010',
      SIGNATURE_ID: 'none',
      SERVICE_NAME: ' market.example.org ',
      TOKEN_ROOT_USDT: ROOT.toUpperCase().replace('0X', '0x'),
      FACTORY_DIRECT_SELL: ROOT,
      FACTORY_DIRECT_BUY: ROOT,
      FACTORY_AUCTION: ROOT,
    });
    expect(config).toMatchObject({ networkId: 1010, signatureId: null, serviceName: 'market.example.org' });
    expect(config.tokenRoots.USDT).toBe(ROOT);
    expect(config.tokenRoots.DAI).toBe(MAINNET_TOKEN_ROOTS.DAI);
    expect(config.factories).toEqual({ directSell: ROOT, directBuy: ROOT, auction: ROOT });
    expect(networkConfig({ SIGNATURE_ID: '-7' }).signatureId).toBe(-7);
  });

  it('names the variable that is wrong', () => {
    const fails = (vars: Record<string, string>, variable: string) => {
      try {
        networkConfig(vars);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).variable).toBe(variable);
        expect((error as Error).message).toMatch(new RegExp(`^${variable}: `));
        return;
      }
      throw new Error(`no error for ${variable}`);
    };
    fails({ CHAIN: 'testnet' }, 'CHAIN');
    fails({ NETWORK_ID: 'one' }, 'NETWORK_ID');
    fails({ SIGNATURE_ID: '4294967296' }, 'SIGNATURE_ID');
    fails({ TOKEN_ROOT_DAI: '0:abc' }, 'TOKEN_ROOT_DAI');
    fails({ CHAIN: 'mainnet', FACTORY_AUCTION: 'EQAbc' }, 'FACTORY_AUCTION');
  });
});
