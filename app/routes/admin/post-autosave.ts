import { data } from "react-router";
import type { Route } from "./+types/post-autosave";
import { autosaveAction } from "~/features/admin/index.server";
import { cleanPostTyping, getPostById } from "~/features/blog/index.server";
import { screenRole } from "~/features/auth/index.server";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address: it sits beside the admin layout, so it states its own role. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("editor")];

/** The post editor's autosave (a fetch from the editor, answered as JSON). */
export async function action({ request, params, context }: Route.ActionArgs) {
  return autosaveAction(
    { request, context },
    {
      async target() {
        const { database } = await getRuntime();
        if (!(await getPostById(database, params.id))) throw data(null, { status: 404 });
        return `post:${params.id}`;
      },
      clean: cleanPostTyping,
    },
  );
}
