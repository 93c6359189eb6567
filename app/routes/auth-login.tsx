import { data, Form, href, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/auth-login";
import { safeRedirect } from "~/features/auth";
import {
  getSessionUser,
  signIn,
  verifySecondFactor,
  type SignInOutcome,
} from "~/features/auth/index.server";
import { TextField } from "~/features/leads";
import { parseAdminForm } from "~/features/forms/index.server";
import { signInForm } from "./auth-login.server";
import { useLocalizedPath, useRootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { log } from "~/lib/logger.server";

/** /auth and /auth/login: the team's sign-in. Someone already signed in goes straight on. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (user) throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")));
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await parseAdminForm(request, signInForm);
  if (!form.ok)
    return data(
      { step: "password" as const, error: "missing" as const, email: "" },
      { status: 400 },
    );
  const { email, password, code, redirectTo } = form.data;
  const outcome = await (
    code !== undefined ? verifySecondFactor(request, code.trim()) : signIn(request, email, password)
  ).catch((error: unknown): SignInOutcome => {
    // The database refused a write (disk full, locked, read-only): a clear "try again", not a 500.
    log.error("sign-in failed", { error });
    return { ok: false, reason: "failed" };
  });
  const headers = new Headers();
  if (outcome.ok) for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie);
  if (outcome.ok === true) throw redirect(safeRedirect(redirectTo), { headers });
  if (outcome.ok === "totp")
    return data({ step: "totp" as const, error: undefined, email }, { headers });
  const status = { missing: 400, invalid: 401, tooMany: 429, failed: 503, badCode: 401 }[
    outcome.reason
  ];
  return data(
    {
      step: outcome.reason === "badCode" ? ("totp" as const) : ("password" as const),
      error: outcome.reason,
      email,
    },
    { status },
  );
}

export const meta: Route.MetaFunction = pageMeta((root) => ({
  ...root.ui.pages.login,
  noindex: true,
}));

export default function Login({ actionData }: Route.ComponentProps) {
  const { ui, locale } = useRootData();
  const t = ui.pages.login;
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const to = useLocalizedPath();
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">{t.heading}</h1>
      <p className="mt-2 text-slate-600">{t.intro}</p>
      <Form
        method="post"
        className="mt-8 space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        noValidate
      >
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? href("/admin")} />
        {actionData?.error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
            {t[actionData.error]}
          </p>
        )}
        {actionData?.step === "totp" ? (
          <TextField
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            label={t.code}
            hint={t.codeHint}
            locale={locale}
            required
          />
        ) : (
          <>
            <TextField
              name="email"
              type="email"
              autoComplete="username"
              label={t.email}
              locale={locale}
              required
              defaultValue={actionData?.email}
            />
            <TextField
              name="password"
              type="password"
              autoComplete="current-password"
              label={t.password}
              locale={locale}
              required
            />
          </>
        )}
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-full bg-green-800 px-6 py-3 font-semibold text-white hover:bg-green-900 disabled:opacity-60"
        >
          {busy ? t.submitting : t.submit}
        </button>
      </Form>
      <Link to={to(href("/auth/forgot"))} className="mt-6 inline-block text-green-800 underline">
        {t.forgot}
      </Link>
    </section>
  );
}
