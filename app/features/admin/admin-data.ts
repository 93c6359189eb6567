import { useRouteLoaderData } from "react-router";
import type { Locale } from "~/i18n/locale";
import type { Words } from "~/i18n/words";
import { dateFormat } from "~/i18n/formats";

export interface AdminLayoutData {
  /** `named`: the account has a display name of its own (else `name` is its e-mail's first part). */
  user: { id: string; name: string; named: boolean; email: string; role: "admin" | "editor" };
  t: Words<"admin">;
  locale: Locale;
}

/** The admin layout's data (user, strings) from any admin page. */
export function useAdmin(): AdminLayoutData {
  const data = useRouteLoaderData("routes/admin/layout") as AdminLayoutData | undefined;
  if (!data) throw new Error("useAdmin must be used inside the admin layout");
  return data;
}

export function formatDate(iso: string, locale: Locale): string {
  return dateFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Africa/Lome",
  }).format(new Date(iso));
}

/** A day ("2026-11-23") in words, in Lomé: "lundi 23 novembre", with its year when asked. */
export function formatDay(day: string, locale: Locale, { year = false } = {}): string {
  return dateFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    ...(year ? { year: "numeric" } : {}),
    timeZone: "Africa/Lome",
  }).format(new Date(`${day}T12:00:00Z`));
}
