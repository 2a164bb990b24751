// Paging of the list pages: the URL's 1-based `page` to the API's limit/offset, and whether a next
// page exists. Without `withCount` the contract's totalCount is `offset + limit + 1` when more rows
// exist (§7.5), so "more than what this page showed" means there is a next page.
// The API serves offsets up to OFFSET_MAX: a page beyond that asks for nothing (limit 0), so it
// renders the list's empty state (with Pagination's way back) instead of an API error.
import { OFFSET_MAX } from '@shared/contract/requests/fields';

/** Items per page on grids and tables. */
export const LIST_PAGE_SIZE = 24;

export function pageWindow(page: number, pageSize: number = LIST_PAGE_SIZE): { limit: number; offset: number } {
  const safePage = Number.isInteger(page) && page > 0 ? page : 1;
  const offset = (safePage - 1) * pageSize;
  return offset > OFFSET_MAX ? { limit: 0, offset: 0 } : { limit: pageSize, offset };
}

/** An empty page has no next page, nor has a page whose successor the API would not serve. */
export function hasNextPage(totalCount: number, offset: number, shown: number): boolean {
  return shown > 0 && totalCount > offset + shown && offset + shown <= OFFSET_MAX;
}
