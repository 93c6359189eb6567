import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nowIso, type AppDatabase } from "~/db/db.server";
import { DEFAULT_WEEK } from "~/content/opening-hours";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { formFromWeek } from "./hours-fields";
import { defaultSettings } from "./settings";
import { companySettingsSchema, settingsFromForm } from "./settings-schema.server";
import { readSettings, saveSettings } from "./settings.server";
import { getSiteData } from "./site-data.server";

/** The identity form as the page sends it for `settings`, with `changes` typed over it. */
function sentForm(changes: Record<string, string | undefined> = {}) {
  const { hours, latitude, longitude, ...fields } = defaultSettings("leads@example.tg");
  const form: Record<string, string> = {
    ...fields,
    latitude: String(latitude),
    longitude: String(longitude),
  };
  for (const [name, value] of Object.entries(formFromWeek(hours)))
    if (value !== false) form[name] = value === true ? "on" : value;
  for (const [name, value] of Object.entries(changes))
    if (value === undefined) delete form[name];
    else form[name] = value;
  return form;
}

const problemsOf = (form: Record<string, string>) =>
  Object.fromEntries(
    (companySettingsSchema.safeParse(form).error?.issues ?? []).map((i) => [i.path[0], i.message]),
  );

describe("the hours of the identity form", () => {
  it("takes a lunch break and a half-day Saturday", () => {
    const parsed = companySettingsSchema.parse(
      sentForm({
        Monday1Closes: "12:00",
        Monday2Opens: "14:00",
        Monday2Closes: "18:00",
        Saturday1Closes: "12:00",
      }),
    );
    const { hours } = settingsFromForm(parsed);
    expect(hours.Monday).toEqual([
      { opens: "07:00", closes: "12:00" },
      { opens: "14:00", closes: "18:00" },
    ]);
    expect(hours.Tuesday).toEqual([{ opens: "07:00", closes: "18:00" }]);
    expect(hours.Saturday).toEqual([{ opens: "07:00", closes: "12:00" }]);
    expect(hours.Sunday).toEqual([]);
  });

  it("says beside each time what is wrong, and ignores the times of a closed day", () => {
    expect(
      problemsOf(
        sentForm({
          Monday1Opens: "7h",
          Tuesday1Closes: "06:00",
          Wednesday1Closes: "12:00",
          Wednesday2Opens: "11:00",
          Wednesday2Closes: "18:00",
          Thursday1Closes: "12:00",
          Thursday2Opens: "14:00",
          Friday1Opens: "",
          SaturdayOpen: undefined,
          Saturday1Opens: "nonsense",
        }),
      ),
    ).toEqual({
      Monday1Opens: "TIME",
      Tuesday1Closes: "TIME_ORDER",
      Wednesday2Opens: "TIME_SECOND",
      Thursday2Closes: "REQUIRED",
      Friday1Opens: "REQUIRED",
    });
    const allClosed = Object.fromEntries(
      ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map((d) => [
        `${d}Open`,
        undefined,
      ]),
    );
    expect(problemsOf(sentForm(allClosed))).toEqual({ hours: "DAYS" });
  });
});

forEachDatabase((open) => {
  let database: AppDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("reads settings stored before hours per day, and keeps their days and times", async () => {
    const { hours: _, ...before } = defaultSettings("leads@example.tg");
    const old = {
      ...before,
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "17:30",
    };
    await database.db
      .insertInto("site_settings")
      .values({
        key: "company",
        value: JSON.stringify(old),
        updated_at: nowIso(),
        updated_by: null,
      })
      .execute();
    const settings = await readSettings(database);
    expect(settings).toMatchObject({ phone: before.phone, sundayFr: "Sur rendez-vous" });
    expect(settings?.hours.Friday).toEqual([{ opens: "08:00", closes: "17:30" }]);
    expect(settings?.hours.Saturday).toEqual([]);
    expect(settings).not.toHaveProperty("days");
    const { company } = await getSiteData(database);
    expect(company.openingHours.week.Monday).toEqual([{ opens: "08:00", closes: "17:30" }]);
  });

  it("stores the week day by day and reads it back", async () => {
    const hours = { ...DEFAULT_WEEK, Saturday: [{ opens: "07:00", closes: "12:00" }] };
    await saveSettings(database, { ...defaultSettings("x@example.tg"), hours }, null);
    expect((await readSettings(database))?.hours).toEqual(hours);
  });
});
