import { useAdmin } from "~/features/admin";
import { adminStrings } from "~/i18n/admin";
import { fillTemplate } from "~/i18n/template";
import type { AutosaveState } from "./autosave";

/** What became of the last automatic copy, in the editor's bar. */
export function AutosaveStatus({ state }: { state: AutosaveState }) {
  const { locale } = useAdmin();
  const t = adminStrings(locale).pages.editor;
  if (state.kind === "idle") return null;
  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-GB", {
      timeStyle: "short",
      timeZone: "Africa/Lome",
    }).format(new Date(iso));
  const words =
    state.kind === "saved"
      ? fillTemplate(t.autosaved, { time: time(state.at) })
      : state.kind === "offline"
        ? t.autosaveOffline
        : t.autosaveRefused;
  return (
    <span
      role="status"
      data-autosave={state.kind}
      className={`text-sm ${state.kind === "saved" ? "text-slate-700" : "font-semibold text-amber-800"}`}
    >
      {words}
    </span>
  );
}
