import type { Route } from "./+types/admin";
import { requireUser } from "~/features/auth/session.server";
import { rootDataFromMatches, useRootData } from "~/lib/root-data";
import { seoMeta } from "~/lib/seo";

/** The private area. The server refuses anyone without a session before any of it is sent. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { user: { name: user.name || user.email.split("@")[0], email: user.email } };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFromMatches(matches);
  if (!root) return [];
  return seoMeta(root, { title: root.ui.pages.admin.title, description: root.ui.pages.admin.description, noindex: true });
};

export default function Admin({ loaderData }: Route.ComponentProps) {
  const { ui } = useRootData();
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">{ui.pages.admin.heading}</h1>
      <p className="mt-2 text-slate-600">{loaderData.user.name}</p>
    </main>
  );
}
