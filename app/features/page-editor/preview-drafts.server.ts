import type { MiddlewareFunction } from "react-router";
import { getSessionUser } from "~/features/auth/index.server";
import { draftReader, loadPageMedia, readDraft } from "~/features/pages/index.server";
import { getRuntime } from "~/runtime/runtime.server";
import { PREVIEW_PARAM, PREVIEW_VALUE } from "./preview";

/**
 * The public frame's middleware: staff who may edit pages and add `?apercu=brouillon` to an
 * address see the drafts there. Anyone else, or without the parameter, sees the published page
 * (the parameter is not one the page cache accepts, and a session keeps staff off it).
 */
export const previewDrafts: MiddlewareFunction<Response> = async ({ request, context }) => {
  if (new URL(request.url).searchParams.get(PREVIEW_PARAM) !== PREVIEW_VALUE) return;
  const user = await getSessionUser(request);
  if (!user || (user.role !== "admin" && user.role !== "editor")) return;
  context.set(draftReader, async (page) => {
    const { db } = (await getRuntime()).database;
    const [draft, figures] = await Promise.all([readDraft(db, page), readDraft(db, "figures")]);
    const media = await loadPageMedia(db, { [page]: draft.doc });
    return { doc: draft.doc, figures: figures.doc, media };
  });
};
