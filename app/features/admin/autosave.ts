import { useEffect, useState } from "react";

/**
 * Typing kept while a staff member edits, so a dropped connection or a closed tab loses nothing:
 * on this device at every change (`localStorage`), and on the server after a few seconds of quiet
 * (an editor's own autosave address), where the next visit, from any device, finds it
 * (docs/decisions/040-an-admin-that-keeps-what-was-typed.md).
 */

/** Seconds of quiet after typing before the server keeps a copy. */
export const AUTOSAVE_DELAY_MS = 3_000;

/** A copy of an editor's typing. `base`: what the stored version was when the typing began. */
export interface KeptCopy<T> {
  value: T;
  base: string;
  /** ISO time it was kept */
  at: string;
}

export function readLocalCopy<T>(key: string): KeptCopy<T> | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as KeptCopy<T>) : null;
  } catch {
    return null;
  }
}

export function dropLocalCopy(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode): there was nothing kept to drop.
  }
}

/** Drops the server's copy too (the staff member chose to discard the kept typing). */
export function discardServerCopy(endpoint: string) {
  const body = new FormData();
  body.set("intent", "discard");
  void fetch(endpoint, { method: "POST", body }).catch(() => undefined);
}

export type AutosaveState =
  { kind: "idle" } | { kind: "saved"; at: string } | { kind: "offline" } | { kind: "refused" };

/**
 * Keeps `value` each time `edits` moves (nothing before the first edit): on the device at once,
 * and, after AUTOSAVE_DELAY_MS of quiet, on the server through `endpoint` (none: the device only,
 * as for a post not created yet).
 */
export function useAutosave<T>({
  key,
  endpoint,
  value,
  edits,
  base,
}: {
  key: string;
  endpoint: string | null;
  value: T;
  edits: number;
  base: string;
}): AutosaveState {
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  useEffect(() => {
    if (edits === 0) return;
    const copy: KeptCopy<T> = { value, base, at: new Date().toISOString() };
    try {
      window.localStorage.setItem(key, JSON.stringify(copy));
    } catch {
      // A full or refused storage: the server's copy below still keeps the typing.
    }
    if (!endpoint) return;
    const timer = setTimeout(async () => {
      const body = new FormData();
      body.set("intent", "autosave");
      body.set("base", base);
      body.set("document", JSON.stringify(value));
      try {
        const response = await fetch(endpoint, { method: "POST", body });
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
