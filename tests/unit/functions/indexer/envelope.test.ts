import { describe, expect, it } from 'vitest';
import { CHAIN_EVENT_KINDS, InvalidChainEventError, parseChainEvents } from '@functions/indexer/envelope';
import { addressOf } from '@shared/lib/prng';

const a = (label: string) => addressOf(label);
const sell = (kind: string, price: unknown = '1000') => ({
  id: 'tx:0',
  kind,
  ts: 100,
  lt: 100_000,
  emitter: a('s'),
  payload: { sell: a('s'), nft: a('n'), seller: a('alice'), token: a('t'), price, start: 100, end: 0, root: a('r') },
});

describe('chain event envelope', () => {
  it('lists the 25 kinds', () => {
    expect(CHAIN_EVENT_KINDS).toHaveLength(25);
    expect(CHAIN_EVENT_KINDS).toContain('auction_bid_declined');
  });

  it('normalises amounts and the *_cancelled spelling', () => {
    const [e] = parseChainEvents([sell('sell_cancelled', 5_000)]);
    expect(e!.kind).toBe('sell_canceled');
    expect(e!.payload).toMatchObject({ price: '5000' });
    expect((parseChainEvents([sell('sell_active', '000123')])[0]!.payload as { price: string }).price).toBe('123');
  });

  it('reports every invalid event with its index, id and field', () => {
    try {
      parseChainEvents([sell('sell_active'), sell('sell_active', '-1'), { ...sell('sell_active'), emitter: 'EQabc', id: 'b:1' }]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidChainEventError);
      const problems = (error as InvalidChainEventError).problems;
      expect(problems.map((p) => p.index)).toEqual([1, 2]);
      expect(problems[0]!.issues.join()).toMatch(/payload\.price/);
      expect(problems[1]!.id).toBe('b:1');
      expect(problems[1]!.issues.join()).toMatch(/emitter: expected a raw address/);
    }
  });

  it('rejects a zero fee denominator and unknown kinds', () => {
    expect(() =>
      parseChainEvents([{ ...sell('market_fee_default_changed'), payload: { root: a('r'), fee: { numerator: 1, denominator: 0 } } }]),
    ).toThrow(/denominator/);
    expect(() => parseChainEvents([sell('sell_teleported')])).toThrow(InvalidChainEventError);
  });
});
