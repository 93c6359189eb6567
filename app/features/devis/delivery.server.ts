import type { AppDatabase } from "~/db/db.server";
import { deliveryOf, type MailTransport } from "~/features/mail/index.server";
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
  return row ? deliveryOf(row, transport) : { state: "none" };
}
