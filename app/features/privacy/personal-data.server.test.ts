import { afterEach, describe, expect, it } from "vitest";
import { leadCounts } from "~/features/leads/inbox.server";
import { queueEmail } from "~/features/mail/outbox.server";
import { listApprovedTestimonials } from "~/features/testimonials/testimonials.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { runtimeOn, submitAs } from "../../../tests/helpers/leads";
import {
  countRows,
  erasePersonalData,
  exportDocument,
  findPersonalData,
  parsePersonKey,
} from "./personal-data.server";

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe("parsePersonKey", () => {
  it("reads an e-mail in any case, or a phone as visitors type it", () => {
    expect(parsePersonKey("  Ama.Mensah@Example.TG ")).toEqual({
      kind: "email",
      value: "ama.mensah@example.tg",
    });
    for (const typed of ["90 12 34 56", "+228 90-12-34-56", "0022890123456"])
      expect(parsePersonKey(typed)).toEqual({ kind: "phone", value: "+228 90 12 34 56" });
    for (const bad of ["", "   ", "ama@", "12", "%", "a".repeat(300) + "@x.tg", null])
      expect(parsePersonKey(bad)).toBeUndefined();
  });
});

const AMA = {
  firstName: "Ama",
  lastName: "Mensah",
  email: "Ama.Mensah@example.tg",
  phone: "90 12 34 56",
  message: "Nettoyage de nos bureaux.",
};
const KOFI = {
  ...AMA,
  firstName: "Kofi",
  lastName: "Agbo",
  email: "kofi@example.tg",
  phone: "91 11 11 11",
};

