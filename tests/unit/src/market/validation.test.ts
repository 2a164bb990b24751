// The confirmation form's rules (src/market/validation.ts): each of the spec's §5
// messages, from the checks and through the form's zod schema, word for word.
import { describe, expect, it } from 'vitest';
import {
  blocksConfirm,
  checkDuration,
  checkPrice,
  liveError,
  priceErrorText,
  priceFormSchema,
  type PriceCheck,
  type PriceFormValues,
  type PriceRules,
} from '~/market/validation';
import type { Token } from '@shared/lib/tokens';

const VENOM: Token = { name: 'Venom', symbol: 'VENOM', decimals: 9, address: '0:' + '1'.repeat(64), logoURI: null, isNative: true };
const USDT: Token = { name: 'Tether USD', symbol: 'USDT', decimals: 6, address: '0:' + '2'.repeat(64), logoURI: null, isNative: false };
const coins = (whole: number) => BigInt(whole) * 10n ** 9n;

/** A local date-time as the form's `datetime-local` field gives it, and its unix seconds. */
const LOCAL_NOW = '2030-06-01T12:00';
const NOW = Date.parse(LOCAL_NOW) / 1000;

function rules(overrides: Partial<PriceRules> = {}): PriceRules {
  return { token: VENOM, minUnits: null, paying: false, balance: null, withDuration: true, now: NOW, ...overrides };
}

