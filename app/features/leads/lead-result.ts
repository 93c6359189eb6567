import { LEAD_CODES, type FieldErrorCode, type FieldErrors } from "./form-codes";
import { FORM_ERROR_CODES, type FormErrorCode } from "./messages";

/** The token and start time of the next attempt: every answer carries a new pair. */
export interface FormGuard {
  token: string;
  startedAt: number;
}

/**
 * What a lead form's submission comes to, for the server that answers it and the page that
 * shows it: stored, refused (codes the page turns into sentences, and what was typed), or kept
 * on the device to be sent when the connection returns (features/offline).
 */
export type LeadResult =
  | ({
      status: "success";
      reference?: string;
      serviceType?: string;
      /** No e-mail was given: no acknowledgement was mailed, the answer comes by WhatsApp. */
      noEmail?: boolean;
    } & FormGuard)
  | ({
      status: "error";
      fieldErrors: FieldErrors;
      formError?: FormErrorCode;
      values: Record<string, string>;
    } & FormGuard)
  | ({ status: "queued"; id: string } & FormGuard);

/** What the server itself answers (only the page keeps a submission for later). */
export type ServerLeadResult = Exclude<LeadResult, { status: "queued" }>;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === "string" ? v : undefined);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

/**
 * Reads an action's answer without trusting its shape: the page also renders before any action
 * exists, after a redirect, or with an answer from an older server; anything unexpected is
 * ignored, and an answer without its own token keeps the form's current one (`current`).
 */
export function readLeadResult(data: unknown, current: FormGuard): LeadResult | undefined {
  if (!isRecord(data)) return undefined;
  const guard = {
    token: str(data.token) || current.token,
    startedAt: num(data.startedAt) ?? current.startedAt,
  };
  if (data.status === "success")
    return {
      status: "success",
      reference: str(data.reference),
      serviceType: str(data.serviceType),
      noEmail: data.noEmail === true || undefined,
      ...guard,
    };
  if (data.status === "queued") {
    const id = str(data.id);
    return id ? { status: "queued", id, ...guard } : undefined;
  }
  if (data.status !== "error") return undefined;
  const fieldErrors: FieldErrors = {};
  if (isRecord(data.fieldErrors)) {
    for (const [field, codes] of Object.entries(data.fieldErrors)) {
      if (!Array.isArray(codes)) continue;
      fieldErrors[field] = codes.map((c) =>
        (LEAD_CODES.codes as readonly unknown[]).includes(c)
          ? (c as FieldErrorCode)
          : LEAD_CODES.other,
      );
    }
  }
  const values: Record<string, string> = {};
  if (isRecord(data.values))
    for (const [k, v] of Object.entries(data.values)) if (typeof v === "string") values[k] = v;
  const formError = (FORM_ERROR_CODES as readonly unknown[]).includes(data.formError)
    ? (data.formError as FormErrorCode)
    : undefined;
  return { status: "error", fieldErrors, formError, values, ...guard };
}

/**
 * Whether to show the form-level failure notice: when the server refused the form for a reason that
 * is not about one field (spam guard, rate limit, server trouble). Field errors speak for
 * themselves under each field.
 */
export function showFormError(
  result: LeadResult | undefined,
): result is Extract<LeadResult, { status: "error" }> {
  return (
    result?.status === "error" &&
    (result.formError !== undefined || Object.keys(result.fieldErrors).length === 0)
  );
}
