import { MessageCircle } from "~/components/icons";
import { useState, type ReactNode } from "react";
import { whatsappLink } from "~/content/company";
import { useRootData } from "~/lib/root-data";
import {
  FREQUENCY_OPTIONS,
  SERVICE_TYPE_OPTIONS,
  URGENCY_OPTIONS,
  localizeOptions,
  type PriceSection,
} from "~/content/pricing";
import type { ServiceType } from "~/content/service-types";
import type { QuoteContent } from "~/content/types";
import {
  LeadSuccess,
  SelectField,
  TextAreaField,
  TextField,
  LIMITS,
  IdentityFields,
  computeEstimate,
  formatEstimateRange,
  formatQuantity,
  type EstimateInput,
} from "~/features/leads";
import { LeadKept, LeadFormFrame, LeadSubmit, usePageLeadForm } from "~/features/offline";
import type { Locale } from "~/i18n/locale";
import { fillTemplate } from "~/i18n/template";
import { tabSearch } from "./quote-tab";
import { useEstimate } from "./estimate-store";
import { PrivacyNote } from "~/features/privacy";

const REQUIRED = ["firstName", "lastName", "serviceType", "description"] as const;

type Props = {
  form: QuoteContent["form"];
  locale: Locale;
  grid: readonly PriceSection[];
  concept?: ServiceType;
  /** The description's first words when the visitor came from a product card */
  productNote?: string;
  token: string;
  startedAt: number;
  /** The action's answer to a form posted without JavaScript */
  answer?: unknown;
  /** The estimate in the address, until the visitor changes it in the estimator */
  initialEstimate: EstimateInput;
  /**
   * The budget choices in the page's language, worded by the server: their amounts are formatted
   * with Intl, whose first use would cost a phone a long task while the form wakes.
   */
  budgets: { value: string; label: string }[];
};

/**
 * The quote form (docs/product/forms.md#quote-form). `?concept=` pre-selects the service type; the
 * instant estimate, if the visitor made one, travels in two hidden fields and is recomputed by
 * the server from the same grid. A submission that cannot reach the server is kept on the device
 * and sent later (features/offline).
 */
export function QuoteForm({
  form,
  locale,
  grid,
  concept,
  productNote,
  token,
  startedAt,
  answer,
  initialEstimate,
  budgets,
}: Props) {
  const { company } = useRootData();
  const leadForm = usePageLeadForm({
    kind: "quote",
    fields: form.fields,
    required: REQUIRED,
    feedback: form.feedback,
    locale,
    token,
    startedAt,
    answer,
  });
  const { result, guard, delivery, sending, disabled, values, formRef, onChange, check } = leadForm;
  const common = leadForm.field;
  const initialService = values.serviceType ?? concept ?? "";
  // Remembered for the WhatsApp follow-up message, which names the service that was sent.
  const [service, setService] = useState(initialService);
  // Posts to this page with the form tab open, so the answer shows where the visitor is.
  const { pathname, search } = useRootData();
  const action = `${pathname}${tabSearch(search, "form")}`;
  const services = localizeOptions(SERVICE_TYPE_OPTIONS, locale);
  const attached = computeEstimate(useEstimate(initialEstimate), grid);

  const intro = (
    <div className="mx-auto mb-8 max-w-3xl text-center">
      <h2 className="text-3xl font-bold text-slate-900 sm:text-4xl">{form.title}</h2>
      <p className="mt-3 text-lg text-slate-700">{form.subtitle}</p>
    </div>
  );

  // The confirmation: at once after a success, or later for a submission kept offline.
  const confirmation = (
    reference: string | undefined,
    chosen: string,
    later = false,
    noEmail = false,
  ) => {
    const serviceLabel = services.find((s) => s.value === chosen)?.label ?? "";
    const message = fillTemplate(form.whatsapp.message, {
      company: company.name,
      reference: reference ?? "",
      service: serviceLabel,
    }).replace(/\s*\(\)/, "");
    return (
      <div className="mb-8">
        <LeadSuccess
          key={guard.token}
          feedback={form.feedback.success}
          reference={reference}
          noEmail={noEmail}
          later={later}
        >
          {reference && (
            <a
              href={whatsappLink(company, message)}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="whatsapp-follow-up"
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 border-green-800 px-6 py-3 font-semibold text-green-900 hover:bg-green-100"
            >
              <MessageCircle aria-hidden="true" className="h-5 w-5" />
              {form.whatsapp.label}
            </a>
          )}
        </LeadSuccess>
      </div>
    );
  };

  let success: ReactNode = null;
  if (result?.status === "success") {
    // Without JavaScript the page is new after the POST: the server's echo (if any) knows the service.
    success = confirmation(result.reference, result.serviceType ?? service, false, result.noEmail);
  } else if (result?.status === "queued") {
    success =
      delivery?.outcome === "sent" ? (
        confirmation(delivery.reference, delivery.serviceType ?? service, true)
      ) : (
        <LeadKept key={`kept-${guard.token}`} delivery={delivery} locale={locale} />
      );
  }

  // After a success the answer carries a new token: a new form (keyed on it) replaces the sent
  // one below the confirmation, empty, its service back to the one the address named.
  return (
    <div className="mx-auto max-w-3xl">
      {intro}
      {success}
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
        action={action}
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <input type="hidden" name="estimateItem" value={attached ? attached.item.id : ""} />
        <input
          type="hidden"
          name="estimateQuantity"
          value={attached ? String(attached.quantity) : ""}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <IdentityFields field={common} companyClassName="sm:col-span-2" />
          <SelectField
            {...common("serviceType")}
            defaultValue={initialService}
            onChange={(e) => setService(e.target.value)}
            options={services}
            className="sm:col-span-2"
          />
          <TextField {...common("area")} maxLength={LIMITS.area} />
          <SelectField
            {...common("frequency")}
            options={localizeOptions(FREQUENCY_OPTIONS, locale)}
          />
          <SelectField {...common("budget")} options={budgets} />
          <SelectField {...common("urgency")} options={localizeOptions(URGENCY_OPTIONS, locale)} />
          <TextAreaField
            {...common("description")}
            defaultValue={values.description ?? productNote}
            maxLength={LIMITS.message}
            rows={6}
            className="sm:col-span-2"
          />
        </div>
        {attached && (
          <p
            data-testid="estimate-note"
            className="mt-5 rounded-xl bg-green-50 p-4 text-slate-800 ring-1 ring-green-100"
          >
            {fillTemplate(form.estimateNote, {
              item: attached.item.label[locale],
              quantity: formatQuantity(attached.quantity, attached.item, locale),
              range: formatEstimateRange(attached.price.min, attached.price.max, locale),
            })}
          </p>
        )}
        <p className="mt-4 text-sm text-slate-700">{form.requiredNote}</p>
        <PrivacyNote className="mt-2" />
        <LeadSubmit
          disabled={disabled}
          sending={sending}
          label={form.submit}
          sendingLabel={form.submitting}
        />
      </LeadFormFrame>
    </div>
  );
}
