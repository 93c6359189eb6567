import { describe, expect } from "vitest";
import { signInCookie } from "../helpers/auth";
import { ADMIN, it } from "../helpers/fixtures";
import { SITE_ORIGIN } from "../helpers/forms";
import { createTestSchema } from "../helpers/pg-schema";
import { openDatabase } from "~/db/db.server";
import { until } from "../helpers/until";

// Two processes sharing one PostgreSQL database are the subject: without TEST_DATABASE_URL there
// is nothing to test (SQLite is one file on one machine).
const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)("two processes on one PostgreSQL database", () => {
  it("seeds once, and shows an edit made in one process in the other within seconds", async ({
    launchServer,
  }) => {
    const schema = await createTestSchema(pgUrl);
    try {
      // One after the other: the second finds the database seeded and adds nothing.
      const first = await launchServer({ DATABASE_URL: schema.url }, "postgres");
      const second = await launchServer({ DATABASE_URL: schema.url }, "postgres");
      try {
        expect(first.output()).toContain("demo content seeded");
        expect(second.output()).not.toContain("demo content seeded");
        const before = await (await fetch(`${second.url}/contact`)).text();
        expect(before).toContain("+228 90 00 00 00");

        const cookie = await signInCookie(first.url, ADMIN.email, ADMIN.password);
        const form = new URLSearchParams();
        const settings = {
          name: "Africa Clean",
          phone: "+228 93 33 44 55",
          phone2: "",
          whatsapp: "",
          email: "contact@africaclean.tg",
          leadsNotifyTo: "contact@africaclean.tg",
          street: "Quartier Djidjolé, Lomé",
          district: "Djidjolé",
          city: "Lomé",
          country: "Togo",
          countryCode: "TG",
          latitude: "6.1655",
          longitude: "1.1995",
          sundayFr: "Sur rendez-vous",
          sundayEn: "",
          emergenciesFr: "24 h/24",
          emergenciesEn: "",
          facebook: "",
          linkedin: "",
          x: "",
          tiktok: "",
          youtube: "",
        };
        for (const [k, v] of Object.entries(settings)) form.set(k, v);
        for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) {
          form.set(`${day}Open`, "on");
          form.set(`${day}1Opens`, "07:00");
          form.set(`${day}1Closes`, "18:00");
        }
        const saved = await fetch(`${first.url}/admin/settings`, {
          method: "POST",
          redirect: "manual",
          headers: {
            cookie,
            origin: SITE_ORIGIN,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: form,
        });
        expect(saved.status).toBe(200);

        // The process that saved shows it on its next page.
        expect(await (await fetch(`${first.url}/contact`)).text()).toContain("+228 93 33 44 55");
        // The other one within its check interval (2 s) plus a query.
        const started = Date.now();
        await until(async () =>
          (await (await fetch(`${second.url}/contact`)).text()).includes("+228 93 33 44 55"),
        );
        console.info(`second process showed the new phone after ${Date.now() - started} ms`);

        // A page published in one process: the other serves it within the same interval, its
        // page cache included (the first visit below was answered from it).
        expect(await (await fetch(`${second.url}/a-propos`)).text()).toContain("Ce qui nous anime");
        const database = openDatabase({ databaseUrl: schema.url });
        const draft = await database.db
          .selectFrom("page_drafts")
          .select(["data", "revision"])
          .where("page", "=", "about")
          .executeTakeFirstOrThrow();
        await database.close();
        const doc = JSON.parse(draft.data);
        doc.missionVisionValues.title.fr = "Ce qui nous fait avancer";
        const published = await fetch(`${first.url}/admin/pages/about`, {
          method: "POST",
          redirect: "manual",
          headers: {
            cookie,
            origin: SITE_ORIGIN,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams({
            intent: "publish",
            revision: String(draft.revision),
            document: JSON.stringify(doc),
          }),
        });
        expect(published.status).toBe(200);
        const publishedAt = Date.now();
        await until(async () =>
          (await (await fetch(`${second.url}/a-propos`)).text()).includes(
            "Ce qui nous fait avancer",
          ),
        );
        // Within the 2 s check interval, with a margin for a busy test machine.
        expect(Date.now() - publishedAt).toBeLessThan(5_000);
        console.info(
          `second process showed the published page after ${Date.now() - publishedAt} ms`,
        );
      } finally {
        // Stopped before their schema goes.
        await Promise.all([first.stop(), second.stop()]);
      }
    } finally {
      await schema.drop();
    }
  });
});
