import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { useActionData, useNavigation } from "react-router";
import { FORM_ERROR_CODES, type FormErrorCode } from "~/features/leads/messages";
import { FIELD_ERROR_CODES, type FieldErrorCode } from "~/features/leads/form-codes";
import type { Locale } from "~/i18n/locale";

/** What a lead form's action answers, as far as the page needs it. */
export type LeadResult =
  | {
      status: "success";
      reference?: string;
      serviceType?: string;
      token?: string;
      startedAt?: number;
    }
  | {
      status: "error";
      fieldErrors: Partial<Record<string, FieldErrorCode[]>>;
      formError?: FormErrorCode;
      token?: string;
      startedAt?: number;
      values: Record<string, string>;
    }
  | {
      /** Kept on the device to be sent when the connection returns (features/offline). */
      status: "queued";
      id: string;
      token?: string;
      startedAt?: number;
    };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === "string" ? v : undefined);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

/**
 * Reads `useActionData()` without trusting its shape: the page also renders before any action
 * exists, after a redirect, or with an answer from an older server; anything unexpected is ignored.
 */
export function readLeadResult(data: unknown): LeadResult | undefined {
  if (!isRecord(data)) return undefined;
  const common = { token: str(data.token), startedAt: num(data.startedAt) };
  if (data.status === "success")
    return {
      status: "success",
      reference: str(data.reference),
      serviceType: str(data.serviceType),
      ...common,
    };
  if (data.status === "queued") {
    const id = str(data.id);
    return id ? { status: "queued", id, ...common } : undefined;
  }
  if (data.status !== "error") return undefined;
  const fieldErrors: Partial<Record<string, FieldErrorCode[]>> = {};
  if (isRecord(data.fieldErrors)) {
    for (const [field, codes] of Object.entries(data.fieldErrors)) {
      if (!Array.isArray(codes)) continue;
      fieldErrors[field] = codes.map((c) =>
        (FIELD_ERROR_CODES as readonly unknown[]).includes(c)
          ? (c as FieldErrorCode)
          : "UNSPECIFIED",
      );
    }
  }
  const values: Record<string, string> = {};
  if (isRecord(data.values))
    for (const [k, v] of Object.entries(data.values)) if (typeof v === "string") values[k] = v;
  const formError = (FORM_ERROR_CODES as readonly unknown[]).includes(data.formError)
    ? (data.formError as FormErrorCode)
    : undefined;
  return { status: "error", fieldErrors, formError, values, ...common };
}

/**
 * Whether to show the form-level failure notice: for a refusal that is not about one field (spam
 * guard, rate limit, server trouble). Field errors speak for themselves under each field.
 */
export function showFormError(
  result: LeadResult | undefined,
): result is Extract<LeadResult, { status: "error" }> {
  return (
    result?.status === "error" &&
    (result.formError !== undefined || Object.keys(result.fieldErrors).length === 0)
  );
}

/** The current action answer, read once per answer (stable between renders). */
export function useLeadResult(): LeadResult | undefined {
  const raw: unknown = useActionData();
  return useMemo(() => readLeadResult(raw), [raw]);
}

/**
 * docs/product/forms.md#submit-button: disabled until every required field holds something, and
 * while the form is being sent. Before hydration it stays enabled, so the form still works
 * without JavaScript (the server checks everything anyway).
 */
export function useLeadFormState(required: readonly string[], token: string) {
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [complete, setComplete] = useState(false);
  const key = required.join(" ");
  const check = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    setComplete(
      key.split(" ").every((name) => {
        const field = form.elements.namedItem(name) as HTMLInputElement | null;
        return Boolean(field?.value.trim());
      }),
    );
  }, [key]);
  // Also picks up what the browser restored or autofilled before hydration, and the empty form
  // that follows a success (a new token).
  useEffect(check, [check, token]);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("_token") === token;
  return { formRef, onChange: check, sending, disabled: sending || (hydrated && !complete) };
}

/** After a refused submission, puts the keyboard on the first field to fix. */
export function useFocusFirstError(
  result: LeadResult | undefined,
  formRef: React.RefObject<HTMLFormElement | null>,
) {
  useEffect(() => {
    if (result?.status !== "error") return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [result, formRef]);
}

/**
 * The props every field of a lead form shares (label, placeholder, error codes, the value typed
 * before a refused submission, required), from the form's content and its current state.
 */
export function fieldPropsFor<F extends Record<string, { label: string; placeholder: string }>>(
  fields: F,
  state: {
    errors: Partial<Record<string, FieldErrorCode[]>>;
    values: Record<string, string>;
    required: readonly string[];
    locale: Locale;
  },
) {
  return (name: keyof F & string) => ({
    name,
    label: fields[name]!.label,
    placeholder: fields[name]!.placeholder,
    locale: state.locale,
    errors: state.errors[name],
    defaultValue: state.values[name],
    required: state.required.includes(name),
  });
}
