import type { Route } from "./+types/blog";
import { rootDataFromMatches, useRootData } from "~/lib/root-data";
import { seoMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFromMatches(matches);
  return root ? seoMeta(root, root.ui.pages.blog) : [];
};

export default function Blog() {
  const { ui } = useRootData();
  return (
    <section className="bg-green-50 px-4 py-16">
      <h1 className="mx-auto max-w-7xl text-4xl font-bold text-green-950">{ui.pages.blog.heading}</h1>
    </section>
  );
}
