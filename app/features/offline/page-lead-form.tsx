import { useEffect, type ReactNode, type RefObject } from "react";
import { Send } from "~/components/icons";
import { localizePath, type Locale } from "~/i18n/locale";
import { useRootData } from "~/lib/root-data";
import { useDelivery } from "~/features/offline/lead-kept";
import { warmQueue } from "~/features/offline/queue-loader";
import { useFetchLead } from "./fetch-lead";
import {
  FormGuardFields,
  LeadError,
  useLeadToast,
  fieldPropsFor,
  showFormError,
  type LeadResult,
  useLeadForm,
} from "~/features/leads";
import type { FormFeedback } from "~/content/types";

type Fields = Record<string, { label: string; placeholder: string }>;

/**
 * The contact and quote forms on their page: the shared lead-form behaviour (useLeadForm), sent
 * by the page itself (useFetchLead), plus the toast, the offline queue's delivery and, for each
 * field, its label, error and kept value (`field(name)`). `answer` is the route action's answer
 * to a form posted without JavaScript, rendered by the server.
 */
export function usePageLeadForm<F extends Fields>(options: {
  kind: "contact" | "quote";
  fields: F;
  required: readonly string[];
  feedback: FormFeedback;
  locale: Locale;
  token: string;
  startedAt: number;
  answer?: unknown;
}) {
  const { kind, fields, required, feedback, locale, token, startedAt } = options;
  const transport = useFetchLead(kind, locale);
  const form = useLeadForm({
    kind,
    required,
    guard: { token, startedAt },
    answer: transport.answer ?? options.answer,
    isSending: transport.isSending,
    submitWith: (element) => void transport.submit(element),
  });
  const { result, errors, values } = form;
  useLeadToast(result, feedback, locale);
  // The offline queue's code, fetched once the page is up: at hand when the connection is not.
  useEffect(warmQueue, []);
  const delivery = useDelivery(result?.status === "queued" ? result.id : undefined);
  const field = fieldPropsFor(fields, { errors, values, required, locale });
  return { ...form, delivery, field };
}

/**
 * The <form> of a lead form: posted to its route (so it works without JavaScript), the error
 * summary on top, the guard fields (token, start time, honeypot), then the form's own fields.
 * Key it on the form's token, so a success brings a new, empty form.
 */
export function LeadFormFrame({
  guard,
  formRef,
  onChange,
  onSubmit,
  result,
  locale,
  honeypotLabel,
  errorFeedback,
  action,
  className,
  children,
}: {
  guard: { token: string; startedAt: number };
  formRef: RefObject<HTMLFormElement | null>;
  onChange: () => void;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  result: LeadResult | undefined;
  locale: Locale;
  honeypotLabel: string;
  errorFeedback: Parameters<typeof LeadError>[0]["feedback"];
  action?: string;
  className?: string;
  children: ReactNode;
}) {
  const { pathname } = useRootData();
  return (
    <form
      method="post"
      // Without JavaScript: to the page's own action, in the page's language.
      action={action ?? localizePath(pathname, locale)}
      ref={formRef}
      // Every keystroke, choice and autofill fires "input" (React's onChange listens to it; the
      // browser's own change event on a form waits for a field to lose focus).
      onInput={onChange}
      onSubmit={onSubmit}
      noValidate
      className={className}
    >
      {showFormError(result) && (
        <LeadError feedback={errorFeedback} formError={result.formError} locale={locale} />
      )}
      <FormGuardFields
        token={guard.token}
        startedAt={guard.startedAt}
        honeypotLabel={honeypotLabel}
      />
      {children}
    </form>
  );
}

/** The send button of the contact and quote forms: its words change while the form is sent. */
export function LeadSubmit({
  disabled,
  sending,
  label,
  sendingLabel,
}: {
  disabled: boolean;
  sending: boolean;
  label: string;
  sendingLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={disabled}
      className="mt-6 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-green-800 px-8 py-3 text-lg font-semibold text-white transition-colors hover:bg-green-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800 disabled:cursor-not-allowed disabled:bg-slate-500 sm:w-auto"
    >
      <Send aria-hidden="true" className="h-5 w-5" />
      {sending ? sendingLabel : label}
    </button>
  );
}
