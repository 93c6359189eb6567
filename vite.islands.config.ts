import { existsSync, renameSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";

const buildDir = process.env.BUILD_DIR ?? "build";
const outDir = `${buildDir}/client/islands`;

/** No React Router code may reach a public page through an island: the build stops if some does. */
const noRouter: Plugin = {
  name: "no-router-in-islands",
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle))
      if (chunk.type === "chunk")
        for (const id of chunk.moduleIds)
          if (/[\\/]node_modules[\\/](react-router|@react-router)[\\/]/.test(id))
            this.error(`${chunk.fileName} carries ${id}: islands run without the router`);
  },
};

/** The manifest is for the server (which loader to name), not for browsers: it moves beside it. */
const manifestToServer: Plugin = {
  name: "islands-manifest-to-server",
  closeBundle() {
    // Absent when the build failed: its own error is the one to read.
    const manifest = path.join(outDir, "islands.json");
    if (existsSync(manifest)) renameSync(manifest, path.join(buildDir, "server/islands.json"));
  },
};

/**
 * The browser's code for public pages served without the router (app/islands/): the loader and
 * one chunk per island, built after React Router's own build into build/client/islands/. Its
 * manifest goes beside the server bundle, which reads it to name the loader in each page.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  base: "/islands/",
  publicDir: false,
  plugins: [noRouter, manifestToServer],
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    outDir,
    emptyOutDir: true,
    // Vite would add a <link rel=modulepreload> per chunk an island imports, at the moment it
    // wakes: on a phone that costs more main-thread time than the browser's own fetch of them.
    modulePreload: false,
    manifest: "islands.json",
    rolldownOptions: {
      input: "app/islands/loader.ts",
      output: {
        codeSplitting: {
          // A group holds the files it names, not everything they import: otherwise the forms'
          // group would take React's helpers, and every page with an island would load it.
          includeDependenciesRecursively: false,
          groups: [
            // React, its DOM renderer and what every island's root needs come together, with
            // the first island that wakes: one file instead of six.
            {
              name: "react",
              test: /[\\/](node_modules[\\/](react|react-dom|scheduler)[\\/]|app[\\/](islands[\\/](hydrate|island)|lib[\\/](root-data|use-hydrated))\.)/,
            },
            // What every page runs once settled (language kept, offline queue): one small file.
            {
              name: "page-scripts",
              test: /[\\/]app[\\/](components[\\/]layout[\\/](language-memory\.script|remember-locale)|features[\\/]offline[\\/](offline-support\.script|pending|queue-loader)|i18n[\\/]locale)\./,
            },
            // The quote page's tabs, woken at load: one file instead of three.
            {
              name: "quote-tabs",
              test: /[\\/]app[\\/](sections[\\/]quote[\\/]quote-tab(s\.script)?|content[\\/]service-types)\./,
            },
            // What the lead forms share (sending, messages, toasts): one file for the pages that
            // have a form.
            {
              name: "lead-forms",
              test: /[\\/]app[\\/](features[\\/](offline[\\/](fetch-lead|page-lead-form|notices|kept)|leads[\\/]messages)|components[\\/]toast[\\/]toast-store)\./,
            },
          ],
        },
      },
      // React Router's "use client" line is read while its unused parts are dropped: no news.
      onLog(level, log, handler) {
        if (log.code !== "MODULE_LEVEL_DIRECTIVE") handler(level, log);
      },
    },
  },
});
