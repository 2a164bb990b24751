// Paging of the list pages: the URL's 1-based `page` to the API's limit/offset, and whether a next
// page exists. Without `withCount` the contract's totalCount is `offset + limit + 1` when more rows
// exist (§7.5), so "more than what this page showed" means there is a next page.

/** Items per page on grids and tables. */
export const LIST_PAGE_SIZE = 24;

export function pageWindow(page: number, pageSize: number = LIST_PAGE_SIZE): { limit: number; offset: number } {
  const safePage = Number.isInteger(page) && page > 0 ? page : 1;
  return { limit: pageSize, offset: (safePage - 1) * pageSize };
}

export function hasNextPage(totalCount: number, offset: number, shown: number): boolean {
  return totalCount > offset + shown;
}
