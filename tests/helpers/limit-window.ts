import { ADDRESS_WINDOW_MS } from "~/features/auth/secret-limiter.server";
import { LEAD_RATE_LIMIT } from "~/features/leads/rate-limit.server";

/** The fixed windows (on the clock) the server's limits count in. */
export const LIMIT_WINDOWS = {
  signIn: ADDRESS_WINDOW_MS,
  leads: LEAD_RATE_LIMIT.windowMs,
} as const;

/**
 * The server counts a limit in fixed windows of the clock (10 or 15 minutes), so a burst that
 * straddles the end of one is counted in two and never reaches the limit. Before a burst, waits
 * for the next window when less than `needMs` of this one is left (the server and the test share
 * this machine's clock). At most `needMs`, about once in twenty runs.
 */
export async function awayFromWindowEdge(windowMs: number, needMs = 30_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 250));
}
