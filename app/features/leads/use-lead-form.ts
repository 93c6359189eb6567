import type { FieldErrors } from "./form-codes";
import type { LeadKind } from "./lead-kind";
import { useFocusFirstError, useLeadFormState, useLeadResult } from "./lead-form-state";
import type { FormGuard } from "./lead-result";
import { useSchemaCheck } from "./use-schema-check";

/**
 * What every lead form does on the page, whichever way it is sent (with JavaScript the page posts
 * it to /api/leads/<kind> through `useFetchLead`; without, the browser posts it to the form's own
 * action): read the answer, keep the token and start time of the next attempt, say whether it is
 * being sent, enable the button once the required fields hold something, check the fields with
 * the form's schema before sending, and put the keyboard on the first field to fix.
 */
export function useLeadForm(options: {
  kind: LeadKind;
  required: readonly string[];
  /** The token and start time the page was rendered with */
  guard: FormGuard;
  /** The raw answer: `useFetchLead`'s, or the route action's rendered by the server */
  answer: unknown;
  /** Whether the submission with this token is on its way */
  isSending: (token: string) => boolean;
  /** How a checked form is sent */
  submitWith: (form: HTMLFormElement) => void;
}) {
  const result = useLeadResult(options.answer, options.guard);
  const guard: FormGuard = result
    ? { token: result.token, startedAt: result.startedAt }
    : options.guard;
  const sending = options.isSending(guard.token);
  const state = useLeadFormState(options.required, guard.token, sending);
  useFocusFirstError(result, state.formRef);
  const check = useSchemaCheck(options.kind, options.submitWith);
  // The browser's own check first (nothing was sent), else what the server refused.
  const errors: FieldErrors =
    check.clientErrors ?? (result?.status === "error" ? result.fieldErrors : {});
  const values = result?.status === "error" ? result.values : {};
  return { result, guard, sending, ...state, check, errors, values };
}
