// The devnet's genesis world: deterministic, at the fixed token roots, conserving value, and every
// event valid for the indexer.
import { describe, expect, it } from 'vitest';
import { conservationReport, tokenWalletAddress } from '@devnet/simulator';
import { createGenesis, DEV_ACCOUNT_FUNDS, DEVNET_TOKENS } from '@devnet/genesis';
import { DEVNET_COLLECTION_ROOTS, DEVNET_FACTORY_ROOTS } from '@shared/lib/devnet-roots';
import { DEVNET_TOKEN_ROOTS } from '@shared/lib/tokens';

describe('devnet genesis', () => {
  it('builds the same world every time, at DEVNET_TOKEN_ROOTS, with funded dev accounts', async () => {
    const [a, b] = await Promise.all([createGenesis(), createGenesis()]);
    expect(JSON.stringify(a.chain.snapshot())).toBe(JSON.stringify(b.chain.snapshot()));
    expect(a.world.tokens).toEqual(DEVNET_TOKEN_ROOTS);
    expect(a.world.factories).toEqual(DEVNET_FACTORY_ROOTS);
    // Where the site's chain reader looks on the devnet (shared/lib/devnet-roots.ts).
    expect(a.world.collections.map((c) => c.address)).toEqual(DEVNET_COLLECTION_ROOTS);
    expect(a.chain.account(DEVNET_TOKEN_ROOTS.WVENOM)?.kind).toBe('vaultRoot');
    expect(a.chain.account(DEVNET_TOKEN_ROOTS.DAI)?.kind).toBe('tokenRoot');
    expect(a.chain.runLocal(DEVNET_TOKEN_ROOTS.DAI, 'decimals', { answerId: 0 }).output).toEqual({ value0: '18' });
    expect(conservationReport(a.chain).balanced).toBe(true);

    for (const account of a.world.accounts) {
      expect(a.chain.account(account.address)?.kind).toBe('userWallet');
      expect(a.chain.balanceOf(account.address)).toBeGreaterThan(DEV_ACCOUNT_FUNDS.venom - 200_000_000_000n);
      for (const token of DEVNET_TOKENS) {
        const balance = a.chain.runLocal(tokenWalletAddress(a.world.tokens[token.symbol], account.address), 'balance', { answerId: 0 })
          .output?.['value0'];
        expect(balance).toBe((DEV_ACCOUNT_FUNDS.tokens[token.symbol] * 10n ** BigInt(token.decimals)).toString());
      }
      expect(a.world.nfts.some((n) => n.ownerIndex === account.index)).toBe(true);
    }
    expect(a.world.collections.every((c) => c.name.startsWith('Devnet '))).toBe(true);
    for (const nft of a.world.nfts) {
      expect(a.chain.runLocal(nft.address, 'getInfo', { answerId: 0 }).output?.['owner']).toBe(a.world.accounts[nft.ownerIndex]!.address);
    }
  });
});