forEachDatabase((open) => {
  describe("one person's data", { timeout: 30_000 }, () => {
    async function twoPeople() {
      const runtime = runtimeOn(await open(), cleanups);
      await submitAs(runtime, "contact", AMA);
      // The same person, another day, with the address in lower case and her number spelled
      // another way.
      await submitAs(runtime, "quote", {
        ...AMA,
        email: "ama.mensah@example.tg",
        phone: "+228 90-12-34-56",
        serviceType: "nettoie-pro",
        description: "Contrat mensuel.",
        estimateItem: "zone4",
        estimateQuantity: "50",
      });
      await submitAs(runtime, "testimonial", {
        name: "Ama M.",
        email: "AMA.MENSAH@EXAMPLE.TG",
        rating: "5/5 ★★★★★",
        testimonial: "Équipe ponctuelle.",
      });
      await submitAs(runtime, "contact", KOFI);
      const { db } = runtime.database;
      const contact = await db
        .selectFrom("contact_messages")
        .select("id")
        .where("first_name", "=", "Ama")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("lead_notes")
        .values({
          id: crypto.randomUUID(),
          lead_type: "contact",
          lead_id: contact.id,
          author_id: null,
          body: "Rappeler après 17 h.",
          created_at: new Date().toISOString(),
        })
        .execute();
      await db.updateTable("testimonials").set({ status: "approved" }).execute();
      await runtime.outbox.runOnce();
      return runtime;
    }

    it("finds every row about one e-mail address, and the same by phone", async () => {
      const runtime = await twoPeople();
      const byEmail = await findPersonalData(
        runtime.database,
        parsePersonKey("ama.mensah@EXAMPLE.tg")!,
      );
      expect(countRows(byEmail)).toEqual({
        contactMessages: 1,
        quoteRequests: 1,
        testimonials: 1,
        leadNotes: 1,
        // A notification to the team and an acknowledgement to her, for each of three forms.
        emails: 6,
        devis: 0,
        invoices: 0,
        creditNotes: 0,
        payments: 0,
      });
      for (const mail of byEmail.emails)
        expect([mail.to_address, mail.reply_to].map((a) => a?.toLowerCase())).toContain(
          "ama.mensah@example.tg",
        );
      const file = JSON.stringify(
        exportDocument(parsePersonKey("ama.mensah@example.tg")!, byEmail),
      );
      expect(file).toContain("Nettoyage de nos bureaux.");
      expect(file).toContain("Rappeler après 17 h.");
      expect(file).not.toContain("kofi@example.tg");
      const parsed = JSON.parse(file) as { quoteRequests: Array<{ estimate: unknown }> };
      expect(parsed.quoteRequests[0]!.estimate).toMatchObject({ item: "zone4", quantity: 50 });

      // The phone finds her contact message and quote (the testimonial gave none), and the
      // e-mails about them.
      const byPhone = await findPersonalData(runtime.database, parsePersonKey("90123456")!);
      expect(countRows(byPhone)).toEqual({
        contactMessages: 1,
        quoteRequests: 1,
        testimonials: 0,
        leadNotes: 1,
        emails: 4,
        devis: 0,
        invoices: 0,
        creditNotes: 0,
        payments: 0,
      });
    });

    it("erases one person in one go, leaving the other and every count", async () => {
      const runtime = await twoPeople();
      const { db } = runtime.database;
      // An e-mail to her still waiting for its turn.
      await queueEmail(db, {
        kind: "reminder",
        to: "ama.mensah@example.tg",
        subject: "Votre devis",
        text: "Bonjour Ama Mensah",
      });
      const countsBefore = await leadCounts(runtime.database);
      const key = parsePersonKey("ama.mensah@example.tg")!;
      const erased = await erasePersonalData(runtime.database, key, null);
      expect(erased).toEqual({
        contactMessages: 1,
        quoteRequests: 1,
        testimonials: 1,
        leadNotes: 1,
        emails: 7,
        devis: 0,
        invoices: 0,
      });
      expect(countRows(await findPersonalData(runtime.database, key))).toEqual({
        contactMessages: 0,
        quoteRequests: 0,
        testimonials: 0,
        leadNotes: 0,
        emails: 0,
        devis: 0,
        invoices: 0,
        creditNotes: 0,
        payments: 0,
      });
      const everything = JSON.stringify([
        await db.selectFrom("contact_messages").selectAll().execute(),
        await db.selectFrom("quote_requests").selectAll().execute(),
        await db.selectFrom("testimonials").selectAll().execute(),
        await db.selectFrom("email_outbox").selectAll().execute(),
        await db.selectFrom("audit_log").selectAll().execute(),
      ]).toLowerCase();
      for (const trace of [
        "ama.mensah",
        "mensah",
        "90 12 34 56",
        "équipe ponctuelle",
        "contrat mensuel",
      ])
        expect(everything).not.toContain(trace);
      // Kofi is untouched; the dashboard counts the same leads.
      expect(everything).toContain("kofi@example.tg");
      expect(await leadCounts(runtime.database)).toEqual(countsBefore);
      // Her published testimonial left the site.
      expect(await listApprovedTestimonials(runtime.database, "fr")).toEqual([]);
      const emptied = await db
        .selectFrom("email_outbox")
        .select(["kind", "status", "last_error"])
        .where("to_address", "=", "")
        .orderBy("kind")
        .execute();
      expect(emptied).toHaveLength(7);
      // Sent ones stay counted as sent; the one still waiting will not go.
      expect(emptied.filter((m) => m.status === "sent")).toHaveLength(6);
      expect(emptied.find((m) => m.kind === "reminder")).toEqual({
        kind: "reminder",
        status: "failed",
        last_error: "erased before sending",
      });
      const audit = await db
        .selectFrom("audit_log")
        .select(["action", "details"])
        .where("action", "=", "privacy.erase")
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.details!)).toMatchObject({
        erased: { contactMessages: 1, emails: 7 },
      });
      // Asked again, nothing is left to erase.
      expect(await erasePersonalData(runtime.database, key, null)).toMatchObject({
        contactMessages: 0,
        emails: 0,
        devis: 0,
        invoices: 0,
      });
    });
  });
});
