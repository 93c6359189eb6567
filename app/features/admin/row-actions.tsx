import { useId, useRef } from "react";
import { useAdmin } from "./admin-data";

const small =
  "rounded-full border border-slate-400 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100";

/**
 * Save, move and delete buttons of one row of an ordered list (team, clients, gallery). Delete
 * asks first, naming what goes (`what`: the member's name, the album's title…).
 */
export function RowActions({ saveLabel, what }: { saveLabel?: string; what: string }) {
  const { t } = useAdmin();
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <button
        name="intent"
        value="save"
        className="rounded-full bg-green-800 px-4 py-1.5 text-sm font-semibold text-white"
      >
        {saveLabel ?? t.site.save}
      </button>
      <button name="intent" value="up" className={small}>
        {t.site.moveUp}
      </button>
      <button name="intent" value="down" className={small}>
        {t.site.moveDown}
      </button>
      <RemoveButton what={what} />
    </div>
  );
}

/**
 * A delete button that asks first, in a dialog naming what goes and saying what follows
 * (`warning`); only the dialog's own button sends the form, with `intent=value`.
 */
export function RemoveButton({
  what,
  value = "remove",
  label,
  warning,
}: {
  what: string;
  value?: string;
  label?: string;
  warning?: string;
}) {
  const { t } = useAdmin();
  const ask = useRef<HTMLDialogElement>(null);
  const question = useId();
  return (
    <>
      <button
        type="button"
        onClick={() => ask.current?.showModal()}
        className={`${small} border-red-700 text-red-800`}
      >
        {label ?? t.site.remove}
      </button>
      <dialog
        ref={ask}
        aria-labelledby={question}
        className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-xl p-5 shadow-xl backdrop:bg-slate-900/50"
      >
        <p id={question} className="text-lg font-bold">
          {t.site.removeAsk.replace("{what}", what)}
        </p>
        <p className="mt-2 text-slate-700">{warning ?? t.site.removeWarning}</p>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <button type="button" onClick={() => ask.current?.close()} className={small}>
            {t.site.removeKeep}
          </button>
          <button
            name="intent"
            value={value}
            className="rounded-full bg-red-800 px-4 py-1.5 text-sm font-semibold text-white"
          >
            {label ?? t.site.remove}
          </button>
        </div>
      </dialog>
    </>
  );
}

/** Problems of one form, by field, as sentences. */
export function ProblemList({ problems }: { problems: Record<string, string | undefined> }) {
  const { t } = useAdmin();
  const entries = Object.entries(problems).filter(([, code]) => code);
  if (!entries.length) return null;
  return (
    <ul role="alert" className="mt-2 text-sm font-semibold text-red-800">
      {entries.map(([field, code]) => (
        <li key={field} data-problem={field}>
          {t.site.problems[code as keyof typeof t.site.problems]}
        </li>
      ))}
    </ul>
  );
}
