import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { describe, expect } from "vitest";
import { it } from "../helpers/fixtures";
import { guardFields, postForm } from "../helpers/forms";
import { until } from "../helpers/until";
import { queueEmail } from "~/features/mail/outbox.server";

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

// The site sends mail to this port; the mail server behind it is down when the test begins.
const port = await freePort();
it.override({
  serverEnv: {
    SMTP_URL: `smtp://127.0.0.1:${port}?tls=off`,
    OUTBOX_INTERVAL_MS: "100",
    OUTBOX_RETRY_MS: "200",
  },
});

describe("an SMTP outage", () => {
  it("never loses a lead: stored at once, e-mail waits, then is delivered exactly once", async ({
    server,
    database,
  }) => {
    const received: string[] = [];
    const outbox = () =>
      database.db
        .selectFrom("email_outbox")
        .select(["status", "attempts", "last_error"])
        .where("related_type", "=", "testimonial")
        .execute();
    const res = await postForm(server.url, "/api/testimonials", {
      name: "Panne SMTP",
      email: "client@example.tg",
      rating: "5/5 ★★★★★",
      testimonial: "Envoyé pendant la panne.",
      ...guardFields(),
    });
    expect(res.status).toBe(303);
    expect(
      await database.db
        .selectFrom("testimonials")
        .select("id")
        .where("name", "=", "Panne SMTP")
        .execute(),
    ).toHaveLength(1);
    const waiting = await until(
      outbox,
      // An attempt counts from its start; its failure is recorded when it ends.
      (rows) => rows.length === 2 && rows.every((r) => r.attempts >= 1 && r.last_error !== null),
    );
    expect(waiting.map((r) => r.status)).toEqual(["pending", "pending"]);
    expect(waiting[0]!.last_error).toBeTruthy();

    // The mail server comes back: both messages go out, once each.
    const smtp = await startSmtp(port, received);
    const sent = await until(outbox, (rows) => rows.every((r) => r.status === "sent"));
    expect(sent.map((r) => r.status)).toEqual(["sent", "sent"]);
    // A message queued after them: once it is received, a second copy of either would have gone
    // before it (one sender, oldest first).
    await database.db.transaction().execute((trx) =>
      queueEmail(trx, {
        kind: "lead-notification",
        to: "equipe@africaclean.tg",
        subject: "Marker-after-outage",
        text: "Marker-after-outage",
      }),
    );
    await until(() => received.some((m) => m.includes("Marker-after-outage")));
    received.splice(
      received.findIndex((m) => m.includes("Marker-after-outage")),
      1,
    );
    expect(received).toHaveLength(2);
    expect(received.join("\n")).toContain("Panne SMTP");
    expect(received.some((m) => /^To: contact@africaclean\.tg/m.test(m))).toBe(true);
    expect(received.some((m) => /^To: client@example\.tg/m.test(m))).toBe(true);
    await new Promise<void>((r) => smtp.close(() => r()));
  });
});
