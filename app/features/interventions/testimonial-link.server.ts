import { randomUUID } from "node:crypto";
import { nowIso, type AppDatabase } from "~/db/db.server";
import { queueEmail } from "~/features/mail/index.server";
import { fillTemplate } from "~/i18n/template";
import { interventionWords, words } from "~/i18n/words/interventions";
import { recordIntervention } from "./booking.server";
import { hashTestimonialToken, serviceOf } from "./jobs.server";

/** The private link's token: 192 random bits, as the devis link's. */
export const TESTIMONIAL_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export const TESTIMONIAL_LIMITS = { name: 100, text: 2000, minText: 10 } as const;

/** Who hears of a testimonial sent through a link: the team's address, in French as every notice. */
export interface TeamNotice {
  to: string;
  company: string;
  adminUrl: string;
}

function teamEmail(input: TestimonialInput & { reference: string }, notify: TeamNotice) {
  const w = words("fr", interventionWords).admin.teamMail;
  const subject = fillTemplate(w.subject, { ...input, company: notify.company });
  const rating = fillTemplate(w.rating, { rating: input.rating });
  const open = fillTemplate(w.open, { url: notify.adminUrl });
  return { subject, text: `${subject}\n\n${rating}\n\n${input.text}\n\n${open}\n` };
}

export type LinkState =
  | { state: "unknown" }
  | { state: "used" }
  | { state: "open"; devisId: string; name: string; service: string; reference: string };

/** What the link opens: the form pre-filled, a "thank you, already received", or nothing. */
export async function openTestimonialLink(
  database: AppDatabase,
  token: string,
): Promise<LinkState> {
  if (!TESTIMONIAL_TOKEN.test(token)) return { state: "unknown" };
  const row = await database.db
    .selectFrom("testimonial_requests as r")
    .innerJoin("devis as d", "d.id", "r.devis_id")
    .select([
      "r.devis_id",
      "r.used_at",
      "d.client_name",
      "d.number",
      "d.version",
      "d.anonymised_at",
    ])
    .where("r.token_hash", "=", hashTestimonialToken(token))
    .executeTakeFirst();
  if (!row || row.anonymised_at) return { state: "unknown" };
  if (row.used_at) return { state: "used" };
  return {
    state: "open",
    devisId: row.devis_id,
    name: row.client_name,
    service: await serviceOf(database.db, row.devis_id),
    reference: row.version > 1 ? `${row.number}-v${row.version}` : row.number,
  };
}

export interface TestimonialInput {
  name: string;
  rating: number;
  text: string;
}

/**
 * Stores the testimonial pending moderation, tagged with its devis, and spends the link, in one
 * transaction: a second send of the same form finds the link used and stores nothing.
 */
export async function submitTestimonial(
  database: AppDatabase,
  token: string,
  input: TestimonialInput,
  meta: { locale: string; userAgent: string | null },
  notify?: TeamNotice,
): Promise<"stored" | "used" | "unknown"> {
  const opened = await openTestimonialLink(database, token);
  if (opened.state !== "open") return opened.state;
  const at = nowIso();
  return database.db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable("testimonial_requests")
      .set({ used_at: at })
      .where("token_hash", "=", hashTestimonialToken(token))
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return "used" as const;
    const devis = await trx
      .selectFrom("devis")
      .select(["client_email", "client_phone"])
      .where("id", "=", opened.devisId)
      .executeTakeFirstOrThrow();
    const id = randomUUID();
    await trx
      .insertInto("testimonials")
      .values({
        id,
        created_at: at,
        updated_at: at,
        status: "pending",
        approved_at: null,
        locale: meta.locale,
        name: input.name,
        email: devis.client_email,
        phone: devis.client_phone || null,
        rating: input.rating,
        content: input.text,
        company: null,
        role: null,
        service: opened.service || null,
        location: null,
        ip_hash: null,
        user_agent: meta.userAgent?.slice(0, 300) ?? null,
        submission_token: randomUUID(),
        devis_id: opened.devisId,
      })
      .execute();
    if (notify?.to)
      await queueEmail(trx, {
        kind: "testimonial-received",
        to: notify.to,
        ...teamEmail({ ...input, reference: opened.reference }, notify),
        relatedType: "testimonial",
        relatedId: id,
      });
    await recordIntervention(
      trx,
      null,
      "intervention.testimonial",
      opened.devisId,
      { devis: opened.reference, testimonial: id },
      at,
      "devis",
    );
    return "stored" as const;
  });
}
