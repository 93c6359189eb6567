import { randomUUID } from "node:crypto";
import { DEFAULT_COMPANY } from "~/content/company";
import type { AppDatabase } from "~/db/db.server";
import { markAccepted, sentDevisFor } from "./devis";

/** What every intervention step is given in the tests. */
export const STEP = { userId: null, company: DEFAULT_COMPANY, host: "africaclean.tg" } as const;

/** A team member as the admin's Team screen stores one. */
export async function addMember(database: AppDatabase, name: string): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await database.db
    .insertInto("team_members")
    .values({
      id,
      position: 0,
      name,
      role_fr: "Agent",
      role_en: "Agent",
      photo_media_id: null,
      photo_builtin: null,
      phone: null,
      email: null,
      education_fr: "",
      education_en: "",
      training_fr: "",
      training_en: "",
      experience_fr: "",
      experience_en: "",
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** A devis sent and accepted by its client: its id, number and link token. */
export async function acceptedDevis(
  database: AppDatabase,
  options: { reference?: string; email?: string; locale?: string } = {},
) {
  const sent = await sentDevisFor(database, options);
  await markAccepted(database, sent.id);
  return sent;
}

/** A slot in UTC of `minutes` from a Lomé-time ISO start (Lomé is UTC+0). */
export const slotAt = (
  start: string,
  minutes: number,
  members: string[],
  address = "Rue 12, Bè",
) => ({
  startsAt: new Date(start).toISOString(),
  endsAt: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  address,
  notes: "Portail vert",
  members,
});

/** The outbox's messages about one intervention, with their files. */
export async function mailsOf(database: AppDatabase, relatedId: string) {
  const mails = await database.db
    .selectFrom("email_outbox")
    .select(["id", "kind", "to_address", "subject", "text_body"])
    .where("related_id", "=", relatedId)
    .orderBy("created_at")
    .execute();
  const files = await database.db
    .selectFrom("email_attachments")
    .select(["email_id", "filename", "content_type", "content"])
    .where("email_id", "in", mails.length ? mails.map((m) => m.id) : [""])
    .execute();
  return mails.map((m) => ({
    ...m,
    files: files
      .filter((f) => f.email_id === m.id)
      .map((f) => ({ ...f, text: Buffer.from(f.content).toString("utf8") })),
  }));
}

/** The work of a devis done, as the balance invoice asks: one intervention, marked done. */
export async function workDoneFor({ db }: AppDatabase, devisId: string, on = "2026-03-10") {
  const at = `${on}T08:00:00.000Z`;
  await db
    .insertInto("interventions")
    .values({
      id: crypto.randomUUID(),
      devis_id: devisId,
      status: "done",
      starts_at: at,
      ends_at: `${on}T10:00:00.000Z`,
      address: "",
      notes: "",
      sequence: 0,
      created_by: null,
      created_at: at,
      updated_at: at,
      planned_at: at,
      done_at: at,
      cancelled_at: null,
      reminded_at: null,
      anonymised_at: null,
    })
    .execute();
}
