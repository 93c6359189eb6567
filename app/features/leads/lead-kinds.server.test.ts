import { leadKindWords, words } from "~/i18n/words/lead-kinds";
import { afterEach, describe, expect, it } from "vitest";
import type { AppRuntime } from "~/runtime/runtime.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { guardFields } from "../../../tests/helpers/forms";
import { runtimeOn, SAMPLE_LEADS } from "../../../tests/helpers/leads";
import { DEFAULT_PRICE_SECTIONS } from "~/content/pricing";
import { exportLeadsCsv } from "./export.server";
import { getLead, leadCounts, listLeads } from "./inbox.server";
import { LEAD_KINDS, LEAD_TYPES, type LeadKind } from "./lead-kind";
import { inboxColumns, inboxKind, leadKinds } from "./lead-kinds.server";
import { submitLead } from "./leads.server";
import { href } from "react-router";

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

let visitor = 0;
async function submit(runtime: AppRuntime, kind: LeadKind, fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return submitLead({
    kind,
    formData,
    request: new Request(`http://localhost:3000/${kind}`, { method: "POST" }),
    locale: "en",
    clientIp: `10.2.0.${++visitor}`,
    runtime,
  });
}

it("has one entry for every lead form, and nothing else", () => {
  expect(Object.keys(leadKinds).sort()).toEqual([...LEAD_KINDS].sort());
});

forEachDatabase((open) => {
  describe.each(LEAD_KINDS)("the %s entry", { timeout: 30_000 }, (kind) => {
    it("stores the lead in its table and queues the e-mails its entry writes", async () => {
      const runtime = runtimeOn(await open(), cleanups);
      const { db } = runtime.database;
      const entry = leadKinds[kind];
      const email = `${kind}@example.tg`;
      const { httpStatus, result } = await submit(runtime, kind, {
        ...SAMPLE_LEADS[kind](email),
        ...guardFields(),
      });
      expect(httpStatus).toBe(200);
      expect(result.status).toBe("success");
      const rows = await db.selectFrom(entry.table).select(["id", "email"]).execute();
      expect(rows).toEqual([{ id: expect.any(String), email }]);
      const id = rows[0]!.id;

      const mails = await db
        .selectFrom("email_outbox")
        .select(["kind", "to_address", "subject", "text_body", "related_type", "related_id"])
        .orderBy("kind")
        .execute();
      expect(mails.map((m) => [m.kind, m.related_type, m.related_id])).toEqual([
        ["lead-acknowledgement", kind, id],
        ["lead-notification", kind, id],
      ]);
      const [ack, notification] = mails;
      // The visitor's language (English here), the form's own words, its reference if it has one.
      const reference = result.status === "success" ? result.reference : undefined;
      expect(Boolean(reference)).toBe(kind === "quote");
      expect(ack!.to_address).toBe(email);
      expect(ack!.subject).toBe(
        words("en", leadKindWords)[kind].acknowledgement.subject.replaceAll(
          "{ref}",
          reference ?? "",
        ),
      );
      // The team's notification, in French, names the form and links to where it is handled.
      expect(notification!.subject).toContain(entry.emails.notification);
      const adminPath =
        kind === "testimonial"
          ? href("/admin/testimonials")
          : href("/admin/leads/:type/:id", { type: kind, id });
      expect(notification!.text_body).toContain(`${adminPath}\n`);
    });

    it("takes a lead with a phone number and no e-mail, and queues no acknowledgement", async () => {
      const runtime = runtimeOn(await open(), cleanups);
      const { db } = runtime.database;
      const fields = { ...SAMPLE_LEADS[kind](""), phone: "90 11 22 33", ...guardFields() };
      const { httpStatus, result } = await submit(runtime, kind, fields);
      expect(httpStatus).toBe(200);
      expect(result).toMatchObject({ status: "success", noEmail: true });
      const table = leadKinds[kind].table;
      const stored = await db.selectFrom(table).select(["email", "phone"]).execute();
      expect(stored).toEqual([{ email: "", phone: "+228 90 11 22 33" }]);
      const mails = await db
        .selectFrom("email_outbox")
        .select(["kind", "reply_to", "text_body"])
        .execute();
      // The team alone is told, and told how to answer.
      expect(mails).toEqual([
        { kind: "lead-notification", reply_to: null, text_body: expect.any(String) },
      ]);
      expect(mails[0]!.text_body).toContain("répondre par WhatsApp ou téléphone");
    });

    it("answers the same submission sent twice with the first one's answer, storing it once", async () => {
      const runtime = runtimeOn(await open(), cleanups);
      const fields = { ...SAMPLE_LEADS[kind](`twice-${kind}@example.tg`), ...guardFields() };
      const first = await submit(runtime, kind, fields);
      const again = await submit(runtime, kind, fields);
      expect(again.httpStatus).toBe(200);
      expect(again.result.status).toBe("success");
      const referenceOf = (r: typeof first.result) =>
        r.status === "success" ? r.reference : "refused";
      expect(referenceOf(again.result)).toBe(referenceOf(first.result));
      const table = leadKinds[kind].table;
      const stored = await runtime.database.db.selectFrom(table).select("id").execute();
      expect(stored).toHaveLength(1);
    });
  });

  describe.each(LEAD_TYPES)("a %s lead in the team's hands", { timeout: 30_000 }, (type) => {
    it("is listed, counted, shown, exported, and erased as its entry says", async () => {
      const runtime = runtimeOn(await open(), cleanups);
      const { database } = runtime;
      const kind = inboxKind(type);
      const email = `team-${type}@example.tg`;
      const sample = SAMPLE_LEADS[type](email);
      await submit(runtime, type, { ...sample, ...guardFields() });
      const { rows } = await listLeads(database, { type, q: email });
      expect(rows).toMatchObject([{ type, email, status: "new" }]);
      expect((await leadCounts(database)).newLeads[type]).toBe(1);

      // Its page lists what was typed; its own inbox columns hold its text and reference.
      const lead = (await getLead(database, type, rows[0]!.id))!;
      const page = kind.inbox.page(lead, DEFAULT_PRICE_SECTIONS, "fr");
      expect(page.map(([, value]) => value)).toEqual(expect.arrayContaining([email]));
      const own = inboxColumns(kind, lead);
      expect(Object.values(sample)).toContain(own.body);
      expect(own.reference).toBe(rows[0]!.reference);

      const { rows: count, body } = await exportLeadsCsv(
        database,
        { type },
        DEFAULT_PRICE_SECTIONS,
        "en",
      );
      const file = await new Response(body).text();
      expect(count).toBe(1);
      expect(file).toContain(email);

      // An erasure leaves nothing the visitor typed in the inbox, and the lead still counted.
      await database.db
        .updateTable(kind.table)
        .set(leadKinds[type].erased as object)
        .execute();
      const erased = (await getLead(database, type, lead.id))!;
      for (const value of [email, lead.phone, own.body])
        expect(Object.values(erased)).not.toContain(value);
      expect((await listLeads(database, { type })).total).toBe(1);
      expect((await listLeads(database, { type, q: email })).total).toBe(0);
    });
  });
});
