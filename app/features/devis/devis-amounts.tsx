import { formatFcfa } from "~/content/pricing";
import { useAdmin } from "~/features/admin";
import type { DevisTotals } from "./money";

/** The editor's amounts, as computed while the staff member types (live-totals.ts). */
export function DevisAmounts({ totals, className }: { totals: DevisTotals; className: string }) {
  const { t, locale } = useAdmin();
  const e = t.devis.editor;
  const fcfa = (n: number) => formatFcfa(n, locale);
  return (
    <section className={className} aria-labelledby="devis-totals">
      <h2 id="devis-totals" className="text-lg font-semibold">
        {e.totals}
      </h2>
      {/* Read out when it changes, so a screen-reader user hears the new total too. */}
      <dl
        className="mt-2 grid max-w-sm grid-cols-2 gap-1"
        data-testid="devis-totals"
        aria-live="polite"
      >
        <dt>{e.subtotal}</dt>
        <dd className="text-right">{fcfa(totals.subtotal)}</dd>
        {totals.discount > 0 && (
          <>
            <dt>{e.discountLine}</dt>
            <dd className="text-right">− {fcfa(totals.discount)}</dd>
          </>
        )}
        {totals.vat > 0 && (
          <>
            <dt>{e.vatLine}</dt>
            <dd className="text-right">{fcfa(totals.vat)}</dd>
          </>
        )}
        <dt className="font-bold">{e.total}</dt>
        <dd className="text-right font-bold">{fcfa(totals.total)}</dd>
      </dl>
      <p className="mt-2 text-sm text-slate-600">{e.totalsHint}</p>
    </section>
  );
}
