/** The public pages listed in the sitemap, in both languages. */
export const PUBLIC_PAGES = [
  "/",
  "/a-propos",
  "/produits",
  "/services",
  "/galeries",
  "/blog",
  "/contact",
  "/quote",
  "/mentions-legales",
  "/confidentialite",
] as const;
