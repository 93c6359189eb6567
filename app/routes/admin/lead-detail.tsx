import { data, href, Link, useNavigation } from "react-router";
import { adminAction } from "~/features/admin/index.server";
import type { Route } from "./+types/lead-detail";
import { fillTemplate } from "~/i18n/template";
import { formatDate, useAdmin, RefusalNotice } from "~/features/admin";
import { listAccounts, screenRole, staffUser } from "~/features/auth/index.server";
import { getLead, inboxColumns, inboxKind, listLeadNotes } from "~/features/leads/index.server";
import { isLeadType, languageWord } from "~/features/leads";
import { isRefusal } from "~/features/forms";
import { leadDetailForm, updateLead } from "./lead-detail.server";
import { followUpSaved, LeadFollowUp } from "./lead-follow-up";
import { getSiteData } from "~/features/company/index.server";
import { phoneDigits } from "~/lib/phone";
import { LeadPrivacy } from "~/features/privacy";
import { getRuntime } from "~/runtime/runtime.server";
import { devisForRequest } from "~/features/devis/index.server";
import { devisReference } from "~/features/devis";
import { mailsAbout } from "~/features/mail/index.server";
import { LeadMails } from "./lead-mails";
import { leadKindWords, words } from "~/i18n/words/lead-kinds";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("staff")];

function leadType(value: string | undefined) {
  if (isLeadType(value)) return value;
  throw data(null, { status: 404 });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  staffUser(context);
  const { database, transport } = await getRuntime();
  const type = leadType(params.type);
  const lead = await getLead(database, type, params.id);
  if (!lead) throw data(null, { status: 404 });
  const { prices } = await getSiteData(database);
  const { inbox } = inboxKind(type);
  // Its fields in words in both languages: the reader's is chosen on the page.
  const shown = (locale: "fr" | "en") => ({
    fields: inbox.page(lead, prices, locale),
    highlight: inbox.highlight?.(lead, prices, locale) ?? null,
  });
  const staff = (await listAccounts(database)).map((a) => ({ id: a.id, name: a.name || a.email }));
  // A quote request's devis (docs/product/sending-a-devis.md): the latest version, or none yet.
  const devis = lead.type === "quote" ? await devisForRequest(database, lead.id) : undefined;
  return {
    lead,
    reference: inboxColumns(inboxKind(type), lead).reference,
    shown: { fr: shown("fr"), en: shown("en") },
    staff,
    devis: devis && { id: devis.id, reference: devisReference(devis) },
    notes: await listLeadNotes(database, type, params.id),
    mails: await mailsAbout(database, transport, { type, id: lead.id }),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return adminAction({ request, context }, { form: leadDetailForm }, async (user, form) => {
    const { database } = await getRuntime();
    const type = leadType(params.type);
    const input = form.data;
    const { intent, ...fields } = input;
    const result = await updateLead(database, user, type, params.id, fields);
    if ("unknownAssignee" in result)
      return data({ ok: false as const, error: "failed" }, { status: 400 });
    return { ok: true as const, done: intent, changes: result.changes };
  });
}

export default function LeadDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale, user } = useAdmin();
  const { lead, reference, notes, staff, devis, mails } = loaderData;
  const { fields, highlight } = loaderData.shown[locale];
  const busy = useNavigation().state !== "idle";
  const f = t.lead.fields;
  const origin: Array<[string, string | null]> = [
    [f.locale, languageWord(lead.locale, locale)],
    [f.sourcePage, lead.source_page],
    [f.landing, lead.landing],
    [f.referrer, lead.referrer],
    [
      f.campaign,
      [lead.utm_source, lead.utm_medium, lead.utm_campaign].filter(Boolean).join(" / ") || null,
    ],
  ];
  return (
    <article>
      <Link to={href("/admin/leads")} className="text-green-800 underline">
        ← {t.lead.back}
      </Link>
      <h1 className="mt-4 text-2xl font-bold">
        {reference ?? words(locale, leadKindWords)[lead.type].name} · {lead.first_name}{" "}
        {lead.last_name}
      </h1>
      <p className="text-slate-600">
        {t.lead.received} {formatDate(lead.created_at, locale)}
      </p>
      <LeadPrivacy
        person={lead.email || lead.phone}
        anonymisedAt={lead.anonymised_at}
        isAdmin={user.role === "admin"}
      />
      {!lead.email && !lead.anonymised_at && (
        <p
          role="status"
          data-testid="reply-by-phone"
          className="mt-4 rounded-lg bg-amber-50 p-3 font-semibold text-amber-900"
        >
          {t.lead.noEmail}
        </p>
      )}
      {/* Each way to answer that the visitor gave: a phone number, an e-mail, or both. */}
      <div className={`mt-4 flex flex-wrap gap-2 ${lead.anonymised_at ? "hidden" : ""}`}>
        {lead.phone && (
          <>
            <a
              href={`tel:${lead.phone.replace(/\s/g, "")}`}
              className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white"
            >
              {t.lead.call}
            </a>
            <a
              href={`https://wa.me/${phoneDigits(lead.phone)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-full bg-green-700 px-4 py-2 font-semibold text-white"
            >
              {t.lead.whatsapp}
            </a>
          </>
        )}
        {lead.email && (
          <a
            href={`mailto:${lead.email}`}
            className="rounded-full border border-green-800 px-4 py-2 font-semibold text-green-900"
          >
            {t.lead.email}
          </a>
        )}
      </div>
      {lead.type === "quote" && (
        <Link
          to={
            devis
              ? href("/admin/devis/:id", { id: devis.id })
              : `${href("/admin/devis/new")}?request=${lead.id}`
          }
          className="mt-3 inline-block rounded-full bg-amber-700 px-4 py-2 font-semibold text-white"
        >
          {devis
            ? fillTemplate(t.devis.openDevis, { reference: devis.reference })
            : t.devis.fromRequest}
        </Link>
      )}
      {!lead.anonymised_at && <LeadMails mails={mails} />}
      <RefusalNotice answer={actionData} />
      {actionData && !isRefusal(actionData) && !actionData.ok && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-semibold text-red-900">
          {fillTemplate(t.errors.failed, { action: t.lead.save.toLowerCase() })}
        </p>
      )}
      {actionData && !isRefusal(actionData) && actionData.ok && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-900">
          {actionData.done === "update"
            ? followUpSaved(actionData.changes, t, locale)
            : { status: t.lead.saved, note: t.lead.noteAdded, assign: t.lead.assigned }[
                actionData.done
              ]}
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <dl className="rounded-xl border border-slate-200 bg-white p-5 lg:col-span-2">
          {[...fields, ...origin].map(([label, value]) => (
            <div
              key={label}
              className="grid grid-cols-3 gap-2 border-b border-slate-100 py-2 last:border-0"
            >
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="col-span-2 whitespace-pre-wrap">{value ?? "—"}</dd>
            </div>
          ))}
          {highlight && (
            <div className="mt-3 rounded-lg bg-green-50 p-3">
              <dt className="font-medium">{highlight[0]}</dt>
              <dd data-testid="highlight">{highlight[1]}</dd>
            </div>
          )}
        </dl>
        <LeadFollowUp
          // A new form after each save: the note just added leaves the field empty.
          key={notes.length}
          status={lead.status}
          assignee={lead.assigned_to}
          staff={staff}
          notes={notes}
          busy={busy}
        />
      </div>
    </article>
  );
}
