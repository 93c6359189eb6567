import { data, Form, href, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/auth-reset";
import { authAnswer, getAuth } from "~/features/auth/index.server";
import { TextField } from "~/features/leads";
import { parseAdminForm } from "~/features/forms/index.server";
import { resetForm } from "./auth-reset.server";
import { useLocalizedPath, useRootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";

/** Choosing a new password from the e-mailed link. The token works once and for one hour. */
export async function action({ request }: Route.ActionArgs) {
  const form = await parseAdminForm(request, resetForm);
  if (!form.ok) return data({ result: "invalid" as const }, { status: 400 });
  const { token, password: newPassword } = form.data;
  if (newPassword.length < 12) return data({ result: "tooShort" as const }, { status: 400 });
  const response = await authAnswer(
    (await getAuth()).api.resetPassword({
      body: { token, newPassword },
      headers: request.headers,
      asResponse: true,
    }),
  );
  if (response.status === 429) return data({ result: "tooMany" as const }, { status: 429 });
  return response.ok
    ? { result: "done" as const }
    : data({ result: "invalid" as const }, { status: 400 });
}

export const meta: Route.MetaFunction = pageMeta((root) => ({
  title: root.ui.pages.login.resetTitle,
  description: root.ui.pages.login.description,
  noindex: true,
}));

export default function Reset({ actionData }: Route.ComponentProps) {
  const { ui, locale } = useRootData();
  const to = useLocalizedPath();
  const t = ui.pages.login;
  const [params] = useSearchParams();
  const message =
    actionData &&
    { done: t.resetDone, invalid: t.resetInvalid, tooShort: t.resetTooShort, tooMany: t.tooMany }[
      actionData.result
    ];
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">{t.resetTitle}</h1>
      {message && (
        <p
          role={actionData?.result === "done" ? "status" : "alert"}
          className={`mt-6 rounded-lg p-4 ${actionData?.result === "done" ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}
        >
          {message}
        </p>
      )}
      {actionData?.result !== "done" && (
        <Form
          method="post"
          className="mt-6 space-y-5 rounded-2xl border border-slate-200 bg-white p-6"
        >
          <input type="hidden" name="token" value={params.get("token") ?? ""} />
          <TextField
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={12}
            label={t.resetPassword}
            locale={locale}
            required
          />
          <button className="w-full rounded-full bg-green-800 px-6 py-3 font-semibold text-white">
            {t.resetSubmit}
          </button>
        </Form>
      )}
      <Link to={to(href("/auth/login"))} className="mt-6 inline-block text-green-800 underline">
        {t.backToLogin}
      </Link>
    </section>
  );
}
