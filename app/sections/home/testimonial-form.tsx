import { Star } from "~/components/icons";
import { useEffect, useRef, useState } from "react";
import type { HomeContent } from "~/content/types";
import {
  TextAreaField,
  TextField,
  FormGuardFields,
  useLeadForm,
  FORM_ERROR_CODES,
  formErrorText,
  prefixedFieldErrorText,
  type FormErrorCode,
  LIMITS,
  ratingText,
} from "~/features/leads";
import { PrivacyNote } from "~/features/privacy";
import type { FormGuard, LeadResult } from "~/features/leads";
import { localizePath, type Locale } from "~/i18n/locale";
import { useFetchLead, warmQueue } from "~/features/offline";

type Modal = HomeContent["testimonials"]["modal"];
const REQUIRED = ["name", "testimonial"] as const;

const DEFAULT_RATING = 5;

/**
 * The testimonial form of the home modal: name, e-mail, rating (1–5 stars, 5 by default),
 * testimonial and an optional phone. It behaves as every lead form does (useLeadForm: checked
 * with its schema before sending, button enabled once the required texts are there) and is sent
 * by the page (no reload) to /api/leads/testimonial, or as a plain POST to /api/testimonials
 * without JavaScript. On success it calls `onSuccess`; on failure each field shows its errors,
 * prefixed with its label (docs/product/forms.md#testimonial-form); input is kept. When it
 * cannot reach the server, it is kept on the device to send later (features/offline), and
 * `onKept` closes the modal as a success does.
 */
export function TestimonialForm({
  modal,
  locale,
  guard,
  dialogId,
  onSuccess,
  onKept,
  onCancel,
}: {
  modal: Modal;
  locale: Locale;
  guard: FormGuard;
  dialogId: string;
  onSuccess: () => void;
  onKept: () => void;
  onCancel: () => void;
}) {
  const transport = useFetchLead("testimonial", locale);
  const form = useLeadForm({
    kind: "testimonial",
    required: REQUIRED,
    guard,
    answer: transport.answer,
    isSending: transport.isSending,
    submitWith: (element) => void transport.submit(element),
  });
  const { result, errors, check, formRef, onChange, disabled, sending } = form;
  const [rating, setRating] = useState(DEFAULT_RATING);

  // A success, or a submission kept on the device (no connection), is reported once; the parent
  // then closes the modal and mounts a fresh, empty form.
  const reported = useRef<LeadResult | undefined>(undefined);
  useEffect(() => {
    if (!result || reported.current === result) return;
    if (result.status !== "success" && result.status !== "queued") return;
    reported.current = result;
    if (result.status === "success") onSuccess();
    else onKept();
  }, [result, onSuccess, onKept]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => void check.onSubmit(event);
  const warmOffline = () => warmQueue();

  const refused = result?.status === "error" || check.clientErrors !== undefined;
  const formError = result?.status === "error" ? result.formError : undefined;
  const { fields } = modal;
  const field = (name: "name" | "email" | "testimonial" | "phone") => ({
    label: fields[name].label,
    placeholder: fields[name].placeholder,
    errorText: prefixedFieldErrorText(fields[name].label, errors[name], locale),
    locale,
  });

  return (
    <form
      method="post"
      action={localizePath("/api/testimonials", locale)}
      // Inputs stay uncontrolled (what is typed before hydration is kept); this only tracks
      // whether the required texts are there.
      ref={formRef}
      onInput={() => {
        onChange();
        // The offline queue's code is fetched once someone starts writing, while still online.
        warmOffline();
      }}
      onSubmit={submit}
      className="space-y-5"
      data-testid="testimonial-form"
    >
      <FormGuardFields
        token={form.guard.token}
        startedAt={form.guard.startedAt}
        honeypotLabel={modal.honeypot}
      />
      {refused && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900"
        >
          {formError ? formErrorMessage(formError, locale, modal.error) : modal.error}
        </p>
      )}
      <TextField
        name="name"
        required
        autoComplete="name"
        maxLength={LIMITS.name}
        {...field("name")}
      />
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        maxLength={LIMITS.email}
        {...field("email")}
      />
      <RatingField labels={fields.rating} value={rating} onChange={setRating} />
      <TextAreaField
        name="testimonial"
        required
        maxLength={LIMITS.testimonial}
        {...field("testimonial")}
      />
      <TextField
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={LIMITS.phone}
        {...field("phone")}
      />
      <p className="text-sm text-slate-600">{modal.requiredNote}</p>
      <PrivacyNote className="-mt-3" />
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <button
          type="button"
          // Closes the dialog natively even before JavaScript (invoker commands).
          {...dialogCommand("close", dialogId)}
          onClick={onCancel}
          className="min-h-11 rounded-full border-2 border-slate-300 px-6 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {modal.cancel}
        </button>
        <button
          type="submit"
          // Before hydration the browser's own `required` checks stand in.
          disabled={disabled}
          className="min-h-11 rounded-full bg-green-800 px-6 py-2.5 font-semibold text-white transition-colors hover:bg-green-900 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {sending ? modal.submitting : modal.submit}
        </button>
      </div>
    </form>
  );
}

/**
 * Attributes of an invoker command (`<button command="show-modal" commandfor="id">`): the browser
 * opens or closes the dialog by itself, so the modal also works before JavaScript has loaded.
 * React does not know these attributes yet; lowercase, they are passed through as they are.
 */
export function dialogCommand(
  command: "show-modal" | "close",
  dialogId: string,
): Record<string, string> {
  return { command, commandfor: dialogId };
}

function formErrorMessage(code: string, locale: Locale, fallback: string): string {
  return (FORM_ERROR_CODES as readonly string[]).includes(code)
    ? formErrorText(code as FormErrorCode, locale)
    : fallback;
}

/**
 * Five radio buttons drawn as stars: arrow keys move the rating, each star is named
 * ("4 étoiles"), and the value sent is the spec's text ("4/5 ★★★★☆").
 */
function RatingField({
  labels,
  value,
  onChange,
}: {
  labels: Modal["fields"]["rating"];
  value: number;
  onChange: (rating: number) => void;
}) {
  return (
    <fieldset>
      <legend className="font-medium text-slate-800">
        {labels.label}
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      </legend>
      <div className="mt-1 flex items-center gap-1" data-testid="rating-stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer">
            <input
              type="radio"
              name="rating"
              value={ratingText(n)}
              checked={value === n}
              onChange={() => onChange(n)}
              required
              className="peer sr-only"
            />
            <span className="block rounded-lg p-1 transition-transform peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-green-800 hover:scale-110">
              <Star
                aria-hidden="true"
                className={`h-8 w-8 transition-colors ${n <= value ? "fill-amber-400 text-amber-500" : "fill-transparent text-slate-400"}`}
              />
            </span>
            <span className="sr-only">{`${n} ${n > 1 ? labels.stars : labels.star}`}</span>
          </label>
        ))}
        <span aria-hidden="true" className="ml-2 text-sm font-semibold text-slate-700 tabular-nums">
          {value}/5
        </span>
      </div>
    </fieldset>
  );
}
