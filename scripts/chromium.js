// The Chromium the browser tests and the bench drive: Debian's, or CHROMIUM_PATH.
import { existsSync } from "node:fs";

/** Debian's Chromium, or CHROMIUM_PATH; test tools that download their own browser fail here. */
export function chromiumPath() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found)
    throw new Error(
      "Chromium not found: install it (apt-get install chromium) or set CHROMIUM_PATH",
    );
  return found;
}

// The machine's network is closed: without these flags Chromium keeps trying Google's hosts.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
