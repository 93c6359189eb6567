import { localizePath, LOCALES } from "~/i18n/locale";
import { PUBLIC_PAGES } from "~/lib/public-pages";
import { absoluteUrl } from "~/lib/seo";
import { getRuntime } from "~/server/runtime.server";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Every public page in French and English, each with its hreflang alternates. */
export async function loader() {
  const { config } = await getRuntime();
  const entries = PUBLIC_PAGES.flatMap((path) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map(
        (alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(absoluteUrl(config.PUBLIC_URL, localizePath(path, alt)))}"/>`,
      );
      return [`  <url>`, `    <loc>${escapeXml(absoluteUrl(config.PUBLIC_URL, localizePath(path, locale)))}</loc>`, ...alternates, `  </url>`].join("\n");
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
