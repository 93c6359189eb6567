import { data, href } from "react-router";
import { plannedDates } from "~/features/interventions/index.server";
import * as z from "zod";
import type { AppDatabase } from "~/db/db.server";
import {
  answerDevis,
  findByToken,
  recordOpening,
  type AnswerOutcome,
  getDevis,
  devisCompany,
  devisPath,
  devisPdf,
  unprintable,
  unsealToken,
} from "~/features/devis/index.server";
import { devisReference, effectiveStatus } from "~/features/devis";
import { getSessionUser } from "~/features/auth/index.server";
import { getSiteData } from "~/features/company/index.server";
import { parseLocale, type Locale } from "~/i18n/locale";
import { postedForm, readForm, type Vocabulary } from "~/features/forms";
import { cleanLine, cleanText } from "~/lib/clean-text";
import { CachePolicy } from "~/lib/http-cache";
import { log } from "~/lib/logger.server";
import type { AppRuntime } from "~/runtime/runtime.server";

/**
 * The client's devis page, /devis/{token} (docs/product/sending-a-devis.md#the-clients-page):
 * the devis in the client's language, and its two answers. A token that opens nothing gets the
 * same plain 404 as any unknown file; the server's gate has already rate-limited the address.
 */
export function notFound(): never {
  throw new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CachePolicy.noStore },
  });
}

/** The page of the version that replaced this one, if it was sent (never a draft's). */
async function newerPage(database: AppDatabase, replacedBy: string | null, secret: string) {
  if (!replacedBy) return null;
  const newer = await getDevis(database, replacedBy);
  const token = newer && unsealToken(newer.devis.token_sealed, secret);
  return token ? devisPath(token, newer.devis.locale === "en" ? "en" : "fr") : null;
}

export async function loadClientDevis(
  { database, config }: AppRuntime,
  token: string,
  request: Request,
  address: string,
) {
  const found = await findByToken(database, token);
  if (!found) notFound();
  // Staff checking the link they sent are not the client opening it.
  const user = request.headers.has("cookie") ? await getSessionUser(request) : null;
  const byStaff = user?.role === "admin" || user?.role === "editor";
  await recordOpening(database, found.devis.id, address, new Date(), byStaff);
  const { devis, lines } = (await getDevis(database, found.devis.id))!;
  const site = await getSiteData(database);
  // The page's own words follow `?lng=` (the language switch); without it, the devis's language.
  const asked = parseLocale(new URL(request.url).searchParams.get("lng"));
  const locale: Locale = asked ?? (devis.locale === "en" ? "en" : "fr");
  return {
    locale,
    reference: devisReference(devis),
    status: effectiveStatus(devis),
    devis: {
      clientName: devis.client_name,
      clientCompany: devis.client_company,
      subtotal: devis.subtotal,
      discount: devis.discount,
      discountPercent: devis.discount_percent,
      vat: devis.vat,
      vatRate: devis.vat_rate,
      total: devis.total,
      validUntil: devis.valid_until,
      paymentTerms: devis.payment_terms,
      note: devis.note,
      answeredAt: devis.answered_at,
      answerName: devis.answer_name,
    },
    lines: lines.map((l) => ({
      id: l.id,
      label: l.label,
      unit: l.unit,
      quantity: l.quantity,
      unitPrice: l.unit_price,
      total: l.total,
    })),
    newer: await newerPage(database, devis.replaced_by, config.AUTH_SECRET),
    planned: (await plannedDates(database.db, devis.id)).map((p) => ({
      id: p.id,
      startsAt: p.starts_at,
      endsAt: p.ends_at,
    })),
    company: {
      name: site.company.name,
      phone: site.company.phones.primary.display,
      email: site.company.email,
    },
  };
}

type AnswerCode = "name" | "agree" | "tooLong" | "glyphs" | "invalid";
const ANSWER_CODES: Vocabulary<AnswerCode> = {
  codes: ["name", "agree", "tooLong", "glyphs", "invalid"],
  other: "invalid",
};

/** The client's answer; each refusal is a code the page words beside its field. */
const answerSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("accept"),
    name: z.string({ error: "name" }).check(
      z.overwrite((v) => cleanLine(v).trim()),
      z.minLength(1, "name"),
      z.maxLength(120, "tooLong"),
      // The name is printed on the accepted PDF: its font must have every character.
      z.refine((v) => !unprintable(v).length, "glyphs"),
    ),
    agree: z.string({ error: "agree" }),
  }),
  z.object({
    intent: z.literal("decline"),
    reason: z
      .string()
      .default("")
      .check(
        z.overwrite((v) => cleanText(v).trim()),
        z.maxLength(1000, "tooLong"),
      ),
  }),
]);

export type ClientAnswer =
  | { outcome: AnswerOutcome }
  | {
      outcome: "invalid";
      problems: Partial<
        Record<"name" | "agree" | "reason", "name" | "agree" | "tooLong" | "glyphs">
      >;
    };

/** Reads the client's answer and records it; bad input is a 400 with words beside the field. */
export async function answerClientDevis(
  runtime: AppRuntime,
  token: string,
  request: Request,
  address: string,
) {
  const found = await findByToken(runtime.database, token);
  if (!found) notFound();
  const form = await postedForm(request);
  const read = form && (await readForm(form, answerSchema, ANSWER_CODES));
  if (!read?.ok) {
    const problems: Extract<ClientAnswer, { outcome: "invalid" }>["problems"] = {};
    for (const field of ["name", "agree", "reason"] as const) {
      const code = read?.problems[field]?.[0];
      if (code && code !== "invalid") problems[field] = code;
    }
    return data({ outcome: "invalid", problems } satisfies ClientAnswer, { status: 400 });
  }
  const input = read.data;
  const { database, config, outbox } = runtime;
  const site = await getSiteData(database);
  const outcome = await answerDevis(
    database,
    found.devis.id,
    input.intent === "accept"
      ? { kind: "accept", name: input.name }
      : { kind: "decline", reason: input.reason },
    {
      address,
      company: site.company,
      notifyTo: site.settings.leadsNotifyTo || config.LEADS_NOTIFY_TO,
      adminUrl: new URL(
        href("/admin/devis/:id", { id: found.devis.id }),
        config.PUBLIC_URL,
      ).toString(),
    },
  );
  if (outcome === "recorded") {
    outbox.kick();
    // The accepted PDF says when and by whom: drawn once now, then served as stored.
    const accepted = input.intent === "accept" && (await getDevis(database, found.devis.id));
    if (accepted)
      await devisPdf(database, accepted, await devisCompany(database)).catch((error: unknown) =>
        log.warn("devis.accepted-pdf", { id: found.devis.id, error: String(error) }),
      );
  }
  return data({ outcome } satisfies ClientAnswer, { status: outcome === "closed" ? 409 : 200 });
}
