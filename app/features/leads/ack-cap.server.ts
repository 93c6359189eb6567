import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { hitRateLimit } from "./rate-limit.server";

/**
 * Acknowledgements one address may receive per day, all forms together. The public forms send
 * an e-mail to whatever address is typed: without a cap they would mail-bomb a third party.
 * Three covers a real visitor (a message, a quote, a testimonial); the team is still notified
 * of every lead past the cap.
 */
export const ACKS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 86_400_000;

/**
 * The mailbox an address reaches, for counting only (the e-mail still goes to what was typed):
 * case and surrounding spaces ignored, "+tag" sub-addresses folded into the base address, and
 * Gmail's ignored dots removed, so variations of one address share one count.
 */
export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  let local = lower.slice(0, at).split("+")[0]!;
  let domain = lower.slice(at + 1).replace(/\.$/, "");
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}

/**
 * Counts one acknowledgement for `address` today (UTC, which is Lomé's time) inside the lead's
 * transaction and says whether it may be sent. Kept in `rate_limits`, shared by every process;
 * the key is a keyed hash, so the table holds no address.
 */
export async function mayAcknowledge(
  trx: Transaction<Database>,
  address: string,
  secret: string,
): Promise<boolean> {
  const hash = createHash("sha256")
    .update(`${secret}:ack:${mailboxKey(address)}`)
    .digest("hex")
    .slice(0, 32);
  const over = await hitRateLimit(trx, `ack:${hash}`, {
    max: ACKS_PER_ADDRESS_PER_DAY,
    windowMs: DAY_MS,
  });
  return !over;
}
