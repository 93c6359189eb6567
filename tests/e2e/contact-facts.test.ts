import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { readSettings } from "~/features/company/index.server";
import { waitForHydration } from "../helpers/browser";
import { it, type E2eServer } from "../helpers/fixtures";

/** A public page's HTML as a visitor receives it, spaces plain. */
const html = async (server: E2eServer, path: string) =>
  (await (await fetch(`${server.url}${path}`)).text()).replace(/[\u00a0\u202f]/g, " ");

/** Fills the identity form's fields by name and saves it (the admin in French). */
async function saveIdentity(p: Page, server: E2eServer, fields: Record<string, string>) {
  await p.goto(`${server.url}/admin/settings`);
  await waitForHydration(p);
  const form = p.locator("form", { has: p.locator('input[name="whatsapp"]') });
  for (const [name, value] of Object.entries(fields))
    await form.locator(`input[name="${name}"]`).fill(value);
  await form.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await p.waitForLoadState("networkidle");
}
const saved = "Modifications enregistrées : le site les affiche déjà.";

describe("contact facts as set in the identity settings", () => {
  it("says which number answers on WhatsApp, in French and English", async ({
    server,
    adminPage: p,
  }) => {
    const first = {
      fr: "Le premier numéro répond aussi sur WhatsApp.",
      en: "You can also reach the first number on WhatsApp.",
    };
    expect(await html(server, "/contact")).toContain(first.fr);
    expect(await html(server, "/contact?lng=en")).toContain(first.en);

    await saveIdentity(p, server, { whatsapp: "+228 91 23 45 67" });
    await p.getByText(saved).first().waitFor();
    const fr = await html(server, "/contact");
    const en = await html(server, "/contact?lng=en");
    expect(fr).toContain("Sur WhatsApp : +228 91 23 45 67.");
    expect(en).toContain("On WhatsApp: +228 91 23 45 67.");
    expect(fr).not.toContain(first.fr);
    expect(en).not.toContain(first.en);

    await saveIdentity(p, server, { phone2: "+228 70 11 22 33", whatsapp: "+228 70 11 22 33" });
    await p.getByText(saved).first().waitFor();
    expect(await html(server, "/contact")).toContain("Le second numéro répond aussi sur WhatsApp.");
    expect(await html(server, "/contact?lng=en")).toContain(
      "You can also reach the second number on WhatsApp.",
    );
  });

  it("shows the address with its city, each field once, in the footer, the contact card and the structured data", async ({
    server,
    adminPage: p,
  }) => {
    await saveIdentity(p, server, { street: "Rue 12", district: "Djidjolé", city: "Kara" });
    await p.getByText(saved).first().waitFor();
    for (const path of ["/", "/contact", "/contact?lng=en", "/services"]) {
      const page = await html(server, path);
      expect(page, path).toContain("Rue 12, Djidjolé, Kara, Togo");
      expect(page, path).toContain('"streetAddress":"Rue 12, Djidjolé"');
      expect(page, path).toContain('"addressLocality":"Kara"');
    }
    const card = p.locator("address").first();
    await p.goto(`${server.url}/contact`);
    expect((await card.innerText()).split("\n")).toEqual(["Rue 12, Djidjolé", "Kara", "Togo"]);
    // A street that already names the district and the city does not say them twice.
    await saveIdentity(p, server, {
      street: "Quartier Djidjolé, Lomé",
      district: "Djidjolé",
      city: "Lomé",
    });
    await p.getByText(saved).first().waitFor();
    expect(await html(server, "/")).toContain("Quartier Djidjolé, Lomé, Togo");
  });

  it("sets the map position from a pasted Google Maps link, and refuses a shortened one", async ({
    server,
    database,
    adminPage: p,
    allowErrors,
  }) => {
    await saveIdentity(p, server, {
      mapLink: "https://www.google.com/maps/place/Djidjol%C3%A9/@6.1725,1.2314,17z/data=!3m1",
    });
    await p.getByText(saved).first().waitFor();
    expect(await readSettings(database)).toMatchObject({ latitude: 6.1725, longitude: 1.2314 });
    expect(await html(server, "/contact")).toContain("destination=6.1725,1.2314");

    // The refused form is answered 400, which the console reports.
    allowErrors(/status of 400/);
    await saveIdentity(p, server, { mapLink: "https://maps.app.goo.gl/AbCdEf123" });
    await p.getByText("Lien raccourci (goo.gl)", { exact: false }).waitFor();
    expect(await readSettings(database)).toMatchObject({ latitude: 6.1725, longitude: 1.2314 });
  });
});
