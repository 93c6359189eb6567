import { describe, expect, it } from "vitest";
import { arrivalOf, countryOf, deviceClass } from "./classify";
import { isRobot } from "./page-view.server";

const header = (headers: Headers) => (name: string) => headers.get(name);

// User agents as these browsers and robots send them.
const UA = {
  tecno:
    "Mozilla/5.0 (Linux; Android 11; TECNO KF6i) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
  itel: "Mozilla/5.0 (Linux; U; Android 10; itel L6005 Build/QP1A.190711.020) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/87.0.4280.141 Mobile Safari/537.36 OPR/60.0.2254.59405",
  kaios:
    "Mozilla/5.0 (Mobile; LYF/F300B/LYF-F300B-001-01-15-130718-i;Android; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5",
  galaxyTab:
    "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36",
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
  googlebot:
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  whatsappPreview: "WhatsApp/2.23.20.0 A",
  facebookPreview: "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  bing: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  lighthouse:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
  headless:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
  curl: "curl/8.5.0",
  uptime: "Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)",
};
const own = ["africaclean.tg", "www.africaclean.tg"];
const page = (query = "") => new URL(`https://africaclean.tg/devis${query}`);

describe("who is a visitor", () => {
  it.each([UA.tecno, UA.iphone, UA.itel, UA.kaios, UA.galaxyTab, UA.ipad, UA.windows])(
    "a browser is: %s",
    (ua) => expect(isRobot(ua)).toBe(false),
  );
  it.each([
    UA.googlebot,
    UA.whatsappPreview,
    UA.facebookPreview,
    UA.bing,
    UA.lighthouse,
    UA.headless,
    UA.curl,
    UA.uptime,
    "",
    null,
  ])("a robot, a link preview or a script is not: %s", (ua) => expect(isRobot(ua)).toBe(true));
});

describe("the kind of device", () => {
  it.each([
    [UA.tecno, "phone"],
    [UA.iphone, "phone"],
    [UA.itel, "phone"],
    [UA.kaios, "phone"],
    [UA.galaxyTab, "tablet"],
    [UA.ipad, "tablet"],
    [UA.windows, "desktop"],
  ])("%s is a %s", (ua, kind) => expect(deviceClass(ua)).toBe(kind));
});

describe("where a visit comes from", () => {
  it.each([
    ["https://www.google.com/", "google"],
    ["https://www.google.tg/", "google"],
    ["android-app://com.google.android.googlequicksearchbox/", "google"],
    ["https://l.facebook.com/", "facebook"],
    ["https://m.facebook.com/story.php?id=1", "facebook"],
    ["android-app://com.facebook.katana/", "facebook"],
    ["android-app://com.whatsapp/", "whatsapp"],
    ["https://web.whatsapp.com/", "whatsapp"],
    ["https://l.instagram.com/", "instagram"],
    ["https://www.linkedin.com/feed/", "linkedin"],
    ["https://lnkd.in/abc", "linkedin"],
    ["https://www.tiktok.com/@x", "tiktok"],
    ["https://www.jumia.tg/annonces", "site:jumia.tg"],
    ["https://republicoftogo.com/x", "site:republicoftogo.com"],
  ])("a referrer %s is %s", (referer, source) =>
    expect(arrivalOf(page(), referer, own)).toEqual({ arrival: true, source, campaign: null }),
  );

  it("no referrer is a direct visit; a page of this site is no arrival", () => {
    expect(arrivalOf(page(), null, own)).toEqual({
      arrival: true,
      source: "direct",
      campaign: null,
    });
    expect(arrivalOf(page(), "not a url", own)).toMatchObject({ source: "direct" });
    expect(arrivalOf(page(), "https://africaclean.tg/services", own)).toEqual({
      arrival: false,
      source: null,
      campaign: null,
    });
    expect(arrivalOf(page(), "https://www.africaclean.tg/", own)).toMatchObject({ arrival: false });
  });

  it("takes campaign tags first, as people type them", () => {
    const flyer = page("?utm_source=Flyer&utm_medium=print&utm_campaign=Flyer-Marché-2026");
    expect(arrivalOf(flyer, null, own)).toEqual({
      arrival: true,
      source: "site:flyer",
      campaign: "flyer-marché-2026",
    });
    expect(
      arrivalOf(page("?utm_source=FB&utm_campaign=promo"), "https://www.google.com/", own),
    ).toEqual({ arrival: true, source: "facebook", campaign: "promo" });
    expect(arrivalOf(page("?utm_source=whatsapp-status"), null, own)).toMatchObject({
      source: "whatsapp",
    });
    expect(arrivalOf(page("?gclid=abc"), null, own)).toMatchObject({ source: "google" });
    expect(arrivalOf(page("?fbclid=abc"), "https://www.africaclean.tg/", own)).toMatchObject({
      source: "facebook",
    });
    // A campaign name keeps letters, digits and dashes only, and a sane length.
    expect(arrivalOf(page(`?utm_campaign=${"<b>x</b>".repeat(40)}`), null, own).campaign).toBe(
      "bxb".repeat(26) + "bx",
    );
  });
});

describe("the visitor's country", () => {
  it("is read from a proxy's header, never guessed", () => {
    expect(countryOf(header(new Headers({ "cf-ipcountry": "tg" })))).toBe("TG");
    expect(countryOf(header(new Headers({ "cloudfront-viewer-country": "BJ" })))).toBe("BJ");
    expect(countryOf(header(new Headers({ "cf-ipcountry": "XX" })))).toBeNull();
    expect(countryOf(header(new Headers({ "cf-ipcountry": "Togo" })))).toBeNull();
    expect(countryOf(header(new Headers()))).toBeNull();
  });
});
