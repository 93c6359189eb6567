import { defineConfig } from "vite";

const buildDir = process.env.BUILD_DIR ?? "build";

/**
 * The server's own threads, built after React Router's server bundle into build/server/ beside
 * it: the visits' thread (app/features/visits/visit-counter.server.ts), which the server starts
 * from there. Packages stay outside the file, as in the server bundle.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  publicDir: false,
  build: {
    ssr: true,
    outDir: `${buildDir}/server`,
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: { "visit-thread": "app/features/visits/visit-thread.server.ts" },
      output: { entryFileNames: "[name].js", format: "esm" },
    },
  },
});
