import {
  createContext,
  data,
  href,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { adminWords, words } from "~/i18n/words/admin";
import { localizePath } from "~/i18n/locale";
import { getLocale } from "~/lib/locale.server";
import type { SessionUser } from "./guards.server";
import { requireUser } from "./session.server";
import type { Role } from "./roles";

/** Who may open a private screen: any team member ("staff"), an editor (or admin), an admin. */
export type ScreenRole = Role | "staff";

const staffMember = createContext<SessionUser | null>(null);
/** The refusal of a screen whose role this staff member lacks, thrown by its loader or action. */
const screenRefusal = createContext<ReturnType<typeof forbidden> | null>(null);

/** What a refused staff member reads, in the admin's language, sent with the refusal itself. */
export interface Refusal {
  error: "FORBIDDEN";
  refusal: { title: string; text: string; back: string; home: string };
}

/**
 * A refusal carries its own words: when a middleware refuses, React Router runs no loader and
 * shows the error at the root, where the admin layout's words are not.
 */
function forbidden(request: Request) {
  const locale = getLocale(request);
  const t = words(locale, adminWords);
  const home = localizePath(href("/admin"), locale);
  return data<Refusal>(
    { error: "FORBIDDEN", refusal: { ...t.problems.forbidden, back: t.problems.back, home } },
    { status: 403 },
  );
}

/** Whether a staff member's role reaches what a screen asks for; an admin reaches every one. */
export function allows(user: { role?: string | null }, role: ScreenRole): boolean {
  return user.role === "admin" || (role !== "admin" && user.role === "editor");
}

/**
 * A private address's one statement of who may use it, as its route middleware, run before any
 * loader or action: the admin layout states "staff" for every screen below it, a screen adds its
 * stricter role, and an address beside the layout (a download, an upload) states its own.
 * Someone without a session is sent to sign in, and a signed-in account that is not staff is
 * refused here. A staff member without the screen's role is refused by the screen's own loader
 * or action, through `staffUser`: that error is shown inside the admin's frame, with its menu,
 * which a middleware's error never is.
 */
export function screenRole(role: ScreenRole): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const user = context.get(staffMember) ?? (await requireUser(request));
    if (!allows(user, "staff")) throw forbidden(request);
    if (!allows(user, role)) context.set(screenRefusal, forbidden(request));
    context.set(staffMember, user);
    return next();
  };
}

/**
 * The staff member the address's `screenRole` let in, or its refusal when the screen asks for a
 * role they lack. Every loader and action of a private address begins with it.
 */
export function staffUser(context: Readonly<RouterContextProvider>): SessionUser {
  const refusal = context.get(screenRefusal);
  if (refusal) throw refusal;
  return signedInStaff(context);
}

/** The staff member, whatever the screen asks: the admin layout draws its frame for them. */
export function signedInStaff(context: Readonly<RouterContextProvider>): SessionUser {
  const user = context.get(staffMember);
  // A loader reached without the middleware is a wiring mistake, never an open door.
  if (!user) throw new Error("A private address ran without its screenRole middleware");
  return user;
}
