// The list page's number in its URL, read and written the same way by the numbered links (Pagination)
// and the infinite scroll, which loads in the browser: so this file imports nothing.
/** The list's page in `url` (1 when absent or malformed). */
export function pageOf(url: URL, param = 'page'): number {
  const page = Number(url.searchParams.get(param));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** `url` at another page, every other query parameter kept; page 1 has no parameter (one URL per page). */
export function pageHref(url: URL, page: number, param = 'page'): string {
  const next = new URL(url);
  if (page <= 1) next.searchParams.delete(param);
  else next.searchParams.set(param, String(page));
  return `${next.pathname}${next.search}`;
}
