import { afterEach, describe, expect, it } from "vitest";
import { leadCounts, listLeads } from "~/features/leads/inbox.server";
import { listApprovedTestimonials } from "~/features/testimonials/testimonials.server";
import type { AppRuntime } from "~/runtime/runtime.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { runtimeOn, submitAs } from "../../../tests/helpers/leads";
import { savePrivacySettings } from "~/features/company/privacy-settings.server";
import { applyRetention, retentionCutoff, runDailyRetention } from "./retention.server";

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const NOW = new Date("2030-06-15T10:00:00.000Z");
const monthsAgo = (months: number) => retentionCutoff(NOW, months).toISOString();
const campaign = Buffer.from(
  JSON.stringify({ referrer: "https://www.facebook.com/?fbclid=abc", utm_source: "facebook" }),
).toString("base64url");
const browser = { cookie: `lead_src=${campaign}`, "user-agent": "TestBrowser/1.0" };

const contact = (email: string) => ({
  firstName: "Ama",
  lastName: "Mensah",
  email,
  phone: "90 12 34 56",
  company: "Clinique du Port",
  subject: "Bureaux",
  service: "nettoie-pro",
  message: "Nettoyage de nos bureaux à Bè.",
});
const quote = (email: string) => ({
  firstName: "Kofi",
  lastName: "Agbo",
  email,
  phone: "+228 70 00 00 01",
  serviceType: "sante-pro",
  description: "Désinfection mensuelle d'un cabinet.",
  frequency: "mensuel",
  estimateItem: "zone4",
  estimateQuantity: "120",
});
const testimonial = (email: string) => ({
  name: "Afi",
  email,
  rating: "5/5 ★★★★★",
  testimonial: "Très bon travail.",
  phone: "91 00 00 01",
});

/** Moves a lead (and the e-mails about it) back in time. */
async function age(
  { database: { db } }: AppRuntime,
  table: "contact_messages" | "quote_requests" | "testimonials",
  email: string,
  createdAt: string,
) {
  const rows = await db.selectFrom(table).select("id").where("email", "=", email).execute();
  const ids = rows.map((r) => r.id);
  await db.updateTable(table).set({ created_at: createdAt }).where("id", "in", ids).execute();
  await db
    .updateTable("email_outbox")
    .set({ created_at: createdAt })
    .where("related_id", "in", ids)
    .execute();
  return ids[0]!;
}

