import { describe, expect, it } from 'vitest';
import { OFFSET_MAX } from '@shared/contract/requests/fields';
import { pageHref, pageOf } from '~/page-query/page-url';
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

describe('pageOf and pageHref (the infinite scroll keeps the page in the URL)', () => {
  it('reads the page, 1 when absent or not a page', () => {
    expect(pageOf(new URL('https://x.test/explore/items?page=3'))).toBe(3);
    for (const q of ['', '?page=0', '?page=-2', '?page=1.5', '?page=abc']) expect(pageOf(new URL(`https://x.test/a${q}`))).toBe(1);
    expect(pageOf(new URL('https://x.test/a?received_page=4'), 'received_page')).toBe(4);
  });
  it('moves to another page keeping every other parameter, and page 1 has no parameter', () => {
    const url = new URL('https://x.test/explore/items?sort=price-asc&page=2&collections=0%3Aab');
    expect(pageHref(url, 5)).toBe('/explore/items?sort=price-asc&page=5&collections=0%3Aab');
    expect(pageHref(url, 1)).toBe('/explore/items?sort=price-asc&collections=0%3Aab');
    expect(pageHref(new URL('https://x.test/c'), 2)).toBe('/c?page=2');
  });
});
