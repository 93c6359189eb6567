import { useEffect, useState } from "react";
import { fillTemplate } from "~/i18n/template";
import { formatDate, useAdmin } from "./admin-data";
import { discardServerCopy, dropLocalCopy, readLocalCopy } from "./autosave";

/** Typing the server kept from an earlier visit, as an editor's loader found it. */
export interface ServerCopy<T> {
  value: T;
  savedAt: string;
  /** The stored version changed after this typing began (someone saved since). */
  behind: boolean;
}

/**
 * Offers back typing that was kept and never saved: the server's copy (another visit, another
 * device) or this device's (a closed tab, a dropped connection), whichever is newer, when it
 * differs from what is stored. Nothing is put back without the staff member's word.
 */
export function KeptTyping<T>({
  localKey,
  endpoint,
  serverCopy,
  same,
  behind,
  justSaved,
  onResume,
}: {
  localKey: string;
  endpoint: string | null;
  serverCopy: ServerCopy<T> | null;
  /** Whether a copy holds what is stored already (nothing to offer) */
  same: (value: T) => boolean;
  /** Whether this device's copy began from an older stored version */
  behind: (base: string) => boolean;
  justSaved: boolean;
  onResume: (value: T) => void;
}) {
  const { t, locale } = useAdmin();
  const a = t.autosave;
  const [found, setFound] = useState<{ value: T; at: string; behind: boolean } | null>(null);
  useEffect(() => {
    if (justSaved) dropLocalCopy(localKey);
    const local = readLocalCopy<T>(localKey);
    const candidates = [
      ...(serverCopy
        ? [{ value: serverCopy.value, at: serverCopy.savedAt, behind: serverCopy.behind }]
        : []),
      ...(local ? [{ value: local.value, at: local.at, behind: behind(local.base) }] : []),
    ].filter((c) => !same(c.value));
    setFound(candidates.sort((x, y) => y.at.localeCompare(x.at))[0] ?? null);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- looked at once, when the editor opens
  }, []);
  if (!found) return null;
  return (
    <div role="status" className="rounded-lg bg-amber-50 p-4 text-amber-950" data-kept-typing="">
      <p className="font-semibold">
        {fillTemplate(a.found, { date: formatDate(found.at, locale) })}
      </p>
      {found.behind && <p className="mt-1">{a.behind}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => {
            onResume(found.value);
            setFound(null);
          }}
          className="min-h-11 rounded-full bg-green-800 px-4 font-semibold text-white"
        >
          {a.resume}
        </button>
        <button
          type="button"
          onClick={() => {
            dropLocalCopy(localKey);
            if (endpoint) discardServerCopy(endpoint);
            setFound(null);
          }}
          className="min-h-11 rounded-full border border-slate-400 px-4 font-semibold"
        >
          {a.discard}
        </button>
      </div>
    </div>
  );
}
