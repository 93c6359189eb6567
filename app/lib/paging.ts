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

/**
 * How far past the page asked for a long list counts its rows. Counting a journal of half a
 * million entries took longer than the rest of its page; counting ahead of the reader costs the
 * same at any size, and the pager still leads to every row, a page at a time.
 */
export const COUNT_AHEAD = 10_000;

/** A list's size as far as it was counted: `more` when there are rows past `total`. */
export interface CountedRows {
  total: number;
  more: boolean;
}

/** How many rows to count for page `asked`: up to `ahead` past its end, plus one to tell more. */
export function countLimit(asked: number, pageSize: number, ahead = COUNT_AHEAD): number {
  return Math.max(1, Math.floor(asked) || 1) * pageSize + ahead + 1;
}

/** The count of a list read up to `limit` rows (countLimit): exact, or "more than". */
export function countedRows(counted: number, limit: number): CountedRows {
  return counted >= limit ? { total: limit - 1, more: true } : { total: counted, more: false };
}
