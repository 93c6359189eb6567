import type * as z from "zod";
import {
  requireRole,
  requireSameOrigin,
  requireStaff,
  type SessionUser,
} from "~/features/auth/index.server";
import type { Role } from "~/features/auth";
import type { AdminForm } from "~/features/forms/index.server";
import { readAdminForm } from "~/features/forms/index.server";

/**
 * What every admin action does first, in one place: the role it needs ("staff": any signed-in
 * team member), a request from this site's own pages, and its form read through its schema (a
 * refused form is answered 400 before the handler runs). The handler gets the user and the form.
 */
export async function adminAction<S extends z.ZodType, T>(
  request: Request,
  { role, form }: { role: Role | "staff"; form: AdminForm<S> },
  handler: (user: SessionUser, form: { data: z.output<S> }) => Promise<T>,
) {
  const user = role === "staff" ? await requireStaff(request) : await requireRole(request, role);
  await requireSameOrigin(request);
  const read = await readAdminForm(request, form);
  if (!read.ok) return read.refused;
  return handler(user, read);
}
