import { describe, expect, it } from 'vitest';
import { ever, tokenWalletAddress, type Address } from '@devnet/simulator';
import { callsTo, expectConserved, expectOk, getter, makeWorld, mintTokens, tokenBalance, walletOf, type World } from './world';

function transfer(w: World, from: Address, input: Record<string, unknown>, value = ever('0.5'), root: Address = w.token) {
  return w.chain.sendMessage({
    from,
    to: walletOf(w, from, root),
    amount: value,
    functionName: 'transfer',
    input: { deployWalletValue: 0, remainingGasTo: from, notify: false, payload: '', ...input },
  });
}

function exitAt(result: ReturnType<World['chain']['sendMessage']>, account: Address): number | undefined {
  return result.transactions.find((tx) => tx.account === account)?.exitCode;
}

describe('TIP-3 token (Appendix B)', () => {
  it('B.1 walletOf / balance getters return the ABI outputs by name', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, 123n);
    expect(getter(w, w.token, 'walletOf', { answerId: 0, walletOwner: w.buyer })).toEqual({ value0: tokenWalletAddress(w.token, w.buyer) });
    expect(getter(w, walletOf(w, w.buyer), 'balance', { answerId: 0 })).toEqual({ value0: '123' });
    expect(getter(w, w.token, 'totalSupply', { answerId: 0 })).toEqual({ value0: '123' });
    expect(getter(w, w.token, 'decimals', { answerId: 0 })).toEqual({ value0: '9' });
    expect(w.chain.runLocal(w.token, 'walletOf', { answerId: 0, walletOwner: `0:${'0'.repeat(64)}` }).code).toBe(1021);
  });

  it('B.3/B.4: transfer with notify calls onAcceptTokensTransfer on the recipient owner with the payload', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, 1_000n);
    const result = expectOk(
      transfer(w, w.buyer, { amount: 400n, recipient: w.seller, deployWalletValue: ever('0.1'), notify: true, payload: 'cGF5bG9hZA==' }),
    );
    expect(tokenBalance(w.chain, w.token, w.buyer)).toBe(600n);
    expect(tokenBalance(w.chain, w.token, w.seller)).toBe(400n);
    expect(callsTo(result, w.seller, 'onAcceptTokensTransfer')).toEqual([
      {
        tokenRoot: w.token,
        amount: 400n,
        sender: w.buyer,
        senderWallet: walletOf(w, w.buyer),
        remainingGasTo: w.buyer,
        payload: 'cGF5bG9hZA==',
      },
    ]);
    expectConserved(w.chain);
  });

  it('B.3 checks: 1000 not the owner, 1050 zero amount, 1060 above balance, 1030 to itself', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, 1_000n);
    const wallet = walletOf(w, w.buyer);
    const byStranger = w.chain.sendMessage({
      from: w.stranger,
      to: wallet,
      amount: ever('0.5'),
      functionName: 'transfer',
      input: { amount: 1n, recipient: w.stranger, deployWalletValue: 0, remainingGasTo: w.stranger, notify: false, payload: '' },
    });
    expect(exitAt(byStranger, wallet)).toBe(1000);
    expect(exitAt(transfer(w, w.buyer, { amount: 0n, recipient: w.seller }), wallet)).toBe(1050);
    expect(exitAt(transfer(w, w.buyer, { amount: 1_001n, recipient: w.seller }), wallet)).toBe(1060);
    expect(exitAt(transfer(w, w.buyer, { amount: 1n, recipient: w.buyer }), wallet)).toBe(1030);
    expect(tokenBalance(w.chain, w.token, w.buyer)).toBe(1_000n);
  });

  it('B.5: a transfer to a wallet that does not exist bounces and the balance is restored', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, 1_000n);
    const result = transfer(w, w.buyer, { amount: 300n, recipient: w.stranger });
    expect(result.transactions.some((tx) => tx.inMessage.bounced && tx.account === walletOf(w, w.buyer))).toBe(true);
    expect(callsTo(result, w.buyer, 'onBounceTokensTransfer')).toHaveLength(1);
    expect(tokenBalance(w.chain, w.token, w.buyer)).toBe(1_000n);
    expectConserved(w.chain);
  });

  it('B.7: only the root owner mints (1000)', () => {
    const w = makeWorld();
    const result = w.chain.sendMessage({
      from: w.stranger,
      to: w.token,
      amount: ever('1'),
      functionName: 'mint',
      input: { amount: 5n, recipient: w.stranger, deployWalletValue: ever('0.1'), remainingGasTo: w.stranger, notify: false, payload: '' },
    });
    expect(exitAt(result, w.token)).toBe(1000);
    expect(getter(w, w.token, 'totalSupply', { answerId: 0 })['value0']).toBe('0');
  });

  it('B.2: deployWallet is idempotent and always answers the address', () => {
    const w = makeWorld();
    const deploy = () =>
      expectOk(
        w.chain.sendMessage({
          from: w.stranger,
          to: w.token,
          amount: ever('1'),
          functionName: 'deployWallet',
          input: { answerId: 0, walletOwner: w.stranger, deployWalletValue: ever('0.1') },
        }),
      );
    const wallet = tokenWalletAddress(w.token, w.stranger);
    deploy();
    const gas = w.chain.config.gasPrice * w.chain.config.gasPerTransaction;
    expect(w.chain.balanceOf(wallet)).toBe(ever('0.1') - gas);
    const second = deploy();
    expect(second.transactions.some((tx) => tx.account === wallet && tx.inMessage.body.method === 'constructor')).toBe(true);
    // The retry reaches the existing wallet; it tops up to its 0.1 target and returns the rest (0.5).
    expect(w.chain.balanceOf(wallet)).toBe(ever('0.1'));
    expect(second.transactions.find((tx) => tx.inMessage.isAnswer)?.inMessage.body.input).toEqual({ tokenWallet: wallet });
    expectConserved(w.chain);
  });

  it('B.6: burn lowers the supply and sends the gas to remainingGasTo', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, 1_000n);
    expectOk(
      w.chain.sendMessage({
        from: w.buyer,
        to: walletOf(w, w.buyer),
        amount: ever('0.5'),
        functionName: 'burn',
        input: { amount: 250n, remainingGasTo: w.buyer, callbackTo: `0:${'0'.repeat(64)}`, payload: '' },
      }),
    );
    expect(tokenBalance(w.chain, w.token, w.buyer)).toBe(750n);
    expect(getter(w, w.token, 'totalSupply', { answerId: 0 })['value0']).toBe('750');
    expect(w.chain.totals.tokenBurned[w.token]).toBe(250n);
    expectConserved(w.chain);
  });
});

