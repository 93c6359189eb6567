import type { Route } from "./+types/auth-login";
import { rootDataFromMatches, useRootData } from "~/lib/root-data";
import { seoMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFromMatches(matches);
  return root ? seoMeta(root, { ...root.ui.pages.login, noindex: true }) : [];
};

export default function Login() {
  const { ui } = useRootData();
  return (
    <section className="mx-auto max-w-md px-4 py-20">
      <h1 className="text-3xl font-bold text-slate-900">{ui.pages.login.heading}</h1>
    </section>
  );
}
