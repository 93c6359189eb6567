import { createStore, del, entries, set, type UseStore } from "idb-keyval";
import type { LeadKind } from "~/features/leads";
import type { Locale } from "~/i18n/locale";
import type { Delivery } from "./notices";
import { QUEUE_NAME } from "./pending";
import { postLead } from "./kept";

/**
 * The lead forms' submissions kept on the device (IndexedDB) until the server has them, and the
 * code that sends them. Shared by the page and the service worker
 * (docs/decisions/020-offline-forms.md), so it uses nothing but IndexedDB, fetch and Web Locks.
 */

export interface QueuedLead {
  id: string;
  kind: LeadKind;
  /** The form's fields as sent, its token and guards included. Text only: no form has a file. */
  fields: [string, string][];
  locale: Locale;
  /** The page it was sent from (path and query): sent as the referrer, the lead's source page. */
  page: string;
  queuedAt: number;
  /** The server refused it: kept only until an open page has told the visitor. */
  refused?: { formError?: string };
}

let store: UseStore | undefined;
// Opened on first use: merely loading this module touches no storage.
const db = () => (store ??= createStore("africa-clean-offline", "leads"));

export async function queuedLeads(): Promise<QueuedLead[]> {
  const all = await entries<string, QueuedLead>(db());
  return all.map(([, lead]) => lead).sort((a, b) => a.queuedAt - b.queuedAt);
}

export const keepLead = (lead: QueuedLead) => set(lead.id, lead, db());
export const forgetLead = (id: string) => del(id, db());

/**
 * Sends the waiting submissions, oldest first, and says what became of each. One sender at a
 * time across tabs and the service worker (a Web Lock, where the browser has it); the server is
 * idempotent on the form's token and content anyway, so a submission sent twice is stored once.
 * `waiting` counts those still to send (offline, server busy): the caller tries again later.
 */
export function sendQueued(): Promise<{ deliveries: Delivery[]; waiting: number }> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? locks.request(QUEUE_NAME, sendAll) : sendAll();
}

async function sendAll() {
  const deliveries: Delivery[] = [];
  let waiting = 0;
  for (const lead of await queuedLeads()) {
    if (lead.refused) continue;
    // After one failure the others would fail too: they wait for the next try.
    const answer = waiting ? undefined : await post(lead);
    if (!answer) {
      waiting++;
      continue;
    }
    if (answer.outcome === "sent") await forgetLead(lead.id);
    else await keepLead({ ...lead, refused: { formError: answer.formError } });
    deliveries.push({ id: lead.id, ...answer });
  }
  return { deliveries, waiting };
}

/** The server's answer to one kept submission; undefined when it should be tried again later. */
async function post(lead: QueuedLead): Promise<Omit<Delivery, "id"> | undefined> {
  let response: Response;
  try {
    response = await postLead(lead.kind, lead.locale, lead.fields, lead.page);
  } catch {
    return undefined;
  }
  const body = (await response.json().catch(() => undefined)) as
    { status?: string; reference?: string; formError?: string } | undefined;
  if (response.ok && body?.status === "success") {
    const serviceType = lead.fields.find(([name]) => name === "serviceType")?.[1];
    return { outcome: "sent", reference: body.reference, serviceType };
  }
  // Only a 4xx from our own server drops it: a 4xx from a captive portal or a proxy is not an
  // answer. Rate limited (429) or busy (503): later.
  const refused =
    body?.status === "error" &&
    response.status >= 400 &&
    response.status < 500 &&
    response.status !== 429;
  return refused ? { outcome: "refused", formError: body.formError } : undefined;
}
