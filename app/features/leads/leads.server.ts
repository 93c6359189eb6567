import { createHash, randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { isDatabaseBusy } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { Locale } from "~/i18n/locale";
import { headerText } from "~/lib/clean-text";
import { log } from "~/lib/logger.server";
import { getSiteData } from "~/features/company/index.server";
import { getRuntime, type AppRuntime } from "~/runtime/runtime.server";
import { readAttribution } from "./attribution.server";
import { queueLeadEmails } from "./lead-emails.server";
import type { LeadKind } from "./lead-kind";
import type { LeadInput, LeadKindEntry, LeadMeta, StoredRow } from "./lead-kind-entry.server";
import { leadKinds } from "./lead-kinds.server";
import type { ServerLeadResult } from "./lead-result";
import type { FormErrorCode } from "./messages";
import { hitRateLimit } from "./rate-limit.server";
import type { FieldErrors } from "./form-codes";
import { readLeadForm } from "./schemas";

export type { LeadKind } from "./lead-kind";
export type { LeadMeta } from "./lead-kind-entry.server";

/** A person needs more than this to fill in a form; bots post at once. */
export const MIN_FILL_MS = 2_500;

interface SubmitArgs {
  kind: LeadKind;
  /** The posted form; undefined when the body was not a form (`postedForm`). */
  formData: FormData | undefined;
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
  formData: posted,
  request,
  locale,
  clientIp,
  runtime: given,
}: SubmitArgs): Promise<{ result: ServerLeadResult; httpStatus: number }> {
  const runtime = given ?? (await getRuntime());
  const entry = leadKinds[kind];
  const formData = posted ?? new FormData();
  const read = await readLeadForm(kind, formData);
  // The form's own fields as read (cleaned): echoed into the page on errors.
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(read.values))
    if (name in entry.schema.shape && typeof value === "string") values[name] = value;
  const token = validToken(formData.get("_token")) ?? randomUUID();
  const next = { token: randomUUID(), startedAt: Date.now() };
  const fail = (
    httpStatus: number,
    formError?: FormErrorCode,
    errors: FieldErrors = {},
  ): { httpStatus: number; result: ServerLeadResult } => ({
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

  if (!posted) return fail(400, "EMPTY");
  if (String(formData.get("website") ?? "").trim()) {
    log.warn("lead refused: honeypot filled", { kind });
    return fail(400, "BLOCKED");
  }
  const started = Number(formData.get("_started"));
  if (!Number.isFinite(started) || Date.now() - started < MIN_FILL_MS) return fail(400, "TOO_FAST");
  if (Object.values(values).every((v) => !v.trim())) return fail(400, "EMPTY");

  if (!read.ok) return fail(400, undefined, read.problems);
  // No address: the page is the acknowledgement, and says the answer comes by WhatsApp or phone.
  const reply = (read.data as { email: string }).email ? {} : { noEmail: true };

  // The same form sent again (double click, retried POST) is the same token with the same
  // content. A cached page hands one token to every visitor, so the token alone would merge two
  // people's messages: the stored key covers both (docs/decisions/017-page-cache.md).
  const key = submissionKey(kind, token, read.data);
  const existing = await findByToken(runtime, kind, key);
  if (existing)
    return {
      httpStatus: 200,
      result: { status: "success", reference: existing.reference, ...reply, ...next },
    };

  const ipHash = createHash("sha256")
    .update(`${runtime.config.AUTH_SECRET}:${clientIp}`)
    .digest("hex")
    .slice(0, 32);
  const meta: LeadMeta = {
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
    const stored = await runtime.database.db.transaction().execute(async (trx) => {
      if (await hitRateLimit(trx, `${kind}:${ipHash}`)) throw new RateLimited();
      // TypeScript cannot tie `entry` to `read.data` (both follow `kind`): the schema that
      // produced the input is the entry's own.
      return storeLead(
        trx,
        kind,
        entry as LeadKindEntry<LeadKind>,
        read.data as never,
        meta,
        runtime,
      );
    });
    runtime.outbox.kick();
    const { reference } = stored;
    log.info("lead stored", { kind, reference });
    const answer = entry.answer?.(read.data as never) ?? {};
    return {
      httpStatus: 200,
      result: { status: "success", reference, ...answer, ...reply, ...next },
    };
  } catch (error) {
    if (error instanceof RateLimited) return fail(429, "RATE_LIMITED");
    if (isUniqueViolation(error)) {
      // The same submission arrived twice at once: the other request stored it.
      const again = await findByToken(runtime, kind, key);
      if (again)
        return {
          httpStatus: 200,
          result: { status: "success", reference: again.reference, ...reply, ...next },
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

/** Stores the lead through its form's entry and queues its e-mails, in the same transaction. */
async function storeLead<K extends LeadKind, S extends StoredRow>(
  trx: Transaction<Database>,
  kind: K,
  entry: LeadKindEntry<K, S>,
  input: LeadInput<K>,
  meta: LeadMeta,
  { config }: AppRuntime,
): Promise<S> {
  const stored = await entry.insert(trx, input, meta);
  await queueLeadEmails(trx, config, meta, { kind, entry, input, stored });
  return stored;
}

async function findByToken(
  { database: { db } }: AppRuntime,
  kind: LeadKind,
  token: string,
): Promise<{ reference?: string } | undefined> {
  const { findReference, table } = leadKinds[kind];
  if (findReference) {
    const reference = await findReference(db, token);
    return reference === undefined ? undefined : { reference };
  }
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
