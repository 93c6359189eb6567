import type { Route } from "./+types/page-autosave";
import { pageAutosaveAction } from "~/features/page-editor/index.server";

/** The Pages editor's autosave (a fetch from the editor, answered as JSON). */
export async function action({ request, params }: Route.ActionArgs) {
  return pageAutosaveAction(request, params.page);
}
