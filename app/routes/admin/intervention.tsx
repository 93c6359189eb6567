import { Form, href, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/intervention";
import { RefusalNotice, useAdmin } from "~/features/admin";
import { adminAction } from "~/features/admin/index.server";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { isRefusal } from "~/features/forms";
import { formatSlot, SlotFields } from "~/features/interventions";
import { fillTemplate } from "~/i18n/template";
import { interventionWords, words } from "~/i18n/words/interventions";
import { getRuntime } from "~/runtime/runtime.server";
import {
  interventionForm,
  loadIntervention,
  runInterventionAction,
  type InterventionAnswer,
} from "./intervention.server";

/** Editors and administrators plan interventions (issue 43). */
export const middleware: Route.MiddlewareFunction[] = [screenRole("editor")];

const idsOf = (p: { id?: string; intervention?: string }) => ({
  devisId: p.id,
  interventionId: p.intervention,
});

export async function loader({ params, context }: Route.LoaderArgs) {
  staffUser(context);
  return loadIntervention(await getRuntime(), idsOf(params));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return adminAction({ request, context }, { form: interventionForm }, async (user, form) =>
    runInterventionAction(await getRuntime(), user, idsOf(params), form.data),
  );
}

const NOTICES = ["planned", "moved", "cancelled", "done"] as const;

export default function Intervention({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useAdmin();
  const w = words(locale, interventionWords).admin;
  const [search] = useSearchParams();
  const notice = NOTICES.find((n) => n === search.get("done"));
  const answer = actionData && !isRefusal(actionData) ? (actionData as InterventionAnswer) : null;
  const form = answer?.form ?? loaderData.form;
  const reference = loaderData.mode === "new" ? loaderData.reference : loaderData.line.reference;
  const devisId = loaderData.mode === "new" ? loaderData.devisId : loaderData.line.devisId;
  const line = loaderData.mode === "edit" ? loaderData.line : null;
  const open = loaderData.mode === "new" ? loaderData.accepted : line?.status === "planned";
  return (
    <article className="max-w-2xl">
      <p className="flex flex-wrap gap-x-4">
        <Link to={href("/admin/interventions")} className="text-green-800 underline">
          ← {w.title}
        </Link>
        <Link to={href("/admin/devis/:id", { id: devisId })} className="text-green-800 underline">
          {fillTemplate(w.devis, { reference })}
        </Link>
      </p>
      <h1 className="mt-4 text-2xl font-bold">
        {fillTemplate(loaderData.mode === "new" ? w.planTitle : w.editTitle, { reference })}
      </h1>
      {notice && !answer && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-900">
          {w.notices[notice]}
          {search.get("email") === "none" && ` ${w.notices.noEmail}`}
        </p>
      )}
      <RefusalNotice answer={actionData} />
      {answer?.blocked && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-semibold text-red-900">
          {answer.blocked === "overlap" && answer.conflict
            ? fillTemplate(w.problems.overlap, {
                member: answer.conflict.member,
                slot: formatSlot(answer.conflict.startsAt, answer.conflict.endsAt, locale),
                reference: answer.conflict.reference,
              })
            : w.problems[answer.blocked]}{" "}
          {answer.conflict && (
            <Link
              to={href("/admin/interventions/:intervention", { intervention: answer.conflict.id })}
              className="underline"
            >
              {w.open}
            </Link>
          )}
        </p>
      )}
      {loaderData.mode === "new" && !loaderData.accepted && (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-950">
          {w.problems.notAccepted}
        </p>
      )}
      {line && (
        <dl className="mt-4 grid gap-1" data-testid="intervention-facts">
          <dt className="font-semibold">{line.client}</dt>
          <dd data-status={line.status}>
            {formatSlot(line.startsAt, line.endsAt, locale)} · {w.status[line.status]}
          </dd>
          <dd>{line.members.map((m) => m.name).join(", ") || w.noMembers}</dd>
        </dl>
      )}
      {loaderData.mode === "edit" && loaderData.whatsapp && (
        <a
          href={loaderData.whatsapp}
          className="mt-3 inline-block font-semibold text-green-800 underline"
          rel="noreferrer"
        >
          {w.whatsapp}
        </a>
      )}
      {open && (
        <SlotFields
          form={form}
          problems={answer?.problems ?? {}}
          team={loaderData.team}
          intent={loaderData.mode === "new" ? "plan" : "move"}
        />
      )}
      {line?.status === "planned" && (
        <div className="mt-6 flex flex-wrap gap-3">
          <Form method="post">
            <button
              name="intent"
              value="done"
              className="rounded-full bg-green-800 px-5 py-2 font-semibold text-white"
            >
              {w.done}
            </button>
          </Form>
          <Form method="post">
            <button
              name="intent"
              value="cancel"
              className="rounded-full border-2 border-red-800 px-5 py-2 font-semibold text-red-900"
            >
              {w.cancel}
            </button>
          </Form>
        </div>
      )}
    </article>
  );
}
