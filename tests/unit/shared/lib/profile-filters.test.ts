import { describe, expect, it } from 'vitest';
import { profileStatusFilter } from '@shared/lib/profile-filters';

describe('profile status filter', () => {
  it('defaults to active', () => {
    expect(profileStatusFilter(null)).toBe('active');
    expect(profileStatusFilter('ended')).toBe('ended');
    expect(profileStatusFilter('nonsense')).toBe('active');
  });
});
