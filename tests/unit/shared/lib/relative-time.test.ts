import { describe, expect, it } from 'vitest';
import { relativeTimeLabel } from '@shared/lib/relative-time';

const NOW = 1_800_000_000;

describe('relativeTimeLabel', () => {
  it('says how long ago, in the largest unit', () => {
    expect(relativeTimeLabel(NOW - 5, NOW)).toBe('just now');
    expect(relativeTimeLabel(NOW + 30, NOW)).toBe('just now');
    expect(relativeTimeLabel(NOW - 3 * 60 - 59, NOW)).toBe('3 min ago');
    expect(relativeTimeLabel(NOW - 2 * 3600, NOW)).toBe('2 h ago');
    expect(relativeTimeLabel(NOW - 86_400, NOW)).toBe('1 day ago');
    expect(relativeTimeLabel(NOW - 29 * 86_400, NOW)).toBe('29 days ago');
  });
  it('gives the date past 30 days', () => {
    expect(relativeTimeLabel(NOW - 40 * 86_400, NOW)).toBe('2026-12-06');
  });
});
