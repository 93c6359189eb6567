import { getRuntime } from "~/runtime/runtime.server";
import { CachePolicy } from "~/lib/http-cache";
import { absoluteUrl } from "~/lib/seo";

export async function loader() {
  const { config } = await getRuntime();
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /auth",
    "Disallow: /api/",
    "Disallow: /devis/",
    "Disallow: /temoignage/",
    "",
    `Sitemap: ${absoluteUrl(config.PUBLIC_URL, "/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": CachePolicy.hourly,
    },
  });
}
