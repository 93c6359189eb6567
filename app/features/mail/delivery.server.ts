import type { AppDatabase } from "~/db/db.server";
import type { OutboxStatus } from "~/db/schema";
import type { MailTransport } from "./transport.server";

/**
 * What became of one e-mail, in the terms a screen may state (docs/product/emails.md): "sent"
 * only once a sending server accepted it; "file" when the site, without SMTP_URL, wrote it to a
 * file that nobody receives (also while it still waits its turn, since that is all it will get).
 */
export type MailDelivery =
  | { state: "file"; to: string }
  | { state: "queued"; to: string }
  | { state: "sent"; to: string; at: string }
  | { state: "failed"; to: string };

interface OutboxFacts {
  to_address: string;
  status: OutboxStatus;
  sent_at: string | null;
  sent_to_file: number;
}

export function deliveryOf(row: OutboxFacts, transport: Pick<MailTransport, "kind">): MailDelivery {
  const to = row.to_address;
  if (row.status === "sent")
    return Number(row.sent_to_file)
      ? { state: "file", to }
      : { state: "sent", to, at: row.sent_at ?? "" };
  if (row.status === "failed") return { state: "failed", to };
  return transport.kind === "file" ? { state: "file", to } : { state: "queued", to };
}

/** The e-mails the site sent about one record (a lead, a devis), oldest first, with their fate. */
export async function mailsAbout(
  { db }: AppDatabase,
  transport: Pick<MailTransport, "kind">,
  related: { type: string; id: string },
): Promise<Array<MailDelivery & { kind: string }>> {
  const rows = await db
    .selectFrom("email_outbox")
    .select(["kind", "to_address", "status", "sent_at", "sent_to_file"])
    .where("related_type", "=", related.type)
    .where("related_id", "=", related.id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ kind: row.kind, ...deliveryOf(row, transport) }));
}
