// `npm run admin -- create --email you@example.com [--role editor]`: account management from the
// shell, against the same database the server uses (DATA_DIR or DATABASE_URL).
import { buildIfStale } from "./build-if-stale.js";

buildIfStale();
const { runAdminCommand, stopRuntime } = await import("../build/server/index.js");
let code = 1;
try {
  code = await runAdminCommand(process.argv.slice(2));
} catch (error) {
  console.error(error?.name === "ConfigError" ? error.message : error);
} finally {
  await stopRuntime();
}
process.exit(code);
