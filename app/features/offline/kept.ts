/** What a proxy answers when our server is out of reach (not our own 503: that one is data). */
export const GATEWAY_ERRORS = new Set([502, 503, 504]);

/** The answer when a submission could neither be sent nor kept: the form stays as typed. */
export function notKept(formData: FormData) {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) if (typeof value === "string") values[name] = value;
  return {
    status: "error" as const,
    fieldErrors: {},
    formError: "OFFLINE" as const,
    token: String(formData.get("_token") ?? ""),
    startedAt: Number(formData.get("_started")) || Date.now(),
    values,
  };
}

/**
 * Posts a lead form's fields to `/api/leads/<kind>`, the form's own action answered as JSON: how
 * the page sends a form, and how a kept one is sent again. Throws when the server is out of reach.
 */
export function postLead(
  kind: string,
  locale: string,
  fields: Array<[string, string]>,
  referrer?: string,
): Promise<Response> {
  return fetch(`/api/leads/${kind}${locale === "en" ? "?lng=en" : ""}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { accept: "application/json" },
    credentials: "same-origin",
    ...(referrer === undefined ? {} : { referrer }),
  });
}
