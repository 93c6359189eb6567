import { data } from "react-router";
import type { Route } from "./+types/blog-article";
import { rootDataFromMatches, useRootData } from "~/lib/root-data";
import { seoMeta } from "~/lib/seo";

/** Until the blog is stored (blog issue), no slug exists: the spec's not-found article state. */
export function loader() {
  return data({ post: null }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFromMatches(matches);
  return root ? seoMeta(root, { ...root.ui.pages.article, noindex: true }) : [];
};

export default function BlogArticle() {
  const { ui } = useRootData();
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{ui.pages.article.notFound}</h1>
    </section>
  );
}
