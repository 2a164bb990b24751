import { describe, expect, it } from 'vitest';
import { hasNextPage, LIST_PAGE_SIZE, pageWindow } from '~/lib/paging';

describe('pageWindow', () => {
  it('turns a 1-based page into limit and offset', () => {
    expect(pageWindow(1)).toEqual({ limit: LIST_PAGE_SIZE, offset: 0 });
    expect(pageWindow(3, 10)).toEqual({ limit: 10, offset: 20 });
  });
  it('treats a nonsense page as the first', () => {
    expect(pageWindow(0, 10).offset).toBe(0);
    expect(pageWindow(-2, 10).offset).toBe(0);
    expect(pageWindow(1.5, 10).offset).toBe(0);
  });
});

describe('hasNextPage', () => {
  it('reads the contract\'s "one more row" total', () => {
    expect(hasNextPage(25, 0, 24)).toBe(true); // offset + limit + 1
    expect(hasNextPage(24, 0, 24)).toBe(false);
    expect(hasNextPage(30, 24, 6)).toBe(false);
    expect(hasNextPage(0, 0, 0)).toBe(false);
  });
});
