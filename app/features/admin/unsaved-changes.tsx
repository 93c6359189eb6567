import { useEffect, useId, useRef } from "react";
import { useBlocker } from "react-router";
import { useAdmin } from "./admin-data";

/**
 * What a staff member typed and has not saved, on any admin screen. A form counts from the first
 * focus or touch inside it: its fields are noted then, and it has changes while they differ from
 * that note. Sending it clears the note. Editors whose fields are not a plain form (the Pages
 * editor) say it themselves with `useUnsavedChanges`. Forms that only look something up (GET)
 * never count.
 */
const noted = new WeakMap<HTMLFormElement, string>();
const declared = new Set<symbol>();

function fields(form: HTMLFormElement): string {
  const entries = [...new FormData(form)].map(([name, value]) =>
    typeof value === "string" ? [name, value] : [name, `${value.name}:${value.size}`],
  );
  return JSON.stringify(entries);
}

const watched = (form: HTMLFormElement | null | undefined): form is HTMLFormElement =>
  !!form && form.method.toLowerCase() === "post";

export function hasUnsavedChanges(): boolean {
  if (declared.size > 0) return true;
  return [...document.forms].some((form) => {
    const before = noted.get(form);
    return before !== undefined && before !== fields(form);
  });
}

/** For an editor that keeps its own state: while `dirty`, leaving the screen asks first. */
export function useUnsavedChanges(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const key = Symbol("unsaved");
    declared.add(key);
    return () => void declared.delete(key);
  }, [dirty]);
}

/**
 * Mounted once by the admin's frame: leaving a screen with unsaved changes, through the admin's
 * own links, the browser's back button, a reload or a closed tab, asks first. Sending a form to
 * its own screen is never held back.
 */
export function UnsavedChangesGuard() {
  const { t } = useAdmin();
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useId();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges(),
  );

  useEffect(() => {
    const note = (event: Event) => {
      const form = (event.target as Element | null)?.closest?.("form");
      if (watched(form) && !noted.has(form)) noted.set(form, fields(form));
    };
    // Capture phase: before the router turns the submission into a navigation.
    const sent = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement) noted.delete(event.target);
    };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges()) event.preventDefault();
    };
    document.addEventListener("focusin", note, true);
    document.addEventListener("pointerdown", note, true);
    document.addEventListener("submit", sent, true);
    window.addEventListener("beforeunload", beforeUnload);
    return () => {
      document.removeEventListener("focusin", note, true);
      document.removeEventListener("pointerdown", note, true);
      document.removeEventListener("submit", sent, true);
      window.removeEventListener("beforeunload", beforeUnload);
    };
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (blocker.state === "blocked" && element && !element.open) element.showModal();
    if (blocker.state !== "blocked" && element?.open) element.close();
  }, [blocker.state]);

  const button = "rounded-full px-4 py-2 text-sm font-semibold";
  return (
    <dialog
      ref={dialog}
      aria-labelledby={title}
      data-testid="unsaved-dialog"
      // Escape closes the dialog: the staff member stays, as with "Stay".
      onClose={() => blocker.state === "blocked" && blocker.reset()}
      className="m-auto w-[min(30rem,calc(100%-2rem))] rounded-xl p-5 shadow-xl backdrop:bg-slate-900/50"
    >
      <p id={title} className="text-lg font-bold">
        {t.unsaved.title}
      </p>
      <p className="mt-2 text-slate-700">{t.unsaved.text}</p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          autoFocus
          onClick={() => blocker.reset?.()}
          className={`${button} bg-green-800 text-white`}
        >
          {t.unsaved.stay}
        </button>
        <button
          type="button"
          onClick={() => blocker.proceed?.()}
          className={`${button} border border-red-700 text-red-800`}
        >
          {t.unsaved.leave}
        </button>
      </div>
    </dialog>
  );
}
