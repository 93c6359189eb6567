import { data, Form } from "react-router";
import { adminAction } from "~/features/admin/index.server";
import type { Route } from "./+types/prices";
import { useAdmin, RefusalNotice, SaveNotice } from "~/features/admin";
import { isRefusal } from "~/features/forms";
import { pricesForm } from "./prices.server";
import { PriceGridForm } from "./price-grid-form";
import { audit, screenRole, staffUser } from "~/features/auth/index.server";
import { toDraft, type DraftSection } from "~/features/company";
import {
  applyIntent,
  readDraft,
  validateDraft,
  readPriceGrid,
  savePriceGrid,
  invalidateSiteData,
} from "~/features/company/index.server";
import type { FieldProblems } from "~/features/forms";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("admin")];

/** The price grid of /quote and of the instant estimate: administrators only. */
export async function loader({ context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  return { draft: toDraft(await readPriceGrid(database.db)) };
}

type ActionResult = {
  outcome: "saved" | "invalid" | "pending";
  draft: DraftSection[];
  problems: FieldProblems;
};

export async function action({ request, context }: Route.ActionArgs) {
  return adminAction({ request, context }, { form: pricesForm }, async (user, form) => {
    const { database } = await getRuntime();
    const { intent, ...fields } = form.data;
    const draft = readDraft(fields);
    if (intent !== "save") {
      // Add, remove, move: the form comes back changed, saved only with "Save".
      const changed = applyIntent(draft, intent);
      if (!changed) throw data(null, { status: 400 });
      return {
        outcome: "pending",
        draft: changed.draft,
        problems: changed.problems,
      } satisfies ActionResult;
    }
    const checked = validateDraft(draft);
    if (!checked.ok)
      return data(
        { outcome: "invalid", draft, problems: checked.problems } satisfies ActionResult,
        {
          status: 400,
        },
      );
    const before = await readPriceGrid(database.db);
    await savePriceGrid(database, checked.grid);
    invalidateSiteData(database);
    await audit(
      user,
      "prices.update",
      { type: "prices", id: "grid" },
      { before, after: checked.grid },
    );
    return { outcome: "saved", draft: toDraft(checked.grid), problems: {} } as ActionResult;
  });
}

export default function Prices({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdmin();
  // A refused form shows the stored grid again, with the reason.
  const answer = isRefusal(actionData) ? undefined : actionData;
  const draft = answer?.draft ?? loaderData.draft;
  const outcome = answer?.outcome;
  const problems: FieldProblems = answer?.problems ?? {};
  return (
    <>
      <h1 className="text-2xl font-bold">{t.site.prices.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t.site.prices.intro}</p>
      <RefusalNotice answer={actionData} />
      {outcome === "pending" ? (
        <p role="status" className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-950">
          {t.site.prices.pending}
        </p>
      ) : (
        <SaveNotice outcome={outcome} />
      )}
      {problems.form && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-semibold text-red-900">
          {t.site.problems[problems.form]}
        </p>
      )}
      <Form method="post" noValidate>
        {/* Keyed by the answer, so a new draft replaces what the inputs show. */}
        <PriceGridForm key={JSON.stringify(draft)} draft={draft} problems={problems} />
      </Form>
    </>
  );
}
