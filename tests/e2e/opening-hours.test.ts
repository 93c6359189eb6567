import { describe, expect } from "vitest";
import { nowIso } from "~/db/db.server";
import { DEFAULT_WEEK, type WeekHours } from "~/content/opening-hours";
import { bumpContentVersion } from "~/features/company/content-version.server";
import { defaultSettings } from "~/features/company/settings";
import { saveSettings } from "~/features/company/settings.server";
import { seriousA11yViolations } from "../helpers/axe";
import { waitForHydration } from "../helpers/browser";
import { it, type E2eServer } from "../helpers/fixtures";
import { until } from "../helpers/until";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;
/** A lunch break on weekdays and Saturday morning only: what the form test saves. */
const BREAK_WEEK: WeekHours = {
  ...DEFAULT_WEEK,
  ...Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      [
        { opens: "07:00", closes: "12:00" },
        { opens: "14:00", closes: "18:00" },
      ],
    ]),
  ),
  Saturday: [{ opens: "07:00", closes: "12:00" }],
};

/** The lines visitors read, in each language (no-break spaces as plain ones). */
const lines = {
  fr: [
    "Lundi – vendredi : 7 h 00 – 12 h 00 et 14 h 00 – 18 h 00",
    "Samedi : 7 h 00 – 12 h 00",
    "Dimanche : Sur rendez-vous",
  ],
  en: [
    "Monday – Friday: 7:00 am – 12:00 pm and 2:00 pm – 6:00 pm",
    "Saturday: 7:00 am – 12:00 pm",
    "Sunday: By appointment",
  ],
};

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").replaceAll("<!-- -->", "");

/** A public page's HTML once the server shows `expected` (it rereads settings within 2 s). */
async function pageShowing(server: E2eServer, path: string, expected: string): Promise<string> {
  return until(
    async () => plain(await (await fetch(`${server.url}${path}`)).text()),
    (html) => html.includes(expected),
  );
}

