import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { AppDatabase } from "~/db/db.server";
import { nowIso } from "~/db/db.server";
import type { TestimonialsTable } from "~/db/schema";
import type { Locale } from "~/i18n/locale";
import { editPublicContent } from "~/features/company/index.server";
import { pageWithin } from "~/lib/paging";

/** What the home carousel shows of an approved testimonial (never the e-mail or phone). */
export interface PublicTestimonial {
  id: string;
  name: string;
  company: string | null;
  role: string | null;
  content: string;
  rating: number;
  service: string | null;
  location: string | null;
  /** The language it was written in, so the page can mark it (lang) for screen readers. */
  locale: string;
}

/**
 * Approved testimonials for the home carousel: those written in the page's language first, then
 * the others; newest approval first within each. One erased at its author's request
 * (docs/product/privacy.md#on-request) is no longer shown.
 */
export async function listApprovedTestimonials(
  { db }: AppDatabase,
  locale: Locale,
  limit = 12,
): Promise<PublicTestimonial[]> {
  return db
    .selectFrom("testimonials")
    .select(["id", "name", "company", "role", "content", "rating", "service", "location", "locale"])
    .where("status", "=", "approved")
    .where("anonymised_at", "is", null)
    .orderBy(sql`case when locale = ${locale} then 0 else 1 end`)
    .orderBy("approved_at", "desc")
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
}

type DemoTestimonial = Pick<
  TestimonialsTable,
  "name" | "company" | "role" | "content" | "rating" | "service" | "location" | "locale"
>;

/** Invented demo testimonials for a fresh install; the company replaces them with real ones. */
const DEMO: DemoTestimonial[] = [
  {
    name: "Afi K.",
    company: "Cabinet médical Les Palmiers",
    role: "Responsable administrative",
    service: "sante-pro",
    location: "Lomé, Tokoin",
    rating: 5,
    locale: "fr",
    content:
      "Désinfection complète de nos salles de consultation en une soirée, sans interrompre l'activité du lendemain. Équipe ponctuelle, protocole clair et rapport remis le jour même.",
  },
  {
    name: "Komlan A.",
    company: "Résidence Bè-Plage",
    role: "Syndic",
    service: "nettoie-pro",
    location: "Lomé, Bè",
    rating: 5,
    locale: "fr",
    content:
      "Contrat mensuel pour les parties communes depuis un an : les escaliers et les halls n'ont jamais été aussi propres, et les produits utilisés ne sentent pas le chlore.",
  },
  {
    name: "Mawuena D.",
    company: null,
    role: "Particulière",
    service: "natura-potager",
    location: "Agoè",
    rating: 4,
    locale: "fr",
    content:
      "Ils ont créé un petit potager bio derrière la maison et m'ont appris à l'entretenir. Trois mois après, nous mangeons nos propres tomates et légumes feuilles.",
  },
  {
    name: "Edem T.",
    company: "Association Jeunesse Active",
    role: "Organisateur",
    service: "eco-event",
    location: "Lomé, Kégué",
    rating: 5,
    locale: "fr",
    content:
      "Pour notre festival de 2 000 personnes, le tri des déchets a été impeccable : poubelles bien placées, bénévoles formés et site rendu propre le soir même.",
  },
  {
    name: "Sarah M.",
    company: "Guesthouse Les Cocotiers",
    role: "Manager",
    service: "nettoie-pro",
    location: "Lomé, Adidogomé",
    rating: 5,
    locale: "en",
    content:
      "Reliable weekly cleaning for our twelve rooms. The team is discreet with guests, and the biodegradable products were a plus for our eco-minded visitors.",
  },
];

/** Seeds the demo testimonials (marked as demo) into an empty table only. */
export async function seedDemoTestimonials({ db }: AppDatabase): Promise<number> {
  const existing = await db
    .selectFrom("testimonials")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) return 0;
  const base = Date.now();
  await db
    .insertInto("testimonials")
    .values(
      DEMO.map((t, i) => {
        const at = nowIso(new Date(base - i * 86_400_000));
        return {
          ...t,
          id: randomUUID(),
          email: "demo@africaclean.tg",
          phone: null,
          status: "approved" as const,
          approved_at: at,
          created_at: at,
          updated_at: at,
          ip_hash: null,
          user_agent: "seed",
          submission_token: `seed-${i}`,
          is_demo: 1,
        };
      }),
    )
    // Processes starting together on one database both find the table empty: one set wins.
    .onConflict((oc) => oc.column("submission_token").doNothing())
    .execute();
  return DEMO.length;
}

export type ModerationStatus = "pending" | "approved" | "rejected";

/** Testimonials per page of moderation: each is a form to read and correct, so fewer than 100. */
export const MODERATION_PAGE_SIZE = 50;

/**
 * One page of the testimonials in one moderation state, newest first (then by id), and how many
 * there are (for the admin). One whose personal data was cleared (retention or an erasure) has no
 * words left to review, so it is not listed, counted as waiting, or publishable.
 */
export async function listTestimonialsByStatus(
  { db }: AppDatabase,
  status: ModerationStatus,
  { page = 1, pageSize = MODERATION_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
) {
  const inState = db
    .selectFrom("testimonials")
    .where("status", "=", status)
    .where("anonymised_at", "is", null);
  const counted = await inState
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const shown = pageWithin(page, total, pageSize);
  const items = await inState
    .select([
      "id",
      "created_at",
      "name",
      "email",
      "phone",
      "rating",
      "content",
      "company",
      "role",
      "service",
      "location",
      "locale",
      "status",
      // The devis it was asked for (decision 049), shown to the moderator.
      (eb) =>
        eb
          .selectFrom("devis")
          .select("devis.number")
          .whereRef("devis.id", "=", "testimonials.devis_id")
          .as("devis_number"),
    ])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset(shown.offset)
    .execute();
  return { items, total, page: shown.page, pageSize };
}

/** Approving puts it on the home carousel at once (the content version drops cached pages). */
export async function moderateTestimonial(
  database: AppDatabase,
  id: string,
  status: ModerationStatus,
): Promise<boolean> {
  const now = nowIso();
  const result = await editPublicContent(database, (db) =>
    db
      .updateTable("testimonials")
      .set({ status, updated_at: now, approved_at: status === "approved" ? now : null })
      .where("id", "=", id)
      .where("anonymised_at", "is", null)
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) === 1;
}

/** What a moderator may correct before publishing: the words, who says them, and their language. */
export interface TestimonialRevision {
  name: string;
  content: string;
  rating: number;
  locale: "fr" | "en";
  company: string | null;
  role: string | null;
  service: string | null;
  location: string | null;
}

/**
 * Saves a moderator's corrections and, when given, the new status, in one statement: "Approve"
 * publishes exactly what was typed in the form.
 */
export async function reviseTestimonial(
  database: AppDatabase,
  id: string,
  revision: Partial<TestimonialRevision>,
  status?: ModerationStatus,
): Promise<boolean> {
  const now = nowIso();
  const result = await editPublicContent(database, (db) =>
    db
      .updateTable("testimonials")
      .set({
        ...revision,
        updated_at: now,
        ...(status ? { status, approved_at: status === "approved" ? now : null } : {}),
      })
      .where("id", "=", id)
      .where("anonymised_at", "is", null)
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) === 1;
}
