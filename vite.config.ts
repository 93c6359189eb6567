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
  const reactShim = fileURLToPath(new URL("./app/lib/react-on-preact/react.js", import.meta.url));
  const elsewhere: Record<string, string> = {
    "react-dom": "preact/compat",
    "react-dom/client": "preact/compat/client",
    "react/jsx-runtime": "preact/compat/jsx-runtime",
    "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
  };
  return {
    name: "preact-in-the-browser",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer, options) {
      if (source === "react") return reactShim;
      const target = elsewhere[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}
