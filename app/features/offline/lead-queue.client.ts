import { toast } from "~/components/toast/toast-store";
import type { LeadResult, LeadKind } from "~/features/leads";
import type { Locale } from "~/i18n/locale";
import { withLabel } from "~/lib/typography";
import { forgetLead, keepLead, queuedLeads, sendQueued } from "./lead-queue";
import { offlineNotices, refusalText, rememberDelivery, type Delivery } from "./notices";
import { clearPending, markPending, QUEUE_NAME } from "./pending";

/**
 * The page's half of the offline queue, loaded only when a form page is open (warmed after it
 * hydrates, so it is there when the connection is not) or when something waits to be sent.
 */

/** What a lead form's action answers when the submission was kept on the device. */
export type KeptResult = Extract<LeadResult, { status: "queued" }>;

/**
 * Keeps a submission that could not reach the server, asks for it to be sent when the connection
 * returns, and says so. The answer carries a new token, so the form starts empty again, as after
 * a success. Throws if the device cannot store it (the caller says it was not sent).
 */
export async function keepForLater(
  kind: LeadKind,
  formData: FormData,
  locale: Locale,
): Promise<KeptResult> {
  const fields = [...formData].filter((e): e is [string, string] => typeof e[1] === "string");
  const id = randomId();
  const page = location.pathname + location.search;
  await keepLead({ id, kind, fields, locale, page, queuedAt: Date.now() });
  markPending();
  await askForSync();
  // Failed while the browser believes it is online (a dropped connection, a gateway error):
  // no `online` event will come, so the page tries again by itself.
  if (navigator.onLine) retryLater();
  const t = offlineNotices(locale);
  toast.info(t.keptTitle, { description: t.keptText });
  // The next form keeps the start time the server gave: this device's clock may be wrong, and a
  // start "in the future" would make the server refuse the next message as sent too fast.
  const startedAt = Number(formData.get("_started")) || Date.now();
  return { status: "queued", id, token: randomId(), startedAt };
}

/** Sends what waits (on load, when the connection returns), then tells what became of it. */
export async function sendFromPage() {
  const { deliveries, waiting } = await sendQueued();
  // Refused while no page was open (sent by the service worker): the visitor learns it now.
  const told = new Set(deliveries.map((d) => d.id));
  const earlier = (await queuedLeads())
    .filter((lead) => lead.refused && !told.has(lead.id))
    .map((lead): Delivery => ({ id: lead.id, outcome: "refused", ...lead.refused }));
  await announce([...deliveries, ...earlier]);
  if (waiting === 0) {
    if ((await queuedLeads()).length === 0) clearPending();
  } else if (navigator.onLine) retryLater();
}

const announced = new Set<string>();

/** Tells the visitor, once per submission, in the page's language; forgets refused ones. */
export async function announce(deliveries: readonly Delivery[]) {
  const locale: Locale = document.documentElement.lang === "en" ? "en" : "fr";
  const t = offlineNotices(locale);
  for (const delivery of deliveries) {
    if (delivery.outcome === "refused") await forgetLead(delivery.id);
    if (announced.has(delivery.id)) continue;
    announced.add(delivery.id);
    rememberDelivery(delivery);
    if (delivery.outcome === "sent") {
      const reference = delivery.reference
        ? ` ${withLabel(t.reference, delivery.reference, locale)}.`
        : "";
      toast.success(t.sentTitle, { description: `${t.sentText}${reference}` });
    } else {
      toast.error(t.refusedTitle, { description: refusalText(delivery.formError, locale) });
    }
  }
}

/** Background Sync where the browser has it: the worker sends even if the page is closed. */
async function askForSync() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    await sync?.register(QUEUE_NAME);
  } catch {
    // No worker, or sync refused: the page sends on `online` and on the next visit instead.
  }
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = 15_000;

/** Tries again in 15 s, then 30 s, 1 min… (at most every 10 min) while the page is open. */
function retryLater() {
  if (retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    sendFromPage().catch(() => undefined);
  }, retryDelay);
  retryDelay = Math.min(retryDelay * 2, 600_000);
}

/** A form token the server accepts ([A-Za-z0-9-]{16,64}); crypto.randomUUID needs HTTPS. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
