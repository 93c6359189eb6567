/**
 * The one source of truth for the company's identity and figures, whatever the language.
 * Copy in `fr/*.ts` and `en/*.ts` builds its sentences from these values, so changing a number or
 * a phone here changes it everywhere (docs/product/README.md#company-facts).
 */
import type { Locale } from "~/i18n/locale";
import type { ConceptId, HexColor, SocialNetworkName } from "./types";

export const company = {
  name: "Africa Clean",
  phones: {
    /** Main line; also the WhatsApp number of the floating chat link. */
    primary: { display: "+228 90 00 00 00", tel: "+22890000000", whatsapp: "22890000000" },
    secondary: { display: "+228 70 00 00 00", tel: "+22870000000" },
  },
  email: "contact@africaclean.tg",
  address: {
    streetAddress: "Quartier Djidjolé, Lomé",
    district: "Djidjolé",
    city: "Lomé",
    country: "Togo",
    /** ISO 3166-1 alpha-2, for structured data */
    countryCode: "TG",
  },
  /** Approximate position of the Djidjolé head office (WGS 84). */
  geo: { latitude: 6.1655, longitude: 1.1995 },
  openingHours: {
    /** schema.org day names, for structured data */
    regular: {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      opens: "07:00",
      closes: "18:00",
    },
    sunday: "by-appointment",
    emergencies: "24/7",
  },
  social: {
    facebook: "https://www.facebook.com/africaclean",
    linkedin: "https://www.linkedin.com/company/africaclean",
    x: "https://x.com/africaclean",
    tiktok: "https://www.tiktok.com/@africaclean",
    youtube: "https://www.youtube.com/@africaclean",
  } satisfies Record<SocialNetworkName, string>,
} as const;

/** Claims shown on the site (docs/product/README.md#company-facts); clientsServed reads "500+". */
export const figures = {
  yearsOfExperience: 6,
  awards: 5,
  clientsServed: 500,
  satisfactionPercent: 98,
  firstOrderDiscountPercent: 10,
  quoteAnswerHours: 24,
} as const;

/** Training durations in weeks (docs/product/screens.md#services); each card shows its own. */
export const trainingWeeks = {
  "agent-nettoyage": 2,
  "agent-hygiene-hospitaliere": 3,
  "jardinier-paysagiste": 4,
} as const;

/** Display names of the social networks, same in both languages. */
export const socialNetworkNames: Record<SocialNetworkName, string> = {
  facebook: "Facebook",
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

/**
 * Clients of the logo ticker (11) and partners (5). Invented names of Lomé organisations, used
 * until the company supplies the real ones (with their permission to be shown).
 */
export const clients = [
  "Clinique Horizon Santé",
  "Hôtel Lagune Bleue",
  "Résidence Les Flamboyants",
  "Complexe Scolaire Les Rôniers",
  "Cabinet Médical Bè-Santé",
  "Espace Événementiel Le Baobab",
  "Supérette Avédji Plus",
  "Sika Habitat Immobilier",
  "Imprimerie Nouvelle Aurore",
  "Entrepôts Logistiques d'Adakpamé",
  "Cabinet Amévor & Associés",
] as const;

export const partners = [
  "Réseau Lomé Zéro Déchet",
  "Coopérative Maraîchère de Légbassito",
  "Atelier Recycl'Art Togo",
  "Institut Ouest-Africain des Métiers de l'Hygiène",
  "Association Jardins Solidaires du Golfe",
] as const;

/* --------------------------------------------------------------- links */

/** wa.me chat link with the main number; `message` pre-fills the chat. */
export function whatsappLink(message?: string): string {
  const base = `https://wa.me/${company.phones.primary.whatsapp}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** tel: link; the main number unless another tel form is given. */
export function telLink(tel: string = company.phones.primary.tel): string {
  return `tel:${tel}`;
}

/** mailto: link to the company address, with an optional subject. */
export function mailtoLink(subject?: string): string {
  const base = `mailto:${company.email}`;
  return subject ? `${base}?subject=${encodeURIComponent(subject)}` : base;
}

/** OpenStreetMap embed of the head office, loaded only when the visitor asks for the map. */
export function mapEmbedUrl(): string {
  const { latitude: lat, longitude: lon } = company.geo;
  const d = 0.006;
  const bbox = [lon - d, lat - d, lon + d, lat + d].map((n) => n.toFixed(4)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}

/** Directions in Google Maps (what most visitors in Lomé have on their phone). */
export function directionsUrl(): string {
  const { latitude, longitude } = company.geo;
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** The head office on openstreetmap.org. */
export function mapPageUrl(): string {
  const { latitude, longitude } = company.geo;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/* ------------------------------------------------------------ formatting */

/** "98 %" in French (no-break space), "98%" in English. */
export function formatPercent(value: number, locale: Locale): string {
  return locale === "fr" ? `${value}\u00a0%` : `${value}%`;
}

/** The clients-served figure as shown everywhere: "500+". */
export function clientsServedLabel(): string {
  return `${figures.clientsServed}+`;
}

/** "07:00" → "7 h" (French) or "7:00 am" (English); "18:30" → "18 h 30" / "6:30 pm". */
export function formatTime(hhmm: string, locale: Locale): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  if (locale === "fr")
    return m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${String(m).padStart(2, "0")}`;
  const suffix = h < 12 ? "am" : "pm";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, "0")}\u00a0${suffix}`;
}
