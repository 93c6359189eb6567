import { describe, expect, it } from "vitest";
import { parseMapLink } from "./map-link";

describe("a map position pasted in the identity settings", () => {
  it.each([
    [
      "https://www.google.com/maps/place/Djidjol%C3%A9,+Lom%C3%A9/@6.1725,1.2314,17z/data=!3m1",
      { latitude: 6.1725, longitude: 1.2314 },
    ],
    [
      "https://www.google.com/maps/place/X/@6.17,1.23,17z/data=!4m6!3m5!1s0x0:0x0!8m2!3d6.1731!4d1.2322",
      { latitude: 6.1731, longitude: 1.2322 },
    ],
    ["https://www.google.com/maps?q=6.17,1.23", { latitude: 6.17, longitude: 1.23 }],
    ["https://maps.google.com/?ll=6.17,1.23", { latitude: 6.17, longitude: 1.23 }],
    ["https://www.google.tg/maps/@-6.5,-1.25,15z", { latitude: -6.5, longitude: -1.25 }],
    ["www.google.com/maps?q=6.17, 1.23", { latitude: 6.17, longitude: 1.23 }],
    ["6.1725, 1.2314", { latitude: 6.1725, longitude: 1.2314 }],
    ["  6.1725,1.2314 ", { latitude: 6.1725, longitude: 1.2314 }],
  ])("reads %s", (pasted, expected) => {
    expect(parseMapLink(pasted)).toEqual(expected);
  });

  it("reads nothing pasted as no change", () => {
    expect(parseMapLink("  ")).toBeNull();
  });

  it.each(["https://goo.gl/maps/abc123", "https://maps.app.goo.gl/xyz", "goo.gl/maps/abc"])(
    "refuses the shortened link %s, whose position is only known by opening it",
    (pasted) => {
      expect(parseMapLink(pasted)).toBe("MAP_SHORT_LINK");
    },
  );

  it.each([
    "https://www.google.com/maps/place/Lom%C3%A9",
    "https://evil.example/maps/@6.17,1.23,17z",
    "https://www.google.com.evil.example/maps/@6.17,1.23,17z",
    "95, 1.23",
    "6.17, 200",
    "Djidjolé, Lomé",
    "javascript:alert(1)",
  ])("refuses %s", (pasted) => {
    expect(parseMapLink(pasted)).toBe("MAP_LINK");
  });
});
