import { useEffect, useState } from "react";
import type { MediaImage } from "~/content/media-image";
import type { PageDocument } from "~/features/pages";

/** Seconds of quiet after typing before the server keeps a copy. */
export const AUTOSAVE_DELAY_MS = 3_000;

/** A copy of the editor's typing: on this device (every change) and on the server (autosave). */
export interface KeptTyping {
  doc: PageDocument;
  revision: number;
  /** ISO time it was kept */
  at: string;
  /** Pictures the copy shows that the draft may not (uploaded since the last save) */
  media?: Record<string, MediaImage>;
}

const localKey = (page: string) => `page-editor:${page}`;

export function readLocalCopy(page: string): KeptTyping | null {
  try {
    const raw = window.localStorage.getItem(localKey(page));
    return raw ? (JSON.parse(raw) as KeptTyping) : null;
  } catch {
    return null;
  }
}

export function dropLocalCopy(page: string) {
  try {
    window.localStorage.removeItem(localKey(page));
  } catch {
    // Storage refused (private mode): there was nothing kept to drop.
  }
}

export type AutosaveState =
  { kind: "idle" } | { kind: "saved"; at: string } | { kind: "offline" } | { kind: "refused" };

/**
 * Keeps the editor's typing: on this device at once (a closed tab or a dropped connection loses
 * nothing), and on the server after a few seconds of quiet, where the next visit, from any
 * device, finds it. `edits` counts the changes; nothing is kept before the first.
 */
export function useAutosave(
  page: string,
  doc: PageDocument,
  edits: number,
  revision: number,
  media: Record<string, MediaImage>,
): AutosaveState {
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  useEffect(() => {
    if (edits === 0) return;
    const copy = { doc, revision, media, at: new Date().toISOString() };
    try {
      window.localStorage.setItem(localKey(page), JSON.stringify(copy));
    } catch {
      // A full or refused storage: the server copy below still keeps the typing.
    }
    const timer = setTimeout(async () => {
      const body = new FormData();
      body.set("intent", "autosave");
      body.set("revision", String(revision));
      body.set("document", JSON.stringify(doc));
      try {
        const response = await fetch(`/admin/pages/${page}/autosave`, { method: "POST", body });
        const answer = (await response.json()) as { outcome?: string; savedAt?: string };
        setState(
          response.ok && answer.outcome === "autosaved"
            ? { kind: "saved", at: answer.savedAt! }
            : { kind: "refused" },
        );
      } catch {
        setState({ kind: "offline" });
      }
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- each edit counts once
  }, [edits]);
  return state;
}

/** Drops the server's copy too (the staff member chose to discard the kept typing). */
export function discardServerCopy(page: string) {
  const body = new FormData();
  body.set("intent", "discard");
  void fetch(`/admin/pages/${page}/autosave`, { method: "POST", body }).catch(() => undefined);
}
