import { Form, href, Link, useNavigation } from "react-router";
import type { Route } from "./+types/auth-forgot";
import { getAuth } from "~/features/auth/index.server";
import { getRuntime } from "~/runtime/runtime.server";
import { TextField } from "~/features/leads";
import { parseAdminForm } from "~/features/forms/index.server";
import { forgotForm } from "./auth-forgot.server";
import { useLocalizedPath, useRootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";

/** 'Mot de passe oublié': always the same answer, so it never tells whether an account exists. */
export async function action({ request }: Route.ActionArgs) {
  const form = await parseAdminForm(request, forgotForm);
  const email = form.ok ? form.data.email : "";
  if (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    await (
      await getAuth()
    ).api
      .requestPasswordReset({
        body: { email, redirectTo: href("/auth/reset") },
        headers: request.headers,
      })
      .catch(() => undefined);
  }
  // Without a sending server the link only reaches a file on the server: say so, the same way
  // whether an account exists or not.
  return { sent: true, toFile: (await getRuntime()).transport.kind === "file" };
}

export const meta: Route.MetaFunction = pageMeta((root) => ({
  title: root.ui.pages.login.forgotTitle,
  description: root.ui.pages.login.description,
  noindex: true,
}));

export default function Forgot({ actionData }: Route.ComponentProps) {
  const { ui, locale } = useRootData();
  const to = useLocalizedPath();
  const t = ui.pages.login;
  const busy = useNavigation().state === "submitting";
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">{t.forgotTitle}</h1>
      {actionData?.sent ? (
        actionData.toFile ? (
          <p role="status" className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900">
            {t.forgotNotSent}
          </p>
        ) : (
          <p role="status" className="mt-6 rounded-lg bg-green-50 p-4 text-green-900">
            {t.forgotSent}
          </p>
        )
      ) : (
        <Form
          method="post"
          className="mt-6 space-y-5 rounded-2xl border border-slate-200 bg-white p-6"
        >
          <p className="text-slate-700">{t.forgotIntro}</p>
          <TextField
            name="email"
            type="email"
            autoComplete="username"
            label={t.email}
            locale={locale}
            required
          />
          <button
            disabled={busy}
            className="w-full rounded-full bg-green-800 px-6 py-3 font-semibold text-white disabled:opacity-60"
          >
            {t.forgotSubmit}
          </button>
        </Form>
      )}
      <Link to={to(href("/auth/login"))} className="mt-6 inline-block text-green-800 underline">
        {t.backToLogin}
      </Link>
    </section>
  );
}
