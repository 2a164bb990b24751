import { describe, expect, it } from 'vitest';
import { countdown, padPart, timeLeftLabel } from '@shared/lib/countdown';

describe('countdown', () => {
  it('splits the time left into D/H/M/S', () => {
    expect(countdown(1_000 + 90_061, 1_000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1, ended: false });
    expect(countdown(86_399, 0)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59, ended: false });
    expect(countdown(10 * 86_400, 0)).toEqual({ days: 10, hours: 0, minutes: 0, seconds: 0, ended: false });
  });

  it('ends at the end time and never goes negative', () => {
    expect(countdown(100, 100)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true });
    expect(countdown(100, 5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true });
    expect(countdown(Number.NaN, 0).ended).toBe(true);
  });

  it('drops fractions of a second', () => {
    expect(countdown(1.9, 0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, ended: false });
    expect(countdown(0.5, 0).ended).toBe(true);
  });

  it('pads cells to two digits', () => {
    expect(padPart(7)).toBe('07');
    expect(padPart(42)).toBe('42');
    expect(padPart(123)).toBe('123');
  });
});

describe('timeLeftLabel', () => {
  it('names the two largest units left, or that it ended', () => {
    expect(timeLeftLabel(1000 + 2 * 86_400 + 4 * 3_600 + 59, 1000)).toBe('Ends in 2d 4h');
    expect(timeLeftLabel(1000 + 3 * 3_600 + 12 * 60, 1000)).toBe('Ends in 3h 12m');
    expect(timeLeftLabel(1000 + 45 * 60 + 30, 1000)).toBe('Ends in 45m');
    expect(timeLeftLabel(1030, 1000)).toBe('Ends in <1m');
    expect(timeLeftLabel(1000, 1000)).toBe('Ended');
  });
});
