import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** Every URL of the site (docs/product/screens.md#url-map), in one place. */
export default [
  // Machine-readable files
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("site.webmanifest", "routes/site[.]webmanifest.ts"),
  route("api/auth/*", "routes/api.auth.ts"),
  route("api/testimonials", "routes/api.testimonials.ts"),
  route("api/leads/:kind", "routes/api.leads.ts"),
  route("blog/rss.xml", "routes/blog-rss[.]xml.ts"),

  // Public pages, inside the shared frame (header, footer, chat link)
  layout("routes/_public.tsx", [
    index("routes/home.tsx"),
    route("a-propos", "routes/about.tsx"),
    route("produits", "routes/products.tsx"),
    route("services", "routes/services.tsx"),
    route("galeries", "routes/galleries.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-article.tsx"),
    route("contact", "routes/contact.tsx"),
    route("quote", "routes/quote.tsx"),
    route("mentions-legales", "routes/legal-notice.tsx"),
    route("confidentialite", "routes/privacy.tsx"),
    route("auth", "routes/auth-login.tsx", { id: "auth" }),
    route("auth/login", "routes/auth-login.tsx", { id: "auth-login" }),
    route("auth/forgot", "routes/auth-forgot.tsx"),
    route("auth/reset", "routes/auth-reset.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),

  // The private area: guarded on the server (every loader and action), loaded only by the team
  route("admin/sign-out", "routes/admin/sign-out.ts"),
  route("admin/leads/export.csv", "routes/admin/leads-export.ts"),
  route("admin/personal-data/export.json", "routes/admin/personal-data-export.ts"),
  route("admin/media", "routes/admin/media-upload.ts"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("pages", "routes/admin/pages.tsx"),
    route("pages/:page", "routes/admin/page-edit.tsx"),
    route("pages/:page/history", "routes/admin/page-history.tsx"),
    route("leads", "routes/admin/leads.tsx"),
    route("leads/:type/:id", "routes/admin/lead-detail.tsx"),
    route("testimonials", "routes/admin/testimonials.tsx"),
    route("posts", "routes/admin/posts.tsx"),
    route("posts/new", "routes/admin/post-edit.tsx", { id: "admin-post-new" }),
    route("posts/:id", "routes/admin/post-edit.tsx", { id: "admin-post-edit" }),
    route("posts/:id/preview", "routes/admin/post-preview.tsx"),
    route("posts/:id/side-by-side", "routes/admin/post-side-by-side.tsx"),
    route("accounts", "routes/admin/accounts.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("prices", "routes/admin/prices.tsx"),
    route("team", "routes/admin/team.tsx"),
    route("clients", "routes/admin/clients.tsx"),
    route("gallery", "routes/admin/gallery.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("account", "routes/admin/my-account.tsx"),
    route("personal-data", "routes/admin/personal-data.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
] satisfies RouteConfig;
