import type { Route } from "./+types/page-autosave";
import { screenRole } from "~/features/auth/index.server";
import { pageAutosaveAction } from "~/features/page-editor/index.server";

/** Who may use this address: it sits beside the admin layout, so it states its own role. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("editor")];

/** The Pages editor's autosave (a fetch from the editor, answered as JSON). */
export async function action({ request, params, context }: Route.ActionArgs) {
  return pageAutosaveAction({ request, context }, params.page);
}
