import type { OutboxStatus } from "~/db/schema";

/** Rows per page of the outbox and of the journal. */
export const PAGE_SIZE = 100;
/**
 * The outbox's tabs, in the order shown (what needs attention first). "file" is a message the
 * site wrote to a file because no sending server is set up: nobody received it, so it is never
 * counted as sent.
 */
export type OutboxTab = OutboxStatus | "file";
export const OUTBOX_STATUSES: readonly OutboxTab[] = ["failed", "pending", "file", "sent"];

/** A page number from the address: 1 when absent or malformed, never absurdly large. */
export function pageFromUrl(url: URL): number {
  const page = Number(url.searchParams.get("page"));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1;
}
