/**
 * The admin's page screens on the server: what the editor and the history load, and what their
 * buttons do (save a draft, publish, restore a version). Editors save drafts; administrators
 * also publish (docs/product/pages.md).
 */
import { data, type RouterContextProvider } from "react-router";
import * as z from "zod";
import { priceItems } from "~/content/pricing";
import { adminAction } from "~/features/admin/index.server";
import { adminForm } from "~/features/forms/index.server";
import { audit, type SessionUser } from "~/features/auth/index.server";
import { sanitizePostHtml } from "~/lib/sanitize.server";
import { getSiteData } from "~/features/company/index.server";
import manifest from "~/generated/images.json";
import type { Locale } from "~/i18n/locale";
import { tooDeep } from "~/lib/json-depth";
import { getRuntime } from "~/runtime/runtime.server";
import { figureChoices, loadPageMedia, mediaIdsOf, readDraft } from "~/features/pages/index.server";
import type { Field, Fields, ListItem, PageDocument } from "~/features/pages";
import {
  pagesWithUnpublishedChanges,
  publishDraft,
  restoreVersion,
  saveDraft,
} from "./page-edits.server";
import { clearAutosave, readAutosave } from "~/features/admin/index.server";
import { isPageKey, PAGES, type PageKey, check, type DocumentProblems } from "~/features/pages";

/** A document is a few dozen KB; the bound keeps a forged body from being parsed at all. */
export const MAX_DOCUMENT_CHARS = 600_000;

export const revision = () => z.coerce.number({ error: "INVALID" }).int().min(0).max(1e9);
export const pageForm = adminForm(
  z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("save"),
      revision: revision(),
      document: z.string().max(MAX_DOCUMENT_CHARS, "TOO_LONG"),
    }),
    z.object({
      intent: z.literal("publish"),
      revision: revision(),
      document: z.string().max(MAX_DOCUMENT_CHARS, "TOO_LONG"),
    }),
    z.object({ intent: z.literal("restore"), revision: revision(), version: revision() }),
  ]),
  { raw: ["document"] },
);

export function pageKeyOf(param: string | undefined): PageKey {
  if (!param || !isPageKey(param)) throw data(null, { status: 404 });
  return param;
}

/** What the editor needs: the draft, its pictures, and the choices of its select fields. */
export async function loadEditor(user: SessionUser, param: string | undefined, locale: Locale) {
  const page = pageKeyOf(param);
  const { database } = await getRuntime();
  const [draft, figures, site, unpublished, kept] = await Promise.all([
    readDraft(database.db, page),
    readDraft(database.db, "figures"),
    getSiteData(database),
    pagesWithUnpublishedChanges(database.db),
    readAutosave(database.db, `page:${page}`, user.id),
  ]);
  // Typing kept from an earlier visit is offered back only when it differs from the draft.
  const keptDoc = (kept?.value as { doc?: PageDocument } | undefined)?.doc;
  const autosave =
    kept && keptDoc && JSON.stringify(keptDoc) !== JSON.stringify(draft.doc)
      ? {
          value: { doc: keptDoc },
          savedAt: kept.savedAt,
          behind: Number(kept.base) < draft.revision,
        }
      : null;
  const [media, keptMedia] = await Promise.all([
    loadPageMedia(database.db, { [page]: draft.doc }),
    autosave ? loadPageMedia(database.db, { [page]: autosave.value.doc }) : new Map(),
  ]);
  return {
    page,
    doc: draft.doc,
    revision: draft.revision,
    unpublished: unpublished.has(page),
    media: Object.fromEntries([...media, ...keptMedia]),
    figures: figureChoices(page === "figures" ? draft.doc : figures.doc, locale),
    prices: priceItems(site.prices).map((item) => ({ id: item.id, label: item.label[locale] })),
    canPublish: user.role === "admin",
    autosave,
  };
}

export type EditorAnswer =
  | { outcome: "saved" | "published"; revision: number }
  | { outcome: "restored"; version: number }
  | { outcome: "invalid"; problems: DocumentProblems }
  | { outcome: "conflict"; latestRevision: number };

