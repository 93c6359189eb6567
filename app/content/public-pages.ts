import type { href } from "react-router";

/** An address of the route table (app/routes.ts), as typegen lists them. */
type RoutePath = Parameters<typeof href>[0];

/**
 * The public pages: the sitemap lists them in both languages, the menus may link to them. Each
 * must be an address of the route table, so a renamed page fails tsc here.
 */
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
] as const satisfies readonly RoutePath[];

export type PublicPage = (typeof PUBLIC_PAGES)[number];
