import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel work (or a bench) build elsewhere without clobbering ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Hashed route chunks are fetched on navigation; the manifest of every route is small here,
  // so we ship it with the document instead of paying a /__manifest round trip on slow networks.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
