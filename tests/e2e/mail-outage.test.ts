import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { guardFields, postForm, readDb } from "../helpers/forms";
import { startTestServer, type TestServer } from "../helpers/server";

/** A real SMTP server on loopback that records every message it accepts. */
function startSmtp(port: number, received: string[]) {
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk) => (raw += chunk));
      stream.on("end", () => {
        received.push(raw);
        callback();
      });
    },
  });
  return new Promise<SMTPServer>((resolve) => smtp.listen(port, "127.0.0.1", () => resolve(smtp)));
}

function freePort() {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor<T>(read: () => T, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

let server: TestServer | undefined;
afterAll(async () => {
  await server?.stop();
});

describe("an SMTP outage", () => {
  it("never loses a lead: stored at once, e-mail waits, then is delivered exactly once", async () => {
    const port = await freePort();
    const received: string[] = [];
    // The mail server is down when the testimonial arrives.
    server = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${port}?tls=off`,
      OUTBOX_INTERVAL_MS: "100",
      OUTBOX_RETRY_MS: "200",
    });
    const res = await postForm(server.url, "/api/testimonials", {
      name: "Panne SMTP",
      email: "client@example.tg",
      rating: "5/5 ★★★★★",
      testimonial: "Envoyé pendant la panne.",
      ...guardFields(),
    });
    expect(res.status).toBe(303);
    expect(
      readDb(server.dataDir, "select id from testimonials where name = 'Panne SMTP'"),
    ).toHaveLength(1);
    const waiting = await waitFor(
      () =>
        readDb<{ status: string; attempts: number; last_error: string | null }>(
          server!.dataDir,
          "select status, attempts, last_error from email_outbox where related_type = 'testimonial'",
        ),
      // An attempt counts from its start; its failure is recorded when it ends.
      (rows) => rows.length === 2 && rows.every((r) => r.attempts >= 1 && r.last_error !== null),
    );
    expect(waiting.map((r) => r.status)).toEqual(["pending", "pending"]);
    expect(waiting[0]!.last_error).toBeTruthy();

    // The mail server comes back: both messages go out, once each.
    const smtp = await startSmtp(port, received);
    const sent = await waitFor(
      () =>
        readDb<{ status: string }>(
          server!.dataDir,
          "select status from email_outbox where related_type = 'testimonial'",
        ),
      (rows) => rows.every((r) => r.status === "sent"),
    );
    expect(sent.map((r) => r.status)).toEqual(["sent", "sent"]);
    await new Promise((r) => setTimeout(r, 800));
    expect(received).toHaveLength(2);
    expect(received.join("\n")).toContain("Panne SMTP");
    expect(received.some((m) => /^To: contact@africaclean\.tg/m.test(m))).toBe(true);
    expect(received.some((m) => /^To: client@example\.tg/m.test(m))).toBe(true);
    await new Promise<void>((r) => smtp.close(() => r()));
  });
});
