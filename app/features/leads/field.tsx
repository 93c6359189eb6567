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

/** What every control carries: its id and name, and the wiring to its label, hint and error. */
interface ControlAttributes {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  className: string;
}

/** Splits a field's props into what the frame needs and what goes on the control itself. */
function splitFieldProps<P extends BaseProps>({
  name,
  label,
  locale,
  required,
  errors,
  errorText,
  className,
  hint,
  ...own
}: P) {
  return [{ name, label, locale, required, errors, errorText, className, hint }, own] as const;
}

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
}: BaseProps & { children: (attributes: ControlAttributes) => ReactNode }) {
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
      {children({
        id: `field-${name}`,
        name,
        required,
        "aria-invalid": message ? true : undefined,
        "aria-describedby": ids,
        className: control,
      })}
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
export function TextField(props: InputProps) {
  const [field, input] = splitFieldProps(props);
  return <FieldFrame {...field}>{(attributes) => <input {...attributes} {...input} />}</FieldFrame>;
}

type TextAreaProps = BaseProps &
  Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "className">;
export function TextAreaField(props: TextAreaProps) {
  const [field, textarea] = splitFieldProps(props);
  return (
    <FieldFrame {...field}>
      {(attributes) => <textarea rows={5} {...attributes} {...textarea} />}
    </FieldFrame>
  );
}

type SelectProps = BaseProps &
  Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name" | "className"> & {
    options: { value: string; label: string }[];
    placeholder?: string;
  };
export function SelectField(props: SelectProps) {
  const [field, { options, placeholder, ...select }] = splitFieldProps(props);
  return (
    <FieldFrame {...field}>
      {(attributes) => (
        <select {...attributes} {...select}>
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
