import { data, isRouteErrorResponse } from "react-router";
import { DEFAULT_LOCALE, parseLocale } from "~/i18n/locale";
import { GATEWAY_ERRORS, notKept } from "./kept";
import { loadQueue } from "./queue-loader";
import type { LeadKind } from "~/features/leads";

/**
 * A lead form's client action: sends the submission as usual and, when it cannot reach the
 * server (offline, connection dropped, gateway down), keeps it on the device to send later
 * (docs/decisions/020-offline-forms.md). The server's own answers, 4xx included,
 * pass through untouched. The answer is marked 503 so that React Router does not reload the
 * page's data from a server it cannot reach.
 */
export async function sendOrKeep<T>(
  kind: LeadKind,
  request: Request,
  serverAction: () => Promise<T>,
) {
  // Read before sending: the request's body can be read once.
  const formData = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    const unreachable =
      error instanceof TypeError ||
      (isRouteErrorResponse(error) && GATEWAY_ERRORS.has(error.status)) ||
      !navigator.onLine;
    if (!unreachable) throw error;
    const locale = parseLocale(new URL(request.url).searchParams.get("lng")) ?? DEFAULT_LOCALE;
    try {
      const queue = await loadQueue();
      return data(await queue.keepForLater(kind, formData, locale), { status: 503 });
    } catch {
      // Nowhere to keep it: the form stays filled in, with a notice that nothing was sent.
      return data(notKept(formData), { status: 503 });
    }
  }
}
