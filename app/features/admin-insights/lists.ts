import type { OutboxStatus } from "~/db/schema";

/**
 * The outbox's tabs, in the order shown (what needs attention first). "file" is a message the
 * site wrote to a file because no sending server is set up: nobody received it, so it is never
 * counted as sent.
 */
export type OutboxTab = OutboxStatus | "file";
export const OUTBOX_STATUSES: readonly OutboxTab[] = ["failed", "pending", "file", "sent"];
