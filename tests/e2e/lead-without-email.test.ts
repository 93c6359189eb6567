import { describe, expect } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { PHONE, waitForHydration } from "../helpers/browser";
import { waitOutFillTime } from "../helpers/fill-time";
import { it } from "../helpers/fixtures";
import { guardFields, postForm, SITE_ORIGIN } from "../helpers/forms";
import { texts } from "../helpers/lead-form-texts";

/** docs/product/forms.md#e-mail-or-phone, as a visitor and the team read it. */
const words = {
  fr: {
    noEmail: "Sans adresse e-mail, vous ne recevrez pas d'accusé de réception",
    either: "indiquez votre e-mail ou votre numéro de téléphone (l'un des deux suffit)",
    reply: "Pas d'adresse e-mail : répondez par WhatsApp ou par téléphone.",
    emailButton: "E-mail",
  },
  en: {
    noEmail: "Without an email address you will get no acknowledgement",
    either: "give your e-mail or your phone number (either one is enough)",
    reply: "No email address: reply by WhatsApp or phone.",
    emailButton: "Email",
  },
};

const mailsAbout = ({ db }: AppDatabase, type: string, id: string) =>
  db
    .selectFrom("email_outbox")
    .select("kind")
    .where("related_type", "=", type)
    .where("related_id", "=", id)
    .execute();

describe.each(["fr", "en"] as const)("a lead without e-mail (%s)", (locale) => {
  const t = texts[locale];
  const w = words[locale];
  const lng = locale === "en" ? "&lng=en" : "";

  it("sends a quote with a phone only: the page acknowledges it, the team replies by WhatsApp", async ({
    server,
    openPage,
    adminPage,
    database,
  }) => {
    const page = await openPage(PHONE);
    await page.goto(`${server.url}/quote?concept=eco-jardin&tab=form${lng}`);
    await waitForHydration(page);
    const phone = locale === "fr" ? "90 55 44 01" : "90 55 44 02";
    await page.getByLabel(t.first).fill("Yawa");
    await page.getByLabel(t.last).fill("Koffi");
    await page.getByLabel(t.phone).fill(phone);
    await page.getByLabel(t.needs).fill("Entretien du jardin de la cour, deux fois par mois.");
    await waitOutFillTime(page);
    await page.getByRole("button", { name: t.sendQuote }).click();

    await page.getByTestId("lead-success").waitFor();
    expect(await page.getByTestId("lead-no-email").textContent()).toContain(w.noEmail);
    const reference = (await page.getByTestId("lead-reference").textContent())!;
    expect(reference).toMatch(/^DV-\d{4}-\d{4}$/);
    const whatsapp = await page.getByRole("link", { name: t.whatsapp }).getAttribute("href");
    expect(new URL(whatsapp!).searchParams.get("text")).toContain(reference);
    // The panel fits the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    const stored = await database.db
      .selectFrom("quote_requests")
      .select(["id", "email", "phone"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ email: "", phone: `+228 ${phone}` });
    // Only the team's notification: nothing was, or says it was, sent to the visitor.
    expect(await mailsAbout(database, "quote", stored.id)).toEqual([{ kind: "lead-notification" }]);

    await adminPage.setViewportSize({ width: 390, height: 844 });
    await adminPage.goto(`${server.url}/admin/leads/quote/${stored.id}?lng=${locale}`);
    expect(await adminPage.getByTestId("reply-by-phone").textContent()).toContain(w.reply);
    expect(await adminPage.getByRole("link", { name: "WhatsApp", exact: true }).count()).toBe(1);
    expect(await adminPage.getByRole("link", { name: w.emailButton, exact: true }).count()).toBe(0);
  });

  it("refuses a quote with neither, naming both fields in the page's language", async ({
    server,
    openPage,
  }) => {
    const page = await openPage(PHONE);
    await page.goto(`${server.url}/quote?tab=form${lng}`);
    await waitForHydration(page);
    await page.getByLabel(t.first).fill("Yawa");
    await page.getByLabel(t.last).fill("Koffi");
    await page.getByLabel(t.service).selectOption("nettoie-pro");
    await page.getByLabel(t.needs).fill("Bureaux de 80 m².");
    await waitOutFillTime(page);
    await page.getByRole("button", { name: t.sendQuote }).click();
    for (const field of [t.email, t.phone]) {
      const input = page.getByLabel(field);
      await expect.poll(() => input.getAttribute("aria-invalid")).toBe("true");
      const described = (await input.getAttribute("aria-describedby"))!.split(" ");
      const said = await Promise.all(
        described.map((id) => page.locator(`[id="${id}"]`).textContent()),
      );
      expect(said.join(" ")).toContain(w.either);
    }
  });
});

describe("the testimonial form without e-mail", () => {
  it("stores a testimonial with a phone only and queues no acknowledgement", async ({
    server,
    database,
  }) => {
    const res = await postForm(server.url, "/api/testimonials", {
      name: "Afi Mensah",
      email: "",
      rating: "5/5 ★★★★★",
      testimonial: "Très bon travail, merci.",
      phone: "90 33 22 11",
      ...guardFields(),
    });
    expect(res.status).toBe(303);
    const row = await database.db
      .selectFrom("testimonials")
      .select(["id", "email", "phone", "status"])
      .where("name", "=", "Afi Mensah")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: "", phone: "+228 90 33 22 11", status: "pending" });
    expect(await mailsAbout(database, "testimonial", row.id)).toEqual([
      { kind: "lead-notification" },
    ]);
  });

  it("refuses one with neither e-mail nor phone, under both fields", async ({ server }) => {
    // The way the modal sends it with JavaScript: the JSON answer carries the codes by field.
    const res = await fetch(`${server.url}/api/leads/testimonial?lng=en`, {
      method: "POST",
      headers: { origin: SITE_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Afi",
        rating: "5/5",
        testimonial: "Bien.",
        ...guardFields(),
      }).toString(),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors).toEqual({ email: ["EMAIL_OR_PHONE"], phone: ["EMAIL_OR_PHONE"] });
  });
});
