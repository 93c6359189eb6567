import { describe, expect, it } from "vitest";
import { isTrustedDevice, trustedDeviceCookie } from "./trusted-device.server";

const SECRET = "s".repeat(40);
const valueOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("trusted device cookie", () => {
  it("is recognised for its account only, case-insensitively", () => {
    const cookie = valueOf(trustedDeviceCookie(SECRET, "Owner@Example.tg", { secure: false }));
    expect(isTrustedDevice(SECRET, `a=b; ${cookie}`, "owner@example.tg")).toBe(true);
    expect(isTrustedDevice(SECRET, cookie, "someone@example.tg")).toBe(false);
  });

  it("is refused when forged, signed with another secret, tampered or expired", () => {
    const cookie = valueOf(trustedDeviceCookie(SECRET, "owner@example.tg", { secure: true }));
    expect(isTrustedDevice("t".repeat(40), cookie, "owner@example.tg")).toBe(false);
    expect(
      isTrustedDevice(SECRET, `trusted_device=9999999999.${"A".repeat(43)}`, "owner@example.tg"),
    ).toBe(false);
    const [, value] = cookie.split("=");
    const [expires, sig] = value!.split(".");
    expect(
      isTrustedDevice(SECRET, `trusted_device=${Number(expires) + 1}.${sig}`, "owner@example.tg"),
    ).toBe(false);
    expect(isTrustedDevice(SECRET, `trusted_device=1.${sig}`, "owner@example.tg")).toBe(false);
    expect(isTrustedDevice(SECRET, undefined, "owner@example.tg")).toBe(false);
  });

  it("is HttpOnly, SameSite=Lax, and Secure on https", () => {
    const cookie = trustedDeviceCookie(SECRET, "owner@example.tg", { secure: true });
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
  });
});
