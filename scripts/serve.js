// Serves the production build (build/server/index.js) — no build step. `npm start` builds first.
const { startServer } = await import("../build/server/index.js");
try {
  await startServer();
} catch (error) {
  if (error?.name === "ConfigError") {
    console.error(`\n${error.message}\n\nFix the environment variables above and start again (see README.md, Configuration).\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
}
