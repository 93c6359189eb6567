/**
 * Speculation rules (docs/decisions/037-public-pages-as-islands.md): public pages are documents,
 * so a browser that supports it prerenders the public page a link leads to while the reader
 * hovers it (200 ms) or touches it, and the click shows it at once. Private and machine paths are
 * never prerendered. Sent as a file named by a header, so no inline script needs allowing.
 */
export const SPECULATION_RULES_PATH = "/speculation-rules.json";

export const SPECULATION_RULES = {
  prerender: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          {
            not: {
              href_matches: [
                "/admin",
                "/admin/*",
                "/auth",
                "/auth/*",
                "/api/*",
                "/devis/*",
                "/media/*",
                "/*.xml",
                "/*.txt",
                "/*\\?*apercu=*",
              ],
            },
          },
          { not: { selector_matches: "[download], [target=_blank], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};
