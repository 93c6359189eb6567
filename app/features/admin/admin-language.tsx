import { Link } from "react-router";
import type { Words } from "~/i18n/words";
import type { Locale } from "~/i18n/locale";

/**
 * The admin's language, chosen here and kept in its own cookie (the address says `?lng=fr` too,
 * so the choice is noted even for French): previewing the English site leaves it as it was.
 */
export function AdminLanguage({
  label,
  locale,
  pathname,
}: {
  label: Words<"admin">["language"];
  locale: Locale;
  pathname: string;
}) {
  return (
    <nav aria-label={label.label}>
      <ul className="flex gap-1">
        {(["fr", "en"] as const).map((lng) => (
          <li key={lng}>
            <Link
              to={`${pathname}?lng=${lng}`}
              lang={lng}
              hrefLang={lng}
              aria-current={lng === locale ? "true" : undefined}
              className="block rounded-full px-3 py-1.5 hover:bg-white/10 aria-[current=true]:bg-white aria-[current=true]:text-green-950"
            >
              {label[lng]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
