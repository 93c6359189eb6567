import { TextField } from "./field";
import { LIMITS } from "./form-codes";

type FieldProps = Parameters<typeof TextField>[0];
type IdentityName = "firstName" | "lastName" | "email" | "phone" | "company";

/**
 * Who is writing: first and last name, e-mail, phone, company — the same five fields, with the
 * same limits and autofill hints, at the top of the contact and the quote forms.
 */
export function IdentityFields({
  field,
  companyClassName,
}: {
  /** The form's field props by name (`fieldPropsFor`): label, errors, kept value, required. */
  field: (name: IdentityName) => Omit<FieldProps, "maxLength">;
  companyClassName?: string;
}) {
  return (
    <>
      <TextField {...field("firstName")} autoComplete="given-name" maxLength={LIMITS.name} />
      <TextField {...field("lastName")} autoComplete="family-name" maxLength={LIMITS.name} />
      <TextField {...field("email")} type="email" autoComplete="email" maxLength={LIMITS.email} />
      <TextField {...field("phone")} type="tel" autoComplete="tel" maxLength={LIMITS.phone} />
      <TextField
        {...field("company")}
        autoComplete="organization"
        maxLength={LIMITS.company}
        className={companyClassName}
      />
    </>
  );
}
