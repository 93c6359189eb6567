import { Send } from "~/components/icons";
import { useEffect } from "react";
import { Form } from "react-router";
import { CONTACT_SERVICE_OPTIONS, URGENCY_OPTIONS, localizeOptions } from "~/content/pricing";
import type { ContactContent } from "~/content/types";
import { SelectField, TextAreaField, TextField } from "~/features/leads/field";
import { FormGuardFields } from "~/features/leads/form-guard";
import { PrivacyNote } from "~/features/privacy/privacy-note";
import { LIMITS } from "~/features/leads/form-codes";
import { IdentityFields } from "~/features/leads/identity-fields";
import type { Locale } from "~/i18n/locale";
import { LeadError, LeadSuccess, useLeadToast } from "~/features/leads/lead-feedback";
import { useSchemaCheck } from "~/features/leads/use-schema-check";
import { LeadKept, useDelivery } from "~/features/offline/lead-kept";
import { warmQueue } from "~/features/offline/queue-loader";
import {
  fieldPropsFor,
  showFormError,
  useFocusFirstError,
  useLeadFormState,
  useLeadResult,
} from "~/features/leads/lead-form-state";

const REQUIRED = ["firstName", "lastName", "email", "phone", "message"] as const;

/**
 * The contact form (docs/product/forms.md#contact-form): posts to this route's action with a plain <Form>, so it also
 * works without JavaScript; field errors come back from the server under each field. After a
 * success the confirmation stands above the form, which is empty again. With JavaScript, a
 * submission that cannot reach the server is kept on the device and sent later (route's
 * clientAction, features/offline): a notice stands there until then.
 */
export function ContactForm({
  form,
  locale,
  token,
  startedAt,
}: {
  form: ContactContent["form"];
  locale: Locale;
  token: string;
  startedAt: number;
}) {
  const result = useLeadResult();
  const guard = { token: result?.token ?? token, startedAt: result?.startedAt ?? startedAt };
  const { formRef, onChange, sending, disabled } = useLeadFormState(REQUIRED, guard.token);
  useFocusFirstError(result, formRef);
  const check = useSchemaCheck("contact");
  useLeadToast(result, form.feedback, locale);
  // The offline queue's code, fetched once the page is up: at hand when the connection is not.
  useEffect(warmQueue, []);
  const delivery = useDelivery(result?.status === "queued" ? result.id : undefined);

  const errors = check.clientErrors ?? (result?.status === "error" ? result.fieldErrors : {});
  const values = result?.status === "error" ? result.values : {};
  const common = fieldPropsFor(form.fields, { errors, values, required: REQUIRED, locale });

  // After a success the answer carries a new token: a new, empty form (keyed on it) takes the
  // place of the sent one, below the confirmation, so another message can follow.
  return (
    <>
      {result?.status === "success" && (
        <LeadSuccess
          key={guard.token}
          feedback={form.feedback.success}
          reference={result.reference}
        />
      )}
      {result?.status === "queued" &&
        (delivery?.outcome === "sent" ? (
          <LeadSuccess
            key={guard.token}
            feedback={form.feedback.success}
            reference={delivery.reference}
            later
          />
        ) : (
          <LeadKept key={`kept-${guard.token}`} delivery={delivery} locale={locale} />
        ))}
      <Form
        key={guard.token}
        method="post"
        ref={formRef}
        onChange={onChange}
        onSubmit={check.onSubmit}
        noValidate
        className="relative"
      >
        {showFormError(result) && (
          <LeadError feedback={form.feedback.error} formError={result.formError} locale={locale} />
        )}
        <FormGuardFields
          token={guard.token}
          startedAt={guard.startedAt}
          honeypotLabel={form.honeypotLabel}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <IdentityFields field={common} />
          <TextField {...common("subject")} maxLength={LIMITS.subject} />
          <SelectField
            {...common("service")}
            options={localizeOptions(CONTACT_SERVICE_OPTIONS, locale)}
          />
          <SelectField {...common("urgency")} options={localizeOptions(URGENCY_OPTIONS, locale)} />
          <TextAreaField
            {...common("message")}
            maxLength={LIMITS.message}
            rows={6}
            className="sm:col-span-2"
          />
        </div>
        <p id="contact-required-note" className="mt-4 text-sm text-slate-700">
          {form.requiredNote}
        </p>
        <PrivacyNote className="mt-2" />
        <button
          type="submit"
          disabled={disabled}
          className="mt-6 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-green-800 px-8 py-3 text-lg font-semibold text-white transition-colors hover:bg-green-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800 disabled:cursor-not-allowed disabled:bg-slate-500 sm:w-auto"
        >
          <Send aria-hidden="true" className="h-5 w-5" />
          {sending ? form.sending : form.submit}
        </button>
      </Form>
    </>
  );
}
