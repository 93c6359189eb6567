import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // NOTE: React Router 8 reads a custom server entry from here (the v7 `build.rollupOptions`
  // place is silently ignored). server/index.ts re-exports the server build for prerendering.
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/index.ts" } } },
    // React, react-dom and React Router in one chunk of their own. Left to itself, the bundler
    // cut them into six chunks by which routes use which parts; every public page loads all six
    // anyway, and six files gzip 5 KB heavier than one
    // (docs/decisions/028-javascript-on-public-pages.md, step 4).
    // The chunk changes only when the framework does, so browsers keep it across our deploys.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