/** The form's messages by field, as react-hook-form gets them from the zod resolver. */
function formMessages(values: Partial<PriceFormValues>, current: PriceRules = rules()): Record<string, string> {
  const parsed = priceFormSchema(() => current).safeParse({ price: '1', token: 'VENOM', duration: 'none', customDate: '', ...values });
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('Field is required', () => {
  it('for an empty or blank price', () => {
    expect(checkPrice('', rules())).toEqual({ ok: false, error: 'required', detail: null });
    expect(checkPrice('   ', rules())).toEqual({ ok: false, error: 'required', detail: null });
    expect(formMessages({ price: '' })).toEqual({ price: 'Field is required' });
  });

  it('for a custom end date left empty', () => {
    expect(checkDuration('custom', '', NOW)).toEqual({ ok: false, error: 'required' });
    expect(formMessages({ duration: 'custom', customDate: '' })).toEqual({ customDate: 'Field is required' });
  });
});

describe('Incorrect date', () => {
  it('for a custom end date in the past, at now, or not a date', () => {
    expect(checkDuration('custom', '2030-05-31T12:00', NOW)).toEqual({ ok: false, error: 'incorrectDate' });
    expect(checkDuration('custom', LOCAL_NOW, NOW)).toEqual({ ok: false, error: 'incorrectDate' });
    expect(checkDuration('custom', 'next friday', NOW)).toEqual({ ok: false, error: 'incorrectDate' });
    expect(formMessages({ duration: 'custom', customDate: '2020-01-01T10:00' })).toEqual({ customDate: 'Incorrect date' });
  });

  it('accepts a later date (its distance from now) and the fixed choices', () => {
    expect(checkDuration('custom', '2030-06-02T12:00', NOW)).toEqual({ ok: true, seconds: 86_400 });
    expect(checkDuration('7d', '', NOW)).toEqual({ ok: true, seconds: 7 * 86_400 });
    expect(checkDuration('none', '', NOW)).toEqual({ ok: true, seconds: 0 });
  });

  it('is not checked by forms without a duration (a bid)', () => {
    expect(formMessages({ duration: 'custom', customDate: '' }, rules({ withDuration: false }))).toEqual({});
  });
});

describe('Incorrect format', () => {
  it('for anything but a plain decimal with a dot', () => {
    for (const text of ['1,5', 'abc', '1.2.3', '-1', '1e3', '0x10', '1.']) {
      expect(checkPrice(text, rules()), text).toEqual({ ok: false, error: 'incorrectFormat', detail: 'use digits and one dot, like 1.5' });
    }
    expect(formMessages({ price: '1,5' })).toEqual({ price: 'Incorrect format: use digits and one dot, like 1.5' });
  });

  it("for more decimals than the token's", () => {
    expect(checkPrice('1.1234567', rules({ token: USDT }))).toEqual({
      ok: false,
      error: 'incorrectFormat',
      detail: 'USDT takes at most 6 decimals',
    });
    const wvenom = { ...VENOM, symbol: 'WVENOM', isNative: false };
    expect(formMessages({ price: '1.1234567891234' }, rules({ token: wvenom }))).toEqual({
      price: 'Incorrect format: WVENOM takes at most 9 decimals',
    });
    expect(checkPrice('1.5', rules({ token: { ...USDT, decimals: 0 } }))).toMatchObject({ detail: 'USDT takes no decimals' });
    expect(checkPrice('1.123456', rules({ token: USDT }))).toEqual({ ok: true, units: 1_123_456n });
    expect(checkPrice('.5', rules())).toEqual({ ok: true, units: 500_000_000n });
  });
});

describe('Value is too high', () => {
  it('above one billion whole tokens, naming the bound', () => {
    expect(checkPrice('1000000000', rules())).toEqual({ ok: true, units: coins(1_000_000_000) });
    expect(checkPrice('1000000000.000000001', rules())).toEqual({ ok: false, error: 'tooHigh', detail: 'at most 1 000 000 000 VENOM' });
    expect(formMessages({ price: '99999999999999999999999' })).toEqual({ price: 'Value is too high: at most 1 000 000 000 VENOM' });
    expect(checkPrice('1000000001', rules({ token: USDT }))).toMatchObject({ error: 'tooHigh', detail: 'at most 1 000 000 000 USDT' });
  });
});

describe('Value is too low', () => {
  it('for zero', () => {
    expect(checkPrice('0', rules())).toEqual({ ok: false, error: 'tooLow', detail: 'at least 0.000000001 VENOM' });
    expect(checkPrice('0.000', rules())).toMatchObject({ ok: false, error: 'tooLow' });
    expect(formMessages({ price: '0' })).toEqual({ price: 'Value is too low: at least 0.000000001 VENOM' });
  });

  it("below the auction's minimal bid, and not at it", () => {
    const bid = rules({ minUnits: coins(2), withDuration: false });
    expect(checkPrice('1.999999999', bid)).toEqual({ ok: false, error: 'tooLow', detail: 'the minimal bid is 2 VENOM' });
    expect(checkPrice('2', bid)).toEqual({ ok: true, units: coins(2) });
    expect(formMessages({ price: '1' }, bid)).toEqual({ price: 'Value is too low: the minimal bid is 2 VENOM' });
  });
});

describe('Insufficient balance', () => {
  const gas = 250_000_000n;

  it('native coin: the coin balance must cover the amount plus the gas', () => {
    const paying = rules({ paying: true, balance: { requiredGas: gas, coinBalance: coins(10), tokenBalance: 0n } });
    expect(checkPrice('9.75', paying)).toEqual({ ok: true, units: 9_750_000_000n });
    expect(checkPrice('9.750000001', paying)).toMatchObject({ ok: false, error: 'insufficientBalance' });
    expect(formMessages({ price: '10' }, paying)).toEqual({
      price: 'Insufficient balance: your balance is 10 VENOM, at most 9.75 VENOM after up to 0.25 VENOM of gas',
    });
  });

  it('a token: its balance must cover the amount and the coin balance the gas', () => {
    const paying = rules({ token: USDT, paying: true, balance: { requiredGas: gas, coinBalance: gas, tokenBalance: 5_000_000n } });
    expect(checkPrice('5', paying)).toEqual({ ok: true, units: 5_000_000n });
    expect(checkPrice('5.000001', paying)).toEqual({ ok: false, error: 'insufficientBalance', detail: 'your balance is 5 USDT' });
    const noGas = rules({ token: USDT, paying: true, balance: { requiredGas: gas, coinBalance: gas - 1n, tokenBalance: 5_000_000n } });
    expect(checkPrice('1', noGas)).toEqual({
      ok: false,
      error: 'insufficientBalance',
      detail: 'gas needs up to 0.25 VENOM and your balance is 0.24 VENOM',
    });
  });

  it('waits for the balances, and never applies to what is not paid from the wallet', () => {
    expect(checkPrice('1000000', rules({ paying: true, balance: null }))).toEqual({ ok: true, units: coins(1_000_000) });
    const selling = rules({ paying: false, balance: { requiredGas: gas, coinBalance: 0n, tokenBalance: 0n } });
    expect(checkPrice('1000000', selling)).toEqual({ ok: true, units: coins(1_000_000) });
  });
});

describe('checked as the person types', () => {
  const check = (text: string): PriceCheck => checkPrice(text, rules());

  it('an empty field says nothing until Confirm, then that it is required, and leaves Confirm to say it', () => {
    expect(liveError(check(''), false)).toBeUndefined();
    expect(liveError(check(''), true)).toBe('Field is required');
    expect(blocksConfirm(check(''))).toBe(false);
  });

  it('a wrong typed value shows at once and disables Confirm; a right one neither', () => {
    for (const text of ['abc', '99999999999999999999999', '0', '1.1234567891234']) {
      expect(liveError(check(text), false), text).toMatch(/^(Incorrect format|Value is too high|Value is too low)/);
      expect(blocksConfirm(check(text)), text).toBe(true);
    }
    expect(liveError(check('1.5'), false)).toBeUndefined();
    expect(blocksConfirm(check('1.5'))).toBe(false);
  });

  it("keeps the spec's message first, word for word", () => {
    expect(priceErrorText({ ok: false, error: 'insufficientBalance', detail: null })).toBe('Insufficient balance');
    expect(priceErrorText({ ok: false, error: 'tooHigh', detail: 'at most 1 WVENOM' })).toBe('Value is too high: at most 1 WVENOM');
  });
});
