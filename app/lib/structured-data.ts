import type { CompanyIdentity } from "~/content/company";
import { openingHoursSpecification } from "~/content/opening-hours";
import { priceItems, type PriceSection } from "~/content/pricing";
import type { Locale } from "~/i18n/locale";
import { previewImagePath } from "./preview-image";
import { absoluteUrl, defaultShareImage } from "./seo";

/**
 * schema.org LocalBusiness for every page, so Google can show the company's address, phone and
 * hours. `@id` lets other entries (the Services on /services) point to it.
 */
export function localBusinessJsonLd(
  publicUrl: string,
  locale: Locale,
  company: CompanyIdentity,
  prices: readonly PriceSection[],
  foundedYear: number,
  /** Street and district, each once (formatAddress's street part, app/features/company). */
  streetAddress: string = company.address.streetAddress,
  /** The company's uploaded logo and share picture (site paths), when it has them */
  pictures: { logo: string | null; image: string | null } = { logo: null, image: null },
) {
  const items = priceItems(prices);
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": absoluteUrl(publicUrl, "/#business"),
    name: company.name,
    description:
      locale === "fr"
        ? "Nettoyage professionnel, hygiène des centres de santé, espaces verts, potagers bio et éco-événements à Lomé."
        : "Professional cleaning, healthcare hygiene, green spaces, organic gardens and eco-friendly events in Lomé.",
    url: absoluteUrl(publicUrl, "/"),
    logo: absoluteUrl(publicUrl, pictures.logo ?? "/logo.svg"),
    image: absoluteUrl(publicUrl, previewImagePath(pictures.image ?? defaultShareImage(locale))),
    telephone: company.phones.primary.tel,
    email: company.email,
    ...(items.length && {
      priceRange: `${Math.min(...items.map((i) => i.min))} - ${Math.max(...items.map((i) => i.max))} XOF`,
    }),
    currenciesAccepted: "XOF",
    address: {
      "@type": "PostalAddress",
      streetAddress,
      addressLocality: company.address.city,
      addressCountry: company.address.countryCode,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: company.geo.latitude,
      longitude: company.geo.longitude,
    },
    // One entry per time range: a lunch break or a half-day Saturday is said as it is.
    openingHoursSpecification: openingHoursSpecification(company.openingHours.week),
    areaServed: [
      { "@type": "Country", name: "Togo" },
      { "@type": "Place", name: locale === "fr" ? "Afrique de l'Ouest" : "West Africa" },
    ],
    sameAs: Object.values(company.social).filter(Boolean),
    foundingDate: String(foundedYear),
  };
}

/** JSON for a <script type="application/ld+json">, safe to inline in HTML. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
