import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { INBOX_TABLES } from "~/features/leads/index.server";
import { markAccepted, sentDevisFor } from "../../../tests/helpers/devis";
import { leadMetadata } from "../../../tests/helpers/rows";
import { sourceOfLead, visitReport } from "./report.server";
import { VisitLog, whoOf, type PageView } from "./visit-log.server";

let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const view = (
  who: string,
  source: string | null,
  on = day(0),
  campaign: string | null = null,
): PageView => ({
  at: `${on}T10:00:00.000Z`,
  day: on,
  path: "/",
  locale: "fr",
  arrival: source ? 1 : 0,
  source,
  campaign,
  device: "phone",
  country: null,
  who: whoOf(who, "phone"),
});

describe("a lead's source", () => {
  it("follows the rules of the visits", () => {
    const lead = (referrer: string | null, utm_source: string | null = null) =>
      sourceOfLead({ referrer, utm_source, utm_campaign: null });
    expect(lead(null)).toBe("direct");
    expect(lead("https://l.facebook.com/")).toBe("facebook");
    expect(lead("https://www.google.tg/", "FB")).toBe("facebook");
    expect(lead("android-app://com.whatsapp/")).toBe("whatsapp");
    expect(lead("https://annuaire.tg/x")).toBe("site:annuaire.tg");
    expect(lead("not a url")).toBe("direct");
  });
});

forEachDatabase((open) => {
  describe("the visits report", () => {
    it("follows each source from its visits to the FCFA of its accepted devis", async () => {
      database = await open();
      const log = new VisitLog(database, { flushMs: 0 });
      for (const [who, source, path] of [
        ["a", "facebook", "/"],
        ["b", "facebook", "/"],
        ["c", "google", "/services"],
        ["a", null, "/"],
        ["c", null, "/"],
        // Typed in: a visit, but not one whose landing a lead can note.
        ["d", "direct", "/contact"],
      ] as const)
        log.record({ ...view(who, source), path });
      log.record(view("a", "facebook", day(0), "flyer-marche"));
      // The visitor from the Facebook flyer goes on to the quote form.
      log.record({ ...view("a", null), path: "/quote" });
      log.record(view("d", "facebook", day(-40)));
      await log.stop();
      // A request from the Facebook flyer, turned into a devis the client accepted.
      const { id, request } = await sentDevisFor(database);
      await database.db
        .updateTable("quote_requests")
        .set({ utm_source: "facebook", utm_campaign: "flyer-marche", landing: "/" })
        .where("id", "=", request.id)
        .execute();
      const total = await markAccepted(database, id);
      // A message typed in directly, and one marked as spam (not a lead).
      for (const status of ["new", "spam"] as const)
        await database.db
          .insertInto("contact_messages")
          .values({
            id: crypto.randomUUID(),
            first_name: "Ama",
            last_name: "Mensah",
            email: "ama@example.tg",
            phone: "+228 90 00 00 00",
            service: null,
            message: "Bonjour",
            ...leadMetadata({ status }),
          })
          .execute();
      const { steps, ...report } = await visitReport(
        database,
        { from: day(-30), to: day(1) },
        INBOX_TABLES,
      );
      // Week by week, from the Monday of the period's first day, every week shown, empty or not.
      const monday = (d: string) => {
        const ms = Date.parse(`${d}T00:00:00Z`);
        return new Date(ms - ((new Date(ms).getUTCDay() + 6) % 7) * 86_400_000)
          .toISOString()
          .slice(0, 10);
      };
      expect(steps.unit).toBe("week");
      expect(steps.buckets[0]!.start).toBe(monday(day(-30)));
      expect(steps.buckets.at(-1)!.start).toBe(monday(day(0)));
      for (const [i, bucket] of steps.buckets.entries())
        if (i)
          expect(Date.parse(bucket.start) - Date.parse(steps.buckets[i - 1]!.start)).toBe(
            7 * 86_400_000,
          );
      expect(steps.buckets.filter((b) => b.visits || b.leads)).toEqual([
        { start: monday(day(0)), visits: 5, leads: 2 },
      ]);
      const none = { visits: 0, visitors: 0, opens: 0, leads: 0, sent: 0, accepted: 0, fcfa: 0 };
      const sold = { leads: 1, sent: 1, accepted: 1, fcfa: total };
      expect(report).toEqual({
        pageViews: 8,
        visits: 5,
        visitors: 4,
        sources: [
          { source: "facebook", visits: 3, visitors: 2, opens: 1, ...sold },
          { ...none, source: "direct", visits: 1, visitors: 1, leads: 1 },
          { ...none, source: "google", visits: 1, visitors: 1 },
        ],
        campaigns: [{ source: "flyer-marche", visits: 1, visitors: 1, opens: 1, ...sold }],
        // The page each visit from another site or a campaign began on; the message typed in
        // directly has none noted.
        landings: [
          { source: "/", visits: 3, visitors: 2, opens: 1, ...sold },
          { ...none, source: "", leads: 1 },
          { ...none, source: "/services", visits: 1, visitors: 1 },
        ],
        // The service asked for, from the request on (a service is not a visit).
        services: [{ ...none, source: "nettoie-pro", ...sold }],
      });
      expect(total).toBeGreaterThan(0);
      // The period before holds only the visit of 40 days ago.
      expect(
        await visitReport(database, { from: day(-60), to: day(-30) }, INBOX_TABLES),
      ).toMatchObject({
        pageViews: 1,
        visits: 1,
        sources: [{ source: "facebook", visits: 1, leads: 0 }],
      });
    });
  });
});
