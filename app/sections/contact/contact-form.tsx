import { CONTACT_SERVICE_OPTIONS, URGENCY_OPTIONS, localizeOptions } from "~/content/pricing";
import type { ContactContent } from "~/content/types";
import {
  SelectField,
  TextAreaField,
  TextField,
  LIMITS,
  IdentityFields,
  LeadSuccess,
} from "~/features/leads";
import { PrivacyNote } from "~/features/privacy";
import { LeadFormFrame, LeadSubmit, usePageLeadForm, LeadKept } from "~/features/offline";
import type { Locale } from "~/i18n/locale";

const REQUIRED = ["firstName", "lastName", "message"] as const;

/**
 * The contact form (docs/product/forms.md#contact-form): posts to this route's action with a plain <Form>, so it also
 * works without JavaScript; field errors come back from the server under each field. After a
 * success the confirmation stands above the form, which is empty again. With JavaScript, the page
 * sends it itself, and a submission that cannot reach the server is kept on the device and sent
 * later (features/offline): a notice stands there until then.
 */
export function ContactForm({
  form,
  locale,
  token,
  startedAt,
  answer,
}: {
  form: ContactContent["form"];
  locale: Locale;
  token: string;
  startedAt: number;
  /** The action's answer to a form posted without JavaScript */
  answer?: unknown;
}) {
  const leadForm = usePageLeadForm({
    kind: "contact",
    fields: form.fields,
    required: REQUIRED,
    feedback: form.feedback,
    locale,
    token,
    startedAt,
    answer,
  });
  const { result, guard, delivery, sending, disabled, formRef, onChange, check } = leadForm;
  const common = leadForm.field;

  // After a success the answer carries a new token: a new, empty form (keyed on it) takes the
  // place of the sent one, below the confirmation, so another message can follow.
  return (
    <>
      {result?.status === "success" && (
        <LeadSuccess
          key={guard.token}
          feedback={form.feedback.success}
          reference={result.reference}
          noEmail={result.noEmail}
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
      <LeadFormFrame
        key={guard.token}
        guard={guard}
        formRef={formRef}
        onChange={onChange}
        onSubmit={check.onSubmit}
        result={result}
        locale={locale}
        honeypotLabel={form.honeypotLabel}
        errorFeedback={form.feedback.error}
        className="relative"
      >
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
        <LeadSubmit
          disabled={disabled}
          sending={sending}
          label={form.submit}
          sendingLabel={form.sending}
        />
      </LeadFormFrame>
    </>
  );
}
