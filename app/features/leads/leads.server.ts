import { createHash, randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { estimatePrice, findPriceItem } from "~/content/pricing";
import { isDatabaseBusy, nowIso } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { Locale } from "~/i18n/locale";
import { cleanText, headerText } from "~/lib/clean-text";
import { log } from "~/runtime/logger.server";
import { getSiteData, type SiteData } from "~/features/site/site-data.server";
import { getRuntime, type AppRuntime } from "~/runtime/runtime.server";
import { readAttribution } from "./attribution.server";
import { queueLeadEmails } from "./lead-emails.server";
import type { FormErrorCode } from "./messages";
import { hitRateLimit } from "./rate-limit.server";
import {
  contactSchema,
  fieldErrors,
  quoteSchema,
  testimonialSchema,
  type ContactInput,
  type FieldErrors,
  type QuoteInput,
  type TestimonialInput,
} from "./schemas";

export type LeadKind = "contact" | "quote" | "testimonial";

/** What every lead form's action answers (as action data, with the HTTP status beside it). */
export type LeadResult =
  | {
      status: "success";
      reference?: string;
      serviceType?: string;
      token: string;
      startedAt: number;
    }
  | {
      status: "error";
      fieldErrors: FieldErrors;
      formError?: FormErrorCode;
      token: string;
      startedAt: number;
      values: Record<string, string>;
    };

/** A person needs more than this to fill in a form; bots post at once. */
export const MIN_FILL_MS = 2_500;
const FIELDS: Record<LeadKind, readonly string[]> = {
  contact: [
    "firstName",
    "lastName",
    "email",
    "phone",
    "company",
    "subject",
    "service",
    "message",
    "urgency",
  ],
  quote: [
    "firstName",
    "lastName",
    "email",
    "phone",
    "company",
    "serviceType",
    "area",
    "frequency",
    "description",
    "budget",
    "urgency",
    "estimateItem",
    "estimateQuantity",
  ],
  testimonial: ["name", "email", "rating", "testimonial", "phone"],
};

interface SubmitArgs {
  kind: LeadKind;
  formData: FormData;
  request: Request;
  locale: Locale;
  clientIp: string;
  /** The process's runtime unless given (tests pass one on their own database). */
  runtime?: AppRuntime;
}

/**
 * The one path every lead takes: spam checks, validation, then ONE transaction that stores the
 * lead and queues its e-mails; sending happens afterwards (outbox). Bad input is answered with
 * a 4xx and codes the page turns into sentences; nothing half-stored, nothing lost.
 */
export async function submitLead({
  kind,
  formData,
  request,
  locale,
  clientIp,
  runtime: given,
}: SubmitArgs): Promise<{ result: LeadResult; httpStatus: number }> {
  const runtime = given ?? (await getRuntime());
  const values: Record<string, string> = {};
  // Cleaned here too, not only by the schema: these values are echoed into the page on errors.
  for (const name of FIELDS[kind]) {
    const v = formData.get(name);
    if (typeof v === "string") values[name] = cleanText(v);
  }
  const token = validToken(formData.get("_token")) ?? randomUUID();
  const next = { token: randomUUID(), startedAt: Date.now() };
  const fail = (httpStatus: number, formError?: FormErrorCode, errors: FieldErrors = {}) => ({
    httpStatus,
    // Keep the token on errors: the corrected form is the same submission.
    result: {
      status: "error" as const,
      fieldErrors: errors,
      formError,
      token,
      startedAt: Number(formData.get("_started")) || next.startedAt,
      values,
    },
  });

  if (String(formData.get("website") ?? "").trim()) {
    log.warn("lead refused: honeypot filled", { kind });
    return fail(400, "BLOCKED");
  }
  const started = Number(formData.get("_started"));
  if (!Number.isFinite(started) || Date.now() - started < MIN_FILL_MS) return fail(400, "TOO_FAST");
  if (Object.values(values).every((v) => !v.trim())) return fail(400, "EMPTY");

  const schema = { contact: contactSchema, quote: quoteSchema, testimonial: testimonialSchema }[
    kind
  ];
  const parsed = schema.safeParse(values);
  if (!parsed.success) return fail(400, undefined, fieldErrors(parsed.error));

  // The same form sent again (double click, retried POST) is the same token with the same
  // content. A cached page hands one token to every visitor, so the token alone would merge two
  // people's messages: the stored key covers both (docs/decisions/017-page-cache.md).
  const key = submissionKey(kind, token, parsed.data);
  const existing = await findByToken(runtime, kind, key);
  if (existing)
    return {
      httpStatus: 200,
      result: { status: "success", reference: existing.reference, ...next },
    };

  const ipHash = createHash("sha256")
    .update(`${runtime.config.AUTH_SECRET}:${clientIp}`)
    .digest("hex")
    .slice(0, 32);
  const meta = {
    ...readAttribution(request),
    sourcePage: sourcePage(request),
    ipHash,
    userAgent: headerText(request.headers, "user-agent", 300),
    locale,
    token: key,
    // Identity, notification address and prices as the owner set them (read before the
    // transaction: on SQLite the one connection is busy inside it).
    site: await getSiteData(runtime.database),
  };
  try {
    const reference = await runtime.database.db.transaction().execute(async (trx) => {
      if (await hitRateLimit(trx, `${kind}:${ipHash}`)) throw new RateLimited();
      return store[kind](trx, parsed.data as never, meta, runtime);
    });
    runtime.outbox.kick();
    log.info("lead stored", { kind, reference });
    const serviceType = kind === "quote" ? (parsed.data as QuoteInput).serviceType : undefined;
    return { httpStatus: 200, result: { status: "success", reference, serviceType, ...next } };
  } catch (error) {
    if (error instanceof RateLimited) return fail(429, "RATE_LIMITED");
    if (isUniqueViolation(error)) {
      // The same submission arrived twice at once: the other request stored it.
      const again = await findByToken(runtime, kind, key);
      if (again)
        return {
          httpStatus: 200,
          result: { status: "success", reference: again.reference, ...next },
        };
    }
    if (isDatabaseBusy(error)) {
      // Another process kept the database locked: nothing was written, the visitor may retry.
      log.warn("lead not stored: database busy", { kind });
      return fail(503, "UNAVAILABLE");
    }
    log.error("lead not stored", { kind, error });
    return fail(503, "SERVER_ERROR");
  }
}

class RateLimited extends Error {}

/** Where and how a lead arrived: stored with it, and listed in the team's notification. */
export type LeadMeta = ReturnType<typeof readAttribution> & {
  sourcePage: string | null;
  ipHash: string;
  userAgent: string | null;
  locale: Locale;
  token: string;
  site: SiteData;
};

function leadMeta(meta: LeadMeta) {
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

const store: {
  [K in LeadKind]: (
    trx: Transaction<Database>,
    input: never,
    meta: LeadMeta,
    runtime: AppRuntime,
  ) => Promise<string | undefined>;
} = {
  async contact(trx, input: ContactInput, meta, { config }) {
    const id = randomUUID();
    const row = {
      id,
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      phone: input.phone,
      company: input.company ?? null,
      subject: input.subject ?? null,
      service: input.service ?? null,
      message: input.message,
      urgency: input.urgency ?? null,
      ...leadMeta(meta),
    };
    await trx.insertInto("contact_messages").values(row).execute();
    await queueLeadEmails(trx, config, meta, { kind: "contact", id, input });
    return undefined;
  },
  async quote(trx, input: QuoteInput, meta, { config }) {
    const id = randomUUID();
    const reference = await nextQuoteReference(trx);
    const estimate =
      input.estimateItem && input.estimateQuantity
        ? {
            item: input.estimateItem,
            quantity: input.estimateQuantity,
            frequency: input.frequency ?? "ponctuel",
            ...estimatePrice({
              item: findPriceItem(meta.site.prices, input.estimateItem),
              quantity: input.estimateQuantity,
              frequency: input.frequency,
            }),
          }
        : null;
    await trx
      .insertInto("quote_requests")
      .values({
        id,
        reference,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        phone: input.phone,
        company: input.company ?? null,
        service_type: input.serviceType,
        area: input.area ?? null,
        frequency: input.frequency ?? null,
        description: input.description,
        budget: input.budget ?? null,
        urgency: input.urgency ?? null,
        estimate: estimate ? JSON.stringify(estimate) : null,
        ...leadMeta(meta),
      })
      .execute();
    await queueLeadEmails(trx, config, meta, { kind: "quote", id, input, reference, estimate });
    return reference;
  },
  async testimonial(trx, input: TestimonialInput, meta, { config }) {
    const id = randomUUID();
    const now = nowIso();
    await trx
      .insertInto("testimonials")
      .values({
        id,
        created_at: now,
        updated_at: now,
        status: "pending",
        approved_at: null,
        locale: meta.locale,
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        rating: input.rating,
        content: input.testimonial,
        company: null,
        role: null,
        service: null,
        location: null,
        ip_hash: meta.ipHash,
        user_agent: meta.userAgent,
        submission_token: meta.token,
      })
      .execute();
    await queueLeadEmails(trx, config, meta, { kind: "testimonial", id, input });
    return undefined;
  },
};

/** DV-2026-0042: a yearly counter, incremented inside the quote's transaction. */
async function nextQuoteReference(trx: Transaction<Database>): Promise<string> {
  const year = new Date().getUTCFullYear();
  const { value } = await trx
    .insertInto("counters")
    .values({ name: `quote-${year}`, value: 1 })
    .onConflict((oc) =>
      oc.column("name").doUpdateSet((eb) => ({ value: eb(eb.ref("counters.value"), "+", 1) })),
    )
    .returning("value")
    .executeTakeFirstOrThrow();
  return `DV-${year}-${String(value).padStart(4, "0")}`;
}

async function findByToken(
  { database: { db } }: AppRuntime,
  kind: LeadKind,
  token: string,
): Promise<{ reference?: string } | undefined> {
  if (kind === "quote") {
    const row = await db
      .selectFrom("quote_requests")
      .select("reference")
      .where("submission_token", "=", token)
      .executeTakeFirst();
    return row && { reference: row.reference };
  }
  const table = kind === "contact" ? "contact_messages" : "testimonials";
  const row = await db
    .selectFrom(table)
    .select("id")
    .where("submission_token", "=", token)
    .executeTakeFirst();
  return row && {};
}

/** The stored idempotency key: the form's token and what was sent with it. */
function submissionKey(kind: LeadKind, token: string, data: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify([kind, token, data]))
    .digest("base64url")
    .slice(0, 43);
}

function validToken(value: FormDataEntryValue | null): string | undefined {
  return typeof value === "string" && /^[A-Za-z0-9-]{16,64}$/.test(value) ? value : undefined;
}

function sourcePage(request: Request): string | null {
  const referer = request.headers.get("referer");
  try {
    const url = referer ? new URL(referer) : new URL(request.url);
    return url.host === new URL(request.url).host
      ? (url.pathname + url.search).slice(0, 300)
      : new URL(request.url).pathname;
  } catch {
    return null;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === "23505" ||
    e?.code === "SQLITE_CONSTRAINT_UNIQUE" ||
    /UNIQUE constraint failed/.test(e?.message ?? "")
  );
}
