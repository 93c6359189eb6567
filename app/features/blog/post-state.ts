import type { PostStatus } from "./types";

/** Where a post stands for readers: a draft, waiting for its publication time, or out. */
export type PostState = "draft" | "scheduled" | "published";

export const POST_STATES: readonly PostState[] = ["draft", "scheduled", "published"];

/**
 * A post's state at `now` (ISO). Servers compute it and send it, so the page does not depend on
 * the clock of the staff member's device.
 */
export function postState(
  post: { status: PostStatus; publishedAt: string | null },
  now: string,
): PostState {
  if (post.status !== "published") return "draft";
  return post.publishedAt !== null && post.publishedAt > now ? "scheduled" : "published";
}
