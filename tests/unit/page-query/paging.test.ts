import { describe, expect, it } from 'vitest';
import { OFFSET_MAX } from '@contract/requests/fields';
import { hasNextPage, LIST_PAGE_SIZE, pageWindow } from '~/page-query/paging';

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
  it('asks for nothing past the last offset the API serves', () => {
    const lastServed = Math.floor(OFFSET_MAX / LIST_PAGE_SIZE) + 1;
    expect(pageWindow(lastServed)).toEqual({ limit: LIST_PAGE_SIZE, offset: (lastServed - 1) * LIST_PAGE_SIZE });
    expect(pageWindow(lastServed + 1)).toEqual({ limit: 0, offset: 0 });
    expect(pageWindow(999_999_999_999_999)).toEqual({ limit: 0, offset: 0 });
  });
});

describe('hasNextPage', () => {
  it('reads the contract\'s "one more row" total', () => {
    expect(hasNextPage(25, 0, 24)).toBe(true); // offset + limit + 1
    expect(hasNextPage(24, 0, 24)).toBe(false);
    expect(hasNextPage(30, 24, 6)).toBe(false);
    expect(hasNextPage(0, 0, 0)).toBe(false);
  });
  it('never offers a page after an empty one, or one the API would refuse', () => {
    expect(hasNextPage(1, 0, 0)).toBe(false); // a limit-0 window still gets "one more row"
    expect(hasNextPage(OFFSET_MAX + 100, OFFSET_MAX - 10, 24)).toBe(false);
    expect(hasNextPage(OFFSET_MAX, OFFSET_MAX - 48, 24)).toBe(true);
  });
});
