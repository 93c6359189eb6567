import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { VisitLog } from "~/features/visits/index.server";
import { whoOf } from "~/features/visits/visit-log.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { markAccepted, sentDevisFor } from "../../../tests/helpers/devis";
import { insertStaff, leadMetadata } from "../../../tests/helpers/rows";
import { saveReportSetting } from "./report-settings.server";
import { reportWeek, sendWeeklyReport } from "./weekly-report.server";

let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const DAY = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
// The Monday that ends the week holding today, at 7:30 in Lomé (UTC): the week's report.
const weekStart = Date.parse(today) - ((new Date().getUTCDay() + 6) % 7) * DAY;
const reportAt = new Date(weekStart + 7 * DAY + 7.5 * 3_600_000);

describe("the Monday report's week", () => {
  it("is the week just ended, from Monday 7:00 in Lomé", () => {
    expect(reportWeek(new Date("2026-11-30T07:00:00Z"))).toEqual({
      from: "2026-11-23",
      to: "2026-11-30",
    });
    expect(reportWeek(new Date("2026-11-30T06:59:59Z"))).toBeNull();
    expect(reportWeek(new Date("2026-11-29T12:00:00Z"))).toBeNull();
    expect(reportWeek(new Date("2026-12-01T07:00:00Z"))).toBeNull();
  });
});

forEachDatabase((open) => {
  describe("the Monday report", () => {
    it("tells each administrator the week, in their language, once, unless turned off", async () => {
      database = await open();
      const { db } = database;
      // Two visits from Facebook; a request that came from it, its devis sent and accepted.
      const log = new VisitLog(database, { flushMs: 0 });
      for (const who of ["a", "b"])
        log.record({
          at: `${today}T10:00:00.000Z`,
          day: today,
          path: "/",
          locale: "fr",
          arrival: 1,
          source: "facebook",
          campaign: null,
          device: "phone",
          country: null,
          who: whoOf(who, "phone"),
        });
      await log.stop();
      const { id, request } = await sentDevisFor(database);
      await db
        .updateTable("quote_requests")
        .set({ utm_source: "facebook", status: "won" })
        .where("id", "=", request.id)
        .execute();
      const total = await markAccepted(database, id);
      // A message nobody has answered for two days, and one from an hour ago.
      for (const hours of [48, 1])
        await db
          .insertInto("contact_messages")
          .values({
            id: crypto.randomUUID(),
            first_name: "Ama",
            last_name: "Mensah",
            email: `ama${hours}@example.tg`,
            phone: "+228 90 00 00 00",
            company: null,
            subject: "Question",
            service: null,
            message: "Bonjour",
            ...leadMetadata(),
            created_at: new Date(reportAt.getTime() - hours * 3_600_000).toISOString(),
          })
          .execute();
      // Three administrators: one in English, one who turned the report off; and an editor.
      for (const [userId, name] of [
        ["fr-admin", "Afi"],
        ["en-admin", "Sarah"],
        ["quiet-admin", "Kodjo"],
        ["editor", "Yao"],
      ] as const) {
        await insertStaff(database, userId, name);
        if (userId !== "editor")
          await db.updateTable("user").set({ role: "admin" }).where("id", "=", userId).execute();
      }
      await saveReportSetting(db, "en-admin", { weekly: true, locale: "en" });
      await saveReportSetting(db, "quiet-admin", { weekly: false, locale: "fr" });

      const [first, second] = await Promise.all([
        sendWeeklyReport(database, { now: reportAt, publicUrl: "https://africaclean.tg" }),
        sendWeeklyReport(database, { now: reportAt, publicUrl: "https://africaclean.tg" }),
      ]);
      // Two processes at the same hour: one sends, the other finds the Monday taken.
      expect([first, second].sort()).toEqual([2, undefined]);
      const mails = await db
        .selectFrom("email_outbox")
        .select(["to_address", "subject", "text_body", "kind"])
        .where("kind", "=", "weekly-report")
        .orderBy("to_address")
        .execute();
      expect(mails.map((m) => m.to_address)).toEqual([
        "en-admin@example.tg",
        "fr-admin@example.tg",
      ]);
      const [english, french] = mails.map((m) => m.text_body.replace(/[\u202f\u00a0]/g, " "));
      const fcfa = (locale: string) =>
        new Intl.NumberFormat(locale).format(total).replace(/[\u202f\u00a0]/g, " ");
      expect(french).toContain("Bonjour Afi,");
      expect(french).toContain("- 2 visites (0 la semaine précédente)");
      expect(french).toContain("- 1 devis envoyé");
      expect(french).toContain(`- 1 devis accepté pour ${fcfa("fr-FR")} FCFA`);
      expect(french).toContain("- Meilleure source : Facebook (1 demande reçue");
      expect(french).toContain("- 1 demande attend une réponse depuis plus de 24 h");
      expect(french).toContain("https://africaclean.tg/admin/visits");
      expect(english).toContain("Hello Sarah,");
      expect(english).toContain("- 2 visits (0 the week before)");
      expect(english).toContain(`- 1 quote accepted worth ${fcfa("en-US")} FCFA`);
      expect(english).toContain("https://africaclean.tg/admin/account?lng=en");
      expect(mails[0]!.subject).toMatch(/^Africa Clean: your week from Monday,? \d+ \w+ to Sunday/);

      // The next hour, and the next Monday hour, send nothing more.
      expect(
        await sendWeeklyReport(database, {
          now: new Date(reportAt.getTime() + 3_600_000),
          publicUrl: "https://africaclean.tg",
        }),
      ).toBeUndefined();
    });
  });
});
