import type * as z from "zod";
import { data, type RouterContextProvider } from "react-router";
import {
  allows,
  requireSameOrigin,
  staffUser,
  type SessionUser,
} from "~/features/auth/index.server";
import { parseAdminForm, type AdminForm } from "~/features/forms/index.server";

/**
 * What every admin action does first, in one place: a request from this site's own pages, and
 * its form read through its schema (a refused form is answered 400 before the handler runs). Who
 * may act is the screen's `screenRole`; `adminOnly` narrows one action of a wider screen. The
 * handler gets the staff member and the form.
 */
export async function adminAction<S extends z.ZodType, T>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  { form, adminOnly = false }: { form: AdminForm<S>; adminOnly?: boolean },
  handler: (user: SessionUser, form: { data: z.output<S> }) => Promise<T>,
) {
  const user = staffUser(context);
  if (adminOnly && !allows(user, "admin")) throw data({ error: "FORBIDDEN" }, { status: 403 });
  await requireSameOrigin(request);
  const read = await parseAdminForm(request, form);
  if (!read.ok) return data(read.refusal, { status: 400 });
  return handler(user, read);
}
