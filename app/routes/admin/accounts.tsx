import { data, Form } from "react-router";
import { adminAction } from "~/features/admin/index.server";
import type { Route } from "./+types/accounts";
import { fillTemplate } from "~/i18n/template";
import { useAdmin, RefusalNotice } from "~/features/admin";
import { accountsForm } from "./accounts.server";
import { isRefusal } from "~/features/forms";
import {
  createAccount,
  findUserByEmail,
  listAccounts,
  audit,
  inviteAccount,
  getAuth,
  screenRole,
  staffUser,
} from "~/features/auth/index.server";
import { ROLES, type Role } from "~/features/auth";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("admin")];

/** Accounts: administrators only. Nobody signs up; an administrator creates each account. */
export async function loader({ context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  return { users: await listAccounts(database) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return adminAction({ request, context }, { form: accountsForm }, async (admin, form) => {
    const input = form.data;
    if (input.intent === "role" || input.intent === "remove") {
      // An administrator cannot demote or remove themselves (and so lock everyone out).
      if (input.userId === admin.id)
        return data({ ok: false as const, error: "self" }, { status: 400 });
      const auth = await getAuth();
      const response =
        input.intent === "role"
          ? await auth.api.setRole({
              body: { userId: input.userId, role: input.role },
              headers: request.headers,
              asResponse: true,
            })
          : await auth.api.removeUser({
              body: { userId: input.userId },
              headers: request.headers,
              asResponse: true,
            });
      if (!response.ok) return data({ ok: false as const, error: "invalid" }, { status: 400 });
      await audit(
        admin,
        `account.${input.intent}`,
        { type: "user", id: input.userId },
        input.intent === "role" ? { role: input.role } : undefined,
      );
      return { ok: true as const, done: input.intent };
    }
    const { email, name, role, password } = input;
    if (!password) {
      const invited = await inviteAccount({
        email,
        name,
        role,
        invitedBy: admin.name || admin.email,
      });
      if (invited.outcome === "exists")
        return data({ ok: false as const, error: "exists" }, { status: 409 });
      await audit(admin, "account.invite", { type: "user", id: email }, { email, role });
      return invited.toFile
        ? { ok: true as const, done: "inviteToFile" as const, link: invited.link }
        : { ok: true as const, done: "invite" as const };
    }
    const { database } = await getRuntime();
    if (await findUserByEmail(database, email))
      return data({ ok: false as const, error: "exists" }, { status: 409 });
    const user = await createAccount({ email, role, password, name });
    await audit(admin, "account.create", { type: "user", id: user.id }, { email, role });
    return { ok: true as const, done: "create" as const };
  });
}

export default function Accounts({ loaderData, actionData }: Route.ComponentProps) {
  const { t, user: me } = useAdmin();
  const input = "mt-1 block w-full rounded-lg border border-slate-400 px-2 py-2";
  return (
    <>
      <h1 className="text-2xl font-bold">{t.accounts.title}</h1>
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {loaderData.users.map((u) => (
          <li
            key={u.id}
            className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
            data-account={u.email}
          >
            <span>
              {u.name || u.email} <span className="text-slate-600">{u.email}</span>
              {u.id === me.id && ` (${t.accounts.you})`}
            </span>
            {u.id === me.id ? (
              <span>{t.accounts.roles[(u.role as Role) ?? "editor"] ?? u.role}</span>
            ) : (
              <span className="flex flex-wrap gap-2">
                <Form method="post" className="flex items-center gap-2">
                  <input type="hidden" name="intent" value="role" />
                  <input type="hidden" name="userId" value={u.id} />
                  <label className="sr-only" htmlFor={`role-${u.id}`}>
                    {t.accounts.role}
                  </label>
                  <select
                    id={`role-${u.id}`}
                    name="role"
                    defaultValue={u.role ?? "editor"}
                    className="rounded-lg border border-slate-400 px-2 py-1.5"
                  >
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {t.accounts.roles[r]}
                      </option>
                    ))}
                  </select>
                  <button className="rounded-full border border-green-800 px-3 py-1.5 font-semibold text-green-900">
                    {t.accounts.changeRole}
                  </button>
                </Form>
                <details>
                  <summary className="cursor-pointer rounded-full border border-red-700 px-3 py-1.5 font-semibold text-red-800">
                    {t.accounts.remove}
                  </summary>
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="userId" value={u.id} />
                    <button className="rounded-full bg-red-700 px-3 py-1.5 font-semibold text-white">
                      {t.accounts.confirmRemove}
                    </button>
                  </Form>
                </details>
              </span>
            )}
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-xl font-semibold">{t.accounts.create}</h2>
      <RefusalNotice answer={actionData} />
      {actionData && !isRefusal(actionData) && (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mt-3 rounded-lg p-3 ${actionData.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}
        >
          {actionData.ok
            ? {
                create: t.accounts.created,
                invite: t.accounts.invited,
                inviteToFile: t.accounts.invitedToFile,
                role: t.accounts.roleChanged,
                remove: t.accounts.removed,
              }[actionData.done]
            : actionData.error === "exists"
              ? t.accounts.exists
              : fillTemplate(t.errors.failed, { action: t.accounts.create })}
        </p>
      )}
      {actionData && "link" in actionData && (
        <label className="mt-2 block max-w-2xl">
          {t.accounts.invitationLink}
          <input
            readOnly
            value={actionData.link}
            onFocus={(event) => event.currentTarget.select()}
            className={`${input} font-mono text-sm`}
            data-invitation-link
          />
        </label>
      )}
      <Form
        method="post"
        className="mt-3 grid max-w-2xl gap-3 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2"
      >
        <label>
          {t.accounts.email}
          <input name="email" type="email" required className={input} />
        </label>
        <label>
          {t.accounts.name}
          <input name="name" className={input} />
        </label>
        <label>
          {t.accounts.role}
          <select name="role" defaultValue="editor" className={input}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t.accounts.roles[r]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.accounts.password}
          <input
            name="password"
            type="password"
            minLength={12}
            autoComplete="new-password"
            aria-describedby="password-hint"
            className={input}
          />
        </label>
        <p id="password-hint" className="text-sm text-slate-700 sm:col-span-2">
          {t.accounts.passwordHint}
        </p>
        <button className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white sm:col-span-2 sm:justify-self-start">
          {t.accounts.create}
        </button>
      </Form>
    </>
  );
}
