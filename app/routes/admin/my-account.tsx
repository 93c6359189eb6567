import { data, Form, href, redirect } from "react-router";
import { adminAction } from "~/features/admin/index.server";
import type { Route } from "./+types/my-account";
import { fillTemplate } from "~/i18n/template";
import { useAdmin } from "~/features/admin";
import {
  audit,
  authAnswer,
  getAuth,
  deviceLabel,
  lastActive,
  confirmTwoFactor,
  disableTwoFactor,
  startTwoFactor,
  screenRole,
  staffUser,
} from "~/features/auth/index.server";
import { getLocale } from "~/lib/locale.server";
import { isRefusal, refusalText } from "~/features/forms";
import { myAccountForm } from "./my-account.server";
import { readReportSetting, saveReportSetting } from "~/features/admin-insights/index.server";
import { allows } from "~/features/auth/index.server";
import { getRuntime } from "~/runtime/runtime.server";
import { ReportSettingForm } from "./report-setting-form";
import { TwoFactorSection } from "./two-factor-section";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("staff")];

/**
 * My account: my display name (bylines, the inbox's "handled by"), password (changing it signs
 * out my other devices) and my active sessions.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = staffUser(context);
  const locale = getLocale(request);
  const auth = await getAuth();
  const { database } = await getRuntime();
  const [sessions, current, report] = await Promise.all([
    auth.api.listSessions({ headers: request.headers }),
    auth.api.getSession({ headers: request.headers }),
    allows(user, "admin") ? readReportSetting(database.db, user.id) : null,
  ]);
  return {
    name: user.name,
    report,
    twoFactorEnabled: Boolean(current?.user.twoFactorEnabled),
    currentId: current?.session.id,
    // Never the session tokens: a session is closed by its id, looked up again on the server.
    sessions: sessions.map((s) => ({
      id: s.id,
      device: deviceLabel(s.userAgent, locale),
      active: lastActive(new Date(s.updatedAt).toISOString(), locale),
      ip: s.ipAddress || null,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return adminAction({ request, context }, { form: myAccountForm }, async (user, form) => {
    const auth = await getAuth();
    const input = form.data;
    if (
      input.intent === "2fa-start" ||
      input.intent === "2fa-confirm" ||
      input.intent === "2fa-disable"
    ) {
      const result =
        input.intent === "2fa-start"
          ? await startTwoFactor(request, input.password)
          : input.intent === "2fa-confirm"
            ? await confirmTwoFactor(request, input.code)
            : await disableTwoFactor(request, input.password);
      if (result.ok && result.done !== "started") await audit(user, `account.2fa.${result.done}`);
      if (result.ok && result.done === "enabled") {
        // The session was replaced: send the new cookie and reload the page with it.
        const headers = new Headers();
        for (const cookie of result.cookies ?? []) headers.append("Set-Cookie", cookie);
        throw redirect(`${href("/admin/account")}?twoFactor=enabled`, { headers, status: 303 });
      }
      return data({ twoFactor: result }, { status: result.ok ? 200 : 400 });
    }
    if (input.intent === "revoke") {
      const sessions = await auth.api.listSessions({ headers: request.headers });
      const target = sessions.find((s) => s.id === input.session);
      if (!target) return data({ ok: false as const, error: "failed" }, { status: 404 });
      await auth.api.revokeSession({ headers: request.headers, body: { token: target.token } });
      await audit(user, "session.revoke");
      return { ok: true as const, done: "revoke" as const };
    }
    if (input.intent === "report") {
      if (!allows(user, "admin")) throw data({ error: "FORBIDDEN" }, { status: 403 });
      const { database } = await getRuntime();
      await saveReportSetting(database.db, user.id, { weekly: input.weekly, locale: input.locale });
      return { ok: true as const, done: "report" as const };
    }
    if (input.intent === "name") {
      await auth.api.updateUser({ headers: request.headers, body: { name: input.name } });
      await audit(user, "account.name", { type: "user", id: user.id }, { name: input.name });
      return { ok: true as const, done: "name" as const };
    }
    const response = await authAnswer(
      auth.api.changePassword({
        headers: request.headers,
        body: {
          currentPassword: input.currentPassword,
          newPassword: input.newPassword,
          revokeOtherSessions: true,
        },
        asResponse: true,
      }),
    );
    if (!response.ok)
      return data(
        { ok: false as const, error: "wrong" },
        { status: response.status === 429 ? 429 : 400 },
      );
    await audit(user, "account.password");
    const headers = new Headers();
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    return data({ ok: true as const, done: "password" as const }, { headers });
  });
}

export default function MyAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdmin();
  const input = "mt-1 block w-full rounded-lg border border-slate-400 px-2 py-2";
  const refusal = isRefusal(actionData) ? actionData : undefined;
  const answer = isRefusal(actionData) ? undefined : actionData;
  const twoFactor = answer && "twoFactor" in answer ? answer.twoFactor : undefined;
  return (
    <>
      <h1 className="text-2xl font-bold">{t.account.title}</h1>
      <TwoFactorSection enabled={loaderData.twoFactorEnabled} result={twoFactor} />
      {loaderData.report && <ReportSettingForm setting={loaderData.report} />}
      {refusal && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
          {/* An empty name keeps its own words; any other refused form says why. */}
          {refusal.problems.name === "REQUIRED" ? t.account.nameRequired : refusalText(t, refusal)}
        </p>
      )}
      {answer && !("twoFactor" in answer) && (
        <p
          role={answer.ok ? "status" : "alert"}
          className={`mt-4 rounded-lg p-3 ${answer.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}
        >
          {answer.ok
            ? {
                password: t.account.changed,
                revoke: t.account.revoked,
                name: t.account.nameSaved,
                report: t.report.setting.saved,
              }[answer.done]
            : answer.error === "wrong"
              ? t.account.wrong
              : fillTemplate(t.errors.failed, { action: t.account.change })}
        </p>
      )}
      <Form method="post" className="mt-6 flex max-w-md flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="name" />
        <label className="grow">
          {t.account.name}
          <input
            name="name"
            defaultValue={loaderData.name}
            required
            maxLength={80}
            autoComplete="name"
            className={input}
          />
        </label>
        <button className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white">
          {t.account.saveName}
        </button>
      </Form>
      <Form
        method="post"
        className="mt-6 grid max-w-md gap-3 rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 className="font-semibold">{t.account.password}</h2>
        <input type="hidden" name="intent" value="password" />
        <label>
          {t.account.current}
          <input
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            className={input}
          />
        </label>
        <label>
          {t.account.next}
          <input
            name="newPassword"
            type="password"
            autoComplete="new-password"
            minLength={12}
            required
            className={input}
          />
        </label>
        <button className="justify-self-start rounded-full bg-green-800 px-4 py-2 font-semibold text-white">
          {t.account.change}
        </button>
      </Form>
      <h2 className="mt-8 text-xl font-semibold">{t.account.sessions}</h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {loaderData.sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <span>
              <strong>{s.device}</strong> · {fillTemplate(t.account.lastActive, { when: s.active })}
              {s.ip && <span className="text-slate-600"> · {s.ip}</span>}
              {s.id === loaderData.currentId && ` (${t.account.thisDevice})`}
            </span>
            {s.id !== loaderData.currentId && (
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="session" value={s.id} />
                <button className="rounded-full border border-red-700 px-3 py-1.5 text-red-800">
                  {t.account.revoke}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
