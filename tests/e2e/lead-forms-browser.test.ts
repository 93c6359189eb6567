import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { DEFAULT_COMPANY } from "~/content/company";
import { PHONE, waitForHydration } from "../helpers/browser";
import { waitOutFillTime } from "../helpers/fill-time";
import { it } from "../helpers/fixtures";
import { texts } from "../helpers/lead-form-texts";

/** After a success: the confirmation first, then the same form with every field empty. */
async function expectClearedBelowSuccess(page: Page, fields: string[]) {
  const form = page.locator('form[method="post"]').filter({ has: page.locator('[name="_token"]') });
  await form.waitFor();
  const successBox = (await page.getByTestId("lead-success").boundingBox())!;
  const formBox = (await form.boundingBox())!;
  expect(successBox.y + successBox.height).toBeLessThanOrEqual(formBox.y + 1);
  for (const name of fields)
    expect(await form.locator(`[name="${name}"]`).inputValue(), name).toBe("");
}

describe.each(["fr", "en"] as const)("lead forms in a browser (%s)", (locale) => {
  const t = texts[locale];
  const q = locale === "en" ? "?lng=en" : "";

  for (const javaScriptEnabled of [true, false]) {
    it(`sends the contact form ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
      server,
      openPage,
      database,
    }) => {
      const page = await openPage({ ...PHONE, javaScriptEnabled });
      await page.goto(`${server.url}/contact${q}`);
      if (javaScriptEnabled) await waitForHydration(page);
      const email = `contact-${locale}-${javaScriptEnabled}@example.tg`;
      await page.getByLabel(t.first).fill("Ama");
      await page.getByLabel(t.last).fill("Mensah");
      await page.getByLabel(t.email).fill(email);
      await page.getByLabel(t.phone).fill("90 12 34 56");
      await page.getByLabel(t.message).fill("Bonjour, nous voudrions un devis pour nos bureaux.");
      await waitOutFillTime(page);
      await page.getByRole("button", { name: t.send }).click();
      await page.getByTestId("lead-success").waitFor();
      expect(await page.getByTestId("lead-success").textContent()).toContain(t.ok);
      // The form is back below the confirmation, empty, ready for another message.
      await expectClearedBelowSuccess(page, ["firstName", "lastName", "email", "phone", "message"]);
      if (javaScriptEnabled) {
        const toastBox = page.locator('[data-toast="success"]');
        await toastBox.waitFor();
        expect(await toastBox.textContent()).toContain(t.ok);
      }
      expect(
        await database.db
          .selectFrom("contact_messages")
          .select(["locale", "phone"])
          .where("email", "=", email)
          .execute(),
      ).toEqual([{ locale, phone: "+228 90 12 34 56" }]);
    });

    it(`sends the quote form ${javaScriptEnabled ? "with" : "without"} JavaScript, with a reference and a WhatsApp follow-up`, async ({
      server,
      openPage,
      database,
    }) => {
      const page = await openPage({ ...PHONE, javaScriptEnabled });
      await page.goto(
        `${server.url}/quote?concept=eco-jardin&tab=form${locale === "en" ? "&lng=en" : ""}`,
      );
      if (javaScriptEnabled) await waitForHydration(page);
      const email = `quote-${locale}-${javaScriptEnabled}@example.tg`;
      await page.getByLabel(t.first).fill("Kofi");
      await page.getByLabel(t.last).fill("Agbo");
      await page.getByLabel(t.email).fill(email);
      await page.getByLabel(t.phone).fill("+33 6 12 34 56 78");
      expect(await page.getByLabel(t.service).inputValue()).toBe("eco-jardin");
      await page.getByLabel(t.needs).fill("Création d'un jardin de 80 m² devant nos bureaux.");
      await waitOutFillTime(page);
      await page.getByRole("button", { name: t.sendQuote }).click();
      await page.getByTestId("lead-success").waitFor();
      const reference = (await page.getByTestId("lead-reference").textContent())!;
      expect(reference).toMatch(/^DV-\d{4}-\d{4}$/);
      expect(await page.getByTestId("lead-success").textContent()).toContain(t.quoteOk);
      await expectClearedBelowSuccess(page, ["firstName", "lastName", "email", "description"]);
      // The service goes back to the one the address named.
      expect(await page.getByLabel(t.service).inputValue()).toBe("eco-jardin");
      const wa = await page.getByRole("link", { name: t.whatsapp }).getAttribute("href");
      expect(decodeURIComponent(wa!)).toContain(reference);
      // Addressed to the company by its name in the settings.
      expect(new URL(wa!).searchParams.get("text")).toMatch(
        new RegExp(`^(Bonjour|Hello) ${DEFAULT_COMPANY.name}, `),
      );
      expect(
        await database.db
          .selectFrom("quote_requests")
          .select(["reference", "service_type", "phone"])
          .where("email", "=", email)
          .execute(),
      ).toEqual([{ reference, service_type: "eco-jardin", phone: "+33612345678" }]);
    });
  }

  it("checks the form in the browser with the same schema before sending anything", async ({
    server,
    openPage,
  }) => {
    const page = await openPage(PHONE);
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    await page.goto(`${server.url}/contact${q}`);
    await waitForHydration(page);
    await page.getByLabel(t.first).fill("Ama");
    await page.getByLabel(t.last).fill("Mensah");
    await page.getByLabel(t.email).fill("ama@nowhere");
    await page.getByLabel(t.phone).fill("90 12 34 56");
    await page.getByLabel(t.message).fill("Bonjour");
    await page.getByRole("button", { name: t.send }).click();
    await page.locator('[data-field-error="email"]').waitFor();
    expect(await page.locator('[data-field-error="email"]').textContent()).toContain(
      locale === "fr" ? "adresse e-mail invalide" : "invalid email address",
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");
    expect(posts).toEqual([]);
  });

  it("shows field errors under the fields, in the page's language, without losing what was typed", async ({
    server,
    openPage,
    allowErrors,
  }) => {
    // The refused form is answered 400, which the console reports.
    allowErrors(/status of 400/);
    const page = await openPage({ ...PHONE, javaScriptEnabled: false });
    await page.goto(`${server.url}/contact${q}`);
    await page.getByLabel(t.first).fill("Ama");
    await page.getByLabel(t.last).fill("Mensah");
    await page.getByLabel(t.email).fill("ama@");
    await page.getByLabel(t.phone).fill("12");
    await page.getByLabel(t.message).fill("Bonjour");
    await waitOutFillTime(page);
    await page.getByRole("button", { name: t.send }).click();
    await page.locator('[data-field-error="email"]').waitFor();
    expect(await page.locator('[data-field-error="email"]').textContent()).toContain(
      locale === "fr" ? "adresse e-mail invalide" : "invalid email address",
    );
    expect(await page.locator('[data-field-error="phone"]').textContent()).toContain(
      locale === "fr" ? "numéro invalide" : "invalid number",
    );
    expect(await page.getByLabel(t.last).inputValue()).toBe("Mensah");
  });
});
