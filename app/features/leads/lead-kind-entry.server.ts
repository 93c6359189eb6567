import type { Kysely, Transaction } from "kysely";
import { nowIso } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { SiteData } from "~/features/company/index.server";
import type { Locale } from "~/i18n/locale";
import type { readAttribution } from "./attribution.server";
import type { Fields } from "./emails";
import type { LeadKind } from "./lead-kind";
import type { LEAD_SCHEMAS } from "./schemas";
import type * as z from "zod/mini";

/** Where and how a lead arrived: stored with it, and listed in the team's notification. */
export type LeadMeta = ReturnType<typeof readAttribution> & {
  sourcePage: string | null;
  ipHash: string;
  userAgent: string | null;
  locale: Locale;
  /** The stored idempotency key (the form's token and what was sent with it) */
  token: string;
  /** Identity, notification address and prices as the owner set them */
  site: SiteData;
};

/** What a form's schema lets through: the checked, cleaned input its entry stores. */
export type LeadInput<K extends LeadKind> = z.output<(typeof LEAD_SCHEMAS)[K]>;

/** A stored lead: its id, and the public reference a visitor is given, if the form has one. */
export interface StoredRow {
  id: string;
  reference?: string;
}

/**
 * Everything that makes one lead form: what it accepts, where it is stored, and how its e-mails
 * describe it. The pipeline (leads.server.ts: guards, validation, idempotency, rate limit, one
 * transaction, the outbox) is the same for every form and knows nothing else about them.
 */
export interface LeadKindEntry<K extends LeadKind, Stored extends StoredRow = StoredRow> {
  /** The authority on what is accepted (the browser checks the same schema before sending). */
  schema: (typeof LEAD_SCHEMAS)[K];
  /** The table the lead is stored in (with a unique `submission_token`) */
  table: "contact_messages" | "quote_requests" | "testimonials";
  /**
   * The reference of a lead already stored under this idempotency key, for forms that give one
   * (the same submission sent twice is answered with the same reference).
   */
  findReference?(db: Kysely<Database>, key: string): Promise<string | undefined>;
  /** Maps the checked input to its row and stores it, inside the lead's transaction. */
  insert(trx: Transaction<Database>, input: LeadInput<K>, meta: LeadMeta): Promise<Stored>;
  /** What the success answer carries beyond the reference (the quote's service, for WhatsApp). */
  answer?(input: LeadInput<K>): { serviceType?: string };
  /** Its e-mails: the team's notification and the visitor's acknowledgement. */
  emails: {
    /** Who the acknowledgement greets and goes to */
    visitor(input: LeadInput<K>): { name: string; email: string };
    /** The notification's subject after the kind: "DV-2026-0042 — Ama Mensah" */
    title(input: LeadInput<K>, stored: Stored): string;
    /** What was sent, in words and in one language (the team's, or the visitor's for the recap) */
    describe(input: LeadInput<K>, stored: Stored, meta: LeadMeta, locale: Locale): Fields;
    /** Where the team handles it in the admin */
    adminPath(stored: Stored): string;
    /** The notification's heading, in French (the team's language) */
    notification: string;
  };
}

/** The columns every contact message and quote request shares: status, language, origin. */
export function leadColumns(meta: LeadMeta) {
  const now = nowIso();
  return {
    created_at: now,
    updated_at: now,
    status: "new" as const,
    locale: meta.locale,
    source_page: meta.sourcePage,
    referrer: meta.referrer,
    utm_source: meta.utm_source,
    utm_medium: meta.utm_medium,
    utm_campaign: meta.utm_campaign,
    utm_term: meta.utm_term,
    utm_content: meta.utm_content,
    ip_hash: meta.ipHash,
    user_agent: meta.userAgent,
    submission_token: meta.token,
    assigned_to: null,
  };
}
