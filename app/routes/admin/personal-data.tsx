import { data, Form, href, Link } from "react-router";
import { adminAction } from "~/features/admin/index.server";
import type { Route } from "./+types/personal-data";
import { retentionPhrase } from "~/content/legal-facts";
import { fillTemplate } from "~/i18n/template";
import { useAdmin, RefusalNotice } from "~/features/admin";
import { isRefusal } from "~/features/forms";
import { personalDataForm } from "./personal-data.server";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { adminWords, words } from "~/i18n/words/admin";
import { PersonalDataPanel } from "~/features/privacy";
import { isLeadType, LEAD_KINDS } from "~/features/leads";
import { inboxColumns, inboxKind, leadKinds, tableKey } from "~/features/leads/index.server";
import {
  countRows,
  erasePersonalData,
  findPersonalData,
  parsePersonKey,
} from "~/features/privacy/index.server";
import { readPrivacySettings } from "~/features/company/index.server";
import { localizePath } from "~/i18n/locale";
import { log } from "~/lib/logger.server";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("admin")];

/**
 * A person's request about their data (docs/product/privacy.md#on-request): find by e-mail or
 * phone, download, or erase after a confirmation step. Administrators only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 254);
  const { retentionMonths } = await readPrivacySettings(database);
  const key = parsePersonKey(q);
  if (!key) {
    const nothing = { counts: null, tables: {}, leads: [], confirming: false };
    const answer = { q, person: null, ...nothing, retentionMonths };
    // A search that is neither an address nor a number is refused with a message, not a 500.
    return q.trim()
      ? data({ ...answer, invalid: true }, { status: 400 })
      : { ...answer, invalid: false };
  }
  const found = await findPersonalData(database, key);
  const leads = LEAD_KINDS.flatMap((type) =>
    (found[tableKey(leadKinds[type].table)] as Array<Parameters<typeof pick>[0]>).map((r) => ({
      ...pick(r),
      type,
      reference: isLeadType(type) ? inboxColumns(inboxKind(type), r).reference : null,
    })),
  ).sort((a, b) => b.created_at.localeCompare(a.created_at));
  const counts = countRows(found);
  return {
    q,
    person: key.value,
    counts,
    tables: Object.fromEntries(LEAD_KINDS.map((kind) => [tableKey(leadKinds[kind].table), kind])),
    leads,
    // The confirmation step is shown only when there is something to erase.
    confirming: url.searchParams.get("step") === "erase" && Object.values(counts).some(Boolean),
    retentionMonths,
    invalid: false,
  };
}

const pick = (row: { id: string; created_at: string; status: string }) => ({
  id: row.id,
  created_at: row.created_at,
  status: row.status,
});

export async function action({ request, context }: Route.ActionArgs) {
  return adminAction({ request, context }, { form: personalDataForm }, async (user, form) => {
    const { database } = await getRuntime();
    try {
      const erased = await erasePersonalData(database, form.data.q, user.id);
      const rows = Object.values(erased).reduce((sum, n) => sum + n, 0);
      return { outcome: "erased" as const, rows };
    } catch (error) {
      // One transaction: nothing was erased. Say so, and let the administrator try again.
      log.error("personal data not erased", { error });
      return data({ outcome: "failed" as const, rows: 0 }, { status: 503 });
    }
  });
}

export default function PersonalData({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useAdmin();
  const s = words(locale, adminWords).privacy.screen;
  const outcome = isRefusal(actionData) ? undefined : actionData;
  const erasedText =
    outcome?.outcome === "erased" && fillTemplate(s.erased, { rows: outcome.rows });
  return (
    <>
      <h1 className="text-2xl font-bold">{s.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{s.intro}</p>
      <p className="mt-2 max-w-3xl text-slate-700">
        {fillTemplate(s.automatic, { period: retentionPhrase(loaderData.retentionMonths, locale) })}{" "}
        <Link
          to={localizePath(href("/admin/settings"), locale)}
          className="text-green-800 underline"
        >
          {s.changePeriod}
        </Link>
      </p>
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        {locale === "en" && <input type="hidden" name="lng" value="en" />}
        <label className="font-semibold">
          {s.search}
          <input
            name="q"
            type="search"
            defaultValue={loaderData.q}
            maxLength={254}
            aria-invalid={loaderData.invalid || undefined}
            aria-describedby={loaderData.invalid ? "person-invalid" : undefined}
            className="mt-1 block w-80 max-w-full rounded-lg border border-slate-400 bg-white px-3 py-2 font-normal"
          />
        </label>
        <button className="rounded-full bg-green-800 px-5 py-2.5 font-semibold text-white">
          {s.searchButton}
        </button>
      </Form>
      {loaderData.invalid && (
        <p id="person-invalid" role="alert" className="mt-3 font-semibold text-red-800">
          {s.invalid}
        </p>
      )}
      <RefusalNotice answer={actionData} />
      {outcome?.outcome === "failed" && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-semibold text-red-900">
          {s.failed}
        </p>
      )}
      {erasedText && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-900">
          {erasedText}
        </p>
      )}
      {loaderData.person && loaderData.counts && (
        <PersonalDataPanel
          q={loaderData.q}
          person={loaderData.person}
          counts={loaderData.counts}
          leads={loaderData.leads}
          tables={loaderData.tables}
          confirming={loaderData.confirming}
        />
      )}
    </>
  );
}
