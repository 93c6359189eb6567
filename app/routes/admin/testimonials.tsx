import { data, Form, Link } from "react-router";
import type { Route } from "./+types/testimonials";
import { formatDate, useAdmin, useAdminToast } from "~/features/admin/admin-data";
import { audit, requireRole, requireSameOrigin, requireStaff } from "~/features/auth/guards.server";
import {
  listTestimonialsByStatus,
  moderateTestimonial,
  updateTestimonialDisplay,
  type ModerationStatus,
} from "~/features/testimonials/testimonials.server";
import { getRuntime } from "~/runtime/runtime.server";

const STATUSES: ModerationStatus[] = ["pending", "approved", "rejected"];
const clip = (v: FormDataEntryValue | null) =>
  typeof v === "string" && v.trim() ? v.trim().slice(0, 120) : null;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const { database } = await getRuntime();
  const wanted = new URL(request.url).searchParams.get("status");
  const status = STATUSES.find((s) => s === wanted) ?? "pending";
  return { status, items: await listTestimonialsByStatus(database, status) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request, "editor");
  await requireSameOrigin(request);
  const { database } = await getRuntime();
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const intent = form.get("intent");
  if (intent === "approve" || intent === "reject") {
    const status = intent === "approve" ? "approved" : "rejected";
    if (!(await moderateTestimonial(database, id, status))) throw data(null, { status: 404 });
    await audit(user, `testimonial.${intent}`, { type: "testimonial", id });
    return { ok: true as const, done: intent };
  }
  const display = {
    company: clip(form.get("company")),
    role: clip(form.get("role")),
    service: clip(form.get("service")),
    location: clip(form.get("location")),
  };
  if (!(await updateTestimonialDisplay(database, id, display))) throw data(null, { status: 404 });
  await audit(user, "testimonial.edit", { type: "testimonial", id }, display);
  return { ok: true as const, done: "edit" };
}

export default function Testimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useAdmin();
  const { status, items } = loaderData;
  const input = "mt-1 block w-full rounded-lg border border-slate-400 px-2 py-1.5";
  const message = actionData?.ok
    ? {
        approve: t.testimonials.approvedToast,
        reject: t.testimonials.rejectedToast,
        edit: t.testimonials.savedToast,
      }[actionData.done]
    : undefined;
  useAdminToast(message, "success");
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
              <blockquote className="mt-2 whitespace-pre-wrap text-slate-800">
                {item.content}
              </blockquote>
              <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-4">
                <input type="hidden" name="id" value={item.id} />
                {(["company", "role", "service", "location"] as const).map((k) => (
                  <label key={k} className="text-sm">
                    {t.testimonials[k]}
                    <input
                      name={k}
                      defaultValue={item[k] ?? ""}
                      maxLength={120}
                      className={input}
                    />
                  </label>
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
    </>
  );
}
