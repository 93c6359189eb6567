import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Form, href, useNavigation, useSubmit } from "react-router";
import {
  AutosaveStatus,
  dropLocalCopy,
  KeptTyping,
  useAdmin,
  useAutosave,
  useUnsavedChanges,
  type ServerCopy,
} from "~/features/admin";
import type { MediaImage } from "~/content/media-image";
import { localizePath } from "~/i18n/locale";
import type { PageDocument } from "~/features/pages";
import { PREVIEW_PARAM, PREVIEW_VALUE } from "./preview";
import { PAGES, type PageKey } from "~/features/pages";
import { setAt, type Path } from "./doc-state";
import { EditorContext, type EditorContextValue } from "./editor-context";
import { FieldInput } from "./field-inputs";
import { TokenList } from "./token-list";
import { useFoldedSections } from "./folded-sections";
import { adminWords, words } from "~/i18n/words/admin";

/** What the autosave keeps of a page: its document as typed, and the pictures it shows. */
interface PageTyping {
  doc: PageDocument;
  media?: Record<string, MediaImage>;
}

/** What the server answered the last button (see EditorAnswer in page-actions.server.ts). */
export type EditorOutcome =
  | { outcome: "saved" | "published"; revision: number }
  | { outcome: "restored"; version: number }
  | { outcome: "invalid"; problems: Record<string, string> }
  | { outcome: "conflict"; latestRevision: number };

interface Props {
  page: PageKey;
  initialDoc: PageDocument;
  revision: number;
  media: Record<string, MediaImage>;
  figures: { key: string; name: string }[];
  prices: { id: string; label: string }[];
  canPublish: boolean;
  answer?: EditorOutcome;
  /** Typing the server kept from an earlier visit (see KeptTyping) */
  serverCopy: ServerCopy<PageTyping> | null;
}

/**
 * The form of one page, generated from its fields: the document is kept in memory while the
 * staff member edits it and sent whole, as JSON, by "save" or "publish"; the server checks it
 * against the same fields. Remounted (by the route) when a save gives a new revision.
 */
