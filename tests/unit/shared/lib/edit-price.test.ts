import { describe, expect, it } from 'vitest';
import { editOutcome, type StepStatus } from '@shared/lib/edit-price';

describe('editOutcome: what two steps (cancel, then create again) leave', () => {
  it('runs until both steps are over', () => {
    const running: [StepStatus, StepStatus][] = [
      ['waiting', 'waiting'],
      ['signing', 'waiting'],
      ['indexing', 'waiting'],
      ['done', 'waiting'],
      ['done', 'signing'],
      ['done', 'confirming'],
    ];
    for (const [first, second] of running) expect(editOutcome(first, second)).toBe('running');
  });

  it('changes nothing when the cancel was rejected or failed', () => {
    expect(editOutcome('rejected', 'waiting')).toBe('unchanged');
    expect(editOutcome('failed', 'waiting')).toBe('unchanged');
  });

  it('is edited when both succeeded', () => {
    expect(editOutcome('done', 'done')).toBe('edited');
  });

  it('leaves nothing listed (or offered) when the second step was rejected or failed after the first succeeded', () => {
    expect(editOutcome('done', 'rejected')).toBe('removed');
    expect(editOutcome('done', 'failed')).toBe('removed');
  });
});
