import { isbot } from "isbot";

/**
 * Whether a user agent is a robot (a crawler, a link preview, a script), remembered: `isbot`'s
 * long pattern cost more than anything else the server does for a page from memory, and most
 * visitors arrive with one of a few phones' browsers. Forgotten wholesale past 500 agents, so
 * random agents cannot grow it.
 */
const known = new Map<string, boolean>();

export function isRobotAgent(userAgent: string | null | undefined): boolean {
  const agent = userAgent ?? "";
  let robot = known.get(agent);
  if (robot === undefined) {
    if (known.size >= 500) known.clear();
    robot = isbot(agent);
    known.set(agent, robot);
  }
  return robot;
}