export function PageForm({
  page,
  initialDoc,
  revision,
  media,
  figures,
  prices,
  canPublish,
  answer,
  serverCopy,
}: Props) {
  const { locale } = useAdmin();
  const t = words(locale, adminWords).pages;
  const schema = PAGES[page];
  const [doc, setDoc] = useState(initialDoc);
  const [known, setKnown] = useState(media);
  const [dirty, setDirty] = useState(false);
  const [edits, setEdits] = useState(0);
  const submit = useSubmit();
  const navigation = useNavigation().state;
  const busy = navigation === "submitting";
  // A save is answered first, then the page's new revision is read back and the form remounted
  // with it: what was typed in between would be lost, so the fields wait for the reload too.
  const locked = navigation !== "idle";

  const update = useCallback((path: Path, value: unknown) => {
    setDoc((current) => setAt(current, path, value));
    setDirty(true);
    setEdits((n) => n + 1);
  }, []);
  const addMedia = useCallback(
    (id: string, image: MediaImage) => setKnown((m) => ({ ...m, [id]: image })),
    [],
  );

  // Leaving with unsaved changes asks first: another admin screen, a reload, a closed tab.
  useUnsavedChanges(dirty);
  const [folded, fold] = useFoldedSections(page, Object.keys(schema.fields));
  // The typing and the pictures it shows, kept on this device and on the server (decision 040).
  const keptKey = `page-editor:${page}`;
  const endpoint = href("/admin/pages/:page/autosave", { page });
  // Saved: this device's copy is spent at once (a reload right after must not offer it back).
  const saved = answer?.outcome === "saved" || answer?.outcome === "published";
  useEffect(() => {
    if (saved) dropLocalCopy(keptKey);
  }, [saved, keptKey]);
  const autosave = useAutosave<PageTyping>({
    key: keptKey,
    endpoint,
    value: { doc, media: known },
    edits,
    base: String(revision),
  });

  const problems =
    answer?.outcome === "invalid" ? (answer.problems as EditorContextValue["problems"]) : {};
  const formRef = useRef<HTMLFormElement>(null);
  // A refused save opens the folded sections that hold a problem and focuses the first one. The
  // element is opened directly: React's `open` may already read true while the browser still
  // shows it folded, a fold tapped just before the save whose toggle event was not handled yet.
  useLayoutEffect(() => {
    if (answer?.outcome !== "invalid") return;
    const form = formRef.current;
    const sections = new Set(Object.keys(answer.problems).map((p) => p.split(".")[0]));
    for (const section of sections) {
      const details = form?.querySelector<HTMLDetailsElement>(`details[data-section="${section}"]`);
      if (details) details.open = true;
    }
    form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [answer]);
  const context: EditorContextValue = {
    t,
    locale,
    doc,
    problems,
    media: known,
    addMedia,
    figures,
    prices,
    update,
  };
  const send = (intent: "save" | "publish", from = revision) =>
    submit({ intent, revision: String(from), document: JSON.stringify(doc) }, { method: "post" });
  const previewHref = schema.path
    ? `${localizePath(schema.path, locale)}${locale === "en" ? "&" : "?"}${PREVIEW_PARAM}=${PREVIEW_VALUE}`
    : null;

  return (
    <EditorContext.Provider value={context}>
      <Form
        ref={formRef}
        data-revision={revision}
        method="post"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const intent = (e.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
          send(intent === "publish" ? "publish" : "save");
        }}
        className="mt-6 grid gap-6 pb-28"
      >
        {answer?.outcome === "conflict" && (
          <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
            <p className="font-semibold">{t.editor.conflict}</p>
            <button
              type="button"
              onClick={() => send("save", answer.latestRevision)}
              className="mt-3 rounded-full border border-red-800 px-4 py-1.5 font-semibold"
            >
              {t.editor.overwrite}
            </button>
          </div>
        )}
        {answer?.outcome === "invalid" && (
          <p role="alert" className="rounded-lg bg-red-50 p-4 font-semibold text-red-900">
            {t.editor.invalid}
          </p>
        )}
        <KeptTyping<PageTyping>
          localKey={keptKey}
          endpoint={endpoint}
          serverCopy={serverCopy}
          same={(kept) => JSON.stringify(kept.doc) === JSON.stringify(initialDoc)}
          behind={(base) => Number(base) < revision}
          justSaved={saved}
          onResume={(kept) => {
            for (const [id, image] of Object.entries(kept.media ?? {})) addMedia(id, image);
            setDoc(kept.doc);
            setDirty(true);
            setEdits((n) => n + 1);
          }}
        />
        {!schema.path && <p className="text-slate-700">{t.editor.shownOn}</p>}
        <TokenList figures={figures} prices={prices} />
        <fieldset disabled={locked} className="grid min-w-0 gap-6">
          {Object.entries(schema.fields).map(([key, field]) => (
            <details
              key={key}
              open={!folded.has(key) || Object.keys(problems).some((p) => p.split(".")[0] === key)}
              onToggle={(e) => fold(key, !e.currentTarget.open)}
              className="rounded-xl border border-slate-200 bg-white p-4"
              data-section={key}
            >
              <summary className="cursor-pointer text-lg font-bold text-slate-900">
                {field.label[locale]}
              </summary>
              <div className="mt-4 grid gap-4">
                {field.kind === "group" ? (
                  Object.entries(field.fields).map(([k, f]) => (
                    <FieldInput key={k} field={f} path={[key, k]} />
                  ))
                ) : (
                  <FieldInput field={field} path={[key]} />
                )}
              </div>
            </details>
          ))}
        </fieldset>
        <div className="fixed inset-x-0 bottom-0 z-10 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-lg sm:py-3">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1">
            <button
              name="intent"
              value="save"
              disabled={busy}
              className="min-h-10 rounded-full bg-green-800 px-4 text-sm font-semibold text-white disabled:opacity-60 sm:min-h-11 sm:px-5 sm:text-base"
            >
              {t.editor.save}
            </button>
            {canPublish ? (
              <button
                name="intent"
                value="publish"
                disabled={busy}
                className="min-h-10 rounded-full border-2 border-green-800 px-4 text-sm font-semibold text-green-900 disabled:opacity-60 sm:min-h-11 sm:px-5 sm:text-base"
              >
                {t.editor.publish}
              </button>
            ) : (
              <span className="text-sm text-slate-700">{t.editor.editorsDraftOnly}</span>
            )}
            {previewHref && (
              <a
                href={previewHref}
                target="_blank"
                rel="noopener"
                className="text-sm font-semibold text-green-900 underline"
              >
                {t.editor.preview}
              </a>
            )}
            {dirty && (
              <span className="text-sm font-semibold text-amber-800" data-unsaved="">
                {t.editor.unsaved}
              </span>
            )}
            <AutosaveStatus state={autosave} />
          </div>
        </div>
      </Form>
    </EditorContext.Provider>
  );
}
