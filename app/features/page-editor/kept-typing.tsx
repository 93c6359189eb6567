import { useEffect, useState } from "react";
import { formatDate, useAdmin } from "~/features/admin";
import type { MediaImage } from "~/content/media-image";
import type { PageDocument } from "~/features/pages";
import { fillTemplate } from "~/i18n/template";
import { adminStrings } from "~/i18n/admin";
import { discardServerCopy, dropLocalCopy, readLocalCopy } from "./autosave";

/** Typing kept by the server's autosave, as the editor's loader found it. */
export interface ServerCopy {
  doc: PageDocument;
  savedAt: string;
  /** Someone saved the page after this typing began. */
  behind: boolean;
}

interface Found {
  doc: PageDocument;
  at: string;
  behind: boolean;
  media?: Record<string, MediaImage>;
}

/**
 * Offers back typing that was kept and never saved: the server's copy (another visit, another
 * device) or this device's (a closed tab, a dropped connection), whichever is newer. Nothing is
 * put back without the staff member's word.
 */
export function KeptTyping({
  page,
  draft,
  revision,
  serverCopy,
  justSaved,
  onResume,
}: {
  page: string;
  draft: PageDocument;
  revision: number;
  serverCopy: ServerCopy | null;
  justSaved: boolean;
  onResume: (found: Found) => void;
}) {
  const { locale } = useAdmin();
  const t = adminStrings(locale).pages.editor;
  const [found, setFound] = useState<Found | null>(null);
  useEffect(() => {
    if (justSaved) dropLocalCopy(page);
    const local = readLocalCopy(page);
    const same = (doc: PageDocument) => JSON.stringify(doc) === JSON.stringify(draft);
    const candidates: Found[] = [
      ...(serverCopy
        ? [{ doc: serverCopy.doc, at: serverCopy.savedAt, behind: serverCopy.behind }]
        : []),
      ...(local
        ? [{ doc: local.doc, at: local.at, behind: local.revision < revision, media: local.media }]
        : []),
    ].filter((c) => !same(c.doc));
    setFound(candidates.sort((a, b) => b.at.localeCompare(a.at))[0] ?? null);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- looked at once, when the form opens
  }, []);
  if (!found) return null;
  return (
    <div role="status" className="rounded-lg bg-amber-50 p-4 text-amber-950" data-kept-typing="">
      <p className="font-semibold">
        {fillTemplate(t.keptFound, { date: formatDate(found.at, locale) })}
      </p>
      {found.behind && <p className="mt-1">{t.keptBehind}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => {
            onResume(found);
            setFound(null);
          }}
          className="min-h-11 rounded-full bg-green-800 px-4 font-semibold text-white"
        >
          {t.keptResume}
        </button>
        <button
          type="button"
          onClick={() => {
            dropLocalCopy(page);
            discardServerCopy(page);
            setFound(null);
          }}
          className="min-h-11 rounded-full border border-slate-400 px-4 font-semibold"
        >
          {t.keptDiscard}
        </button>
      </div>
    </div>
  );
}
