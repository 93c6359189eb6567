import ICAL from "ical.js";
import { afterAll, describe, expect } from "vitest";
import { href } from "react-router";
import { openDatabase } from "~/db/db.server";
import { sendTestimonialRequests } from "~/features/interventions/jobs.server";
import { adminPost, signInCookie } from "../helpers/auth";
import { seriousA11yViolations } from "../helpers/axe";
import { PHONE, waitForHydration } from "../helpers/browser";
import { ADMIN, it } from "../helpers/fixtures";
import { calendarTime, parseCalendar } from "../helpers/ical";
import { acceptedDevis, addMember } from "../helpers/interventions";
import { attachmentsOf, subjectOf, textOf } from "../helpers/mime";
import { createTestSchema } from "../helpers/pg-schema";
import { startTestSmtp } from "../helpers/smtp";
import { until } from "../helpers/until";

/**
 * An accepted devis through its interventions (docs/product/interventions.md): an editor plans
 * one on a 390 px phone, the client receives the calendar file through a real SMTP server and
 * sees the date behind their link; the intervention is done, the testimonial request goes out,
 * and the testimonial lands in moderation tagged with the devis.
 */
const smtp = await startTestSmtp();
afterAll(() => smtp.close());
it.override({ serverEnv: { SMTP_URL: smtp.url, OUTBOX_INTERVAL_MS: "100" } });

const mailTo = (address: string) => () => smtp.received.filter((m) => m.to.includes(address));
/** A day ahead in Lomé (UTC+0), so the reminder job has nothing to send yet. */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const noSidewaysScroll = (page: import("playwright-core").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("interventions, from an accepted devis to the testimonial", () => {
  it("plans, tells the client, refuses an overlap, and asks for a testimonial", async ({
    server,
    database,
    editorPage: page,
    openPage,
    allowErrors,
  }) => {
    allowErrors(/status of 409/, /status of 410/);
    const devis = await acceptedDevis(database, { email: "afi@example.tg" });
    await addMember(database, "Ama Mensah");
    await addMember(database, "Kossi Adjo");
    const day = inDays(3);
    await page.setViewportSize(PHONE.viewport!);
    await page.goto(`${server.url}${href("/admin/devis/:id", { id: devis.id })}`);
    await page.getByRole("link", { name: "Planifier une intervention" }).click();
    await page.waitForURL(/\/interventions\/new$/);
    await waitForHydration(page);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.locator('input[name="day"]').fill(day);
    await page.locator('input[name="time"]').fill("09:00");
    await page.locator('select[name="duration"]').selectOption("180");
    await page.locator('input[name="address"]').fill("Rue 12, Bè Kpota; portail vert");
    await page.getByLabel("Ama Mensah").check();
    await page.getByRole("button", { name: "Planifier", exact: true }).click();
    await page.waitForURL(/\/admin\/interventions\/[\w-]+\?done=planned/);
    await expect
      .poll(() => page.locator("article").textContent())
      .toContain("Intervention planifiée");
    const interventionId = new URL(page.url()).pathname.split("/").pop()!;

    // The client's e-mail carries an iCalendar file a strict reader accepts.
    await until(() =>
      mailTo("afi@example.tg")().some((m) => subjectOf(m.raw).includes("intervention")),
    );
    const mail = mailTo("afi@example.tg")().find((m) => subjectOf(m.raw).includes("intervention"))!;
    expect(textOf(mail.raw)).toContain("09:00");
    const ics = attachmentsOf(mail.raw).find((a) => a.filename.endsWith(".ics"))!;
    const calendar = parseCalendar(ics.content.toString("utf8"));
    expect(calendar.get("METHOD")).toBe("REQUEST");
    const event = calendar.components[0]!;
    expect(calendarTime(event.get("DTSTART")!)).toBe(`${day}T09:00:00.000Z`);
    expect(calendarTime(event.get("DTEND")!)).toBe(`${day}T12:00:00.000Z`);
    expect(event.get("LOCATION")).toBe("Rue 12, Bè Kpota; portail vert");
    // And as a calendar application reads it (ical.js, Thunderbird's library).
    const read = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics.content.toString("utf8"))).getFirstSubcomponent("vevent")!,
    );
    expect(read.startDate.toJSDate().toISOString()).toBe(`${day}T09:00:00.000Z`);
    expect(read.location).toBe("Rue 12, Bè Kpota; portail vert");

    // A second booking of Ama that meets the first is refused, naming it.
    await page.goto(`${server.url}${href("/admin/devis/:id/interventions/new", { id: devis.id })}`);
    await page.locator('input[name="day"]').fill(day);
    await page.locator('input[name="time"]').fill("11:00");
    await page.locator('input[name="address"]').fill("Rue 12");
    await page.getByLabel("Ama Mensah").check();
    await page.getByRole("button", { name: "Planifier", exact: true }).click();
    await expect
      .poll(() => page.getByRole("alert").first().textContent())
      .toContain("Ama Mensah est déjà pris(e)");
    expect(await database.db.selectFrom("interventions").select("id").execute()).toHaveLength(1);

    // Forged or absurd input: a clear 4xx, nothing stored.
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const planPath = href("/admin/devis/:id/interventions/new", { id: devis.id });
    const bad = { intent: "plan", time: "08:00", address: "Rue 12", notes: "", members: "x" };
    for (const [field, value] of [
      ["day", "1970-01-01"],
      ["day", "3000-01-01"],
      ["duration", "0"],
      ["duration", "600000"],
    ] as const) {
      const res = await adminPost(server.url, planPath, cookie, {
        day,
        duration: "120",
        ...bad,
        [field]: value,
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(
        field === "day" ? "Choisissez une date" : "Choisissez une durée",
      );
    }
    const forged = await adminPost(server.url, planPath, cookie, {
      ...bad,
      day: inDays(20),
      duration: "120",
      members: "not-a-member",
    });
    expect(forged.status).toBe(400);
    const unknown = await fetch(`${server.url}/admin/interventions/nope`, { headers: { cookie } });
    expect(unknown.status).toBe(404);
    const week = await fetch(`${server.url}/admin/interventions?week=2026-W99`, {
      headers: { cookie },
      redirect: "manual",
    });
    expect(week.status).toBe(303);
    expect(await database.db.selectFrom("interventions").select("id").execute()).toHaveLength(1);

    // The week and the day views, on the phone.
    await page.goto(`${server.url}${href("/admin/interventions")}?day=${day}`);
    await expect
      .poll(() => page.locator(`[data-intervention="${interventionId}"]`).textContent())
      .toContain("Ama Mensah");
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Voir la semaine" }).click();
    await expect
      .poll(() => page.locator(`[data-intervention="${interventionId}"]`).count())
      .toBe(1);
    expect(await noSidewaysScroll(page)).toBe(true);

    // The dashboard's next 7 days.
    await page.goto(`${server.url}${href("/admin")}`);
    await expect
      .poll(() => page.getByTestId("next-interventions").textContent())
      .toContain("Ama Mensah");
    expect(await noSidewaysScroll(page)).toBe(true);

    // The client sees the planned date behind their link.
    const client = await openPage(PHONE);
    await client.goto(`${server.url}/devis/${devis.token}`);
    await expect.poll(() => client.getByTestId("planned-dates").textContent()).toContain("09:00");

    // Done; two days later the client is asked for a testimonial (the job's pass, run now).
    await page.goto(
      `${server.url}${href("/admin/interventions/:intervention", { intervention: interventionId })}`,
    );
    await page.getByRole("button", { name: "Marquer comme faite" }).click();
    await page.waitForURL(/done=done/);
    await sendTestimonialRequests(database, {
      publicUrl: server.url,
      now: new Date(Date.now() + 2 * 86_400_000 + 60_000),
    });
    await until(() => mailTo("afi@example.tg")().some((m) => subjectOf(m.raw).includes("avis")));
    const request = mailTo("afi@example.tg")().find((m) => subjectOf(m.raw).includes("avis"))!;
    const link = /https?:\/\/\S+\/temoignage\/[\w-]{32}/.exec(textOf(request.raw))![0];
    await client.goto(link);
    expect(await client.getByLabel("Votre nom").inputValue()).toBe("Kofi Agbo");
    expect(await client.getByTestId("testimonial-service").textContent()).toBeTruthy();
    expect(await noSidewaysScroll(client)).toBe(true);
    expect(await seriousA11yViolations(client)).toEqual([]);
    await client.getByLabel("Votre témoignage").fill("Équipe ponctuelle, bureaux impeccables.");
    await client.getByRole("button", { name: "Envoyer mon témoignage" }).click();
    await expect.poll(() => client.getByRole("status").textContent()).toContain("Merci");
    const reopened = await client.goto(link);
    expect(reopened?.status()).toBe(410);

    // In moderation, tagged with the devis.
    await page.goto(`${server.url}${href("/admin/testimonials")}`);
    await expect
      .poll(() => page.locator("[data-devis]").first().textContent())
      .toContain("DV-2026-0042");
  });
});

