import { isbot } from "isbot";

/**
 * `compute` of a user agent, remembered: most visitors arrive with one of a few phones'
 * browsers, and this runs on every request. Forgotten wholesale past 500 agents, so random
 * agents cannot grow it.
 */
export function perAgent<T>(
  compute: (userAgent: string) => T,
): (userAgent: string | null | undefined) => T {
  const known = new Map<string, T>();
  return (userAgent) => {
    const agent = userAgent ?? "";
    if (known.has(agent)) return known.get(agent)!;
    if (known.size >= 500) known.clear();
    const value = compute(agent);
    known.set(agent, value);
    return value;
  };
}

/**
 * Whether a user agent is a robot (a crawler, a link preview, a script): `isbot`'s long pattern
 * cost more than anything else the server does for a page from memory.
 */
export const isRobotAgent = perAgent(isbot);
