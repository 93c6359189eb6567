import type { Locale } from "~/i18n/locale";
import type { MediaImage } from "~/content/media-image";

/** A team member as the About page shows it, in one language. */
export interface TeamMemberView {
  id: string;
  name: string;
  role: string;
  photo: MediaImage | null;
  photoBuiltin: string | null;
  phone: { label: string; href: string } | null;
  email: { label: string; href: string } | null;
  education: string[];
  training: string[];
  experience: string;
}

/** A name in a ticker, with its logo and link when the company gave them. */
export interface TickerEntry {
  id: string;
  name: string;
  logo: MediaImage | null;
  url: string | null;
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** `fr`/`en` pair → the visitor's language, French when the English is empty. */
export function pick(fr: string, en: string, locale: Locale): string {
  return locale === "en" && en.trim() ? en : fr;
}

export function teamView(
  m: {
    id: string;
    name: string;
    roleFr: string;
    roleEn: string;
    photo: MediaImage | null;
    photoBuiltin: string | null;
    phone: string;
    email: string;
    educationFr: string;
    educationEn: string;
    trainingFr: string;
    trainingEn: string;
    experienceFr: string;
    experienceEn: string;
  },
  locale: Locale,
): TeamMemberView {
  return {
    id: m.id,
    name: m.name,
    role: pick(m.roleFr, m.roleEn, locale),
    photo: m.photo,
    photoBuiltin: m.photoBuiltin,
    phone: m.phone ? { label: m.phone, href: `tel:+${m.phone.replace(/\D/g, "")}` } : null,
    email: m.email ? { label: m.email, href: `mailto:${m.email}` } : null,
    education: lines(pick(m.educationFr, m.educationEn, locale)),
    training: lines(pick(m.trainingFr, m.trainingEn, locale)),
    experience: pick(m.experienceFr, m.experienceEn, locale),
  };
}

export function tickerEntry(p: {
  id: string;
  name: string;
  logo: MediaImage | null;
  url: string | null;
}): TickerEntry {
  return { id: p.id, name: p.name, logo: p.logo, url: p.url };
}
