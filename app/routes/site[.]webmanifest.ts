import { getSiteData } from "~/features/company/index.server";
import { iconPath } from "~/content/brand";
import { uiWords, words } from "~/i18n/words/ui";
import { CachePolicy } from "~/lib/http-cache";
import { getRuntime } from "~/runtime/runtime.server";

/**
 * /site.webmanifest: what a phone shows for the site added to its home screen, named after the
 * company as set in the admin. One file for both languages (browsers fetch it without the
 * visitor's cookies), so in French, the site's first language.
 */
export async function loader() {
  const { database } = await getRuntime();
  const { company, brand } = await getSiteData(database);
  const manifest = {
    name: company.name,
    short_name: company.name,
    description: words("fr", uiWords, company.name).footer.tagline,
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#166534",
    lang: "fr",
    // The company's uploaded icon at the sizes Android asks for, else the built-in drawing.
    icons: brand.icon
      ? ([192, 512] as const).map((size) => ({
          src: iconPath(size, brand.icon!.id),
          sizes: `${size}x${size}`,
          type: "image/png",
        }))
      : [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml" }],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": CachePolicy.hourly,
    },
  });
}
