import { data, Form, Link } from "react-router";
import { documentUrl } from "~/lib/document-url";
import { adminAction } from "~/features/admin/index.server";
import type { Route } from "./+types/testimonials";
import { formatDate, Pager, useAdmin, inputClass, RefusalNotice } from "~/features/admin";
import { isRefusal } from "~/features/forms";
import { testimonialsForm } from "./testimonials.server";
import { audit, screenRole, staffUser } from "~/features/auth/index.server";
import type { FieldProblems } from "~/features/forms";
import {
  listTestimonialsByStatus,
  reviseTestimonial,
  type ModerationStatus,
  type TestimonialRevision,
} from "~/features/testimonials/index.server";
import { pageFromUrl } from "~/lib/paging";
import { plural } from "~/lib/plural";
import { fillTemplate } from "~/i18n/template";
import { interventionWords, words } from "~/i18n/words/interventions";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("staff")];

const STATUSES: ModerationStatus[] = ["pending", "approved", "rejected"];

export async function loader({ request, context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  const url = documentUrl(request);
  const wanted = url.searchParams.get("status");
  const status = STATUSES.find((s) => s === wanted) ?? "pending";
  const list = await listTestimonialsByStatus(database, status, { page: pageFromUrl(url) });
  return { status, ...list, search: url.search };
}

/**
 * Every button of a testimonial's form saves what the moderator typed (text, display fields,
 * language), then applies its decision: "Approve" publishes the corrected version.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return adminAction({ request, context }, { form: testimonialsForm }, async (user, form) => {
    const { database } = await getRuntime();
    const { intent, id, ...fields } = form.data;
    // Only the fields the form carried: an absent one is not revised.
    const revision = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    ) as Partial<TestimonialRevision>;
    const status = { approve: "approved", reject: "rejected", edit: undefined } as const;
    if (!(await reviseTestimonial(database, id, revision, status[intent])))
      throw data(null, { status: 404 });
    await audit(user, `testimonial.${intent}`, { type: "testimonial", id }, revision);
    return { ok: true as const, id, done: intent, problems: {} as FieldProblems };
  });
}

export default function Testimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useAdmin();
  const { status, items, total, page, pageSize, search } = loaderData;
  const fieldLabel = (field: string) =>
    ({
      name: t.testimonials.name,
      content: t.testimonials.text,
      rating: t.testimonials.rating,
      locale: t.testimonials.language,
    })[field] ?? t.testimonials[field as "company"];
  const refusal = isRefusal(actionData) ? actionData : undefined;
  const problemsFor = (id: string): FieldProblems =>
    refusal?.sent.id === id ? refusal.problems : {};
  const outcome = isRefusal(actionData) ? undefined : actionData;
  const message = outcome
    ? {
        approve: t.testimonials.approvedToast,
        reject: t.testimonials.rejectedToast,
        edit: t.testimonials.savedToast,
      }[outcome.done]
    : undefined;
  return (
    <>
      <h1 className="text-2xl font-bold">{t.testimonials.title}</h1>
      <nav className="mt-4 flex gap-2" aria-label={t.testimonials.title}>
        {STATUSES.map((s) => (
          <Link
            key={s}
            to={`?status=${s}`}
            aria-current={s === status ? "page" : undefined}
            className={`rounded-full px-4 py-2 font-semibold ${s === status ? "bg-green-800 text-white" : "border border-slate-400"}`}
          >
            {t.testimonials[s]}
          </Link>
        ))}
      </nav>
      {message && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-900">
          {message}
        </p>
      )}
      {/* Typed values to correct show beside their fields, in their testimonial. */}
      <RefusalNotice answer={refusal?.refused === "fields" ? undefined : refusal} />
      <p className="mt-4 text-slate-700">{plural(locale, total, t.testimonials.count)}</p>
      {items.length === 0 ? (
        <p className="mt-6 text-slate-600">{t.testimonials.empty}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {items.map((item) => (
            <li
              key={item.id}
              className="rounded-xl border border-slate-200 bg-white p-5"
              data-testimonial={item.name}
            >
              <p className="font-semibold">
                {item.name} · {item.rating}/5 ·{" "}
                <span className="font-normal text-slate-600">
                  {item.email}
                  {item.phone ? ` · ${item.phone}` : ""} · {formatDate(item.created_at, locale)} ·{" "}
                  {item.locale}
                </span>
              </p>
              {item.devis_number && (
                <p className="text-sm font-semibold text-green-900" data-devis={item.devis_number}>
                  {fillTemplate(words(locale, interventionWords).admin.fromDevis, {
                    reference: item.devis_number,
                  })}
                </p>
              )}
              <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-4">
                <input type="hidden" name="id" value={item.id} />
                <label className="text-sm sm:col-span-2">
                  {t.testimonials.name}
                  <input
                    name="name"
                    defaultValue={item.name}
                    maxLength={80}
                    required
                    className={inputClass}
                  />
                </label>
                <label className="text-sm">
                  {t.testimonials.rating}
                  <select name="rating" defaultValue={item.rating} className={inputClass}>
                    {[5, 4, 3, 2, 1].map((n) => (
                      <option key={n} value={n}>
                        {n}/5
                      </option>
                    ))}
                  </select>
                </label>
                <label className="text-sm">
                  {t.testimonials.language}
                  <select name="locale" defaultValue={item.locale} className={inputClass}>
                    <option value="fr">Français</option>
                    <option value="en">English</option>
                  </select>
                </label>
                <label className="text-sm sm:col-span-4">
                  {t.testimonials.text}
                  <textarea
                    name="content"
                    defaultValue={item.content}
                    rows={4}
                    maxLength={2000}
                    required
                    aria-invalid={problemsFor(item.id).content ? true : undefined}
                    className={inputClass}
                  />
                </label>
                {(["company", "role", "service", "location"] as const).map((k) => (
                  <label key={k} className="text-sm">
                    {t.testimonials[k]}
                    <input
                      name={k}
                      defaultValue={item[k] ?? ""}
                      maxLength={120}
                      className={inputClass}
                    />
                  </label>
                ))}
                {Object.entries(problemsFor(item.id)).map(([field, code]) => (
                  <p
                    key={field}
                    role="alert"
                    className="text-sm font-semibold text-red-800 sm:col-span-4"
                  >
                    {fieldLabel(field)} : {code && t.site.problems[code]}
                  </p>
                ))}
                <div className="flex flex-wrap gap-2 sm:col-span-4">
                  <button
                    name="intent"
                    value="edit"
                    className="rounded-full border border-slate-400 px-4 py-2"
                  >
                    {t.testimonials.save}
                  </button>
                  {item.status !== "approved" && (
                    <button
                      name="intent"
                      value="approve"
                      className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white"
                    >
                      {t.testimonials.approve}
                    </button>
                  )}
                  {item.status !== "rejected" && (
                    <button
                      name="intent"
                      value="reject"
                      className="rounded-full border border-red-700 px-4 py-2 font-semibold text-red-800"
                    >
                      {t.testimonials.reject}
                    </button>
                  )}
                </div>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} total={total} pageSize={pageSize} search={search} />
    </>
  );
}
