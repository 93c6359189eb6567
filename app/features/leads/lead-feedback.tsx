import { CircleAlert, CircleCheck } from "~/components/icons";
import { useEffect, useRef, type ReactNode } from "react";
import { LinkButton } from "~/components/blocks";
import type { FormFeedback } from "~/content/types";
import { toast } from "~/components/toast/toast-store";
import { formErrorText, type FormErrorCode } from "~/features/leads/messages";
import { showFormError, type LeadResult } from "./lead-result";
import type { Locale } from "~/i18n/locale";

/**
 * Replaces the form once the lead is stored (docs/product/forms.md#after-sending). Focus moves
 * to its title so screen-reader and keyboard users learn at once that it worked — unless it
 * comes later, for a submission sent from the offline queue: then the visitor may be typing
 * elsewhere, and it is announced as a status instead.
 */
export function LeadSuccess({
  feedback,
  reference,
  noEmail = false,
  children,
  later = false,
}: {
  feedback: FormFeedback["success"];
  reference?: string;
  /** No e-mail was given: this screen is the acknowledgement (docs/product/forms.md#e-mail-or-phone). */
  noEmail?: boolean;
  children?: ReactNode;
  later?: boolean;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!later) title.current?.focus();
  }, [later]);
  return (
    <div
      role={later ? "status" : undefined}
      data-testid="lead-success"
      className="rounded-2xl border border-green-200 bg-green-50 p-6 text-center sm:p-10"
    >
      <CircleCheck aria-hidden="true" className="mx-auto h-14 w-14 text-green-700" />
      <h3
        ref={title}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-green-900 focus:outline-none"
      >
        {feedback.title}
      </h3>
      <p className="mt-2 text-slate-700" data-testid={noEmail ? "lead-no-email" : undefined}>
        {noEmail ? feedback.noEmail : feedback.text}
      </p>
      {reference && (
        <dl className="mx-auto mt-5 inline-block rounded-xl bg-white px-5 py-3 ring-1 ring-green-200">
          <dt className="text-sm text-slate-700">{feedback.referenceLabel}</dt>
          <dd data-testid="lead-reference" className="font-mono text-xl font-bold text-green-900">
            {reference}
          </dd>
        </dl>
      )}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <LinkButton link={feedback.action} />
        {children}
      </div>
    </div>
  );
}

/** The spec's failure notice, with what went wrong when the server said so. */
export function LeadError({
  feedback,
  formError,
  locale,
}: {
  feedback: FormFeedback["error"];
  formError?: FormErrorCode;
  locale: Locale;
}) {
  return (
    <div
      role="alert"
      className="mb-6 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p className="font-bold">{feedback.title}</p>
        <p>{formError ? formErrorText(formError, locale) : feedback.text}</p>
      </div>
    </div>
  );
}

/**
 * With JavaScript, each answer is a toast too (docs/product/forms.md#after-sending): success
 * for 5 s with the 'Voir nos services' action, failure for 7 s. Without JavaScript the notices
 * above suffice.
 */
export function useLeadToast(
  result: LeadResult | undefined,
  feedback: FormFeedback,
  locale: Locale,
) {
  // Once per answer: the page's data is reloaded after the action, which must not toast again.
  const announced = useRef<LeadResult | undefined>(undefined);
  useEffect(() => {
    if (!result || announced.current === result) return;
    announced.current = result;
    if (result.status === "success") {
      toast.success(feedback.success.title, {
        description: feedback.success.text,
        action: feedback.success.action,
      });
    } else if (showFormError(result)) {
      toast.error(feedback.error.title, {
        description: result.formError
          ? formErrorText(result.formError, locale)
          : feedback.error.text,
      });
    }
  }, [result, feedback, locale]);
}
