import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import {
  dayNumber,
  holdLease,
  LEASE_MINUTES,
  leaseCounter,
  LeaseLostError,
  leaseDay,
} from "~/db/day-claims.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { seedBacklog, type BacklogSize } from "../../../tests/helpers/backlog";
import {
  RETENTION_CHUNK_ROWS,
  RETENTION_DAY_COUNTER,
  retentionCutoff,
  runDailyRetention,
} from "./retention.server";

let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const NOW = new Date("2030-06-15T10:00:00.000Z");
const OLD = retentionCutoff(NOW, 30).toISOString();
const RECENT = retentionCutoff(NOW, 2).toISOString();
const CUTOFF = retentionCutoff(NOW, 24).toISOString();
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

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

const counter = async ({ db }: AppDatabase, name: string) =>
  (await db.selectFrom("counters").select("value").where("name", "=", name).executeTakeFirst())
    ?.value;

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
        quoteRequests: 33_000,
        contactMessages: 300,
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

    it("leaves no half-cleared row when a pass stops midway, and finishes it the same day", async () => {
      database = await open();
      const quotes = 3 * RETENTION_CHUNK_ROWS;
      const size = {
        quotes,
        contacts: 10,
        devis: 10,
        quoteNotes: quotes,
        contactNotes: 0,
        emails: 10,
      };
      await seedBacklog(database, size, OLD);
      const recent = await seedBacklog(database, RECENT_SIZE, RECENT, "new");
      const { db } = database;
      // The third chunk of requests fails as a whole: a recent request already holds the
      // (unique) idempotency key one of its rows would get.
      const walk = await db
        .selectFrom("quote_requests")
        .select("id")
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      const blocked = walk[2 * RETENTION_CHUNK_ROWS + 10]!.id;
      const setKey = (key: string) =>
        db
          .updateTable("quote_requests")
          .set({ submission_token: key })
          .where("id", "=", recent.quoteIds[0]!)
          .execute();
      await setKey(`anonymised-${blocked}`);

      await expect(runDailyRetention(database, NOW)).rejects.toThrow(/unique/i);
      const rows = await db
        .selectFrom("quote_requests")
        .select(["id", "first_name", "email", "description", "submission_token", "anonymised_at"])
        .where("created_at", "<", CUTOFF)
        .execute();
      const cleared = rows.filter((r) => r.anonymised_at !== null);
      expect(cleared).toHaveLength(2 * RETENTION_CHUNK_ROWS);
      for (const row of cleared)
        expect(row).toMatchObject({ first_name: "", email: "", description: "" });
      for (const row of rows.filter((r) => r.anonymised_at === null)) {
        expect(row.first_name).toBe("Kofi");
        expect(row.email).toMatch(/@example\.tg$/);
        expect(row.submission_token).not.toMatch(/^anonymised-/);
      }
      // A note goes with its request, in the same chunk.
      const notes = await db.selectFrom("lead_notes").select("lead_id").execute();
      const keptIds = new Set(rows.filter((r) => r.anonymised_at === null).map((r) => r.id));
      expect(notes.filter((n) => keptIds.has(n.lead_id))).toHaveLength(keptIds.size);
      expect(notes).toHaveLength(keptIds.size + RECENT_SIZE.quoteNotes + RECENT_SIZE.contactNotes);
      // The change log counts what was committed; the day is not done.
      const first = {
        contactMessages: 10,
        quoteRequests: 2 * RETENTION_CHUNK_ROWS,
        devis: 0,
        emails: 0,
      };
      expect(await passes(database)).toMatchObject([first]);
      expect(await counter(database, RETENTION_DAY_COUNTER)).toBeUndefined();

      // Once the cause is gone, the next hourly look finishes the day's work.
      await setKey("a-fresh-key");
      const second = await runDailyRetention(database, later(60));
      expect(second).toMatchObject({
        contactMessages: 0,
        quoteRequests: RETENTION_CHUNK_ROWS,
        notes: RETENTION_CHUNK_ROWS,
        devis: 10,
        emails: 10,
      });
      expect(await stillHeld(database)).toMatchObject({
        quotes: RECENT_SIZE.quotes,
        contacts: RECENT_SIZE.contacts,
        devis: RECENT_SIZE.devis,
      });
      expect(await passes(database)).toMatchObject([first, { ...second }]);
      expect(await runDailyRetention(database, later(120))).toBeUndefined();
    });

    it("takes over the lease of a process killed during its pass once it runs out", async () => {
      database = await open();
      await seedBacklog(database, { ...RECENT_SIZE, quotes: RETENTION_CHUNK_ROWS + 1 }, OLD);
      // A process took today's lease and was killed before it gave it back (the chunks it had
      // committed stay done, as above).
      const dead = await leaseDay(database.db, RETENTION_DAY_COUNTER, NOW);
      expect(dead).toBeDefined();
      expect(await runDailyRetention(database, later(LEASE_MINUTES))).toBeUndefined();
      const taken = await runDailyRetention(database, later(LEASE_MINUTES + 1));
      expect(taken).toMatchObject({ quoteRequests: RETENTION_CHUNK_ROWS + 1, contactMessages: 5 });
      // Were the dead process only asleep, it would stop at its next chunk.
      await expect(
        database.db.transaction().execute((trx) => holdLease(trx, dead!)),
      ).rejects.toThrow(LeaseLostError);
      expect(await counter(database, RETENTION_DAY_COUNTER)).toBe(dayNumber(NOW));
      expect(await counter(database, leaseCounter(RETENTION_DAY_COUNTER))).toBe(0);
      expect(await runDailyRetention(database, later(3 * LEASE_MINUTES))).toBeUndefined();
    });

    it("does the work once when two processes look at the same moment", async () => {
      database = await open();
      const size = { ...RECENT_SIZE, quotes: 2 * RETENTION_CHUNK_ROWS + 7 };
      await seedBacklog(database, size, OLD);
      const answers = await Promise.all([
        runDailyRetention(database, NOW),
        runDailyRetention(database, NOW),
        runDailyRetention(database, later(1)),
      ]);
      const ran = answers.filter((a) => a !== undefined);
      expect(ran).toHaveLength(1);
      expect(ran[0]).toMatchObject({
        quoteRequests: size.quotes,
        contactMessages: 5,
        devis: 5,
        emails: 5,
      });
      expect(await passes(database)).toEqual([{ ...ran[0] }]);
      expect(await stillHeld(database)).toMatchObject({ quotes: 0, contacts: 0, devis: 0 });
    });
  });
});
