// Health probe for the container's HEALTHCHECK and for monitors on the machine itself:
// exits 0 when GET /healthz answers 200 within 4 s, 1 otherwise (saying why on stderr).
//   node scripts/healthcheck.js                  the server of this environment (HOST, PORT)
//   node scripts/healthcheck.js https://site.tg  any address
const host =
  process.env.HOST && !["0.0.0.0", "::"].includes(process.env.HOST)
    ? process.env.HOST
    : "127.0.0.1";
const base =
  process.argv[2] ??
  `http://${host.includes(":") ? `[${host}]` : host}:${process.env.PORT || "3000"}`;
const url = new URL("/healthz", base);
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(4_000), redirect: "manual" });
  if (response.status !== 200) {
    console.error(`healthcheck: ${url} answered ${response.status}`);
    process.exit(1);
  }
} catch (error) {
  console.error(
    `healthcheck: ${url} did not answer: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}
