import { useAdmin } from "~/features/admin";
import type { InvoiceStatus } from "./types";

/** Where an invoice stands: the colour helps, the word ("En retard") says it for everyone. */
const COLORS: Record<InvoiceStatus, string> = {
  unpaid: "bg-sky-100 text-sky-900",
  "partly-paid": "bg-amber-100 text-amber-900",
  paid: "bg-green-100 text-green-900",
  overdue: "bg-red-700 text-white",
  cancelled: "bg-slate-200 text-slate-800",
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useAdmin();
  return (
    <span
      data-status={status}
      className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${COLORS[status]}`}
    >
      {t.invoices.statuses[status]}
    </span>
  );
}
