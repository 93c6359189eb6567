import { useAdmin } from "./admin-data";

const small =
  "rounded-full border border-slate-400 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100";

/** Save, move and delete buttons of one row of an ordered list (team, clients, gallery). */
export function RowActions({ saveLabel }: { saveLabel?: string }) {
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
      <button name="intent" value="remove" className={`${small} border-red-700 text-red-800`}>
        {t.site.remove}
      </button>
    </div>
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
