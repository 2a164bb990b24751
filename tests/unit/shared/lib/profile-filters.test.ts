import { describe, expect, it } from 'vitest';
import { passesStatus, profileStatusFilter } from '@shared/lib/profile-filters';

describe('profile status filter', () => {
  it('defaults to active and keeps open or ended items', () => {
    expect(profileStatusFilter(null)).toBe('active');
    expect(profileStatusFilter('ended')).toBe('ended');
    expect(profileStatusFilter('nonsense')).toBe('active');
    expect(passesStatus('active', true)).toBe(true);
    expect(passesStatus('active', false)).toBe(false);
    expect(passesStatus('ended', false)).toBe(true);
    expect(passesStatus('all', false)).toBe(true);
  });
});
