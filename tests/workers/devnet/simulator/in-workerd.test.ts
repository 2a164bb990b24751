// The chain core is pure TypeScript; this runs one sale inside workerd to prove it needs nothing
// Node-only (JSON ABI imports, btoa/atob, structuredClone) and serialises for Durable Object storage.
import { describe, expect, it } from 'vitest';
import { Chain, conservationReport, ever, tokenWalletAddress, type Address } from '@devnet/simulator';
import { createUser, deployCollection, deployFactories, deployTokenRoot, deployWnativeVault } from '@devnet/genesis';

describe('devnet chain core in workerd', () => {
  it('X.1: list and buy; balances to the unit; snapshot survives a JSON round trip', () => {
    const chain = Chain.create({ now: 1_700_000_000 });
    const owner = createUser(chain, 'owner', ever('100'));
    const seller = createUser(chain, 'seller', ever('100'));
    const buyer = createUser(chain, 'buyer', ever('100'));
    const wnative = deployWnativeVault(chain, { owner });
    const token = deployTokenRoot(chain, { name: 'Tether USD', symbol: 'USDT', decimals: 9, owner });
    const factories = deployFactories(chain, {
      owner,
      fee: { numerator: 10n, denominator: 100n },
      wnativeRoot: wnative,
      auctionBidDelta: 500n,
      auctionBidDeltaDecimals: 10_000n,
    });
    const collection = deployCollection(chain, { owner });
    chain.sendMessage({
      from: owner,
      to: token,
      amount: ever('1'),
      functionName: 'mint',
      input: { amount: ever('10'), recipient: buyer, deployWalletValue: ever('0.1'), remainingGasTo: owner, notify: false, payload: '' },
    });
    const minted = chain.sendMessage({
      from: owner,
      to: collection,
      amount: ever('2'),
      functionName: 'mintNft',
      input: { _owner: seller, _json: '{"name":"n"}' },
    });
    const nft = minted.events.find((e) => e.name === 'NftCreated')?.data['nft'] as Address;
    const payload = chain.runLocal(factories.directSell, 'buildDirectSellCreationPayload', {
      _callbackId: 1,
      _startTime: 0,
      _durationTime: 0,
      _paymentToken: token,
      _price: '5000000000',
      _recipient: seller,
      _discountCollection: null,
      _discountNftId: null,
    }).output?.['value0'];
    const listed = chain.sendMessage({
      from: seller,
      to: nft,
      amount: ever('2.92'),
      functionName: 'changeManager',
      input: { newManager: factories.directSell, sendGasTo: seller, callbacks: [[factories.directSell, { value: ever('2.62'), payload }]] },
    });
    const directSell = listed.events.find((e) => e.name === 'DirectSellDeployed')?.data['directSell'] as Address;
    chain.sendMessage({
      from: buyer,
      to: tokenWalletAddress(token, buyer),
      amount: ever('2.82'),
      functionName: 'transfer',
      input: { amount: '5000000000', recipient: directSell, deployWalletValue: 0, remainingGasTo: buyer, notify: true, payload: '' },
    });

    const balance = (owner_: Address) => chain.runLocal(tokenWalletAddress(token, owner_), 'balance', { answerId: 0 }).output?.['value0'];
    expect(balance(seller)).toBe('4500000000');
    expect(balance(factories.directSell)).toBe('500000000');
    expect(balance(buyer)).toBe('5000000000');
    expect(chain.runLocal(nft, 'getInfo', { answerId: 0 }).output).toMatchObject({ owner: buyer, manager: buyer });
    expect(conservationReport(chain).balanced).toBe(true);
    const restored = Chain.restore(JSON.parse(JSON.stringify(chain.snapshot())));
    expect(JSON.stringify(restored.snapshot())).toBe(JSON.stringify(chain.snapshot()));
  });
});
