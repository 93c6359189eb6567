import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, localizePath, parseLocale } from "./locale";
import { detectLocale, getLocale } from "~/lib/locale.server";

describe("parseLocale", () => {
  it.each([
    ["fr", "fr"],
    ["en", "en"],
    ["EN", "en"],
    ["en-GB", "en"],
    ["fr_FR", "fr"],
  ])("accepts %s", (value, expected) => expect(parseLocale(value)).toBe(expected));

  it.each([
    "de",
    "",
    "<script>alert(1)</script>",
    'en"onload=alert(1)',
    "javascript:alert(1)",
    "en-<svg>",
    "e n",
    "x".repeat(50),
  ])("ignores %j", (value) => expect(parseLocale(value)).toBeUndefined());
});

describe("Accept-Language", () => {
  it("honours q weights and skips unsupported languages", () => {
    expect(localeFromAcceptLanguage("de-DE,de;q=0.9,en;q=0.8,fr;q=0.7")).toBe("en");
    expect(localeFromAcceptLanguage("en;q=0.2, fr")).toBe("fr");
    expect(localeFromAcceptLanguage("de, es")).toBeUndefined();
    expect(localeFromAcceptLanguage("en;q=0")).toBeUndefined();
  });
});

describe("detectLocale follows the spec's order: query, cookie, browser, fallback fr", () => {
  const request = (url: string, headers: Record<string, string> = {}) =>
    new Request(`http://site.test${url}`, { headers });
  it("query beats cookie and header", () => {
    expect(
      detectLocale(request("/?lng=en", { cookie: "lng=fr", "accept-language": "fr" })),
    ).toEqual({ locale: "en", source: "query" });
  });
  it("cookie beats header", () => {
    expect(detectLocale(request("/", { cookie: "a=1; lng=en", "accept-language": "fr" }))).toEqual({
      locale: "en",
      source: "cookie",
    });
  });
  it("header when nothing else", () => {
    expect(detectLocale(request("/", { "accept-language": "en-US,en;q=0.9" }))).toEqual({
      locale: "en",
      source: "header",
    });
  });
  it("an injection-like query value is ignored, not trusted", () => {
    expect(detectLocale(request("/?lng=%3Cscript%3E", { cookie: "lng=en" }))).toEqual({
      locale: "en",
      source: "cookie",
    });
    expect(detectLocale(request("/?lng=%3Cscript%3E"))).toEqual({
      locale: "fr",
      source: "default",
    });
  });
});

describe("getLocale: the language of the page at this address", () => {
  const request = (url: string, headers: Record<string, string> = {}, method = "GET") =>
    new Request(`http://site.test${url}`, { headers, method });
  it("is the URL's: ?lng=, else French, whatever the cookie or the browser prefer", () => {
    expect(getLocale(request("/contact?lng=en", { cookie: "lng=fr" }))).toBe("en");
    expect(getLocale(request("/contact", { cookie: "lng=en" }))).toBe("fr");
    expect(getLocale(request("/contact", { "accept-language": "en-GB,en" }, "POST"))).toBe("fr");
    expect(getLocale(request("/contact?lng=%3Cscript%3E", { cookie: "lng=en" }))).toBe("fr");
  });
});

describe("localizePath", () => {
  it("keeps French clean and marks English, preserving query and hash", () => {
    expect(localizePath("/services#eco-jardin", "en")).toBe("/services?lng=en#eco-jardin");
    expect(localizePath("/quote?concept=sante-pro&lng=en", "fr")).toBe("/quote?concept=sante-pro");
    expect(localizePath("/quote?concept=sante-pro", "en")).toBe("/quote?concept=sante-pro&lng=en");
  });
  it("leaves external and hash-only links alone", () => {
    expect(localizePath("https://wa.me/228", "en")).toBe("https://wa.me/228");
    expect(localizePath("tel:+228", "en")).toBe("tel:+228");
    expect(localizePath("#equipe", "en")).toBe("#equipe");
  });
});