/** Rich texts are sanitised when saved (and again when a page is built). */
export function sanitizeRich(fields: Fields, doc: PageDocument): PageDocument {
  const visit = (field: Field, value: unknown): unknown => {
    if (field.kind === "rich") {
      const v = value as { fr: string; en: string };
      return { fr: sanitizePostHtml(v.fr), en: v.en ? sanitizePostHtml(v.en) : "" };
    }
    if (field.kind === "group") return sanitizeRich(field.fields, value as PageDocument);
    if (field.kind === "list")
      return (value as ListItem[]).map((item) => ({ ...item, ...sanitizeRich(field.item, item) }));
    return value;
  };
  return Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, visit(f, doc[k])]));
}

export async function checkContext(page: PageKey, input: unknown) {
  const { database } = await getRuntime();
  const ids = [...mediaIdsOf(PAGES[page].fields, input)].filter((id) => /^[\w-]{1,64}$/.test(id));
  const [found, figures, site] = await Promise.all([
    ids.length
      ? database.db.selectFrom("media").select("id").where("id", "in", ids.slice(0, 500)).execute()
      : Promise.resolve([]),
    readDraft(database.db, "figures"),
    getSiteData(database),
  ]);
  const known = new Set(found.map((r) => r.id));
  const figureDoc = (page === "figures" ? input : figures.doc) as PageDocument;
  return {
    mediaExists: (id: string) => known.has(id),
    artExists: (name: string) => Object.hasOwn(manifest, name),
    figureKeys: new Set(figureChoices(figureDoc, "fr").map((f) => f.key)),
    priceIds: new Set(priceItems(site.prices).map((i) => i.id)),
  };
}

/** The editor's buttons. Nothing is written unless the whole document passes the check. */
export async function editorAction(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  param: string | undefined,
) {
  return adminAction(args, { form: pageForm }, (user, form) =>
    editorButtons(param, user, form.data),
  );
}

async function editorButtons(
  param: string | undefined,
  user: SessionUser,
  input: z.output<(typeof pageForm)["schema"]>,
) {
  const page = pageKeyOf(param);
  const { database } = await getRuntime();
  const target = { type: "page", id: page };
  if (input.intent === "restore") {
    const restored = await restoreVersion(database, page, input.version, input.revision, user.id);
    if (!restored.ok && restored.reason === "missing") throw data(null, { status: 404 });
    if (!restored.ok) return conflict(page);
    await audit(user, "pages.restore", target, { version: input.version });
    return { outcome: "restored", version: input.version } satisfies EditorAnswer;
  }
  if (input.intent === "publish" && user.role !== "admin")
    throw data({ error: "FORBIDDEN" }, { status: 403 });
  let sent: unknown;
  try {
    sent = JSON.parse(input.document);
    if (tooDeep(sent)) throw new Error("nested too deeply");
  } catch {
    return data({ refused: "form", problems: {}, sent: {} } as const, { status: 400 });
  }
  const { doc, problems } = check(PAGES[page].fields, sent, await checkContext(page, sent));
  if (Object.keys(problems).length)
    return data({ outcome: "invalid", problems } satisfies EditorAnswer, { status: 400 });
  const saved = await saveDraft(
    database,
    page,
    sanitizeRich(PAGES[page].fields, doc),
    input.revision,
    user.id,
  );
  if (!saved.ok) return conflict(page);
  await clearAutosave(database.db, `page:${page}`, user.id);
  await audit(user, "pages.save", target, { revision: saved.revision });
  if (input.intent === "save")
    return { outcome: "saved", revision: saved.revision } satisfies EditorAnswer;
  const published = await publishDraft(database, page, saved.revision, user.id);
  if (!published.ok) return conflict(page);
  await audit(user, "pages.publish", target, { version: published.version });
  return { outcome: "published", revision: published.revision } satisfies EditorAnswer;
}

async function conflict(page: PageKey) {
  const { database } = await getRuntime();
  const latest = await readDraft(database.db, page);
  return data({ outcome: "conflict", latestRevision: latest.revision } satisfies EditorAnswer, {
    status: 409,
  });
}
