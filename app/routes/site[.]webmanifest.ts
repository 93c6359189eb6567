import { getSiteData } from "~/features/company/index.server";
import { uiStrings } from "~/i18n/ui";
import { CachePolicy } from "~/lib/http-cache";
import { getRuntime } from "~/runtime/runtime.server";

/**
 * /site.webmanifest: what a phone shows for the site added to its home screen, named after the
 * company as set in the admin. One file for both languages (browsers fetch it without the
 * visitor's cookies), so in French, the site's first language.
 */
export async function loader() {
  const { database } = await getRuntime();
  const { company } = await getSiteData(database);
  const manifest = {
    name: company.name,
    short_name: company.name,
    description: uiStrings("fr", company.name).footer.tagline,
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#166534",
    lang: "fr",
    icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml" }],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": CachePolicy.hourly,
    },
  });
}
