import { CircleAlert, Info } from "~/components/icons";
import { useSyncExternalStore } from "react";
import type { Locale } from "~/i18n/locale";
import { DELIVERY_EVENT, deliveryOf, offlineNotices, refusalText, type Delivery } from "./notices";

/**
 * What became of the submission the form kept on the device (`id`), once the queue has sent it:
 * the form then shows its own confirmation in place of the notice below.
 */
export function useDelivery(id: string | undefined): Delivery | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (id ? deliveryOf(id) : undefined),
    () => undefined,
  );
}

function subscribe(onChange: () => void) {
  window.addEventListener(DELIVERY_EVENT, onChange);
  return () => window.removeEventListener(DELIVERY_EVENT, onChange);
}

/**
 * Stands above a lead form whose submission was kept on the device: "saved on this device, it
 * goes out as soon as you are back online"; or, if the server refused it later, why and what to do.
 */
export function LeadKept({ delivery, locale }: { delivery?: Delivery; locale: Locale }) {
  const t = offlineNotices(locale);
  const refused = delivery?.outcome === "refused";
  return (
    <div
      role="status"
      data-testid={refused ? "lead-kept-refused" : "lead-kept"}
      className={`mb-6 flex gap-3 rounded-xl border p-4 ${refused ? "border-red-200 bg-red-50 text-red-900" : "border-amber-200 bg-amber-50 text-amber-950"}`}
    >
      {refused ? (
        <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      ) : (
        <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      )}
      <div>
        <p className="font-bold">{refused ? t.refusedTitle : t.keptTitle}</p>
        <p>{refused ? refusalText(delivery.formError, locale) : t.keptText}</p>
      </div>
    </div>
  );
}