forEachDatabase((open) => {
  describe("the retention pass", { timeout: 30_000 }, () => {
    it("clears leads older than the period, keeps recent ones and every count", async () => {
      const runtime = runtimeOn(await open(), cleanups);
      const { db } = runtime.database;
      await submitAs(runtime, "contact", contact("old@example.tg"), browser);
      await submitAs(runtime, "contact", contact("recent@example.tg"), browser);
      const reference = await submitAs(runtime, "quote", quote("oldquote@example.tg"));
      await submitAs(runtime, "testimonial", testimonial("pending@example.tg"));
      await submitAs(runtime, "testimonial", testimonial("published@example.tg"));
      const oldId = await age(runtime, "contact_messages", "old@example.tg", monthsAgo(25));
      await age(runtime, "contact_messages", "recent@example.tg", monthsAgo(23));
      await age(runtime, "quote_requests", "oldquote@example.tg", monthsAgo(30));
      await age(runtime, "testimonials", "pending@example.tg", monthsAgo(25));
      const publishedId = await age(runtime, "testimonials", "published@example.tg", monthsAgo(25));
      await db
        .updateTable("testimonials")
        .set({ status: "approved", approved_at: monthsAgo(24) })
        .where("id", "=", publishedId)
        .execute();
      await db
        .insertInto("lead_notes")
        .values({
          id: crypto.randomUUID(),
          lead_type: "contact",
          lead_id: oldId,
          author_id: null,
          body: "Rappelée le 3, veut un devis.",
          created_at: monthsAgo(24),
        })
        .execute();
      const countsBefore = await leadCounts(runtime.database);
      const inboxBefore = await listLeads(runtime.database, { service: "nettoie-pro" });

      const result = await applyRetention(runtime.database, { now: NOW });
      expect(result).toMatchObject({
        months: 24,
        contactMessages: 1,
        quoteRequests: 1,
        testimonials: 1,
        testimonialContacts: 1,
        notes: 1,
      });
      // Notification and acknowledgement of each of the four old submissions.
      expect(result.emails).toBe(8);

      const old = await db
        .selectFrom("contact_messages")
        .selectAll()
        .where("id", "=", oldId)
        .executeTakeFirstOrThrow();
      expect(old).toMatchObject({
        first_name: "",
        last_name: "",
        email: "",
        phone: "",
        company: null,
        subject: null,
        message: "",
        referrer: null,
        ip_hash: null,
        user_agent: null,
        anonymised_at: NOW.toISOString(),
        // The facts the dashboard and statistics count stay.
        created_at: monthsAgo(25),
        status: "new",
        service: "nettoie-pro",
        locale: "fr",
        utm_source: "facebook",
      });
      expect(old.submission_token).toBe(`anonymised-${oldId}`);
      const recent = await db
        .selectFrom("contact_messages")
        .selectAll()
        .where("email", "=", "recent@example.tg")
        .executeTakeFirstOrThrow();
      expect(recent).toMatchObject({
        first_name: "Ama",
        phone: "+228 90 12 34 56",
        message: "Nettoyage de nos bureaux à Bè.",
        user_agent: "TestBrowser/1.0",
        anonymised_at: null,
      });
      const oldQuote = await db
        .selectFrom("quote_requests")
        .selectAll()
        .where("reference", "=", reference!)
        .executeTakeFirstOrThrow();
      expect(oldQuote).toMatchObject({ email: "", description: "", service_type: "sante-pro" });
      expect(JSON.parse(oldQuote.estimate!)).toMatchObject({ item: "zone4", quantity: 120 });
      const testimonials = await db
        .selectFrom("testimonials")
        .select(["name", "email", "phone", "content", "status", "rating", "anonymised_at"])
        .orderBy("status")
        .execute();
      expect(testimonials).toEqual([
        // Published: the name and text its author agreed to show stay; contact details go.
        {
          name: "Afi",
          email: "",
          phone: null,
          content: "Très bon travail.",
          status: "approved",
          rating: 5,
          anonymised_at: null,
        },
        {
          name: "",
          email: "",
          phone: null,
          content: "",
          status: "pending",
          rating: 5,
          anonymised_at: NOW.toISOString(),
        },
      ]);
      expect((await listApprovedTestimonials(runtime.database, "fr")).map((t) => t.name)).toEqual([
        "Afi",
      ]);

      // E-mails about old leads are emptied; those about the recent one are untouched.
      const mails = await db
        .selectFrom("email_outbox")
        .select(["to_address", "reply_to", "subject", "text_body", "created_at"])
        .execute();
      for (const mail of mails) {
        const expired = mail.created_at < monthsAgo(24);
        expect(mail.text_body === "", mail.subject).toBe(expired);
        if (expired) expect(mail).toMatchObject({ to_address: "", reply_to: null, subject: "" });
      }
      const aboutRecent = mails.filter(
        (m) => m.to_address === "recent@example.tg" || m.reply_to === "recent@example.tg",
      );
      expect(aboutRecent).toHaveLength(2);
      for (const mail of aboutRecent) expect(mail.text_body).not.toBe("");
      expect(await db.selectFrom("lead_notes").select("id").execute()).toEqual([]);

      // Nothing the dashboard or the inbox counts has moved, but for the cleared testimonial
      // that waited for review: it has no words left to review.
      expect(await leadCounts(runtime.database)).toEqual({
        ...countsBefore,
        pendingTestimonials: countsBefore.pendingTestimonials - 1,
      });
      expect((await listLeads(runtime.database, { service: "nettoie-pro" })).total).toBe(
        inboxBefore.total,
      );
      const audit = await db
        .selectFrom("audit_log")
        .select(["action", "user_id", "details"])
        .where("action", "=", "privacy.retention")
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]!.user_id).toBeNull();
      expect(JSON.parse(audit[0]!.details!)).toMatchObject({
        contactMessages: 1,
        quoteRequests: 1,
        months: 24,
      });
      expect(audit[0]!.details).not.toContain("@example.tg");
    });

    it("clears nothing more when run again, or twice at the same moment", async () => {
      const runtime = runtimeOn(await open(), cleanups);
      for (let n = 0; n < 4; n++) {
        await submitAs(runtime, "contact", contact(`c${n}@example.tg`));
        await age(runtime, "contact_messages", `c${n}@example.tg`, monthsAgo(40));
      }
      const [first, second] = await Promise.all([
        applyRetention(runtime.database, { now: NOW }),
        applyRetention(runtime.database, { now: NOW }),
      ]);
      // Each row is cleared by exactly one of the two passes.
      expect(first.contactMessages + second.contactMessages).toBe(4);
      expect(first.emails + second.emails).toBe(8);
      const again = await applyRetention(runtime.database, { now: NOW });
      expect(again).toMatchObject({
        contactMessages: 0,
        quoteRequests: 0,
        testimonials: 0,
        emails: 0,
      });
      const { db } = runtime.database;
      const stamps = await db.selectFrom("contact_messages").select("anonymised_at").execute();
      expect(stamps.map((s) => s.anonymised_at)).toEqual(Array(4).fill(NOW.toISOString()));
      // An audit entry per pass that cleared something, none for the empty one.
      const audits = await db
        .selectFrom("audit_log")
        .select("id")
        .where("action", "=", "privacy.retention")
        .execute();
      // Passes running side by side share the rows out: one may clear e-mails but no message.
      const cleared = (r: typeof first) =>
        r.contactMessages +
        r.quoteRequests +
        r.testimonials +
        r.testimonialContacts +
        r.emails +
        r.notes +
        r.devis;
      expect(audits.length).toBe([first, second].filter((r) => cleared(r) > 0).length);
    });

    it("uses the period the administrator set", async () => {
      const runtime = runtimeOn(await open(), cleanups);
      await submitAs(runtime, "contact", contact("seven@example.tg"));
      await submitAs(runtime, "contact", contact("five@example.tg"));
      await age(runtime, "contact_messages", "seven@example.tg", monthsAgo(7));
      await age(runtime, "contact_messages", "five@example.tg", monthsAgo(5));
      expect((await applyRetention(runtime.database, { now: NOW })).contactMessages).toBe(0);
      await savePrivacySettings(
        runtime.database,
        { retentionMonths: 6, host: "", director: "", registration: "" },
        null,
      );
      const result = await applyRetention(runtime.database, { now: NOW });
      expect(result).toMatchObject({ months: 6, contactMessages: 1 });
      const left = await runtime.database.db
        .selectFrom("contact_messages")
        .select("email")
        .where("anonymised_at", "is", null)
        .execute();
      expect(left).toEqual([{ email: "five@example.tg" }]);
    });
  });

  describe("the daily pass", { timeout: 30_000 }, () => {
    it("runs once a day across processes, whoever asks first", async () => {
      const runtime = runtimeOn(await open(), cleanups);
      await submitAs(runtime, "contact", contact("daily@example.tg"));
      await age(runtime, "contact_messages", "daily@example.tg", monthsAgo(30));
      const day = NOW;
      const sameDay = new Date(NOW.getTime() + 3_600_000);
      const nextDay = new Date(NOW.getTime() + 86_400_000);
      const answers = await Promise.all([
        runDailyRetention(runtime.database, day),
        runDailyRetention(runtime.database, day),
        runDailyRetention(runtime.database, sameDay),
      ]);
      const ran = answers.filter((a) => a !== undefined);
      expect(ran).toHaveLength(1);
      expect(ran[0]!.contactMessages).toBe(1);
      expect(await runDailyRetention(runtime.database, sameDay)).toBeUndefined();
      // The next day it runs again (finding nothing left to clear).
      expect(await runDailyRetention(runtime.database, nextDay)).toMatchObject({
        contactMessages: 0,
      });
    });
  });
});
