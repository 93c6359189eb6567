import { useAdmin } from "~/features/admin";
import type { DevisStatus } from "./types";

/** Colours that say where a devis stands at a glance; the word says it for everyone. */
const COLORS: Record<DevisStatus, string> = {
  draft: "bg-slate-100 text-slate-800",
  sent: "bg-sky-100 text-sky-900",
  viewed: "bg-indigo-100 text-indigo-900",
  accepted: "bg-green-100 text-green-900",
  declined: "bg-red-100 text-red-900",
  expired: "bg-amber-100 text-amber-900",
  replaced: "bg-slate-100 text-slate-700",
  withdrawn: "bg-slate-200 text-slate-800",
};

export function StatusBadge({ status }: { status: DevisStatus }) {
  const { t } = useAdmin();
  return (
    <span
      data-status={status}
      className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${COLORS[status]}`}
    >
      {t.devis.statuses[status]}
    </span>
  );
}
