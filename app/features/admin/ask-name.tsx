import { href, useFetcher } from "react-router";
import { localizePath } from "~/i18n/locale";
import { inputClass } from "./content-fields";
import { useAdmin } from "./admin-data";

/**
 * Shown on the dashboard while the signed-in account has no name of its own (the administrator
 * created from ADMIN_EMAIL starts without one): the name signs publications, the change log and
 * "handled by". Sent to the account screen's own action; the page stays where it is.
 */
export function AskName() {
  const { t, user, locale } = useAdmin();
  const fetcher = useFetcher();
  if (user.named) return null;
  const words = t.account.askName;
  return (
    <fetcher.Form
      method="post"
      action={localizePath(href("/admin/account"), locale)}
      className="mt-4 max-w-xl rounded-xl border border-amber-300 bg-amber-50 p-5"
      aria-labelledby="ask-name"
      data-testid="ask-name"
    >
      <h2 id="ask-name" className="text-lg font-bold text-slate-900">
        {words.title}
      </h2>
      <p className="mt-1 text-slate-700">{words.text.replace("{login}", user.name)}</p>
      <input type="hidden" name="intent" value="name" />
      <label htmlFor="ask-name-field" className="mt-3 block text-sm font-semibold">
        {t.account.name}
      </label>
      <input
        id="ask-name-field"
        name="name"
        required
        maxLength={80}
        autoComplete="name"
        className={inputClass}
      />
      <button
        disabled={fetcher.state !== "idle"}
        className="mt-3 rounded-full bg-green-800 px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        {words.save}
      </button>
    </fetcher.Form>
  );
}
