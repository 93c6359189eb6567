import path from "node:path";
import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import { bootRuntime } from "~/boot.server";
import { ensureInitialAdmin, warnWhenNoAdministrator } from "~/features/auth/index.server";
import { log } from "~/lib/logger.server";
import { getRuntime, stopRuntime } from "~/runtime/runtime.server";
import { createApp } from "./app";

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Production start: validate config and prepare the database first (a bad value stops here with
 * a message naming the variable), then listen. SIGTERM/SIGINT stop accepting connections, let
 * in-flight requests finish, then close workers and the database.
 */
export async function startServer({
  clientDir = path.resolve(import.meta.dirname, "../client"),
} = {}) {
  const started = performance.now();
  bootRuntime();
  const runtime = await getRuntime();
  const { config } = runtime;
  await ensureInitialAdmin();
  await warnWhenNoAdministrator();
  const app = createApp(config, { clientDir, database: runtime.database, visits: runtime.visits });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }) as Server;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const anyInterface = config.HOST === "0.0.0.0" || config.HOST === "::";
  const host = anyInterface
    ? "localhost"
    : config.HOST.includes(":")
      ? `[${config.HOST}]`
      : config.HOST;
  const url = `http://${host}:${port}`;
  log.info("server listening", {
    url,
    port,
    database: runtime.database.dialect,
    startupMs: Math.round(performance.now() - started),
  });
  warnWhenPublicUrlIsLocal(config);
  warnWhenMailGoesNowhere(config);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    const force = setTimeout(() => {
      log.warn("forcing exit: requests still open after grace period");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await stopRuntime();
      log.info("stopped");
      process.exit(0);
    });
    // Idle keep-alive sockets would hold close() open; busy ones finish their request first.
    server.closeIdleConnections();
  };
  // Kept for every signal, not once: Ctrl-C under npm brings SIGINT twice (from the terminal and
  // from npm), and an unhandled second one would end the process before requests finish.
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return { server, port, url, publicUrl: config.PUBLIC_URL };
}

/**
 * PUBLIC_URL builds the links of every e-mail (the team's "open the lead") and the canonical
 * addresses search engines and WhatsApp previews use: left at its local default in production,
 * they would all point to the server's own machine.
 */
/**
 * Without SMTP_URL every e-mail is written to a file that nobody reads: a production site would
 * take leads without anyone hearing of them.
 */
function warnWhenMailGoesNowhere(config: {
  NODE_ENV: string;
  SMTP_URL?: string;
  DATA_DIR: string;
}) {
  if (config.NODE_ENV !== "production" || config.SMTP_URL) return;
  log.warn(
    "E-mails are not sent: without SMTP_URL they are only written as files, and nobody is told of new leads",
    {
      folder: `${config.DATA_DIR}/outbox`,
      fix: "set SMTP_URL to the mail server's address (docs/deploy.md)",
    },
  );
}

function warnWhenPublicUrlIsLocal(config: { NODE_ENV: string; PUBLIC_URL: string }) {
  if (config.NODE_ENV !== "production") return;
  const host = new URL(config.PUBLIC_URL).hostname;
  if (host === "localhost" || host === "[::1]" || host.startsWith("127."))
    log.warn("PUBLIC_URL is a local address: e-mail links and canonical URLs will point to it", {
      publicUrl: config.PUBLIC_URL,
      fix: "set PUBLIC_URL to the site's public https:// address",
    });
}
