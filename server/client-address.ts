import { isIP } from "node:net";

/**
 * The address of the client that sent a request, as far as we can trust it.
 *
 * The socket's peer is the only address nobody can forge. Behind reverse proxies, each proxy
 * appends the address it received the request from to `X-Forwarded-For`, so with N trusted
 * proxies in front of us the client is the entry N positions from the right of
 * `[...X-Forwarded-For, socket]`. Everything to the left of it was written by the client itself
 * and is ignored (taking the leftmost entry would let anyone pick their own address, and so
 * escape every per-address limit).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: number,
): string {
  const socket = normalize(socketAddress) ?? "unknown";
  if (trustedProxies <= 0 || !forwardedFor) return socket;
  const chain = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  chain.push(socket);
  const index = chain.length - 1 - trustedProxies;
  // Fewer hops than proxies configured: the left-most hop is the best we know, if it is valid.
  const candidate = chain[Math.max(0, index)];
  return normalize(candidate) ?? socket;
}

/** A valid IPv4/IPv6 address in one spelling (IPv4-mapped IPv6 as IPv4), or undefined. */
function normalize(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const trimmed = address.trim().replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  const value = mapped ? mapped[1]! : trimmed.toLowerCase();
  return isIP(value) ? value : undefined;
}
