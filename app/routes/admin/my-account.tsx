import { data, Form } from "react-router";
import type { Route } from "./+types/my-account";
import { formatDate, useAdmin } from "~/features/admin/admin-data";
import { audit, requireSameOrigin, requireStaff } from "~/features/auth/guards.server";
import { getAuth } from "~/features/auth/session.server";

/** My account: password (changing it signs out my other devices) and my active sessions. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const auth = await getAuth();
  const [sessions, current] = await Promise.all([auth.api.listSessions({ headers: request.headers }), auth.api.getSession({ headers: request.headers })]);
  return {
    currentId: current?.session.id,
    sessions: sessions.map((s) => ({ id: s.id, token: s.token, createdAt: new Date(s.createdAt).toISOString(), userAgent: s.userAgent ?? "", ip: s.ipAddress ?? "" })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  await requireSameOrigin(request);
  const auth = await getAuth();
  const form = await request.formData();
  if (form.get("intent") === "revoke") {
    await auth.api.revokeSession({ headers: request.headers, body: { token: String(form.get("token") ?? "") } });
    await audit(user, "session.revoke");
    return { ok: true as const, done: "revoke" };
  }
  const next = String(form.get("newPassword") ?? "");
  if (next.length < 12) return data({ ok: false as const, error: "failed" }, { status: 400 });
  const response = await auth.api.changePassword({
    headers: request.headers,
    body: { currentPassword: String(form.get("currentPassword") ?? ""), newPassword: next, revokeOtherSessions: true },
    asResponse: true,
  });
  if (!response.ok) return data({ ok: false as const, error: "wrong" }, { status: 400 });
  await audit(user, "account.password");
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return data({ ok: true as const, done: "password" }, { headers });
}

export default function MyAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useAdmin();
  const input = "mt-1 block w-full rounded-lg border border-slate-400 px-2 py-2";
  return (
    <>
      <h1 className="text-2xl font-bold">{t.account.title}</h1>
      {actionData && (
        <p role={actionData.ok ? "status" : "alert"} className={`mt-4 rounded-lg p-3 ${actionData.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}>
          {actionData.ok ? (actionData.done === "password" ? t.account.changed : t.account.revoke) : actionData.error === "wrong" ? t.account.wrong : t.errors.failed.replace("{action}", t.account.change)}
        </p>
      )}
      <Form method="post" className="mt-6 grid max-w-md gap-3 rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="font-semibold">{t.account.password}</h2>
        <input type="hidden" name="intent" value="password" />
        <label>{t.account.current}<input name="currentPassword" type="password" autoComplete="current-password" required className={input} /></label>
        <label>{t.account.next}<input name="newPassword" type="password" autoComplete="new-password" minLength={12} required className={input} /></label>
        <button className="justify-self-start rounded-full bg-green-800 px-4 py-2 font-semibold text-white">{t.account.change}</button>
      </Form>
      <h2 className="mt-8 text-xl font-semibold">{t.account.sessions}</h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {loaderData.sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <span>{formatDate(s.createdAt, locale)} · {s.ip} · <span className="text-slate-600">{s.userAgent.slice(0, 80)}</span>{s.id === loaderData.currentId && ` (${t.account.thisDevice})`}</span>
            {s.id !== loaderData.currentId && (
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="token" value={s.token} />
                <button className="rounded-full border border-red-700 px-3 py-1.5 text-red-800">{t.account.revoke}</button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