describe('Wrapped-native vault (Appendix C)', () => {
  it('C.2(a): a plain transfer > 1 EVER wraps value − 1 EVER for the sender; the root holds the backing', () => {
    const w = makeWorld();
    expectOk(w.chain.sendMessage({ from: w.buyer, to: w.wnative, amount: ever('3') }));
    expect(tokenBalance(w.chain, w.wnative, w.buyer)).toBe(ever('2'));
    expect(getter(w, w.wnative, 'totalSupply', { answerId: 0 })['value0']).toBe('2000000000');
    // C.1: the root keeps exactly totalSupply + 1 EVER.
    expect(w.chain.balanceOf(w.wnative)).toBe(ever('3'));
    expect(exitAt(w.chain.sendMessage({ from: w.buyer, to: w.wnative, amount: ever('1') }), w.wnative)).toBe(101);
    expectConserved(w.chain);
  });

  it('C.4: acceptNative by anyone credits the wallet, wraps at the root and notifies the owner as a transfer', () => {
    const w = makeWorld();
    expectOk(w.chain.sendMessage({ from: w.seller, to: w.wnative, amount: ever('2') })); // deploy seller's vault wallet
    const sellerWallet = walletOf(w, w.seller, w.wnative);
    const result = expectOk(
      w.chain.sendMessage({
        from: w.stranger,
        to: sellerWallet,
        amount: ever('2.5'),
        functionName: 'acceptNative',
        input: { amount: ever('2'), deployWalletValue: 0, remainingGasTo: w.stranger, payload: '' },
      }),
    );
    expect(tokenBalance(w.chain, w.wnative, w.seller)).toBe(ever('3'));
    expect(callsTo(result, w.seller, 'onAcceptTokensTransfer')).toEqual([
      expect.objectContaining({
        tokenRoot: w.wnative,
        amount: ever('2'),
        sender: w.stranger,
        senderWallet: walletOf(w, w.stranger, w.wnative),
      }),
    ]);
    expect(getter(w, w.wnative, 'totalSupply', { answerId: 0 })['value0']).toBe('3000000000');
    expectConserved(w.chain);
  });

  it('C.3/C.5: a transfer to the root unwraps; a transfer above the balance wraps the deficit (zero gas, to the unit)', () => {
    const w = makeWorld({ config: { gasPerTransaction: 0n } });
    expectOk(w.chain.sendMessage({ from: w.buyer, to: w.wnative, amount: ever('3') }));
    const before = w.chain.balanceOf(w.buyer);
    expectOk(transfer(w, w.buyer, { amount: ever('0.5'), recipient: w.wnative }, ever('0.2'), w.wnative));
    expect(tokenBalance(w.chain, w.wnative, w.buyer)).toBe(ever('1.5'));
    // The 0.5 unwrapped plus the 0.2 attached come back; the wallet keeps its balance.
    expect(w.chain.balanceOf(w.buyer) - before).toBe(ever('0.5'));
    // Auto-wrap: 2.5 to the seller with only 1.5 wrapped: the 1.0 deficit comes from the attached value.
    expectOk(transfer(w, w.buyer, { amount: ever('2.5'), recipient: w.seller, deployWalletValue: ever('0.1') }, ever('1.5'), w.wnative));
    expect(tokenBalance(w.chain, w.wnative, w.buyer)).toBe(0n);
    expect(tokenBalance(w.chain, w.wnative, w.seller)).toBe(ever('2.5'));
    expect(getter(w, w.wnative, 'totalSupply', { answerId: 0 })['value0']).toBe('2500000000');
    expectConserved(w.chain);
  });
});
