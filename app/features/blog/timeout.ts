/** How long a blog page waits for its data (docs/product/screens.md#blog-loading-and-errors). */
export const BLOG_LOAD_TIMEOUT_MS = 15_000;

export class TimeoutError extends Error {
  constructor() {
    super("Request timeout");
    this.name = "TimeoutError";
  }
}

/**
 * Resolves like `work`, or rejects with "Request timeout" after `ms`. The query itself is not
 * cancelled (neither driver can): the visitor just stops waiting for it.
 */
export function withTimeout<T>(work: Promise<T>, ms = BLOG_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
