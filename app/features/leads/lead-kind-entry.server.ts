import { sql, type Kysely, type Selectable, type Transaction, type UpdateObject } from "kysely";
import type { PriceSection } from "~/content/pricing";
import { nowIso } from "~/db/db.server";
import type { Database, InboxTable, LeadTable } from "~/db/schema";
import type { SiteData } from "~/features/company/index.server";
import type { Locale } from "~/i18n/locale";
import type { readAttribution } from "./attribution.server";
import type { Fields } from "./emails";
import type { LeadKind, LeadType } from "./lead-kind";
import type { KindCells } from "./leads-csv";
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
 * Everything that makes one lead form: what it accepts, where it is stored, how its e-mails
 * describe it and what an erasure clears. The pipeline (leads.server.ts: guards, validation,
 * idempotency, rate limit, one transaction, the outbox) is the same for every form and knows
 * nothing else about them. An inbox kind also says how the team reads it (`inbox`).
 */
export type LeadKindEntry<
  K extends LeadKind,
  Stored extends StoredRow = StoredRow,
  T extends LeadTable = LeadTable,
> = FormEntry<K, Stored, T> &
  (K extends LeadType ? { inbox: InboxHooks<Extract<T, InboxTable>> } : { inbox?: undefined });

interface FormEntry<K extends LeadKind, Stored extends StoredRow, T extends LeadTable> {
  /** The authority on what is accepted (the browser checks the same schema before sending). */
  schema: (typeof LEAD_SCHEMAS)[K];
  /** The table the lead is stored in (with a unique `submission_token`) */
  table: T;
  /**
   * The reference of a lead already stored under this idempotency key, for forms that give one
   * (the same submission sent twice is answered with the same reference).
   */
  findReference?(db: Kysely<Database>, key: string): Promise<string | undefined>;
  /** Maps the checked input to its row and stores it, inside the lead's transaction. */
  insert(trx: Transaction<Database>, input: LeadInput<K>, meta: LeadMeta): Promise<Stored>;
  /** What the success answer carries beyond the reference (the quote's service, for WhatsApp). */
  answer?(input: LeadInput<K>): { serviceType?: string };
  /** What an erasure writes over the person's fields (docs/product/privacy.md). */
  erased: UpdateObject<Database, T>;
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

/**
 * How the team reads a stored lead of one kind: the inbox, its page, the CSV export, the person's
 * file. Its shared columns (`InboxLeadColumns`) need nothing here; these are its own.
 */
export interface InboxHooks<T extends InboxTable> {
  /** Its columns under the inbox's names (the list shows and searches them). */
  columns: {
    service: keyof Database[T] & string;
    body: keyof Database[T] & string;
    reference: (keyof Database[T] & string) | null;
  };
  /** Every field of its page, in words, in the reader's language. */
  page(row: Selectable<Database[T]>, grid: readonly PriceSection[], locale: Locale): Fields;
  /** One field set apart under the others, as [label, text] (the quote's instant estimate). */
  highlight?(
    row: Selectable<Database[T]>,
    grid: readonly PriceSection[],
    locale: Locale,
  ): [string, string] | null;
  /** The export's columns it fills beyond the shared ones. */
  csv(row: Selectable<Database[T]>, grid: readonly PriceSection[], locale: Locale): KindCells;
  /** The row as the person's file shows it (stored JSON read back); as stored otherwise. */
  personal?(row: Selectable<Database[T]>): object;
}

/** What an erasure writes over the shared identity of an inbox lead. */
export const ERASED_IDENTITY = {
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  company: null,
  // An external address may carry click identifiers; the campaign tags (utm_*) stay.
  referrer: null,
  ip_hash: null,
  user_agent: null,
  submission_token: erasedToken(),
} as const;

/**
 * The idempotency key hashes what the visitor typed: replaced by a value that says nothing and
 * stays unique (the column has a unique index).
 */
export function erasedToken() {
  return sql<string>`'anonymised-' || id`;
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
    landing: meta.landing?.split("?")[0]?.slice(0, 200) || null,
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
