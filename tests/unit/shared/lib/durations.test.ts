import { describe, expect, it } from 'vitest';
import { DURATION_CHOICES, DURATION_LABELS, DURATION_SECONDS, durationSeconds } from '@shared/lib/durations';
import { VALIDATION_MESSAGES } from '@shared/lib/errors';

const NOW = 1_700_000_000;

describe('duration choices', () => {
  it('are None, 1 day, 3 days, 7 days, 1 month, custom date', () => {
    expect(DURATION_CHOICES.map((choice) => DURATION_LABELS[choice])).toEqual([
      'None',
      '1 day',
      '3 days',
      '7 days',
      '1 month',
      'Custom date',
    ]);
  });

  it('have fixed lengths, a month being 30 days', () => {
    expect(DURATION_SECONDS).toEqual({ none: 0, '1d': 86_400, '3d': 259_200, '7d': 604_800, '1m': 2_592_000 });
    expect(durationSeconds('1m', NOW)).toEqual({ ok: true, seconds: 2_592_000 });
    expect(durationSeconds('none', NOW)).toEqual({ ok: true, seconds: 0 });
  });
});

describe('custom date', () => {
  it('gives the seconds from now', () => {
    expect(durationSeconds('custom', NOW, NOW + 3_600)).toEqual({ ok: true, seconds: 3_600 });
    expect(durationSeconds('custom', NOW, NOW + 1)).toEqual({ ok: true, seconds: 1 });
    expect(durationSeconds('custom', NOW + 0.5, NOW + 2)).toEqual({ ok: true, seconds: 1 });
  });

  it('is "Incorrect date" when not in the future', () => {
    const past = durationSeconds('custom', NOW, NOW - 60);
    expect(past).toEqual({ ok: false, error: 'incorrectDate' });
    expect(!past.ok && VALIDATION_MESSAGES[past.error]).toBe('Incorrect date');
    expect(durationSeconds('custom', NOW, NOW)).toEqual({ ok: false, error: 'incorrectDate' });
    expect(durationSeconds('custom', NOW, Number.NaN)).toEqual({ ok: false, error: 'incorrectDate' });
  });

  it('is "Field is required" when missing', () => {
    const missing = durationSeconds('custom', NOW);
    expect(!missing.ok && VALIDATION_MESSAGES[missing.error]).toBe('Field is required');
  });
});
