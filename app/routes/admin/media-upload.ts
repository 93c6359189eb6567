import { data } from "react-router";
import type { Route } from "./+types/media-upload";
import { parseAdminForm } from "~/features/admin/admin-form.server";
import { mediaForm } from "~/features/admin/forms/media.server";
import { requireRole, requireSameOrigin } from "~/features/auth/guards.server";
import { getSessionUser } from "~/features/auth/session.server";
import { storeUpload } from "~/features/media/media.server";
import { getRuntime } from "~/runtime/runtime.server";

/** Image upload for the editor (cover and inline pictures). Answers JSON for a fetch call. */
export async function action({ request }: Route.ActionArgs) {
  // A script call gets a message (docs/product/forms.md#admin-messages), not a redirect to sign in.
  if (!(await getSessionUser(request)))
    return data(
      { ok: false as const, error: "Authentication required to upload media" },
      { status: 401 },
    );
  const user = await requireRole(request, "editor");
  await requireSameOrigin(request);
  const { database } = await getRuntime();
  // The editor's script shows its own words for any refusal: a code is enough here.
  const form = await parseAdminForm(request, mediaForm);
  const file = form.ok ? form.data.file : undefined;
  if (!file) return data({ ok: false as const, error: "EMPTY" }, { status: 400 });
  const stored = await storeUpload(database, file, user.id);
  if (typeof stored === "string")
    return data(
      { ok: false as const, error: stored },
      { status: stored === "TOO_LARGE" ? 413 : 415 },
    );
  return { ok: true as const, ...stored };
}
