import { href, Link, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import type { Route } from "./+types/page-edit";
import { useAdmin, RefusalNotice } from "~/features/admin";
import { isRefusal } from "~/features/forms";
import { PageForm, type EditorOutcome } from "~/features/page-editor";
import { adminWords, words } from "~/i18n/words/admin";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { editorAction, loadEditor } from "~/features/page-editor/index.server";
import { PAGES } from "~/features/pages";
import { getLocale } from "~/lib/locale.server";
import { localizePath } from "~/i18n/locale";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("editor")];

/** One page's editor (admin: Pages): editors save drafts, administrators also publish. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadEditor(staffUser(context), params.page, getLocale(request));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return editorAction({ request, context }, params.page);
}

/** A refused save keeps the form as the staff member left it: no reload from the server. */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const outcome = (actionResult as { outcome?: string } | undefined)?.outcome;
  if (outcome === "invalid" || outcome === "conflict") return false;
  return defaultShouldRevalidate;
}

export default function PageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t: admin } = useAdmin();
  const t = words(locale, adminWords).pages;
  const schema = PAGES[loaderData.page];
  const answer = isRefusal(actionData) ? undefined : (actionData as EditorOutcome | undefined);
  // Set by the history screen after it put a version back into the draft.
  const restored = Number(useSearchParams()[0].get("restored")) || null;
  const notice =
    answer?.outcome === "saved"
      ? t.editor.saved
      : answer?.outcome === "published"
        ? t.editor.published
        : answer?.outcome === "restored"
          ? t.editor.restored.replace("{n}", String(answer.version))
          : restored
            ? t.editor.restored.replace("{n}", String(restored))
            : null;
  return (
    <>
      <p>
        <Link
          to={localizePath(href("/admin/pages"), locale)}
          className="text-sm font-semibold text-green-900 underline"
        >
          {t.editor.back}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">
          {admin.nav.pages} : {schema.label[locale]}
        </h1>
        <Link
          to={localizePath(href("/admin/pages/:page/history", { page: loaderData.page }), locale)}
          className="text-sm font-semibold text-green-900 underline"
        >
          {t.editor.history}
        </Link>
      </div>
      {loaderData.unpublished && (
        <p className="mt-2 text-sm font-semibold text-amber-800">{t.list.unpublished}</p>
      )}
      {notice && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      <RefusalNotice answer={isRefusal(actionData) ? actionData : undefined} />
      <PageForm
        key={loaderData.revision}
        page={loaderData.page}
        initialDoc={loaderData.doc}
        revision={loaderData.revision}
        media={loaderData.media}
        figures={loaderData.figures}
        prices={loaderData.prices}
        canPublish={loaderData.canPublish}
        answer={answer}
        serverCopy={loaderData.autosave}
      />
    </>
  );
}
