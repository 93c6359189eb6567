import type { Route } from "./+types/home";
import { homeContent } from "~/content";
import { getLocale } from "~/i18n/locale.server";
import { rootDataFromMatches } from "~/lib/root-data";
import { seoMeta } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  const content = homeContent(getLocale(request));
  return { meta: content.meta };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataFromMatches(matches);
  return root && loaderData ? seoMeta(root, loaderData.meta) : [];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section className="bg-green-50 px-4 py-16">
      <h1 className="mx-auto max-w-7xl text-4xl font-bold text-green-950">{loaderData.meta.title}</h1>
    </section>
  );
}
