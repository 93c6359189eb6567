import { Form } from "react-router";
import { inputClass, useAdmin } from "~/features/admin";
import type { Locale } from "~/i18n/locale";

/** An administrator's Monday report: on or off, and in which language (My account). */
export function ReportSettingForm({ setting }: { setting: { weekly: boolean; locale: Locale } }) {
  const { t } = useAdmin();
  const w = t.report.setting;
  return (
    <section aria-labelledby="report-title" className="mt-8 max-w-xl">
      <h2 id="report-title" className="text-xl font-semibold">
        {w.title}
      </h2>
      <p className="mt-1 text-slate-700">{w.intro}</p>
      <Form
        method="post"
        className="mt-3 space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <input type="hidden" name="intent" value="report" />
        <label className="flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            name="weekly"
            defaultChecked={setting.weekly}
            className="h-5 w-5"
          />
          {w.receive}
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          {w.language}
          <select name="locale" defaultValue={setting.locale} className={inputClass}>
            <option value="fr">Français</option>
            <option value="en">English</option>
          </select>
        </label>
        <button className="rounded-full bg-green-800 px-5 py-2 font-semibold text-white">
          {w.save}
        </button>
      </Form>
    </section>
  );
}
