import type { AppDatabase } from "~/db/db.server";
import type { MailTransport } from "~/features/mail/index.server";
import type { DevisDelivery } from "./types";

/** What became of the e-mail that carried a sent devis (see `DevisDelivery`). */

export async function devisDelivery(
  { db }: AppDatabase,
  transport: Pick<MailTransport, "kind">,
  devisId: string,
): Promise<DevisDelivery> {
  const row = await db
    .selectFrom("email_outbox")
    .select(["to_address", "status", "sent_at", "sent_to_file"])
    .where("related_type", "=", "devis")
    .where("related_id", "=", devisId)
    .where("kind", "=", "devis")
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (!row) return { state: "none" };
  if (row.status === "sent")
    return Number(row.sent_to_file)
      ? { state: "file" }
      : { state: "sent", to: row.to_address, at: row.sent_at ?? "" };
  if (row.status === "failed") return { state: "failed", to: row.to_address };
  // Still waiting in the outbox: with no SMTP server it will only ever reach a file.
  return transport.kind === "file" ? { state: "file" } : { state: "queued", to: row.to_address };
}
