import { fillTemplate } from "~/i18n/template";
import { useAdmin } from "./admin-data";
import type { AutosaveState } from "./autosave";
import { dateFormat } from "~/i18n/formats";

/** What became of the last automatic copy, in an editor's bar. */
export function AutosaveStatus({ state }: { state: AutosaveState }) {
  const { t, locale } = useAdmin();
  const a = t.autosave;
  if (state.kind === "idle") return null;
  const time = (iso: string) =>
    dateFormat(locale, {
      timeStyle: "short",
      timeZone: "Africa/Lome",
    }).format(new Date(iso));
  const words =
    state.kind === "saved"
      ? fillTemplate(a.saved, { time: time(state.at) })
      : state.kind === "offline"
        ? a.offline
        : a.refused;
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
