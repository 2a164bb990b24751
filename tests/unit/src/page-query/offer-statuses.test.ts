import { describe, expect, it } from 'vitest';
import { offerStatusesFor } from '~/page-query/offer-statuses';

describe('offerStatusesFor', () => {
  it('asks the API for open offers, finished ones, or every status', () => {
    expect(offerStatusesFor('active')).toEqual(['active']);
    expect(offerStatusesFor('ended')).toEqual(['filled', 'cancelled', 'expired']);
    expect(offerStatusesFor('all')).toEqual([]);
  });
});
