import { Form } from "react-router";
import type { Route } from "./+types/navigation";
import { adminAction } from "~/features/admin/index.server";
import { useAdmin, RefusalNotice } from "~/features/admin";
import { isRefusal } from "~/features/forms";
import { audit, screenRole, staffUser } from "~/features/auth/index.server";
import {
  currentSiteData,
  invalidateSiteData,
  readMenus,
  saveMenus,
} from "~/features/company/index.server";
import { MENU_NAMES, isMenuPage, type MenuItem, type Menus } from "~/content/menus";
import { uiWords, words } from "~/i18n/words/ui";
import { getRuntime } from "~/runtime/runtime.server";
import { menusForm } from "./navigation.server";
import { MenuEditor } from "./navigation-menu";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("admin")];

/** The public site's header and footer menus: administrators, as the rest of the site's frame. */
export async function loader({ context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  const { company } = await currentSiteData();
  return {
    menus: await readMenus(database),
    // Each page's usual name in both languages: what an empty label shows.
    pageNames: {
      fr: words("fr", uiWords, company.name).pageNames,
      en: words("en", uiWords, company.name).pageNames,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return adminAction({ request, context }, { form: menusForm }, async (user, form) => {
    const { database } = await getRuntime();
    const before = await readMenus(database);
    await saveMenus(database, form.data, user.id);
    invalidateSiteData(database);
    await audit(
      user,
      "navigation.update",
      { type: "navigation", id: "menus" },
      {
        before,
        after: form.data,
      },
    );
    return { saved: true as const };
  });
}

/** What a refused form had sent, so the rows come back as they were typed. */
function sentMenus(sent: Record<string, string | string[]>): Menus {
  const all = (name: string) => {
    const value = sent[name];
    return Array.isArray(value) ? value : value === undefined ? [] : [value];
  };
  const menu = (name: (typeof MENU_NAMES)[number]): MenuItem[] =>
    all(`${name}Path`).flatMap((path, i) =>
      isMenuPage(path)
        ? [{ path, label: { fr: all(`${name}Fr`)[i] ?? "", en: all(`${name}En`)[i] ?? "" } }]
        : [],
    );
  return { header: menu("header"), footer: menu("footer") };
}

export default function Navigation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdmin();
  const m = t.menus;
  const refused = isRefusal(actionData) ? actionData : undefined;
  const menus = refused ? sentMenus(refused.sent) : loaderData.menus;
  return (
    <>
      <h1 className="text-2xl font-bold">{m.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{m.intro}</p>
      <RefusalNotice answer={actionData} />
      {actionData && "saved" in actionData && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-900">
          {m.saved}
        </p>
      )}
      <Form method="post" noValidate className="mt-6 grid gap-6">
        {MENU_NAMES.map((name) => (
          <MenuEditor
            // A saved or refused answer replaces what the rows show.
            key={`${name}-${JSON.stringify(menus[name])}`}
            name={name}
            items={menus[name]}
            pageNames={loaderData.pageNames}
            problem={refused?.problems[name] ?? refused?.problems[`${name}Fr`]}
          />
        ))}
        <div>
          <button className="min-h-11 rounded-full bg-green-800 px-5 font-semibold text-white">
            {m.save}
          </button>
        </div>
      </Form>
    </>
  );
}
