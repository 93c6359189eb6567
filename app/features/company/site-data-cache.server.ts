import type { AppDatabase } from "~/db/db.server";

/**
 * Where each process keeps its copy of the site's content (site-data.server.ts reads and fills
 * it), apart from the code that loads the content: an edit drops the copy from here without
 * importing the loaders it may itself be part of.
 */
export interface CachedCopy<T> {
  data: T;
  checkedAt: number;
}

// Per database handle, so tests that open several databases in one process never mix them.
export const copies = new WeakMap<AppDatabase, CachedCopy<unknown>>();
export const reloads = new WeakMap<AppDatabase, Promise<unknown>>();
// Moves with every invalidation: a reload that began before an edit may have read the old rows,
// so it neither stays in the cache nor answers requests made after the edit.
export const generations = new WeakMap<AppDatabase, number>();

/** Drops this process's copy: the next request reloads (called after each admin edit). */
export function invalidateSiteData(database: AppDatabase): void {
  copies.delete(database);
  reloads.delete(database);
  generations.set(database, (generations.get(database) ?? 0) + 1);
}
