import { vi } from "vitest";

/**
 * What `read` gives once `ok` holds: read again every 100 ms until then, or fail after `timeout`
 * ms saying what was last read. The one way the tests wait for a condition, never for a time.
 */
export function until<T>(
  read: () => T | Promise<T>,
  ok: (value: T) => boolean = Boolean,
  timeout = 20_000,
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!ok(value))
        throw new Error(`still waiting; last read: ${JSON.stringify(value)}`.slice(0, 500));
      return value;
    },
    { timeout, interval: 100 },
  );
}
