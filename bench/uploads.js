// Upload bench (part of `npm run bench`, or alone: `npm run bench -- --uploads`, or
// `node bench/uploads.js [runs]`): how long the production server takes to store a 12-megapixel
// phone photo (4–5 MB JPEG) sent to the media library, from the first byte sent to its answer,
// as a staff member's upload waits for it. Over localhost the sending is instant: the time is the
// server's work (decoding, the AVIF and WebP sizes, storing them). With a baseline build, the
// two builds take turns, photo by photo.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "./leads.js";
import { phonePhoto } from "./phone-photo.js";

const ADMIN = { email: "bench@example.tg", password: "bench-password-123" };

async function signedIn(url) {
  const response = await fetch(`${url}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...ADMIN, redirectTo: "/admin" }),
  });
  if (response.status !== 302) throw new Error(`bench sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function upload(server, photo, name) {
  const form = new FormData();
  form.append("file", new File([photo], name, { type: "image/jpeg" }));
  const started = performance.now();
  const response = await fetch(`${server.url}/admin/media`, {
    method: "POST",
    headers: { cookie: server.cookie, origin: server.url, accept: "application/json" },
    body: form,
  });
  const answer = await response.json();
  const ms = performance.now() - started;
  if (!answer.ok) throw new Error(`upload refused: ${JSON.stringify(answer)}`);
  return ms;
}

async function start(buildDir) {
  const server = await startServer({
    dataDir: mkdtempSync(path.join(tmpdir(), "bench-uploads-")),
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      BACKUP_HOUR: "off",
      ...(buildDir ? { BUILD_DIR: buildDir } : {}),
    },
  });
  return { ...server, cookie: await signedIn(server.url) };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export async function benchUploads({ runs = 5, baselineBuild } = {}) {
  const ours = await start();
  const before = baselineBuild ? await start(baselineBuild) : undefined;
  const times = { ours: [], before: [] };
  let bytes = 0;
  try {
    // A first, smaller photo warms each server (sharp's first use), and is not counted.
    const warm = await phonePhoto(999, 800, 600);
    await upload(ours, warm, "warm.jpg");
    if (before) await upload(before, warm, "warm.jpg");
    for (let round = 0; round < runs; round++) {
      const photo = await phonePhoto(round + 1);
      bytes = photo.length;
      const order = round % 2 === 0 ? ["ours", "before"] : ["before", "ours"];
      for (const which of order) {
        const server = which === "ours" ? ours : before;
        if (server) times[which].push(await upload(server, photo, `photo-${round}.jpg`));
      }
    }
  } finally {
    ours.child.kill("SIGTERM");
    before?.child.kill("SIGTERM");
  }
  const summary = (list) =>
    list.length
      ? {
          medianMs: Math.round(median(list)),
          minMs: Math.round(Math.min(...list)),
          maxMs: Math.round(Math.max(...list)),
        }
      : undefined;
  return {
    runs,
    photo: { width: 4000, height: 3000, bytes },
    ours: summary(times.ours),
    before: summary(times.before),
    baselineBuild,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchUploads({ runs: Number(process.argv[2]) || 5 }), null, 2));
}

export function uploadsReport(r) {
  if (!r) return "";
  const kb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  const row = (label, s) => (s ? `| ${label} | ${s.medianMs} | ${s.minMs}–${s.maxMs} |` : []);
  return [
    `## Picture uploads (a ${r.photo.width}×${r.photo.height} JPEG of ${kb(r.photo.bytes)}, ${r.runs} photos)`,
    "",
    "From the first byte sent to the server's answer, over localhost: the time is the server's work (decoding, the AVIF and WebP sizes at 400, 800 and 1600 px, storing them). Budget: under 10 s on this machine.",
    "",
    "| build | median ms | lowest–highest ms |",
    "|---|---|---|",
    ...[row("this build", r.ours), row(r.baselineBuild ?? "before", r.before)].flat(),
    "",
  ].join("\n");
}
