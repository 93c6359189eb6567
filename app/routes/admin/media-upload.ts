import { data } from "react-router";
import type { Route } from "./+types/media-upload";
import { parseAdminForm } from "~/features/forms/index.server";
import { mediaForm } from "./media-upload.server";
import {
  requireSameOrigin,
  getSessionUser,
  screenRole,
  staffUser,
} from "~/features/auth/index.server";
import { listRecentMedia, storeUpload } from "~/features/media/index.server";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address: it sits beside the admin layout, so it states its own role. */
export const middleware: Route.MiddlewareFunction[] = [
  // A script call gets a message (docs/product/forms.md#admin-messages), not a redirect to sign in.
  async ({ request }, next) =>
    (await getSessionUser(request))
      ? next()
      : Response.json(
          { ok: false, error: "Authentication required to upload media" },
          { status: 401 },
        ),
  screenRole("editor"),
];

const STATUS = { TOO_LARGE: 413, NOT_AN_IMAGE: 415, EMPTY: 400, TOO_SMALL: 422 } as const;

/**
 * The media library's latest pictures, for the page editor's "choose from the library", and how
 * many it holds (the dialog says when it shows only the latest).
 */
export async function loader({ context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  const { pictures, total } = await listRecentMedia(database.db, 60);
  return { media: pictures, total };
}

/**
 * Picture upload for the editors (blog pictures, page pictures). Answers JSON for a script call.
 * The same file sent twice answers the same picture (it is known by its bytes).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = staffUser(context);
  await requireSameOrigin(request);
  const { database } = await getRuntime();
  // The editor's script shows its own words for any refused upload: a code is enough here.
  const form = await parseAdminForm(request, mediaForm);
  const file = form.ok ? form.data.file : undefined;
  if (!file) return data({ ok: false as const, error: "EMPTY" }, { status: 400 });
  const stored = await storeUpload(database, file, user.id);
  if (typeof stored === "string")
    return data({ ok: false as const, error: stored }, { status: STATUS[stored] });
  return { ok: true as const, ...stored };
}
