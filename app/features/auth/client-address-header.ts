/**
 * The header that carries the client address the server trusts (see server/client-address.ts)
 * to code that only sees a Request: better-auth's own rate limiter and our sign-in limiter.
 * The server always overwrites it, so a value sent by a client never survives.
 */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

/**
 * The same request with the trusted client address set (any incoming value replaced).
 * NOTE: a new Request, not `request.headers.set(...)`: the Node adapter's lazy request rebuilds
 * its headers from the socket when the body is read, which would drop a header set in place.
 */
export function withClientAddress(request: Request, address: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, address);
  return new Request(request, { headers, duplex: "half" } as RequestInit);
}

export function clientAddressOf(headers: Headers | undefined): string {
  return headers?.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
}
