import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), preactInTheBrowser(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // NOTE: React Router 8 reads a custom server entry from here (the v7 `build.rollupOptions`
  // place is silently ignored). server/app.ts re-exports the server build for prerendering.
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
  },
});

/**
 * The server renders with React; the browser runs the same components on Preact's React
 * compatibility layer, a tenth of react-dom's weight (docs/decisions/028-preact-in-the-browser.md).
 */
function preactInTheBrowser(): Plugin {
  const reactShim = fileURLToPath(new URL("./app/lib/react-on-preact/react.ts", import.meta.url));
  const targets: Record<string, string> = {
    react: reactShim,
    "react-dom": "preact/compat",
    "react-dom/client": "preact/compat/client",
    "react/jsx-runtime": "preact/compat/jsx-runtime",
    "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
  };
  return {
    name: "preact-in-the-browser",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      const target = targets[source];
      if (!target || importer === reactShim) return null;
      return target === reactShim ? reactShim : this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