/** The footer's lines and the contact card's rows ("days : hours"), as the page renders them. */
async function shownHours(server: E2eServer, locale: "fr" | "en", expected: string) {
  const q = locale === "en" ? "?lng=en" : "";
  const html = await pageShowing(server, `/contact${q}`, expected);
  const footer = html.slice(html.indexOf("<footer"));
  const footerLines = [...footer.matchAll(/<p>([^<]*(?:–|:)[^<]*)<\/p>/g)].map((m) => m[1]!);
  const card = [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map(
    ([, days, hours]) => `${days}${locale === "fr" ? " : " : ": "}${hours}`,
  );
  const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  return { footerLines, card, structured: JSON.parse(json!).openingHoursSpecification };
}

describe("opening hours per day", () => {
  it("saves a lunch break and a half-day Saturday from the settings form, at 1280 px", async ({
    server,
    database,
    adminPage: page,
    allowErrors,
  }) => {
    // The refused save is answered 400, which the console reports.
    allowErrors(/status of 400/);
    await page.goto(`${server.url}/admin/settings`);
    await waitForHydration(page);
    const day = (name: string) => page.getByRole("group", { name, exact: true });
    // The stored week has the same hours Monday to Friday: one row stands for the five days.
    expect(await page.getByLabel("Mêmes horaires du lundi au vendredi").isChecked()).toBe(true);
    for (const name of ["Mardi", "Mercredi", "Jeudi", "Vendredi"])
      expect(await day(name).count(), name).toBe(0);
    await day("Lundi").getByLabel("Fermeture", { exact: true }).fill("12:00");
    await day("Lundi").getByLabel("Après la pause : ouverture").fill("14:00");
    await day("Lundi").getByLabel("Après la pause : fermeture").fill("18:00");
    await day("Samedi").getByLabel("Fermeture", { exact: true }).fill("12:00");
    // A second range that starts before the first one ends is refused beside it.
    await day("Samedi").getByLabel("Après la pause : ouverture").fill("11:00");
    await day("Samedi").getByLabel("Après la pause : fermeture").fill("13:00");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).first().click();
    const problem = day("Samedi").getByText(
      "La deuxième plage doit commencer après la fin de la première.",
    );
    await problem.waitFor();
    await page.getByText("Rien n'a été enregistré : corrigez les champs signalés.").waitFor();
    expect(
      await day("Samedi").getByLabel("Après la pause : ouverture").getAttribute("aria-describedby"),
    ).toBe(await problem.getAttribute("id"));
    // What was typed is still there; the stored week is unchanged.
    expect(await day("Lundi").getByLabel("Après la pause : ouverture").inputValue()).toBe("14:00");
    expect(await seriousA11yViolations(page)).toEqual([]);

    await day("Samedi").getByLabel("Après la pause : ouverture").fill("");
    await day("Samedi").getByLabel("Après la pause : fermeture").fill("");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).first().click();
    await page.getByText("Modifications enregistrées : le site les affiche déjà.").waitFor();
    const row = await database.db
      .selectFrom("site_settings")
      .select("value")
      .where("key", "=", "company")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.value).hours).toEqual(BREAK_WEEK);
  });

  it("gives one weekday its own hours once the five days no longer follow Monday", async ({
    server,
    database,
    adminPage: page,
  }) => {
    const stored = async () =>
      JSON.parse(
        (
          await database.db
            .selectFrom("site_settings")
            .select("value")
            .where("key", "=", "company")
            .executeTakeFirstOrThrow()
        ).value,
      ).hours as WeekHours;
    const before = await stored();
    await page.goto(`${server.url}/admin/settings`);
    await waitForHydration(page);
    const day = (name: string) => page.getByRole("group", { name, exact: true });
    await page.getByLabel("Mêmes horaires du lundi au vendredi").uncheck();
    await day("Mercredi").getByLabel("Ouvert", { exact: true }).uncheck();
    await page.getByRole("button", { name: "Enregistrer", exact: true }).first().click();
    await page.getByText("Modifications enregistrées : le site les affiche déjà.").waitFor();
    const hours = await stored();
    expect(hours.Wednesday).toEqual([]);
    expect(hours.Tuesday).toEqual(before.Tuesday);
    expect(hours.Thursday).toEqual(before.Thursday);
    // Reopened, the screen no longer offers them as one.
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByLabel("Mêmes horaires du lundi au vendredi").isChecked()).toBe(false);
    expect(await day("Mercredi").isVisible()).toBe(true);
    // Ticked again, the five days take Monday's hours: the week the later tests start from.
    await page.getByLabel("Mêmes horaires du lundi au vendredi").check();
    await page.getByRole("button", { name: "Enregistrer", exact: true }).first().click();
    await page.getByText("Modifications enregistrées : le site les affiche déjà.").waitFor();
    expect(await stored()).toEqual(before);
  });

  it("speaks the staff member's language beside the field", async ({
    server,
    adminPage: page,
    allowErrors,
  }) => {
    allowErrors(/status of 400/);
    await page.goto(`${server.url}/admin/settings?lng=en`);
    await waitForHydration(page);
    const monday = page.getByRole("group", { name: "Monday", exact: true });
    await monday.getByLabel("Opens", { exact: true }).fill("18:00");
    await monday.getByLabel("Closes", { exact: true }).fill("07:00");
    await page.getByRole("button", { name: "Save", exact: true }).first().click();
    await monday.getByText("Closing must come after opening.").waitFor();
  });

  describe.each(["fr", "en"] as const)("visitors (%s)", (locale) => {
    it("read each group of days on the contact page and in the footer; search engines too", async ({
      server,
      database,
    }) => {
      await saveSettings(
        database,
        { ...defaultSettings("contact@africaclean.tg"), hours: BREAK_WEEK },
        null,
      );
      const shown = await shownHours(server, locale, lines[locale][0]!.split(/ ?: /)[1]!);
      for (const line of lines[locale]) expect(shown.footerLines).toContain(line);
      for (const line of lines[locale]) expect(shown.card).toContain(line);
      expect(shown.structured).toEqual([
        expect.objectContaining({
          dayOfWeek: [...WEEKDAYS, "Saturday"],
          opens: "07:00",
          closes: "12:00",
        }),
        expect.objectContaining({ dayOfWeek: [...WEEKDAYS], opens: "14:00", closes: "18:00" }),
      ]);
    });

    it("still read the hours of settings stored before hours per day", async ({
      server,
      database,
    }) => {
      const { hours: _, ...identity } = defaultSettings("contact@africaclean.tg");
      const old = { ...identity, days: [...WEEKDAYS], opens: "08:00", closes: "17:30" };
      await database.db
        .updateTable("site_settings")
        .set({ value: JSON.stringify(old), updated_at: nowIso() })
        .where("key", "=", "company")
        .execute();
      await bumpContentVersion(database.db);
      const expected = {
        fr: ["Lundi – vendredi : 8 h 00 – 17 h 30", "Samedi : Fermé", "Dimanche : Sur rendez-vous"],
        en: ["Monday – Friday: 8:00 am – 5:30 pm", "Saturday: Closed", "Sunday: By appointment"],
      }[locale];
      const shown = await shownHours(server, locale, expected[0]!.split(/ ?: /)[1]!);
      for (const line of expected) expect(shown.footerLines).toContain(line);
      for (const line of expected) expect(shown.card).toContain(line);
      expect(shown.structured).toEqual([
        expect.objectContaining({ dayOfWeek: [...WEEKDAYS], opens: "08:00", closes: "17:30" }),
      ]);
    });
  });
});
