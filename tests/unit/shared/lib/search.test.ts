import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@shared/lib/constants';
import { isSearchable, searchQuery } from '@shared/lib/search';

describe('search input', () => {
  it('needs 2 characters after trimming', () => {
    expect(SEARCH_MIN_CHARS).toBe(2);
    expect(searchQuery('a')).toBeNull();
    expect(searchQuery(' a ')).toBeNull();
    expect(searchQuery('   ')).toBeNull();
    expect(searchQuery('ab')).toBe('ab');
    expect(searchQuery('  punk  ')).toBe('punk');
    expect(isSearchable('x')).toBe(false);
    expect(isSearchable('xy')).toBe(true);
  });

  it('counts an emoji once', () => {
    expect(searchQuery('😀')).toBeNull();
    expect(searchQuery('😀a')).toBe('😀a');
  });

  it('is debounced by 800 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(800);
  });
});

describe('likeContains', () => {
  it('wraps trimmed text for a contains match', async () => {
    const { likeContains } = await import('@shared/lib/search');
    expect(likeContains('  punk ')).toBe('%punk%');
  });
});
