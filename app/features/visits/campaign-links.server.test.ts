import { href } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { arrivalOf } from "./classify";
import { landingOf, readTarget, SLUG_PATTERN } from "./campaign-links";
import {
  createCampaignLink,
  findCampaignLink,
  listCampaignLinks,
  removeCampaignLink,
} from "./campaign-links.server";

let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const flyer = {
  slug: "flyer-marche",
  page: "/quote",
  locale: "en",
  source: "flyer",
  campaign: "marche-decembre-2026",
} as const;

describe("a campaign link's address", () => {
  it("takes only what survives being typed from paper", () => {
    for (const ok of ["flyer-marche", "promo2026", "a-b-c"])
      expect(SLUG_PATTERN.test(ok)).toBe(true);
    for (const bad of ["Flyer", "marché", "a--b", "-a", "a-", "a b", "a/b", ""])
      expect(SLUG_PATTERN.test(bad)).toBe(false);
  });

  it("lands on its page in its language, counted under its campaign and medium", () => {
    const landing = new URL(landingOf(flyer), "https://africaclean.tg");
    expect(`${landing.pathname}${landing.search}`).toBe(
      "/quote?lng=en&utm_source=flyer&utm_medium=campaign-link&utm_campaign=marche-decembre-2026",
    );
    expect(arrivalOf(landing, null, ["africaclean.tg"])).toEqual({
      arrival: true,
      source: "site:flyer",
      campaign: "marche-decembre-2026",
    });
  });

  it("names only a public page of this site, in French or English", () => {
    expect(readTarget("/quote?lng=en")).toEqual({ page: "/quote", locale: "en" });
    expect(readTarget("/")).toEqual({ page: "/", locale: "fr" });
    for (const bad of ["https://evil.example/", "//evil.example", href("/admin"), "/quote?next=x"])
      expect(readTarget(bad)).toBeNull();
  });
});

forEachDatabase((open) => {
  it("keeps one link per short address, and forgets a removed one", async () => {
    database = await open();
    const made = await createCampaignLink(database.db, flyer, "user-1");
    if (made === "taken") throw new Error("the first link was refused");
    // Two staff choosing the same address at once: one link, one refusal.
    const again = await Promise.all([
      createCampaignLink(database.db, { ...flyer, campaign: "autre" }, "user-2"),
      createCampaignLink(database.db, { ...flyer, campaign: "autre" }, "user-2"),
    ]);
    expect(again).toEqual(["taken", "taken"]);
    expect(await findCampaignLink(database.db, "flyer-marche")).toMatchObject({
      page: "/quote",
      locale: "en",
      campaign: "marche-decembre-2026",
    });
    expect((await listCampaignLinks(database.db)).map((l) => l.slug)).toEqual(["flyer-marche"]);
    expect(await removeCampaignLink(database.db, made.id)).toBe(true);
    expect(await removeCampaignLink(database.db, made.id)).toBe(false);
    expect(await findCampaignLink(database.db, "flyer-marche")).toBeNull();
  });
});
