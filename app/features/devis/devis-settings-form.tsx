import { Form } from "react-router";
import { useAdmin, TextField } from "~/features/admin";
import type { FieldProblems } from "~/features/forms";
import type { DevisSettings } from "./settings.server";

/**
 * The devis part of /admin/settings: its own form (intent "devis"), like the privacy one. The
 * VAT rate is typed in percent ("18", "18,5") and stored in hundredths of a percent.
 */
export function DevisSettingsForm({
  saved,
  typed,
  problems,
}: {
  saved: DevisSettings;
  typed: Record<string, string> | null | undefined;
  problems: FieldProblems;
}) {
  const { t, locale } = useAdmin();
  const s = t.devis.settings;
  const mine = typed?.intent === "devis" ? typed : undefined;
  const rate = `${Math.floor(saved.vatRate / 100)}${
    saved.vatRate % 100
      ? `${locale === "fr" ? "," : "."}${String(saved.vatRate % 100)
          .padStart(2, "0")
          .replace(/0$/, "")}`
      : ""
  }`;
  const value = (key: Exclude<keyof DevisSettings, "vatEnabled">) =>
    mine?.[key] ?? (key === "vatRate" ? rate : String(saved[key]));
  const field = (
    key: Exclude<keyof DevisSettings, "vatEnabled">,
    label: string,
    extra: object = {},
  ) => (
    <TextField
      key={`${key}-${value(key)}`}
      name={key}
      label={label}
      defaultValue={value(key)}
      problems={mine ? problems : {}}
      {...extra}
    />
  );
  return (
    <Form method="post" noValidate>
      <input type="hidden" name="intent" value="devis" />
      <fieldset className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
        <legend className="px-1 text-lg font-semibold">{s.title}</legend>
        <p className="max-w-3xl text-slate-700">{s.intro}</p>
        <label className="mt-4 flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            name="vatEnabled"
            defaultChecked={mine ? "vatEnabled" in mine : saved.vatEnabled}
            className="h-5 w-5"
          />
          {s.vatEnabled}
        </label>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {field("vatRate", s.vatRate, { required: true })}
          {field("validityDays", s.validityDays, { type: "number", required: true })}
          {field("paymentTermsFr", s.paymentTermsFr, { multiline: true, maxLength: 1000 })}
          {field("paymentTermsEn", s.paymentTermsEn, { multiline: true, maxLength: 1000 })}
        </div>
        <h3 className="mt-6 font-semibold">{s.paymentTitle}</h3>
        <p className="max-w-3xl text-sm text-slate-700">{s.paymentIntro}</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {field("paymentBank", s.paymentBank, { maxLength: 120 })}
          {field("paymentAccount", s.paymentAccount, { maxLength: 120 })}
          {field("paymentTmoney", s.paymentTmoney, { maxLength: 120, type: "tel" })}
          {field("paymentFlooz", s.paymentFlooz, { maxLength: 120, type: "tel" })}
        </div>
      </fieldset>
      <button className="mt-6 rounded-full bg-green-800 px-6 py-3 font-semibold text-white">
        {s.save}
      </button>
    </Form>
  );
}
