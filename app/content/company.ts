/**
 * The company's identity and figures, whatever the language
 * (docs/product/README.md#company-facts). The identity is edited in the admin (/admin/settings)
 * and stored in the database; `DEFAULT_COMPANY` is only its initial content. Copy in `fr/*.ts`
 * and `en/*.ts` is built from the identity it is given, so a phone changed in the admin changes
 * every page at once (docs/decisions/012-owner-edited-content.md).
 */
import type { Locale } from "~/i18n/locale";
import { DEFAULT_WEEK, type WeekHours } from "./opening-hours";
import type { ConceptId, HexColor, SocialNetworkName } from "./types";

/** What every public page may show of the company (never the lead notification address). */
export interface CompanyIdentity {
  name: string;
  phones: {
    /** Main line; `whatsapp` is the chat link's number (the main line unless set apart). */
    primary: { display: string; tel: string; whatsapp: string };
    secondary: { display: string; tel: string } | null;
  };
  email: string;
  address: {
    streetAddress: string;
    district: string;
    city: string;
    country: string;
    /** ISO 3166-1 alpha-2, for structured data */
    countryCode: string;
  };
  /** Position of the head office (WGS 84), for the map. */
  geo: { latitude: number; longitude: number };
  openingHours: {
    /** Each day closed, or open in one or two time ranges. */
    week: WeekHours;
    /** Shown for a closed Sunday ("Sur rendez-vous"); empty says closed. */
    sunday: Record<Locale, string>;
    /** Shown beside the hours; empty hides the line. */
    emergencies: Record<Locale, string>;
  };
  /** Empty means "not on this network": no icon, no link. */
  social: Record<SocialNetworkName, string>;
}

/** Initial identity of a new install (placeholders the launch checklist asks to replace). */
export const DEFAULT_COMPANY: CompanyIdentity = {
  name: "Africa Clean",
  phones: {
    primary: { display: "+228 90 00 00 00", tel: "+22890000000", whatsapp: "22890000000" },
    secondary: { display: "+228 70 00 00 00", tel: "+22870000000" },
  },
  email: "contact@africaclean.tg",
  address: {
    streetAddress: "Quartier Djidjolé, Lomé",
    district: "Djidjolé",
    city: "Lomé",
    country: "Togo",
    countryCode: "TG",
  },
  geo: { latitude: 6.1655, longitude: 1.1995 },
  openingHours: {
    week: DEFAULT_WEEK,
    sunday: { fr: "Sur rendez-vous", en: "By appointment" },
    emergencies: { fr: "24 h/24, 7 j/7", en: "24/7" },
  },
  social: {
    facebook: "https://www.facebook.com/africaclean",
    instagram: "https://www.instagram.com/africaclean",
    linkedin: "https://www.linkedin.com/company/africaclean",
    x: "https://x.com/africaclean",
    tiktok: "https://www.tiktok.com/@africaclean",
    youtube: "https://www.youtube.com/@africaclean",
  },
};

/** The placeholder numbers of a new install: the launch checklist flags them until replaced. */
export const PLACEHOLDER_PHONES = ["+22890000000", "+22870000000"] as const;

/**
 * The year the company started: its years of experience, the structured data's founding date and
 * the first award ("in our first year", 2019) all follow from it. Edited in the admin with the
 * key figures; this is the initial value.
 */
export const FOUNDED_YEAR = 2019;

/**
 * The initial key figures (docs/product/README.md#company-facts). Texts never quote them: they
 * say `{figure:clients}` and the page shows the figure the company set (app/features/pages).
 */
export const figures = {
  yearsOfExperience: yearsSince(FOUNDED_YEAR),
  awards: 5,
  clientsServed: 500,
  satisfactionPercent: 98,
  firstOrderDiscountPercent: 10,
  quoteAnswerHours: 24,
} as const;

/** Whole years since a year, counted in Lomé (UTC all year round). */
export function yearsSince(year: number, now = new Date()): number {
  return Math.max(0, now.getUTCFullYear() - year);
}

/** Training durations in weeks (docs/product/screens.md#services); each card shows its own. */
export const trainingWeeks = {
  "agent-nettoyage": 2,
  "agent-hygiene-hospitaliere": 3,
  "jardinier-paysagiste": 4,
} as const;

/** Display names of the social networks, same in both languages. */
export const socialNetworkNames: Record<SocialNetworkName, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  x: "X",
  tiktok: "TikTok",
  youtube: "YouTube",
};

