import { Form } from "react-router";
import { retentionPhrase, type LegalFacts } from "~/content/legal-facts";
import { fillTemplate } from "~/i18n/template";
import { useAdmin, TextField } from "~/features/admin";
import type { FieldProblems } from "~/features/forms";
import { adminWords, words } from "~/i18n/words/admin";

/**
 * The privacy part of /admin/settings: its own form (intent "privacy"), so saving it never
 * touches the identity and the reverse. After a refused save the fields keep what was typed.
 */
export function PrivacySettingsForm({
  saved,
  typed,
  problems,
}: {
  saved: LegalFacts;
  typed: Record<string, string> | null | undefined;
  problems: FieldProblems;
}) {
  const { locale } = useAdmin();
  const s = words(locale, adminWords).privacy.settings;
  const value = (key: keyof LegalFacts) => typed?.[key] ?? String(saved[key]);
  const field = (key: keyof LegalFacts, label: string, extra: object = {}) => (
    <TextField
      key={`${key}-${value(key)}`}
      name={key}
      label={label}
      defaultValue={value(key)}
      problems={problems}
      {...extra}
    />
  );
  return (
    <Form method="post" noValidate>
      <input type="hidden" name="intent" value="privacy" />
      <fieldset className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
        <legend className="px-1 text-lg font-semibold">{s.title}</legend>
        <p className="max-w-3xl text-slate-700">{s.intro}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {field("retentionMonths", s.retentionMonths, {
            type: "number",
            required: true,
            hint: fillTemplate(s.retentionHint, {
              period: retentionPhrase(saved.retentionMonths, locale),
            }),
          })}
          {field("director", s.director, { maxLength: 120, hint: s.directorHint })}
          {field("host", s.host, { maxLength: 300, hint: s.hostHint, multiline: true })}
          {field("registration", s.registration, { maxLength: 160 })}
        </div>
      </fieldset>
      <button className="mt-6 rounded-full bg-green-800 px-6 py-3 font-semibold text-white">
        {s.save}
      </button>
    </Form>
  );
}
