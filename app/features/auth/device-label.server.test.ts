import { describe, expect, it } from "vitest";
import { deviceLabel, lastActive } from "./device-label.server";

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe("a session's device in words", () => {
  it("names the browser and the system", () => {
    expect(deviceLabel(ANDROID_CHROME, "en")).toBe("Chrome on Android");
    expect(deviceLabel(ANDROID_CHROME, "fr")).toBe("Chrome sur Android");
    expect(deviceLabel(IPHONE_SAFARI, "en")).toBe("Safari on iOS");
    expect(deviceLabel("", "fr")).toBe("Appareil inconnu");
    expect(deviceLabel("curl/8.0", "en")).toMatch(/curl|Unknown device/i);
  });

  it("says how long ago it was used, in the reader's language", () => {
    const now = Date.parse("2026-11-22T12:00:00Z");
    expect(lastActive("2026-11-22T11:55:00Z", "en", now)).toBe("5 minutes ago");
    expect(lastActive("2026-11-22T11:55:00Z", "fr", now)).toBe("il y a 5 minutes");
    expect(lastActive("2026-11-22T11:59:40Z", "en", now)).toBe("now");
    expect(lastActive("2026-11-21T11:00:00Z", "en", now)).toBe("yesterday");
    expect(lastActive("2026-11-22T09:00:00Z", "fr", now)).toBe("il y a 3 heures");
  });
});
