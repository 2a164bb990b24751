import { Address, beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import {
  buildBuyPayload,
  buildDirectSellCreationPayload,
  ceilMulDiv,
  cellFromBoc,
  cellToBoc,
  Chain,
  ChainError,
  deriveAddress,
  ever,
  InsufficientBalanceError,
  parseBuyPayload,
  parseDirectSellCreation,
  ZERO_ADDRESS,
} from '@devnet/simulator';
import { sha256Hex } from '@shared/tvm/sha256';
import { initialDirectSellState } from '@devnet/simulator/contracts/direct-sell';
import { expectConserved, expectOk, getter, listForSale, makeWorld, mintNft, mintTokens, payTokens, T0 } from './world';

describe('primitives', () => {
  it('SHA-256 matches the FIPS test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('a'.repeat(1000))).toBe('41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3');
  });

  it('addresses are raw, deterministic, lowercase; 0.10 the zero address', () => {
    const a = deriveAddress('TokenWallet', 'x', 1n);
    expect(a).toMatch(/^0:[0-9a-f]{64}$/);
    expect(deriveAddress('TokenWallet', 'x', 1n)).toBe(a);
    expect(deriveAddress('TokenWallet', 'x1', '')).not.toBe(a);
    expect(ZERO_ADDRESS).toBe(`0:${'0'.repeat(64)}`);
  });

  it('0.2 ceilMulDiv is the exact ceiling; c = 0 throws exit code 4', () => {
    expect(ceilMulDiv(1_000_000_001n, 10n, 100n)).toBe(100_000_001n);
    expect(ceilMulDiv(5_000_000_000n, 10n, 100n)).toBe(500_000_000n);
    expect(ceilMulDiv(0n, 10n, 100n)).toBe(0n);
    expect(() => ceilMulDiv(1n, 1n, 0n)).toThrow(ChainError);
    try {
      ceilMulDiv(1n, 1n, 0n);
    } catch (error) {
      expect((error as ChainError).exitCode).toBe(4);
    }
  });

  it('cells are real BOCs in base64, with real bit widths (Appendix A); the empty cell is ""', () => {
    const cell = beginCell()
      .storeUint(7, 32)
      .storeAddress(Address.parseRaw(ZERO_ADDRESS))
      .storeRef(beginCell().storeUint(1, 8).endCell())
      .endCell();
    expect(cell.bits.length).toBe(32 + 267);
    const boc = cellToBoc(cell);
    expect(Buffer.from(boc, 'base64').readUInt32BE(0).toString(16)).toBe('b5ee9c72');
    expect(cellFromBoc(boc).hash()).toEqual(cell.hash());
    expect(cellToBoc(beginCell().endCell())).toBe('');
    expect(cellFromBoc('').bits.length).toBe(0);
    expect(cellFromBoc('not a BOC').bits.length).toBe(0);
  });

  it('A.1: the creation payload parses back; the discount needs both fields; too few bits decline', () => {
    const token = deriveAddress('t');
    const payload = buildDirectSellCreationPayload({
      callbackId: 9n,
      startTime: 10n,
      durationTime: 20n,
      paymentToken: token,
      price: 5n,
      recipient: ZERO_ADDRESS,
      discountCollection: token,
      discountNftId: null,
    });
    const parsed = parseDirectSellCreation(payload);
    expect(parsed.callbackId).toBe(9n);
    expect(parsed.sale).toMatchObject({ startTime: 10n, durationTime: 20n, paymentToken: token, price: 5n, discount: null });
    const short = cellToBoc(beginCell().storeUint(3, 32).storeUint(1, 64).endCell());
    expect(parseDirectSellCreation(short)).toEqual({ callbackId: 3n, sale: null });
    // A.4: an empty buy payload means callbackId 0 and buyer = token sender.
    expect(parseBuyPayload('', token)).toEqual({ callbackId: 0n, buyer: token });
    expect(parseBuyPayload(buildBuyPayload(5n, ZERO_ADDRESS), token)).toEqual({ callbackId: 5n, buyer: ZERO_ADDRESS });
  });
});

