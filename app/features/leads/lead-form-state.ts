import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { readLeadResult, type FormGuard, type LeadResult } from "./lead-result";
import type { FieldErrorCode } from "~/features/leads/form-codes";
import type { Locale } from "~/i18n/locale";

/**
 * The current answer (the route action's or `useFetchLead`'s), read once per answer: the same object between
 * renders, so what reacts to a new answer (a toast, a success) does it once, even when the page's
 * data is reloaded after the action. `current` stands in for an answer without its own token.
 */
export function useLeadResult(raw: unknown, current: FormGuard): LeadResult | undefined {
  const [fallback] = useState(current);
  return useMemo(() => readLeadResult(raw, fallback), [raw, fallback]);
}

/**
 * docs/product/forms.md#submit-button: disabled until every required field holds something, and
 * while the form is being sent. Before hydration it stays enabled, so the form still works
 * without JavaScript (the server checks everything anyway).
 */
export function useLeadFormState(required: readonly string[], token: string, sending: boolean) {
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
  return { formRef, onChange: check, disabled: sending || (hydrated && !complete) };
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
