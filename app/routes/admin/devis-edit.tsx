import { href, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/devis-edit";
import { fillTemplate } from "~/i18n/template";
import { adminAction } from "~/features/admin/index.server";
import { useAdmin, RefusalNotice } from "~/features/admin";
import { isRefusal } from "~/features/forms";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { DevisEditor, DevisSummary } from "~/features/devis";
import { getLocale } from "~/lib/locale.server";
import { getRuntime } from "~/runtime/runtime.server";
import { loadDevisPage } from "~/features/devis/index.server";
import { DevisInterventions } from "~/features/interventions";
import { interventionsOfDevis } from "~/features/interventions/index.server";
import { devisEditForm, runDevisAction } from "./devis-edit.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("staff")];

/** A devis: its editor while a draft, its page once sent (docs/product/sending-a-devis.md). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  staffUser(context);
  const runtime = await getRuntime();
  const page = await loadDevisPage(runtime, params.id, new URL(request.url), getLocale(request));
  const interventions =
    page.mode === "view" ? await interventionsOfDevis(runtime.database.db, page.id) : [];
  return { ...page, interventions };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return adminAction({ request, context }, { form: devisEditForm }, async (user, form) =>
    runDevisAction(await getRuntime(), user, params.id, form.data),
  );
}

const DONE = ["created", "saved", "sent", "revised", "withdrawn"] as const;

export default function DevisEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t, user } = useAdmin();
  const d = t.devis;
  const [search] = useSearchParams();
  const done = DONE.find((k) => k === search.get("done"));
  const answer = actionData && !isRefusal(actionData) ? actionData : undefined;
  const refusedNotice = answer && "notice" in answer && answer.notice ? answer.notice : undefined;
  const title =
    loaderData.mode === "view" || loaderData.reference
      ? fillTemplate(d.editor.title, { reference: loaderData.reference ?? "" })
      : d.editor.newTitle;
  return (
    <article>
      <Link to={href("/admin/devis")} className="text-green-800 underline">
        ← {d.title}
      </Link>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      {loaderData.mode === "edit" && loaderData.draft.requestId && (
        <Link
          to={href("/admin/leads/:type/:id", { type: "quote", id: loaderData.draft.requestId })}
          className="text-green-800 underline"
        >
          {fillTemplate(d.editor.request, { reference: loaderData.requestReference ?? "" })}
        </Link>
      )}
      <RefusalNotice answer={actionData} />
      {done && !answer && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-900">
          {done === "sent" && loaderData.mode === "view"
            ? sentNotice(d.notices, loaderData.delivery, loaderData.devis.client_email)
            : d.notices[done === "sent" ? "saved" : done]}
        </p>
      )}
      {refusedNotice && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-semibold text-red-900">
          {d.notices[refusedNotice as keyof typeof d.notices]}
        </p>
      )}
      {answer && "outcome" in answer && answer.outcome === "invalid" && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-semibold text-red-900">
          {d.notices.fix}
        </p>
      )}
      {loaderData.mode === "edit" ? (
        <DevisEditor
          key={JSON.stringify(answer && "draft" in answer ? answer.draft : loaderData.draft)}
          draft={answer && "draft" in answer && answer.draft ? answer.draft : loaderData.draft}
          problems={answer && "problems" in answer && answer.problems ? answer.problems : {}}
          grid={loaderData.grid}
          vatRate={loaderData.vatRate}
          usualTerms={loaderData.usualTerms}
          discountPercent={loaderData.discountPercent}
          discountOffered={loaderData.discountOffered}
          canDelete={Boolean(loaderData.id) && user.role === "admin"}
        />
      ) : (
        <DevisSummary
          id={loaderData.id}
          devis={loaderData.devis}
          lines={loaderData.lines}
          link={loaderData.link}
          whatsapp={loaderData.whatsapp}
          versions={loaderData.versions}
          delivery={loaderData.delivery}
        />
      )}
      {loaderData.mode === "view" && (
        <DevisInterventions
          devisId={loaderData.id}
          accepted={loaderData.devis.status === "accepted" && !loaderData.devis.anonymised_at}
          lines={loaderData.interventions}
        />
      )}
      {loaderData.mode === "view" &&
        loaderData.devis.status === "accepted" &&
        user.role === "admin" && (
          <Link
            to={`${href("/admin/invoices/new")}?devis=${loaderData.id}`}
            className="mt-6 inline-block rounded-full bg-green-800 px-5 py-2 font-semibold text-white"
          >
            {t.invoices.issue.action}
          </Link>
        )}
    </article>
  );
}

/** Right after sending: "sent" only when an SMTP server took the e-mail. */
function sentNotice(
  notices: Record<"sent" | "sentQueued" | "sentToFile" | "sentFailed" | "sentNoEmail", string>,
  delivery: { state: string },
  email: string,
): string {
  if (!email) return notices.sentNoEmail;
  if (delivery.state === "file") return notices.sentToFile;
  if (delivery.state === "failed") return fillTemplate(notices.sentFailed, { email });
  return fillTemplate(delivery.state === "sent" ? notices.sent : notices.sentQueued, { email });
}
