import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { itHasNoSeriousViolations, seriousA11yViolations } from "../helpers/axe";
import { PHONE, waitForHydration, afterFrames } from "../helpers/browser";
import { it } from "../helpers/fixtures";

const texts = {
  fr: {
    showMap: "Afficher la carte",
    submit: "Envoyer le message",
    labels: {
      firstName: "Prénom",
      lastName: "Nom",
      email: "E-mail",
      phone: "Téléphone",
      message: "Message",
    },
    hours: [
      "Lundi – samedi",
      "7\u00a0h\u00a000 – 18\u00a0h\u00a000",
      "Dimanche",
      "Sur rendez-vous",
      "24 h/24, 7 j/7",
    ],
  },
  en: {
    showMap: "Show the map",
    submit: "Send message",
    labels: {
      firstName: "First name",
      lastName: "Last name",
      email: "Email",
      phone: "Phone",
      message: "Message",
    },
    hours: ["Monday – Saturday", "7:00\u00a0am – 6:00\u00a0pm", "Sunday", "By appointment"],
  },
};

/** Answers the map's requests locally (the test machine is offline) and records them. */
async function recordMapRequests(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("openstreetmap")) requests.push(request.url());
  });
  await page.route(/openstreetmap\.org/, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><html lang="en"><title>Map</title><body><main><p>Map</p></main></body></html>',
    }),
  );
  return requests;
}

describe.each(["fr", "en"] as const)("contact page (%s)", (locale) => {
  const q = locale === "en" ? "?lng=en" : "";
  const t = texts[locale];

  it("loads the map only when asked: no iframe and no OpenStreetMap request before", async ({
    server,
    page,
  }) => {
    const requests = await recordMapRequests(page);
    await page.goto(`${server.url}/contact${q}`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Whatever the scroll set off (an observer, a lazy load) has run by then.
    await afterFrames(page);
    expect(await page.locator("iframe").count()).toBe(0);
    expect(requests).toEqual([]);
    // The external link is there from the start (and without JavaScript).
    expect(await page.locator('a[href^="https://www.openstreetmap.org/?mlat="]').count()).toBe(1);

    await page.getByRole("button", { name: t.showMap }).click();
    const iframe = page.locator("iframe");
    await iframe.waitFor();
    expect(await iframe.getAttribute("src")).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
    );
    expect((await iframe.getAttribute("title"))?.length).toBeGreaterThan(10);
    await expect.poll(() => requests.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("IFRAME");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("labels each field in its right place, with the right input types", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/contact${q}`);
    // By accessible name, as a screen reader announces it (the visual "*" is hidden from it).
    const field = (label: string) => page.getByRole("textbox", { name: label, exact: true });
    expect(await field(t.labels.firstName).getAttribute("name")).toBe("firstName");
    expect(await field(t.labels.lastName).getAttribute("name")).toBe("lastName");
    expect(await field(t.labels.email).getAttribute("type")).toBe("email");
    expect(await field(t.labels.phone).getAttribute("type")).toBe("tel");
    expect(await field(t.labels.message).evaluate((el) => el.tagName)).toBe("TEXTAREA");
    expect(await page.locator('select[name="service"] option').count()).toBe(11);
    expect(
      await page
        .locator('select[name="urgency"] option')
        .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)),
    ).toEqual(["", "normal", "urgent", "tres-urgent"]);
    for (const name of ["_token", "_started", "website"])
      expect(await page.locator(`form input[name="${name}"]`).count()).toBe(1);
    // The honeypot is off-screen and out of the tab order.
    const honeypot = page.locator('form input[name="website"]');
    expect(await honeypot.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(
      0,
    );
    expect(await honeypot.getAttribute("tabindex")).toBe("-1");
  });

  it("keeps the submit button disabled until the five required fields are filled", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/contact${q}`);
    await waitForHydration(page);
    const submit = page.getByRole("button", { name: t.submit });
    // Untouched, the form is plain HTML (the server checks what is sent); it wakes as the reader
    // starts on it, and from then on holds the button until the form is complete.
    expect(await submit.isEnabled()).toBe(true);
    await page.locator('input[name="company"]').focus();
    await page
      .locator('ac-island[data-name="sections/contact/contact-form"][data-hydrated]')
      .waitFor({ state: "attached" });
    expect(await submit.isDisabled()).toBe(true);
    // Optional fields do not unlock it.
    await page.locator('input[name="company"]').fill("Hôtel Lagune Bleue");
    await page.locator('select[name="urgency"]').selectOption("urgent");
    const required: [string, string][] = [
      ["firstName", "Ama"],
      ["lastName", "Mensah"],
      ["email", "ama@example.tg"],
      ["phone", "90 12 34 56"],
      ["message", "Nettoyage de nos bureaux, 300 m²."],
    ];
    for (const [name, value] of required) {
      expect(await submit.isDisabled()).toBe(true);
      await page.locator(`[name="${name}"]`).fill(value);
    }
    expect(await submit.isEnabled()).toBe(true);
    // Blank again (spaces only): disabled again.
    await page.locator('[name="lastName"]').fill("   ");
    expect(await submit.isDisabled()).toBe(true);
  });

  it("works as a form without JavaScript: the button is enabled and posts to the page", async ({
    server,
    openPage,
  }) => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/contact${q}`);
    expect(await page.getByRole("button", { name: t.submit }).isEnabled()).toBe(true);
    expect(await page.locator("form[method=post]").getAttribute("action")).toBe(`/contact${q}`);
  });

  it("shows the hours, an emergency call link and a WhatsApp chat link", async ({
    server,
    openPage,
  }) => {
    const page = await openPage(PHONE);
    await page.goto(`${server.url}/contact${q}`);
    const body = await page.locator("main").textContent();
    for (const text of t.hours) expect(body).toContain(text);
    expect(await page.getByTestId("emergency-call").getAttribute("href")).toBe("tel:+22890000000");
    expect(await page.getByTestId("whatsapp-chat").getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/22890000000\?text=/,
    );
    expect(await page.locator(`main a[href="/quote${q}"]`).count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator(`main a[href="/services${q}"]`).count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('main a[href^="https://www.facebook.com/"]').count()).toBe(1);
  });

  itHasNoSeriousViolations(`/contact${q}`);
});
