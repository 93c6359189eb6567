import { leadEmailWords, words } from "~/i18n/words/lead-emails";
import { afterEach, describe, expect, it } from "vitest";
import type { AppRuntime } from "~/runtime/runtime.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { guardFields } from "../../../tests/helpers/forms";
import { runtimeOn, SAMPLE_LEADS } from "../../../tests/helpers/leads";
import { LEAD_KINDS, type LeadKind } from "./lead-kind";
import { leadKinds } from "./lead-kinds.server";
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
        words("en", leadEmailWords).acknowledgements[kind].subject.replaceAll(
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
});