describe('the chain state machine', () => {
  it('T.1: the clock is settable, only forward', () => {
    const chain = Chain.create({ now: T0 });
    expect(chain.advanceTime(60)).toBe(T0 + 60);
    expect(() => chain.setNow(T0)).toThrow(RangeError);
  });

  it('sendMessage: the sender wallet transaction has an external inbound and one internal outbound message', () => {
    const w = makeWorld();
    const result = expectOk(w.chain.sendMessage({ from: w.buyer, to: w.seller, amount: ever('1'), bounce: false }));
    expect(result.transaction.account).toBe(w.buyer);
    expect(result.transaction.inMessage.src).toBeNull();
    expect(result.transaction.outMessages.map((m) => [m.dst, m.value])).toEqual([[w.seller, ever('1')]]);
    expect(result.transactions).toHaveLength(2);
    const lts = result.transactions.map((tx) => tx.lt);
    expect([...lts].sort((a, b) => (a < b ? -1 : 1))).toEqual(lts);
  });

  it('a wallet that cannot pay value + fees is refused and nothing changes', () => {
    const w = makeWorld();
    const before = JSON.stringify(w.chain.snapshot());
    expect(() => w.chain.sendMessage({ from: w.buyer, to: w.seller, amount: ever('5000') })).toThrow(InsufficientBalanceError);
    expect(JSON.stringify(w.chain.snapshot())).toBe(before);
  });

  it('0.13: an unknown method throws 60 and bounces; 0.8: a bounceable message to no account comes back, a non-bounceable one stays', () => {
    const w = makeWorld();
    const unknown = w.chain.sendMessage({ from: w.buyer, to: w.token, amount: ever('1'), functionName: 'noSuchMethod', input: {} });
    expect(unknown.transactions[1]?.exitCode).toBe(60);
    expect(unknown.transactions[2]?.inMessage.bounced).toBe(true);
    const nowhere = `0:${'9'.repeat(64)}`;
    const back = w.chain.sendMessage({ from: w.buyer, to: nowhere, amount: ever('1'), bounce: true });
    expect(back.transactions[1]?.computeSkipped).toBe(true);
    expect(w.chain.account(nowhere)).toBeUndefined();
    w.chain.sendMessage({ from: w.buyer, to: nowhere, amount: ever('1'), bounce: false });
    expect(w.chain.account(nowhere)).toMatchObject({ kind: null, balance: ever('1') });
    expectConserved(w.chain);
  });

  it('0.7 events: a global log in order, with emitter, transaction, logical time and timestamp', () => {
    const w = makeWorld();
    w.chain.advanceTime(5);
    const nft = mintNft(w, w.seller);
    const { result } = listForSale(w, nft, { price: 1_000n });
    const seqs = w.chain.events.map((e) => e.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i));
    for (const event of result.events) {
      expect(event.timestamp).toBe(T0 + 5);
      const tx = result.transactions.find((t) => t.hash === event.txHash);
      expect(tx?.account).toBe(event.emitter);
      expect(event.lt > event.txLt).toBe(true);
    }
  });

  it('2.0.1: an offer deployed by anyone but its factory returns the value and stays uninitialised', () => {
    const w = makeWorld();
    const fake = deriveAddress('fake-offer');
    const before = w.chain.balanceOf(w.stranger);
    const result = w.chain.sendMessage({
      from: w.stranger,
      to: fake,
      amount: ever('2'),
      functionName: 'constructor',
      input: {
        _startTime: 0,
        _durationTime: 0,
        _price: 1,
        _fee: { numerator: 1, denominator: 100 },
        _burnFee: null,
        _wnativeRoot: w.wnative,
        _collection: w.collection,
        _directSellGas: getter(w, w.factories.directSell, 'getGasValue')['value0'],
        _discountOpt: null,
      },
      stateInit: {
        kind: 'directSell',
        state: initialDirectSellState({
          factory: w.factories.directSell,
          owner: w.stranger,
          paymentToken: w.token,
          nft: w.stranger,
          nonce: 1n,
        }),
      },
    });
    expect(result.transactions[1]?.exitCode).toBe(0);
    expect(result.events).toEqual([]);
    expect(w.chain.balanceOf(fake)).toBe(ever('0.15'));
    const gas = w.chain.config.gasPrice * w.chain.config.gasPerTransaction;
    expect(before - w.chain.balanceOf(w.stranger)).toBe(ever('0.15') + 3n * gas);
    expect(getter(w, fake, 'getInfo')['value0']).toMatchObject({ status: '0' });
  });

  it('snapshot() / restore(): JSON round trip, identical state, identical behaviour afterwards', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, ever('10'));
    const nft = mintNft(w, w.seller);
    const { directSell } = listForSale(w, nft, { price: ever('5') });
    const json = JSON.stringify(w.chain.snapshot());
    const restored = Chain.restore(JSON.parse(json));
    expect(JSON.stringify(restored.snapshot())).toBe(json);
    expect(restored.now).toBe(w.chain.now);
    const original = payTokens(w, w.buyer, directSell as string, ever('5'));
    const replay = payTokens({ ...w, chain: restored }, w.buyer, directSell as string, ever('5'));
    expect(replay.events).toEqual(original.events);
    expect(JSON.stringify(restored.snapshot())).toBe(JSON.stringify(w.chain.snapshot()));
    expect(() => Chain.restore({ version: 99 })).toThrow(TypeError);
  });

  it('snapshot({ history: false }) keeps the state and books but not the log; counters keep running', () => {
    const w = makeWorld();
    mintTokens(w, w.buyer, ever('10'));
    const slim = Chain.restore(JSON.parse(JSON.stringify(w.chain.snapshot({ history: false }))));
    expect(slim.events).toEqual([]);
    expect(slim.transactions).toEqual([]);
    expect(slim.accounts()).toEqual(w.chain.accounts());
    expect(slim.totals).toEqual(w.chain.totals);
    const next = mintNft({ ...w, chain: slim }, w.seller);
    expect(slim.events[0]?.seq).toBe(w.chain.events.length);
    expect(next).toBe(mintNft(w, w.seller));
    expectConserved(slim);
  });

  it('N.9/N.10: getGasValue returns the gas table struct; fixed + dynamic × 1e9 / gasK gives the calcValue totals', () => {
    const w = makeWorld();
    const table = getter(w, w.factories.directSell, 'getGasValue')['value0'] as Record<
      string,
      { fixedValue: string; dynamicGas: string } | string
    >;
    expect(table['gasK']).toBe('1000000');
    expect(table['sell']).toEqual({ fixedValue: '1620000000', dynamicGas: '1000000' });
    const total = (name: string, g: Record<string, unknown>) => {
      const entry = g[name] as { fixedValue: string; dynamicGas: string };
      return BigInt(entry.fixedValue) + (BigInt(entry.dynamicGas) * 1_000_000_000n) / BigInt(g['gasK'] as string);
    };
    expect(['deployWallet', 'royalty', 'deployDirectSell', 'sell', 'buy', 'cancel'].map((n) => total(n, table))).toEqual(
      ['0.32', '0.95', '1.77', '2.62', '2.57', '1.47'].map(ever),
    );
    const auction = getter(w, w.factories.auction, 'getGasValue')['value0'] as Record<string, unknown>;
    expect(['deployWallet', 'royalty', 'deployAuction', 'start', 'bid', 'cancel'].map((n) => total(n, auction))).toEqual(
      ['0.32', '0.95', '1.67', '2.62', '1.05', '2.27'].map(ever),
    );
    const buy = getter(w, w.factories.directBuy, 'getGasValue')['value0'] as Record<string, unknown>;
    expect(['deployWallet', 'royalty', 'deployDirectBuy', 'make', 'accept', 'cancel'].map((n) => total(n, buy))).toEqual(
      ['0.32', '0.95', '1.77', '2.37', '2.17', '0.70'].map(ever),
    );
    expect(getter(w, w.factories.auction, 'getTypeContract')).toEqual({ value0: 'AuctionRoot' });
    expect(w.chain.runLocal(w.factories.auction, 'noSuchGetter').code).toBe(60);
    expect(w.chain.runLocal(`0:${'7'.repeat(64)}`, 'getGasValue').code).toBe(-1);
  });
});
