import { href } from "react-router";
import { describe, expect, it } from "vitest";
import { pageRequestOf, pageViewOf } from "./page-view.server";

const PHONE =
  "Mozilla/5.0 (Linux; Android 11; TECNO KF6i) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36";
const html = (status = 200, type = "text/html; charset=utf-8") =>
  new Response("<!doctype html>", { status, headers: { "content-type": type } });
const request = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  new Request(`https://africaclean.tg${path}`, {
    method,
    headers: { "user-agent": PHONE, ...headers },
  });
const options = {
  address: "196.168.1.20",
  ownHost: "africaclean.tg",
  now: new Date("2026-11-28T23:59:30Z"),
};
/** Both looks: on the thread that answers the page, then on the visits' own thread. */
function viewOf(req: Request, res: Response, { address, ownHost, now } = options) {
  const header = (name: string) => req.headers.get(name);
  const page = pageRequestOf(req, res, { header, addressOf: () => address, now: now.getTime() });
  return page && pageViewOf(structuredClone(page), ownHost);
}

describe("a page view", () => {
  it("is a public page given in full to a person's browser", () => {
    const view = viewOf(request("/services?lng=en&utm_source=ig"), html(), options);
    expect(view).toMatchObject({
      at: "2026-11-28T23:59:30.000Z",
      day: "2026-11-28",
      path: "/services",
      locale: "en",
      arrival: 1,
      source: "instagram",
      device: "phone",
    });
    // The same browser and address is the same someone; another address another.
    expect(viewOf(request("/"), html(), options)?.who).toBe(view?.who);
    expect(viewOf(request("/"), html(), { ...options, address: "196.168.1.21" })?.who).not.toBe(
      view?.who,
    );
    expect(JSON.stringify(view)).not.toContain("196.168");
  });

  it.each([
    ["a HEAD", request("/", {}, "HEAD"), html()],
    ["a 404", request("/nope"), html(404)],
    ["a redirect", request("/"), html(302)],
    ["JSON", request("/api/blog/posts"), html(200, "application/json")],
    ["a picture", request("/favicon.svg"), html(200, "image/svg+xml")],
    ["the admin", request(href("/admin/leads")), html()],
    ["sign-in", request("/auth/login"), html()],
    ["a client's devis", request("/devis/abc"), html()],
    ["router data", request("/services.data"), html()],
    ["a draft preview", request("/services?apercu=1"), html()],
    ["a prefetch", request("/", { "sec-purpose": "prefetch" }), html()],
    ["a prerender", request("/", { "sec-purpose": "prefetch;prerender" }), html()],
    ["an older prefetch", request("/", { purpose: "prefetch" }), html()],
    ["a robot", request("/", { "user-agent": "Googlebot/2.1" }), html()],
    ["no user agent", request("/", { "user-agent": "" }), html()],
    ["staff", request("/", { cookie: "better-auth.session_token=abc.def" }), html()],
    [
      "staff over https",
      request("/", { cookie: "__Secure-better-auth.session_token=abc" }),
      html(),
    ],
  ])("is not %s", (_, req, res) => expect(viewOf(req, res)).toBeNull());
});
