import { Form } from "react-router";
import { adminAction } from "~/features/admin/index.server";
import type { Route } from "./+types/settings";
import { useAdmin, RefusalNotice, BilingualField, TextField } from "~/features/admin";
import { isRefusal } from "~/features/forms";
import { settingsForm } from "./settings.server";
import { OpeningHoursFields } from "./opening-hours-fields";
import { audit, screenRole, staffUser } from "~/features/auth/index.server";
import { defaultSettings, SOCIAL_FIELDS, type CompanySettings } from "~/features/company";
import { socialNetworkNames } from "~/content/company";
import {
  settingsFromForm,
  readSettings,
  saveSettings,
  settingsChanges,
  invalidateSiteData,
  readPrivacySettings,
  savePrivacySettings,
} from "~/features/company/index.server";
import { PrivacySettingsForm } from "./privacy-settings-form";
import { getRuntime } from "~/runtime/runtime.server";
import { DevisSettingsForm } from "~/features/devis";
import { readDevisSettings, saveDevisSettings } from "~/features/devis/index.server";
import { InvoiceSettingsForm } from "~/features/invoices";
import { readInvoiceSettings, saveInvoiceSettings } from "~/features/invoices/index.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("admin")];

/** The company's identity, used by every page and e-mail: administrators only. */
export async function loader({ context }: Route.LoaderArgs) {
  staffUser(context);
  const { database, config } = await getRuntime();
  return {
    settings: (await readSettings(database)) ?? defaultSettings(config.LEADS_NOTIFY_TO),
    privacy: await readPrivacySettings(database),
    devis: await readDevisSettings(database),
    invoices: await readInvoiceSettings(database),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return adminAction({ request, context }, { form: settingsForm }, async (user, form) => {
    const { database } = await getRuntime();
    if (form.data.intent === "privacy") {
      // Retention period and legal notice: their own document, form and audit entry.
      const { intent: _, ...privacy } = form.data;
      const before = await readPrivacySettings(database);
      await savePrivacySettings(database, privacy, user.id);
      invalidateSiteData(database);
      await audit(
        user,
        "settings.privacy",
        { type: "settings", id: "privacy" },
        { from: before, to: privacy },
      );
      return { outcome: "saved" as const, part: "privacy" as const };
    }
    if (form.data.intent === "devis") {
      // VAT, validity and payment terms of new devis: their own document and audit entry.
      const { intent: _, ...devis } = form.data;
      const before = await readDevisSettings(database);
      await saveDevisSettings(database, devis, user.id);
      await audit(
        user,
        "settings.devis",
        { type: "settings", id: "devis" },
        { from: before, to: devis },
      );
      return { outcome: "saved" as const, part: "devis" as const };
    }
    if (form.data.intent === "invoices") {
      // Deposit, payment term and legal form of new invoices: their own document and audit entry.
      const { intent: _, ...invoices } = form.data;
      const before = await readInvoiceSettings(database);
      await saveInvoiceSettings(database, invoices, user.id);
      await audit(
        user,
        "settings.invoices",
        { type: "settings", id: "invoices" },
        { from: before, to: invoices },
      );
      return { outcome: "saved" as const, part: "invoices" as const };
    }
    const { intent: _, ...fields } = form.data;
    const settings = settingsFromForm(fields);
    const before = await readSettings(database);
    await saveSettings(database, settings, user.id);
    invalidateSiteData(database);
    await audit(
      user,
      "settings.update",
      { type: "settings", id: "company" },
      settingsChanges(before, settings),
    );
    return { outcome: "saved" as const, part: "company" as const };
  });
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdmin();
  const s = t.site.settings;
  const saved = loaderData.settings;
  const refusal = isRefusal(actionData) ? actionData : undefined;
  const problems = refusal?.problems ?? {};
  // After a refused save, the fields keep what was typed; otherwise they show what is stored.
  const typed = refusal?.sent;
  const text = (key: string) => {
    const sent = typed?.[key];
    return typeof sent === "string" ? sent : undefined;
  };
  const value = (key: keyof CompanySettings) => text(key) ?? String(saved[key] ?? "");
  // The identity form's hours as sent, or as stored.
  const typedHours =
    typed && !["privacy", "devis", "invoices"].includes(String(typed.intent)) ? typed : undefined;
  const field = (key: keyof CompanySettings, label: string, extra: object = {}) => (
    <TextField
      key={`${key}-${value(key)}`}
      name={key}
      label={label}
      defaultValue={value(key)}
      problems={problems}
      {...extra}
    />
  );
  const section = "mt-6 rounded-xl border border-slate-200 bg-white p-5";
  return (
    <>
      <h1 className="text-2xl font-bold">{s.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{s.intro}</p>
      {isRefusal(actionData) ? (
        <RefusalNotice answer={actionData} marked />
      ) : (
        actionData && (
          <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-900">
            {/* What the save did, then which part of the screen it was. */}
            {actionData.part === "devis"
              ? s.devisSaved
              : actionData.part === "invoices"
                ? t.invoices.settings.saved
                : t.site.saved}{" "}
            {s.savedPart.replace(
              "{part}",
              {
                company: s.companyPart,
                privacy: t.privacy.settings.title,
                devis: t.devis.settings.title,
                invoices: t.invoices.settings.title,
              }[actionData.part],
            )}
          </p>
        )
      )}
      <Form method="post" noValidate>
        <fieldset className={section}>
          <legend className="px-1 text-lg font-semibold">{s.identity}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {field("name", s.name, { required: true, maxLength: 80 })}
            {field("phone", s.phone, { type: "tel", required: true, hint: s.phoneHint })}
            {field("phone2", s.phone2, { type: "tel" })}
            {field("whatsapp", s.whatsapp, { type: "tel", hint: s.whatsappHint })}
            {field("email", s.email, { type: "email", required: true })}
            {field("leadsNotifyTo", s.leadsNotifyTo, { type: "email", required: true })}
          </div>
        </fieldset>
        <fieldset className={section}>
          <legend className="px-1 text-lg font-semibold">{s.address}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {field("street", s.street, { required: true, maxLength: 160 })}
            {field("district", s.district, { required: true, maxLength: 80 })}
            {field("city", s.city, { required: true, maxLength: 80 })}
            {field("country", s.country, { required: true, maxLength: 80 })}
            {field("countryCode", s.countryCode, { required: true, maxLength: 2 })}
            {field("latitude", s.latitude, { type: "number", required: true })}
            {field("longitude", s.longitude, { type: "number", required: true })}
            <TextField
              name="mapLink"
              label={s.mapLink}
              defaultValue={text("mapLink") ?? ""}
              problems={problems}
              hint={s.mapLinkHint}
              maxLength={2000}
            />
          </div>
        </fieldset>
        <fieldset className={section}>
          <legend className="px-1 text-lg font-semibold">{s.hours}</legend>
          <OpeningHoursFields saved={saved.hours} typed={typedHours} problems={problems} />
          <div className="mt-4 grid gap-4">
            <BilingualField
              name="sunday"
              label={s.sunday}
              fr={value("sundayFr")}
              en={value("sundayEn")}
              problems={problems}
              maxLength={80}
            />
            <BilingualField
              name="emergencies"
              label={s.emergencies}
              fr={value("emergenciesFr")}
              en={value("emergenciesEn")}
              problems={problems}
              maxLength={80}
            />
          </div>
        </fieldset>
        <fieldset className={section}>
          <legend className="px-1 text-lg font-semibold">{s.social}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {SOCIAL_FIELDS.map((network) =>
              field(network, socialNetworkNames[network], { type: "url" }),
            )}
          </div>
        </fieldset>
        <button className="mt-6 rounded-full bg-green-800 px-6 py-3 font-semibold text-white">
          {t.site.save}
        </button>
      </Form>
      <PrivacySettingsForm
        saved={loaderData.privacy}
        typed={typed && Object.fromEntries(Object.keys(typed).map((k) => [k, text(k) ?? ""]))}
        problems={problems}
      />
      <DevisSettingsForm
        saved={loaderData.devis}
        typed={typed && Object.fromEntries(Object.keys(typed).map((k) => [k, text(k) ?? ""]))}
        problems={problems}
      />
      <InvoiceSettingsForm
        saved={loaderData.invoices}
        typed={typed && Object.fromEntries(Object.keys(typed).map((k) => [k, text(k) ?? ""]))}
        problems={problems}
      />
    </>
  );
}
