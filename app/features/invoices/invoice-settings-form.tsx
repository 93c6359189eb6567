import { Form } from "react-router";
import { TextField, useAdmin } from "~/features/admin";
import type { FieldProblems } from "~/features/forms";
import type { InvoiceSettings } from "./settings.server";

/** The invoices part of /admin/settings: its own form (intent "invoices"), like the devis one. */
export function InvoiceSettingsForm({
  saved,
  typed,
  problems,
}: {
  saved: InvoiceSettings;
  typed: Record<string, string> | null | undefined;
  problems: FieldProblems;
}) {
  const { t } = useAdmin();
  const s = t.invoices.settings;
  const mine = typed?.intent === "invoices" ? typed : undefined;
  const field = (key: keyof InvoiceSettings, label: string, extra: object = {}) => {
    const value = mine?.[key] ?? String(saved[key]);
    return (
      <TextField
        key={`${key}-${value}`}
        name={key}
        label={label}
        defaultValue={value}
        problems={mine ? problems : {}}
        {...extra}
      />
    );
  };
  return (
    <Form method="post" noValidate>
      <input type="hidden" name="intent" value="invoices" />
      <fieldset className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
        <legend className="px-1 text-lg font-semibold">{s.title}</legend>
        <p className="max-w-3xl text-slate-700">{s.intro}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {field("depositPercent", s.depositPercent, { type: "number", required: true })}
          {field("termDays", s.termDays, { type: "number", required: true })}
          {field("legalForm", s.legalForm, { maxLength: 80 })}
        </div>
      </fieldset>
      <button className="mt-6 rounded-full bg-green-800 px-6 py-3 font-semibold text-white">
        {s.save}
      </button>
    </Form>
  );
}
