import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import type { Updateable } from "kysely";
import type { EmailOutboxTable } from "~/db/schema";
import { queueEmail, startOutboxWorker } from "~/features/mail/outbox.server";
import { createMailTransport } from "~/features/mail/transport.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { queryPlan } from "../../../tests/helpers/query-plan";
import { listOutbox, outboxHealth, resendEmail } from "./outbox-admin.server";

const NOW = new Date("2026-03-18T10:00:00.000Z");
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

/** Queues a message as the site does, then puts it in the state a test needs. */
async function message(
  { db }: AppDatabase,
  subject: string,
  state: Updateable<EmailOutboxTable> = {},
  kind = "lead-notification",
): Promise<string> {
  const id = await queueEmail(db, {
    kind,
    to: "equipe@africaclean.tg",
    subject,
    text: `Texte de ${subject} https://site.example/auth/reset?token=SECRET-${subject}`,
    relatedType: "contact",
    relatedId: "lead-1",
  });
  await db.updateTable("email_outbox").set(state).where("id", "=", id).execute();
  return id;
}

const row = ({ db }: AppDatabase, id: string) =>
  db.selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

forEachDatabase((open) => {
  it("tells an e-mail failing for over an hour from one that just failed or is only waiting", async () => {
    const database = await open();
    const failed = { status: "failed", attempts: 25, last_error: "550 no such user" } as const;
    const retrying = {
      status: "pending",
      attempts: 3,
      last_error: "connect ECONNREFUSED",
    } as const;
    await message(database, "failed 2 h ago", {
      ...failed,
      created_at: ago(120),
      next_attempt_at: ago(60),
    });
    await message(database, "retrying 61 min", {
      ...retrying,
      created_at: ago(61),
      next_attempt_at: ago(-5),
    });
    await message(database, "retrying 59 min", {
      ...retrying,
      created_at: ago(59),
      next_attempt_at: ago(-5),
    });
    // Waiting without an error (a worker that is not running yet): not a failure.
    await message(database, "waiting 3 h", { created_at: ago(180), next_attempt_at: ago(180) });
    await message(database, "sent", {
      status: "sent",
      attempts: 1,
      created_at: ago(180),
      sent_at: ago(179),
    });
    // Failed for good weeks ago: still counted as failed, but no longer an alert.
    await message(database, "failed long ago", {
      ...failed,
      created_at: ago(30 * 1440),
      next_attempt_at: ago(20 * 1440),
    });

    expect(await outboxHealth(database, NOW)).toEqual({ failed: 2, failingLong: 2 });
    // An hour later the second retry is failing too.
    expect(await outboxHealth(database, new Date(NOW.getTime() + 3_600_000))).toMatchObject({
      failingLong: 3,
    });
    await database.close();
  });

  it("lists by status, newest first, 100 a page, and never loads a password reset's text", async () => {
    const database = await open();
    const { db } = database;
    await message(database, "ok", { status: "sent", created_at: ago(10), sent_at: ago(9) });
    const reset = await message(
      database,
      "reset",
      { status: "failed", attempts: 25, last_error: "timeout", created_at: ago(5) },
      "password-reset",
    );
    const notice = await message(database, "notice", {
      attempts: 2,
      last_error: "connect ECONNREFUSED",
      created_at: ago(4),
    });
    await message(database, "new", { created_at: ago(1) });
    // Written to a file (no SMTP_URL): nobody received it, so it is not counted as sent.
    await message(database, "to a file", {
      status: "sent",
      sent_to_file: 1,
      created_at: ago(20),
      sent_at: ago(19),
    });

    const all = await listOutbox(database, {}, NOW);
    expect(all.rows.map((r) => r.subject)).toEqual(["new", "notice", "reset", "ok", "to a file"]);
    expect(all.byStatus).toEqual({ failed: 2, pending: 1, file: 1, sent: 1 });
    expect(all.total).toBe(5);
    const accepted = await listOutbox(database, { status: "sent" }, NOW);
    expect(accepted.rows.map((r) => [r.subject, r.toFile])).toEqual([["ok", false]]);
    const toFile = await listOutbox(database, { status: "file" }, NOW);
    expect(toFile.rows.map((r) => [r.subject, r.toFile])).toEqual([["to a file", true]]);
    // The failed tab holds what is not going out: failed for good, or retrying after errors.
    const failing = await listOutbox(database, { status: "failed" }, NOW);
    expect(failing.rows.map((r) => r.id)).toEqual([notice, reset]);
    expect(failing.rows.every((r) => r.resendable)).toBe(true);
    expect(
      (await listOutbox(database, { status: "pending" }, NOW)).rows.map((r) => r.subject),
    ).toEqual(["new"]);
    const resetRow = all.rows.find((r) => r.id === reset)!;
    expect(resetRow.text).toBeNull();
    expect(JSON.stringify(all)).not.toContain("SECRET-reset");
    expect(all.rows.find((r) => r.id === notice)!.text).toContain("Texte de notice");

    await db
      .insertInto("email_outbox")
      .values(
        Array.from({ length: 101 }, (_, i) => ({
          id: `bulk-${String(i).padStart(3, "0")}`,
          created_at: ago(1000 + i),
          kind: "lead-acknowledgement",
          to_address: "visiteur@example.tg",
          reply_to: null,
          subject: `bulk ${i}`,
          text_body: "Merci",
          html_body: null,
          related_type: null,
          related_id: null,
          status: "sent" as const,
          attempts: 1,
          next_attempt_at: ago(1000 + i),
          locked_until: null,
          last_error: null,
          sent_at: ago(1000 + i),
        })),
      )
      .execute();
    const sent = await listOutbox(database, { status: "sent", page: 1 }, NOW);
    expect(sent.total).toBe(102);
    expect(sent.rows).toHaveLength(100);
    const second = await listOutbox(database, { status: "sent", page: 2 }, NOW);
    expect(second.rows.map((r) => r.subject)).toEqual(["bulk 99", "bulk 100"]);
    await database.close();
  });

  it("resends a failed e-mail once: back to pending with fresh attempts, then nothing to do", async () => {
    const database = await open();
    const id = await message(database, "failed", {
      status: "failed",
      attempts: 25,
      last_error: "550 mailbox unavailable",
      created_at: ago(600),
      next_attempt_at: ago(500),
    });
    expect(await resendEmail(database, id, NOW)).toEqual({
      outcome: "queued",
      before: { status: "failed", attempts: 25 },
    });
    expect(await row(database, id)).toMatchObject({
      status: "pending",
      attempts: 0,
      next_attempt_at: NOW.toISOString(),
      locked_until: null,
      // Kept, so the list still says what went wrong until the next attempt.
      last_error: "550 mailbox unavailable",
    });
    // A second click (or another administrator at the same time) changes nothing.
    expect((await resendEmail(database, id, NOW)).outcome).toBe("not-needed");
    // Two administrators at the same instant (two connections on PostgreSQL): one wins.
    const other = await message(database, "failed too", { status: "failed", attempts: 25 });
    const both = await Promise.all([
      resendEmail(database, other, NOW),
      resendEmail(database, other, NOW),
    ]);
    expect(both.map((r) => r.outcome).sort()).toEqual(["not-needed", "queued"]);
    expect(await resendEmail(database, "no-such-id", NOW)).toEqual({ outcome: "missing" });
    await database.close();
  });

  it("never resends a sent e-mail, one waiting its turn, or one a worker is sending", async () => {
    const database = await open();
    const sent = await message(database, "sent", { status: "sent", attempts: 1, sent_at: ago(5) });
    const waiting = await message(database, "waiting", { created_at: ago(2) });
    const leased = await message(database, "leased", {
      attempts: 4,
      last_error: "timeout",
      locked_until: ago(-4),
    });
    const expired = await message(database, "lease ran out", {
      attempts: 4,
      last_error: "timeout",
      locked_until: ago(1),
    });
    for (const id of [sent, waiting, leased])
      expect((await resendEmail(database, id, NOW)).outcome).toBe("not-needed");
    expect(await row(database, sent)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await row(database, leased)).toMatchObject({ attempts: 4, locked_until: ago(-4) });
    // Failing, and no worker holds it any more: it may go back to the queue.
    expect((await resendEmail(database, expired, NOW)).outcome).toBe("queued");
    expect(await row(database, expired)).toMatchObject({ attempts: 0, locked_until: null });
    await database.close();
  });

  it("hands the message back to the worker, which sends it although it had used every attempt", async () => {
    const database = await open();
    const dir = mkdtempSync(path.join(tmpdir(), "resend-"));
    const worker = startOutboxWorker({
      database,
      transport: createMailTransport({ dataDir: dir }),
      from: "Africa Clean <no-reply@africaclean.tg>",
      intervalMs: 3_600_000,
    });
    try {
      const id = await message(database, "gave up", {
        status: "failed",
        attempts: 25,
        last_error: "connect ECONNREFUSED",
      });
      expect(await worker.runOnce()).toBe(0);
      expect((await resendEmail(database, id)).outcome).toBe("queued");
      expect(await worker.runOnce()).toBe(1);
      expect(await row(database, id)).toMatchObject({
        status: "sent",
        attempts: 1,
        last_error: null,
      });
    } finally {
      await worker.stop();
      rmSync(dir, { recursive: true, force: true });
      await database.close();
    }
  });

  it("reads a page of the outbox newest first along an index, and counts its tabs on one", async () => {
    const database = await open();
    const { db } = database;
    // The list's order and the tab counts' grouping (listOutbox), as the screen asks them.
    const page = db
      .selectFrom("email_outbox")
      .select(["id", "subject"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(100);
    const tabs = db
      .selectFrom("email_outbox")
      .select(["status", "sent_to_file", (eb) => eb.fn.countAll().as("n")])
      .groupBy(["status", "sent_to_file"]);
    expect(await queryPlan(database, page)).toMatch(/email_outbox_created_idx/);
    expect(await queryPlan(database, tabs)).toMatch(/email_outbox_tab_idx/);
    if (database.dialect === "sqlite")
      expect(await queryPlan(database, page)).not.toMatch(/TEMP B-TREE/);
    await database.close();
  });
});
