import { isbot } from "isbot";
import { remembered } from "./remembered";

/** `compute` of a user agent, remembered: this runs on every request. */
export function perAgent<T>(
  compute: (userAgent: string) => T,
): (userAgent: string | null | undefined) => T {
  const known = remembered(compute);
  return (userAgent) => known(userAgent ?? "");
}

/**
 * Whether a user agent is a robot (a crawler, a link preview, a script): `isbot`'s long pattern
 * cost more than anything else the server does for a page from memory.
 */
export const isRobotAgent = perAgent(isbot);
