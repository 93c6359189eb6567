import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { requireStaff, type SessionUser } from "./guards.server";
import type { Role } from "./roles";

/** Who may open a private screen: any team member ("staff"), an editor (or admin), an admin. */
export type ScreenRole = Role | "staff";

const staffMember = createContext<SessionUser | null>(null);

/** Whether a staff member's role reaches what a screen asks for; an admin reaches every one. */
export function allows(user: { role?: string | null }, role: ScreenRole): boolean {
  return user.role === "admin" || (role !== "admin" && user.role === "editor");
}

/**
 * A private address's one statement of who may use it, as its route middleware. It runs before
 * any loader or action of the address: the admin layout states "staff" for every screen below
 * it, a screen adds its stricter role, and an address beside the layout (a download, an upload)
 * states its own. The staff member found is kept for the loader and the action.
 */
export function screenRole(role: ScreenRole): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const user = context.get(staffMember) ?? (await requireStaff(request));
    if (!allows(user, role)) throw data({ error: "FORBIDDEN" }, { status: 403 });
    context.set(staffMember, user);
    return next();
  };
}

/** The staff member the address's `screenRole` middleware let in. */
export function staffUser(context: Readonly<RouterContextProvider>): SessionUser {
  const user = context.get(staffMember);
  // A loader reached without the middleware is a wiring mistake, never an open door.
  if (!user) throw new Error("A private address ran without its screenRole middleware");
  return user;
}
