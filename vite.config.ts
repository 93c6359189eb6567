import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // NOTE: React Router 8 reads a custom server entry from here (the v7 `build.rollupOptions`
  // place is silently ignored). server/app.ts re-exports the server build for prerendering.
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
  },
});