/** Brand identity of each concept: colour, two-colour gradient and logo file. */
export const conceptBrand: Record<
  ConceptId,
  { color: HexColor; gradient: { from: HexColor; to: HexColor }; logo: string }
> = {
  "nettoie-pro": {
    color: "#15803d",
    gradient: { from: "#15803d", to: "#0f766e" },
    logo: "logo-nettoie-pro",
  },
  "sante-pro": {
    color: "#0e7490",
    gradient: { from: "#0e7490", to: "#1d4ed8" },
    logo: "logo-sante-pro",
  },
  "eco-jardin": {
    color: "#4d7c0f",
    gradient: { from: "#4d7c0f", to: "#15803d" },
    logo: "logo-eco-jardin",
  },
  "natura-potager": {
    color: "#a16207",
    gradient: { from: "#a16207", to: "#4d7c0f" },
    logo: "logo-natura-potager",
  },
  "eco-event": {
    color: "#0f766e",
    gradient: { from: "#0f766e", to: "#4d7c0f" },
    logo: "logo-eco-event",
  },
  "nettoie-event": {
    color: "#c2410c",
    gradient: { from: "#c2410c", to: "#a16207" },
    logo: "logo-nettoie-event",
  },
};

/* --------------------------------------------------------------- links */

/** wa.me chat link with the company's chat number; `message` pre-fills the chat. */
export function whatsappLink(company: CompanyIdentity, message?: string): string {
  const base = `https://wa.me/${company.phones.primary.whatsapp}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/**
 * Which listed number answers on WhatsApp: the first, the second, or none of them ("apart": a
 * WhatsApp number of its own, set in the identity settings).
 */
export function whatsappNumber(company: CompanyIdentity): "first" | "second" | "apart" {
  const digits = (tel: string) => tel.replace(/\D/g, "");
  const chat = company.phones.primary.whatsapp;
  if (chat === digits(company.phones.primary.tel)) return "first";
  const second = company.phones.secondary;
  return second && chat === digits(second.tel) ? "second" : "apart";
}

/** The WhatsApp number as people write it: "+228 91 23 45 67" (Togo), else "+" and its digits. */
export function whatsappDisplay(company: CompanyIdentity): string {
  const d = company.phones.primary.whatsapp;
  const togo = /^228(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(d);
  return togo ? `+228 ${togo.slice(1).join(" ")}` : `+${d}`;
}

/** tel: link; the main number unless another tel form is given. */
export function telLink(
  company: CompanyIdentity,
  tel: string = company.phones.primary.tel,
): string {
  return `tel:${tel}`;
}

/** mailto: link to the company address, with an optional subject. */
export function mailtoLink(company: CompanyIdentity, subject?: string): string {
  const base = `mailto:${company.email}`;
  return subject ? `${base}?subject=${encodeURIComponent(subject)}` : base;
}

/** OpenStreetMap embed of the head office, loaded only when the visitor asks for the map. */
export function mapEmbedUrl(company: CompanyIdentity): string {
  const { latitude: lat, longitude: lon } = company.geo;
  const d = 0.006;
  const bbox = [lon - d, lat - d, lon + d, lat + d].map((n) => n.toFixed(4)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}

/** Directions in Google Maps (what most visitors in Lomé have on their phone). */
export function directionsUrl(company: CompanyIdentity): string {
  const { latitude, longitude } = company.geo;
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** The head office on openstreetmap.org. */
export function mapPageUrl(company: CompanyIdentity): string {
  const { latitude, longitude } = company.geo;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** Social networks the company is on, in display order. */
export function socialNetworks(company: CompanyIdentity): SocialNetworkName[] {
  return (Object.keys(company.social) as SocialNetworkName[]).filter((n) => company.social[n]);
}

/* ------------------------------------------------------------ formatting */

/**
 * French "de" before a name: "d'Africa Clean", "de Propreté Plus". Elided before a vowel only:
 * whether an initial h is silent (d'Hygiène Pro) or aspirated (de Hangar Services) cannot be told
 * from the spelling, and "de" before an h is never unreadable.
 */
export function frenchOf(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(name.trim()) ? `d'${name}` : `de ${name}`;
}

/** "98 %" in French (no-break space), "98%" in English. */
export function formatPercent(value: number, locale: Locale): string {
  return locale === "fr" ? `${value}\u00a0%` : `${value}%`;
}
