/**
 * The company's identity as the owner edits it (/admin/settings): flat fields, one per input,
 * stored as one JSON document. `toIdentity` turns them into what pages show.
 */
import { DEFAULT_COMPANY, type CompanyIdentity } from "~/content/company";
import type { WeekHours } from "~/content/opening-hours";
import type { SocialNetworkName } from "~/content/types";

export const SOCIAL_FIELDS: readonly SocialNetworkName[] = [
  "facebook",
  "instagram",
  "linkedin",
  "x",
  "tiktok",
  "youtube",
];

export interface CompanySettings {
  name: string;
  /** Main number, as shown ("+228 90 12 34 56") */
  phone: string;
  /** Second number, optional */
  phone2: string;
  /** Chat number; empty means the main number */
  whatsapp: string;
  email: string;
  /** Where lead notifications go (never shown on the site) */
  leadsNotifyTo: string;
  street: string;
  district: string;
  city: string;
  country: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** Each day closed, or open in one or two time ranges (before: `days`, `opens`, `closes`). */
  hours: WeekHours;
  /** Shown for a closed Sunday ("Sur rendez-vous") */
  sundayFr: string;
  sundayEn: string;
  emergenciesFr: string;
  emergenciesEn: string;
  facebook: string;
  instagram: string;
  linkedin: string;
  x: string;
  tiktok: string;
  youtube: string;
}

/** The initial settings of a new install: the code's identity, notifications to `notifyTo`. */
export function defaultSettings(notifyTo: string): CompanySettings {
  const c = DEFAULT_COMPANY;
  return {
    name: c.name,
    phone: c.phones.primary.display,
    phone2: c.phones.secondary?.display ?? "",
    whatsapp: "",
    email: c.email,
    leadsNotifyTo: notifyTo,
    street: c.address.streetAddress,
    district: c.address.district,
    city: c.address.city,
    country: c.address.country,
    countryCode: c.address.countryCode,
    latitude: c.geo.latitude,
    longitude: c.geo.longitude,
    hours: c.openingHours.week,
    sundayFr: c.openingHours.sunday.fr,
    sundayEn: c.openingHours.sunday.en,
    emergenciesFr: c.openingHours.emergencies.fr,
    emergenciesEn: c.openingHours.emergencies.en,
    ...c.social,
  };
}

const digits = (phone: string) => phone.replace(/\D/g, "");

/** What the pages show. An empty English text falls back to the French one. */
export function toIdentity(s: CompanySettings): CompanyIdentity {
  return {
    name: s.name,
    phones: {
      primary: {
        display: s.phone,
        tel: `+${digits(s.phone)}`,
        whatsapp: digits(s.whatsapp || s.phone),
      },
      secondary: s.phone2 ? { display: s.phone2, tel: `+${digits(s.phone2)}` } : null,
    },
    email: s.email,
    address: {
      streetAddress: s.street,
      district: s.district,
      city: s.city,
      country: s.country,
      countryCode: s.countryCode,
    },
    geo: { latitude: s.latitude, longitude: s.longitude },
    openingHours: {
      week: s.hours,
      sunday: { fr: s.sundayFr, en: s.sundayEn || s.sundayFr },
      emergencies: { fr: s.emergenciesFr, en: s.emergenciesEn || s.emergenciesFr },
    },
    social: {
      facebook: s.facebook,
      instagram: s.instagram,
      linkedin: s.linkedin,
      x: s.x,
      tiktok: s.tiktok,
      youtube: s.youtube,
    },
  };
}
