import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const expected = {
  fr: { home: "Africa Clean — accueil", hours: /^Lundi – samedi : 7\sh/ },
  en: { home: "Africa Clean — home", hours: /^Monday – Saturday: 7/ },
};

describe.each(["fr", "en"] as const)("the frame's words (%s)", (locale) => {
  it("labels the logo and writes the opening hours in the page's language", async () => {
    const html = await (await fetch(`${server.url}/${locale === "en" ? "?lng=en" : ""}`)).text();
    const logoLabel = /<a [^>]*aria-label="([^"]*)"[^>]*><img src="\/logo.svg"/.exec(html)?.[1];
    expect(logoLabel).toBe(expected[locale].home);
    const hours = /<p>((?:Lundi|Monday)[^<]*(?:<!-- -->[^<]*)*)<\/p>/.exec(html)?.[1];
    expect(hours?.replaceAll("<!-- -->", "")).toMatch(expected[locale].hours);
  });
});
