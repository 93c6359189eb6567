import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

describe("clientAddress", () => {
  it("uses the socket's address when no proxy is trusted, whatever the headers say", () => {
    expect(clientAddress("203.0.113.7", "198.51.100.1", 0)).toBe("203.0.113.7");
    expect(clientAddress("::ffff:127.0.0.1", "1.2.3.4, 5.6.7.8", 0)).toBe("127.0.0.1");
  });

  it("takes the entry the trusted proxy appended, not the one the client wrote", () => {
    // The client sends "X-Forwarded-For: 1.1.1.1"; Caddy appends the real peer 203.0.113.9.
    expect(clientAddress("10.0.0.2", "1.1.1.1, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.2", "203.0.113.9", 1)).toBe("203.0.113.9");
  });

  it("counts hops from the right with several proxies", () => {
    // client -> CDN (appends client) -> Caddy (appends CDN) -> app
    expect(clientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9, 198.51.100.20", 2)).toBe("203.0.113.9");
  });

  it("never returns garbage: invalid entries fall back to the socket", () => {
    expect(clientAddress("10.0.0.2", "not-an-ip", 1)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "203.0.113.9\u0000", 1)).toBe("10.0.0.2");
    expect(clientAddress(undefined, undefined, 0)).toBe("unknown");
    expect(clientAddress("10.0.0.2", " , ", 1)).toBe("10.0.0.2");
  });

  it("spells IPv6 one way", () => {
    expect(clientAddress("::1", "[2001:DB8::1]", 1)).toBe("2001:db8::1");
  });
});
