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
