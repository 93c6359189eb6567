/** Page numbers of the admin's lists: read from the address, and kept within the list. */

/** Rows per page of the admin's long lists (inbox, devis, outbox, change log). */
export const PAGE_SIZE = 100;

/** How many pages `total` rows take (an empty list still has its first page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number from the address: 1 when absent or malformed, never absurdly large. */
export function pageFromUrl(url: URL): number {
  const page = Number(url.searchParams.get("page"));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1;
}

/**
 * The page to show of `total` rows and where it starts: the one asked for, or the last one when
 * the address asks past the end (a list that shrank since its link was made), never an error.
 */
export function pageWithin(
  asked: number,
  total: number,
  pageSize: number,
): { page: number; pages: number; offset: number } {
  const pages = pageCount(total, pageSize);
  const page = Math.min(Math.max(1, Math.floor(asked) || 1), pages);
  return { page, pages, offset: (page - 1) * pageSize };
}