// Two server processes on one PostgreSQL database: bookings of one member at the same instant.
const pgUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!pgUrl)("two processes booking one team member at once", () => {
  it("lets exactly one through and refuses the other naming it", async ({ launchServer }) => {
    const schema = await createTestSchema(pgUrl);
    try {
      const first = await launchServer({ DATABASE_URL: schema.url }, "postgres");
      const second = await launchServer({ DATABASE_URL: schema.url }, "postgres");
      try {
        const database = openDatabase({ databaseUrl: schema.url });
        const devis = await acceptedDevis(database);
        const ama = await addMember(database, "Ama Mensah");
        const cookies = await Promise.all(
          [first, second].map((s) => signInCookie(s.url, ADMIN.email, ADMIN.password)),
        );
        const path = href("/admin/devis/:id/interventions/new", { id: devis.id });
        for (let round = 0; round < 3; round++) {
          const fields = {
            intent: "plan",
            day: inDays(5 + round),
            time: "08:00",
            duration: "120",
            address: "Rue 12",
            notes: "",
            members: ama,
          };
          const answers = await Promise.all(
            [first, second].map((s, i) => adminPost(s.url, path, cookies[i]!, fields)),
          );
          const statuses = answers.map((a) => a.status).sort();
          expect(statuses).toEqual([303, 409]);
          const refused = answers.find((a) => a.status === 409)!;
          expect(await refused.text()).toContain("Ama Mensah est déjà pris(e)");
        }
        expect(await database.db.selectFrom("interventions").select("id").execute()).toHaveLength(
          3,
        );
        await database.close();
      } finally {
        await Promise.all([first.stop(), second.stop()]);
      }
    } finally {
      await schema.drop();
    }
  });
});
