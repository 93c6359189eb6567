import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppRuntime } from "~/runtime/runtime.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { runtimeOn, SAMPLE_LEADS, submitAs } from "../../../tests/helpers/leads";
import { ACKS_PER_ADDRESS_PER_DAY, mailboxKey } from "./ack-cap.server";
import type { LeadKind } from "./leads.server";

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  vi.useRealTimers();
  while (cleanups.length) await cleanups.pop()!();
});

/** One submission through the real lead path, each from its own address (no per-IP limit). */
const submit = (runtime: AppRuntime, kind: LeadKind, email: string) =>
  submitAs(runtime, kind, SAMPLE_LEADS[kind](email));

const mails = ({ database: { db } }: AppRuntime, kind: string) =>
  db
    .selectFrom("email_outbox")
    .select(["to_address", "text_body"])
    .where("kind", "=", kind)
    .orderBy("created_at")
    .execute();

const leadCount = async ({ database: { db } }: AppRuntime) =>
  (await db.selectFrom("contact_messages").select("id").execute()).length +
  (await db.selectFrom("quote_requests").select("id").execute()).length +
  (await db.selectFrom("testimonials").select("id").execute()).length;

describe("mailboxKey", () => {
  it("counts variations of one mailbox as one address", () => {
    const key = mailboxKey("victim@example.tg");
    for (const variant of [" Victim@Example.TG ", "VICTIM@EXAMPLE.TG", "victim+promo@example.tg"])
      expect(mailboxKey(variant)).toBe(key);
    expect(mailboxKey("J.Doe+x@googlemail.com")).toBe(mailboxKey("jdoe@gmail.com"));
    expect(mailboxKey("other@example.tg")).not.toBe(key);
  });
});

forEachDatabase((open) => {
  // Several submissions each; the machine running the tests may be busy.
  describe("through submitLead", { timeout: 30_000 }, () => {
    it(`sends at most ${ACKS_PER_ADDRESS_PER_DAY} acknowledgements a day to one address, however it is written, across forms`, async () => {
      const runtime = runtimeOn(await open(), cleanups);
      await submit(runtime, "contact", "Victim@Example.tg");
      await submit(runtime, "quote", " victim@example.TG ");
      await submit(runtime, "testimonial", "VICTIM@EXAMPLE.TG");
      await submit(runtime, "contact", "victim+again@example.tg");
      await submit(runtime, "quote", "victim@example.tg");

      // Every lead stored, the team told of each one, the visitor's address mailed three times.
      expect(await leadCount(runtime)).toBe(5);
      const notifications = await mails(runtime, "lead-notification");
      expect(notifications).toHaveLength(5);
      expect((await mails(runtime, "lead-acknowledgement")).map((m) => m.to_address)).toEqual([
        "Victim@Example.tg",
        "victim@example.TG",
        "VICTIM@EXAMPLE.TG",
      ]);
      // The team sees which leads got no acknowledgement.
      expect(
        notifications.map((m) => m.text_body.includes("Accusé de réception: non envoyé")),
      ).toEqual([false, false, false, true, true]);
    });

    it("never caps team notifications, and other addresses keep their acknowledgements", async () => {
      const runtime = runtimeOn(await open(), cleanups);
      for (let i = 0; i < 6; i++) await submit(runtime, "contact", "bomb@example.tg");
      await submit(runtime, "contact", "real.visitor@example.tg");
      expect(await mails(runtime, "lead-notification")).toHaveLength(7);
      expect((await mails(runtime, "lead-acknowledgement")).map((m) => m.to_address)).toEqual([
        "bomb@example.tg",
        "bomb@example.tg",
        "bomb@example.tg",
        "real.visitor@example.tg",
      ]);
    });

    it("starts counting again the next day (Lomé time is UTC)", async () => {
      const runtime = runtimeOn(await open(), cleanups);
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-11-20T22:00:00Z"));
      for (let i = 0; i < 4; i++) await submit(runtime, "contact", "ama@example.tg");
      expect(await mails(runtime, "lead-acknowledgement")).toHaveLength(3);
      vi.setSystemTime(new Date("2026-11-21T00:30:00Z"));
      await submit(runtime, "contact", "ama@example.tg");
      expect(await mails(runtime, "lead-acknowledgement")).toHaveLength(4);
    });
  });
});
