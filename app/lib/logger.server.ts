type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

let threshold: Level = (process.env.LOG_LEVEL as Level | undefined) ?? "info";
export function setLogLevel(level: Level) {
  threshold = level;
}

/**
 * A log line that cannot be written (the log collector stopped reading: EPIPE; a full disk behind
 * a redirect) is dropped. Without a listener, Node turns such a stream error into an uncaught
 * exception, and the whole site — with the leads it was storing — would stop for its logs.
 */
for (const stream of [process.stdout, process.stderr])
  if (!stream.listenerCount("error")) stream.on("error", () => {});

/**
 * Structured logs: one JSON object per line on stdout (stderr for errors), so a log shipper or
 * `jq` can read them. Errors are flattened to name, message and stack.
 */
function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  if (order[level] < order[threshold]) return;
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, msg };
  for (const [key, value] of Object.entries(fields ?? {})) {
    entry[key] =
      value instanceof Error
        ? { name: value.name, message: value.message, stack: value.stack }
        : value;
  }
  (level === "error" ? process.stderr : process.stdout).write(`${JSON.stringify(entry)}\n`);
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};
