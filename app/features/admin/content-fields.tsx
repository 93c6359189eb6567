import { useState } from "react";
import type { FieldProblems } from "~/features/forms";
import { useAdmin } from "./admin-data";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700";

interface FieldProps {
  name: string;
  label: string;
  defaultValue?: string | number;
  problems?: FieldProblems;
  hint?: string;
  type?: "text" | "email" | "tel" | "url" | "time" | "number";
  required?: boolean;
  maxLength?: number;
  multiline?: boolean;
  className?: string;
}

/** One labelled input with its hint and its problem, wired for screen readers. */
export function TextField({
  name,
  label,
  defaultValue,
  problems,
  hint,
  type = "text",
  required,
  maxLength,
  multiline,
  className,
}: FieldProps) {
  const { t } = useAdmin();
  const problem = problems?.[name];
  const id = `field-${name}`;
  const describedBy = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(" ");
  const common = {
    id,
    name,
    defaultValue,
    required,
    maxLength,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": describedBy || undefined,
    className: inputClass,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {multiline ? (
        <textarea rows={3} {...common} />
      ) : (
        <input type={type} step={type === "number" ? "any" : undefined} {...common} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="mt-1 text-sm font-semibold text-red-800">
          {t.site.problems[problem]}
        </p>
      )}
    </div>
  );
}

/**
 * French and English side by side. An empty English field shows the French on the site; the
 * form says so beside the field (and updates as the staff member types).
 */
export function BilingualField({
  name,
  label,
  fr,
  en,
  problems,
  required,
  maxLength,
  multiline,
}: {
  /** Inputs are `${name}Fr` and `${name}En` */
  name: string;
  label: string;
  fr: string;
  en: string;
  problems?: FieldProblems;
  required?: boolean;
  maxLength?: number;
  multiline?: boolean;
}) {
  const { t } = useAdmin();
  const [english, setEnglish] = useState(en);
  const frName = `${name}Fr`;
  const enName = `${name}En`;
  const problem = problems?.[frName] ?? problems?.[enName];
  const Control = multiline ? "textarea" : "input";
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm">
          <span lang="fr">{t.site.french}</span>
          <Control
            name={frName}
            defaultValue={fr}
            required={required}
            maxLength={maxLength}
            rows={multiline ? 4 : undefined}
            aria-invalid={problems?.[frName] ? true : undefined}
            className={inputClass}
          />
        </label>
        <label className="block text-sm">
          <span lang="en">{t.site.english}</span>
          <Control
            name={enName}
            defaultValue={en}
            maxLength={maxLength}
            rows={multiline ? 4 : undefined}
            placeholder={fr}
            onChange={(e) => setEnglish(e.currentTarget.value)}
            aria-invalid={problems?.[enName] ? true : undefined}
            className={inputClass}
          />
          {!english.trim() && (
            <span data-fallback-marker className="mt-1 block text-xs font-semibold text-amber-800">
              {t.site.fallback}
            </span>
          )}
        </label>
      </div>
      {problem && (
        <p className="mt-1 text-sm font-semibold text-red-800">{t.site.problems[problem]}</p>
      )}
    </fieldset>
  );
}

/** The outcome of a save: a notice that stays (screen readers, no JavaScript). */
export function SaveNotice({ outcome }: { outcome: "saved" | "invalid" | undefined }) {
  const { t } = useAdmin();
  if (!outcome) return null;
  return outcome === "saved" ? (
    <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-900">
      {t.site.saved}
    </p>
  ) : (
    <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-semibold text-red-900">
      {t.site.invalid}
    </p>
  );
}
