import { Images } from "~/components/icons";
import type { Route } from "./+types/galleries";
import { LinkButton } from "~/components/blocks";
import { galleriesContent } from "~/content";
import { GalleryView, type AlbumView } from "~/sections/gallery";
import { pick } from "~/features/company";
import { currentSiteData } from "~/features/company/index.server";
import { getLocale } from "~/lib/locale.server";
import { pageMeta } from "~/lib/seo";
import type { IslandsHandle } from "~/islands";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = getLocale(request);
  const site = await currentSiteData();
  const content = galleriesContent(locale, site.facts);
  const albums: AlbumView[] = site.gallery
    .filter((album) => album.photos.length > 0)
    .map((album) => ({
      id: album.id,
      title: pick(album.titleFr, album.titleEn, locale),
      description: pick(album.descriptionFr, album.descriptionEn, locale),
      photos: album.photos.map((photo) => ({
        id: photo.id,
        image: photo.image,
        caption: pick(photo.captionFr, photo.captionEn, locale),
        focus: photo.focus,
      })),
    }));
  return { meta: content.meta, content, albums };
}

export const meta: Route.MetaFunction = pageMeta((_root, { loaderData }) => loaderData?.meta);

/**
 * The company's albums (admin: gallery). Until the first photo, a heading, one friendly line and
 * ways back into the site.
 */
/** A document with islands (decision 037): the browser gets React and the interactive parts. */
export const handle = { islands: true } satisfies IslandsHandle;

export default function Galleries({ loaderData: { content, albums } }: Route.ComponentProps) {
  if (albums.length > 0)
    return (
      <section className="bg-gradient-to-b from-green-50 to-white px-4 py-14 sm:py-20">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-4xl font-extrabold tracking-tight text-balance text-green-950 sm:text-5xl">
            {content.heading}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{content.intro}</p>
          <GalleryView albums={albums} viewer={content.viewer} />
        </div>
      </section>
    );
  return (
    <section className="bg-gradient-to-b from-green-50 to-white px-4 py-20 sm:py-28">
      <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
        <span
          aria-hidden="true"
          className="flex h-16 w-16 items-center justify-center rounded-2xl bg-green-800 text-white shadow-lg"
        >
          <Images className="h-8 w-8" />
        </span>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-green-950 sm:text-5xl">
          {content.heading}
        </h1>
        <p className="mt-5 text-lg text-slate-700">{content.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {content.links.map((link, index) => (
            <LinkButton
              key={link.href}
              link={link}
              variant={index === 0 ? "primary" : "secondary"}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
