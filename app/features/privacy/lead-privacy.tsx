import { href, Link } from "react-router";
import { fillTemplate } from "~/i18n/template";
import { formatDate, useAdmin } from "~/features/admin";
import { localizePath } from "~/i18n/locale";
import { adminWords, words } from "~/i18n/words/admin";

/**
 * On a lead's page: when its personal data was erased, say so (the empty fields are not a
 * bug); otherwise, for administrators, the way to this person's data (export, erasure).
 */
export function LeadPrivacy({
  person,
  anonymisedAt,
  isAdmin,
}: {
  /** How the person is found: their e-mail, or their phone number when they gave none. */
  person: string;
  anonymisedAt: string | null;
  isAdmin: boolean;
}) {
  const { locale } = useAdmin();
  const s = words(locale, adminWords).privacy.lead;
  if (anonymisedAt)
    return (
      <p role="status" className="mt-4 rounded-lg bg-slate-100 p-3 text-slate-800">
        {fillTemplate(s.anonymised, { date: formatDate(anonymisedAt, locale) })}
      </p>
    );
  if (!isAdmin) return null;
  return (
    <p className="mt-2">
      <Link
        to={localizePath(`${href("/admin/personal-data")}?q=${encodeURIComponent(person)}`, locale)}
        className="text-green-800 underline"
      >
        {s.personalData}
      </Link>
    </p>
  );
}
