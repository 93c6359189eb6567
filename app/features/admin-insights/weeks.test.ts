import { describe, expect, it } from "vitest";
import { chartScale } from "./chart-scale";
import { classifySource, siteName } from "./sources";
import { chartWeeks, mondayOf, weekIndex } from "./weeks";

describe("weeks of the chart", () => {
  it("start on Monday at midnight in Lomé (UTC), Sunday night still in the week before", () => {
    expect(mondayOf(new Date("2026-03-16T00:00:00.000Z"))).toBe("2026-03-16");
    expect(mondayOf(new Date("2026-03-15T23:59:59.999Z"))).toBe("2026-03-09");
    expect(mondayOf(new Date("2026-03-18T12:00:00.000Z"))).toBe("2026-03-16");
    // Across a year's end.
    expect(mondayOf(new Date("2026-01-01T08:00:00.000Z"))).toBe("2025-12-29");
  });

  it("are the last 12, oldest first, ending with this week", () => {
    const weeks = chartWeeks(new Date("2026-03-18T10:00:00.000Z"));
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toBe("2025-12-29");
    expect(weeks[11]).toBe("2026-03-16");
    expect(weekIndex("2026-01-04", "2025-12-29")).toBe(0);
    expect(weekIndex("2026-01-05", "2025-12-29")).toBe(1);
    expect(weekIndex("2025-12-28", "2025-12-29")).toBe(-1);
  });

  it("have a y axis with round steps above the busiest week", () => {
    expect(chartScale(0)).toEqual({ top: 4, step: 1 });
    expect(chartScale(3)).toEqual({ top: 3, step: 1 });
    expect(chartScale(7)).toEqual({ top: 8, step: 2 });
    expect(chartScale(19)).toEqual({ top: 20, step: 5 });
    expect(chartScale(130)).toEqual({ top: 150, step: 50 });
  });
});

describe("where a lead came from", () => {
  const lead = (
    referrer: string | null,
    utm_source: string | null = null,
    utm_campaign: string | null = null,
  ) => classifySource({ referrer, utm_source, utm_campaign });

  it("is direct without a referrer or campaign tags", () => {
    expect(lead(null)).toEqual({ kind: "direct", label: "" });
    expect(lead("  ", " ", "")).toEqual({ kind: "direct", label: "" });
  });

  it("is the referring site, named when the team knows it", () => {
    expect(lead("https://www.google.com/")).toEqual({ kind: "site", label: "Google" });
    expect(lead("https://www.google.tg/")).toEqual({ kind: "site", label: "Google" });
    expect(lead("https://l.wa.me/")).toEqual({ kind: "site", label: "WhatsApp" });
    expect(lead("https://l.facebook.com/l.php?u=x")).toEqual({ kind: "site", label: "Facebook" });
    expect(lead("https://www.annuaire-lome.tg/nettoyage")).toEqual({
      kind: "site",
      label: "annuaire-lome.tg",
    });
    // Not fooled by a look-alike domain.
    expect(lead("https://wa.me.evil.example/")).toEqual({
      kind: "site",
      label: "wa.me.evil.example",
    });
    expect(siteName("facebook")).toBe("Facebook");
  });

  it("is the campaign when the link was tagged, before the referrer", () => {
    expect(lead("https://m.facebook.com/", "facebook", "rentree-2026")).toEqual({
      kind: "campaign",
      label: "rentree-2026",
    });
    // A tagged link opened from an app that sends no referrer.
    expect(lead(null, "whatsapp")).toEqual({ kind: "site", label: "WhatsApp" });
  });

  it("shows a forged, unreadable referrer as it is, shortened", () => {
    expect(lead("not a url")).toEqual({ kind: "site", label: "not a url" });
    expect(lead("x".repeat(300)).label).toHaveLength(60);
  });
});
