import type { ReactNode } from "react";
import type { FieldErrorCode } from "./form-codes";
import { fieldErrorText } from "./messages";
import type { Locale } from "~/i18n/locale";

interface BaseProps {
  name: string;
  label: string;
  locale: Locale;
  required?: boolean;
  errors?: FieldErrorCode[];
  /** Overrides the error text (e.g. the testimonial form's prefixed messages). */
  errorText?: string;
  className?: string;
  hint?: string;
}

const control =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-green-700 focus:ring-2 focus:ring-green-700/30 focus:outline-none aria-[invalid=true]:border-red-700";

/**
 * One labelled control with its error under it, wired with aria-describedby / aria-invalid
 * (one Field component for all forms, CONTRIBUTING.md#how-to-add-a-form). Required ones show "*".
 */
function FieldFrame({
  name,
  label,
  required,
  errors,
  errorText,
  locale,
  className = "",
  hint,
  children,
}: BaseProps & { children: (describedBy: string | undefined, invalid: boolean) => ReactNode }) {
  const message = errorText ?? fieldErrorText(errors, locale);
  const ids =
    [hint && `${name}-hint`, message && `${name}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={`field-${name}`} className="block font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </label>
      {children(ids, Boolean(message))}
      {hint && (
        <p id={`${name}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {message && (
        <p
          id={`${name}-error`}
          className="mt-1 text-sm font-medium text-red-800"
          data-field-error={name}
        >
          {message}
        </p>
      )}
    </div>
  );
}

type InputProps = BaseProps &
  Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "className">;
export function TextField({
  name,
  label,
  locale,
  required,
  errors,
  errorText,
  className,
  hint,
  ...input
}: InputProps) {
  return (
    <FieldFrame {...{ name, label, locale, required, errors, errorText, className, hint }}>
      {(describedBy, invalid) => (
        <input
          id={`field-${name}`}
          name={name}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={control}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

type TextAreaProps = BaseProps &
  Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "className">;
export function TextAreaField({
  name,
  label,
  locale,
  required,
  errors,
  errorText,
  className,
  hint,
  ...textarea
}: TextAreaProps) {
  return (
    <FieldFrame {...{ name, label, locale, required, errors, errorText, className, hint }}>
      {(describedBy, invalid) => (
        <textarea
          id={`field-${name}`}
          name={name}
          required={required}
          rows={5}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={control}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

type SelectProps = BaseProps &
  Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name" | "className"> & {
    options: { value: string; label: string }[];
    placeholder?: string;
  };
export function SelectField({
  name,
  label,
  locale,
  required,
  errors,
  errorText,
  className,
  hint,
  options,
  placeholder,
  ...select
}: SelectProps) {
  return (
    <FieldFrame {...{ name, label, locale, required, errors, errorText, className, hint }}>
      {(describedBy, invalid) => (
        <select
          id={`field-${name}`}
          name={name}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={control}
          {...select}
        >
          <option value="">{placeholder ?? "—"}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
