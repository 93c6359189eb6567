import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel work (or a bench) build elsewhere without clobbering ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Hashed route chunks are fetched on navigation; the manifest of every route is small here,
  // so we ship it with the document instead of paying a /__manifest round trip on slow networks.
  routeDiscovery: { mode: "initial" },
  // The lead forms' client actions (docs/decisions/020-offline-forms.md) are a few lines needed as
  // soon as the form is sent: a chunk of their own only added a request, and made the bundler
  // split the shared framework chunk (0.8 KB more gzip on every page).
  splitRouteModules: false,
} satisfies Config;
