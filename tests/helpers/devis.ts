import { randomUUID } from "node:crypto";
import { DEFAULT_COMPANY } from "~/content/company";
import { DEFAULT_PRICE_SECTIONS } from "~/content/pricing";
import type { AppDatabase } from "~/db/db.server";
import { createDevis } from "~/features/devis/devis.server";
import { draftFromRequest } from "~/features/devis/prefill.server";
import { sendDevis } from "~/features/devis/send.server";
import { DEFAULT_DEVIS_SETTINGS } from "~/features/devis/settings.server";
import { checkDraft } from "~/features/devis/validate.server";
import { leadMetadata } from "./rows";

export const DEVIS_KEYS = { secret: "s".repeat(40), publicUrl: "https://africaclean.tg" };
export const DEVIS_IDENTITY = { company: DEFAULT_COMPANY, registration: "RCCM TG-LOM 2020 B 1234" };

/** A quote request as the form stores it, with the instant estimate the visitor saw. */
export async function insertQuoteRequest(
  database: AppDatabase,
  { reference = "DV-2026-0042", email = "kofi@example.tg", locale = "fr" } = {},
) {
  const id = randomUUID();
  await database.db
    .insertInto("quote_requests")
    .values({
      id,
      reference,
      first_name: "Kofi",
      last_name: "Agbo",
      email,
      phone: "+228 90 12 34 56",
      company: "Clinique du Golfe",
      service_type: "nettoie-pro",
      area: "120",
      frequency: null,
      description: "Bureaux",
      budget: null,
      urgency: null,
      estimate: JSON.stringify({ item: "zone1", quantity: 120, frequency: "ponctuel" }),
      ...leadMetadata({ locale }),
    })
    .execute();
  return database.db
    .selectFrom("quote_requests")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

/** A devis made from a stored request as the editor makes it, then sent; its id and link token. */
export async function sendDevisForRequest(
  database: AppDatabase,
  request: Awaited<ReturnType<typeof insertQuoteRequest>>,
  now = new Date(),
) {
  const draft = draftFromRequest(
    request,
    DEFAULT_PRICE_SECTIONS,
    DEFAULT_DEVIS_SETTINGS,
    true,
    now,
  );
  // A request that named no size leaves its line unpriced: the team prices it itself.
  draft.lines = draft.lines.map((line) => ({ ...line, price: line.price || "45000" }));
  const checked = checkDraft(draft, {
    grid: DEFAULT_PRICE_SECTIONS,
    settings: DEFAULT_DEVIS_SETTINGS,
    acceptedBefore: false,
    now,
  });
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  const { id } = await createDevis(database, checked.input, null);
  const sent = await sendDevis(database, id, null, DEVIS_KEYS, DEVIS_IDENTITY, now);
  if (!sent.ok) throw new Error(sent.reason);
  return { id, token: new URL(sent.url).pathname.split("/").pop()! };
}

/** A devis made from a new request as the editor makes it, then sent; its id and link token. */
export async function sentDevisFor(
  database: AppDatabase,
  options: Parameters<typeof insertQuoteRequest>[1] = {},
  now = new Date(),
) {
  const request = await insertQuoteRequest(database, options);
  return { ...(await sendDevisForRequest(database, request, now)), request };
}

/** The client's yes, stored as it is (without its PDF); the devis's total in FCFA. */
export async function markAccepted({ db }: AppDatabase, id: string): Promise<number> {
  await db
    .updateTable("devis")
    .set({ status: "accepted", answered_at: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
  const { total } = await db
    .selectFrom("devis")
    .select("total")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return Number(total);
}
