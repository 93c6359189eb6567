import { useContext } from "react";
import type { ServicesContent } from "~/content/types";
import { localizePath, type Locale } from "~/i18n/locale";
import { NonceContext } from "~/lib/contexts";
import { absoluteUrl } from "~/lib/seo";
import { jsonLdScript } from "~/lib/structured-data";

/**
 * schema.org Service entries for the six concepts, each provided by the LocalBusiness that the
 * root renders in every page's head (same @id), so search engines tie them together.
 */
export function servicesJsonLd(content: ServicesContent, publicUrl: string, locale: Locale) {
  const { country, region } = content.structuredData.areaServed;
  return {
    "@context": "https://schema.org",
    "@graph": content.concepts.items.map((concept) => ({
      "@type": "Service",
      "@id": absoluteUrl(publicUrl, `/services#${concept.id}`),
      name: concept.title,
      serviceType: concept.subtitle,
      description: concept.description,
      url: absoluteUrl(publicUrl, localizePath(`/services#${concept.id}`, locale)),
      provider: { "@id": absoluteUrl(publicUrl, "/#business") },
      areaServed: [
        { "@type": "Country", name: country },
        { "@type": "Place", name: region },
      ],
    })),
  };
}

export function ServicesJsonLd({
  content,
  publicUrl,
  locale,
}: {
  content: ServicesContent;
  publicUrl: string;
  locale: Locale;
}) {
  const nonce = useContext(NonceContext);
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: jsonLdScript(servicesJsonLd(content, publicUrl, locale)) }}
    />
  );
}
