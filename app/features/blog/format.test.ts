import { describe, expect, it, vi } from "vitest";
import { formatPostDate } from "./format";
import { TimeoutError, withTimeout } from "./timeout";

describe("formatPostDate", () => {
  it("writes the date in the page's language, in Lomé's time zone", () => {
    expect(formatPostDate("2026-11-22T10:00:00.000Z", "fr")).toBe("22 novembre 2026");
    expect(formatPostDate("2026-11-22T10:00:00.000Z", "en")).toBe("22 November 2026");
    // Lomé is on UTC all year: 23:59 UTC is still the 22nd there.
    expect(formatPostDate("2026-11-22T23:59:00.000Z", "fr")).toBe("22 novembre 2026");
  });
});

describe("withTimeout", () => {
  it("passes a prompt answer through", async () => {
    await expect(withTimeout(Promise.resolve(42), 50)).resolves.toBe(42);
  });

  it("gives up with 'Request timeout' after the limit", async () => {
    vi.useFakeTimers();
    try {
      const slow = withTimeout(new Promise(() => {}), 15_000);
      const outcome = expect(slow).rejects.toThrow(TimeoutError);
      await vi.advanceTimersByTimeAsync(15_000);
      await outcome;
      await expect(slow).rejects.toThrow("Request timeout");
    } finally {
      vi.useRealTimers();
    }
  });
});
