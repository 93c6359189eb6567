import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { seedBacklog, type BacklogSize } from "../../../tests/helpers/backlog";
import { retentionCutoff, runDailyRetention } from "./retention.server";

let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const NOW = new Date("2030-06-15T10:00:00.000Z");
const OLD = retentionCutoff(NOW, 30).toISOString();
const RECENT = retentionCutoff(NOW, 2).toISOString();

const RECENT_SIZE: BacklogSize = {
  quotes: 20,
  contacts: 5,
  devis: 5,
  quoteNotes: 5,
  contactNotes: 5,
  emails: 5,
};

/** The pass's entries in the change log, oldest first, as their counts. */
const passes = ({ db }: AppDatabase) =>
  db
    .selectFrom("audit_log")
    .select("details")
    .where("action", "=", "privacy.retention")
    .orderBy("created_at")
    .execute()
    .then((rows) => rows.map((r) => JSON.parse(r.details!) as Record<string, number>));

/** How many rows of each table still hold personal data (by the columns the pass clears). */
async function stillHeld({ db }: AppDatabase) {
  const count = (rows: { n: number | string | bigint }[]) => Number(rows[0]!.n);
  const fresh = (table: "quote_requests" | "contact_messages" | "devis") =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("anonymised_at", "is", null)
      .execute()
      .then(count);
  return {
    quotes: await fresh("quote_requests"),
    contacts: await fresh("contact_messages"),
    devis: await fresh("devis"),
    notes: count(
      await db
        .selectFrom("lead_notes")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .execute(),
    ),
    emails: count(
      await db
        .selectFrom("email_outbox")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("to_address", "<>", "")
        .execute(),
    ),
    documents: count(
      await db
        .selectFrom("devis_documents")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .execute(),
    ),
    attachments: count(
      await db
        .selectFrom("email_attachments")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .execute(),
    ),
  };
}

forEachDatabase((open) => {
  describe("a large backlog", { timeout: 120_000 }, () => {
    it("clears more expired quote requests than SQLite binds parameters, in one pass", async () => {
      database = await open();
      const size: BacklogSize = {
        quotes: 33_000,
        contacts: 300,
        devis: 400,
        quoteNotes: 300,
        contactNotes: 100,
        emails: 600,
      };
      const old = await seedBacklog(database, size, OLD);
      await seedBacklog(database, RECENT_SIZE, RECENT, "new");

      const result = await runDailyRetention(database, NOW);
      expect(result).toMatchObject({
        quotes: 33_000,
        contacts: 300,
        devis: 400,
        notes: 400,
        emails: 600,
        testimonials: 0,
        testimonialContacts: 0,
      });
      // Only the recent rows keep their data, with their stored PDFs and attachments.
      expect(await stillHeld(database)).toEqual({
        quotes: 20,
        contacts: 5,
        devis: 5,
        notes: 10,
        emails: 5,
        documents: 5,
        attachments: 5,
      });
      const { db } = database;
      const sample = await db
        .selectFrom("quote_requests")
        .select(["first_name", "email", "description", "submission_token", "anonymised_at"])
        .where("id", "=", old.quoteIds.at(-1)!)
        .executeTakeFirstOrThrow();
      expect(sample).toEqual({
        first_name: "",
        email: "",
        description: "",
        submission_token: `anonymised-${old.quoteIds.at(-1)}`,
        anonymised_at: NOW.toISOString(),
      });
      const sent = await db
        .selectFrom("audit_log")
        .select("details")
        .where("action", "=", "devis.send")
        .where("target_id", "=", old.devisIds[0]!)
        .executeTakeFirstOrThrow();
      expect(sent.details).not.toContain("kofi@");
      // One change-log entry for the whole pass, with its counts.
      expect(await passes(database)).toEqual([{ ...result }]);
      expect(await runDailyRetention(database, NOW)).toBeUndefined();
    });
  });
});
