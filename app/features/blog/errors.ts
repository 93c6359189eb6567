/**
 * Error catalogue (docs/product/forms.md#admin-messages) of the data layer: a missing row, a bad
 * request, an expired session, a time-out, or anything else. `action` reads like
 * "update blog post" so messages come out as "Failed to update blog post".
 */
export function blogErrorMessage(error: unknown, action: string): string {
  const e = error as
    { status?: number; code?: string; message?: string; name?: string } | undefined;
  const message = String(e?.message ?? "");
  if (e?.status === 404 || e?.code === "NOT_FOUND") return `No data found for ${action}`;
  if (e?.status === 400 || e?.name === "ZodError" || e?.code === "INVALID")
    return `Invalid request for ${action}`;
  if (e?.status === 401 || /jwt|session/i.test(message))
    return "Authentication session expired. Please log in again.";
  if (/timeout|timed out/i.test(message) || e?.name === "TimeoutError")
    return `Request timeout for ${action}. Please try again.`;
  return `Failed to ${action}`;
}

/** What an action without a session is told (docs/product/forms.md#admin-messages). */
export function authRequiredMessage(action: string): string {
  return `Authentication required to ${action}`;
}
