import { useCallback, useEffect, useRef, useState } from "react";
import { MediaPicture } from "~/components/media-picture";
import { fillTemplate } from "~/i18n/template";
import type { GalleriesContent } from "~/content/types";
import { largestWebp, objectPositionOf, type Focus, type MediaImage } from "~/content/media-image";

export interface AlbumView {
  id: string;
  title: string;
  description: string;
  /** `focus`: the point the thumbnail's crop keeps in view. */
  photos: { id: string; image: MediaImage; caption: string; focus?: Focus }[];
}

// A thumbnail links to its picture's largest WebP (largestWebp), which the viewer shows too.

/**
 * The albums as a grid of figures. Each thumbnail is a link to the full picture, so the page
 * works without JavaScript; with it, a click opens the viewer (a native <dialog>: focus kept
 * inside, Escape closes) with previous/next buttons, arrow keys and swipes.
 */
export function GalleryView({
  albums,
  viewer,
}: {
  albums: AlbumView[];
  viewer: GalleriesContent["viewer"];
}) {
  const photos = albums.flatMap((a) => a.photos);
  const [open, setOpen] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const swipe = useRef<number | null>(null);
  const step = useCallback(
    (delta: number) =>
      setOpen((i) => (i === null ? i : (i + delta + photos.length) % photos.length)),
    [photos.length],
  );
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open !== null && !d.open) d.showModal();
    if (open === null && d.open) d.close();
  }, [open]);
  // Arrow keys and swipes anywhere in the open viewer (listeners on the dialog itself).
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight") step(1);
      if (event.key === "ArrowLeft") step(-1);
    };
    const onDown = (event: PointerEvent) => {
      swipe.current = event.clientX;
    };
    const onUp = (event: PointerEvent) => {
      const start = swipe.current;
      swipe.current = null;
      if (start !== null && Math.abs(event.clientX - start) > 50)
        step(event.clientX < start ? 1 : -1);
    };
    // A dragged picture would cancel the pointer: keep the gesture a swipe.
    const onDrag = (event: DragEvent) => event.preventDefault();
    d.addEventListener("keydown", onKey);
    d.addEventListener("pointerdown", onDown);
    d.addEventListener("pointerup", onUp);
    d.addEventListener("dragstart", onDrag);
    return () => {
      d.removeEventListener("keydown", onKey);
      d.removeEventListener("pointerdown", onDown);
      d.removeEventListener("pointerup", onUp);
      d.removeEventListener("dragstart", onDrag);
    };
  }, [step]);
  const current = open === null ? undefined : photos[open];
  // Where each album's photos start in the viewer's one list.
  const offsets = albums.map((_, a) =>
    albums.slice(0, a).reduce((sum, album) => sum + album.photos.length, 0),
  );
  return (
    <>
      {albums.map((album, a) => (
        <section key={album.id} aria-labelledby={`album-${album.id}`} className="mt-12">
          <h2 id={`album-${album.id}`} className="text-2xl font-bold text-slate-900">
            {album.title}
          </h2>
          {album.description && <p className="mt-2 text-slate-700">{album.description}</p>}
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {album.photos.map((photo, p) => {
              const n = offsets[a]! + p;
              return (
                <li key={photo.id}>
                  <figure data-gallery-photo={photo.id}>
                    <a
                      href={largestWebp(photo.image)}
                      onClick={(event) => {
                        if (event.button !== 0 || event.metaKey || event.ctrlKey) return;
                        event.preventDefault();
                        setOpen(n);
                      }}
                      aria-label={photo.caption || fillTemplate(viewer.open, { n: String(n + 1) })}
                      className="block overflow-hidden rounded-xl bg-green-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
                    >
                      <MediaPicture
                        image={photo.image}
                        alt={photo.caption}
                        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                        className="aspect-[4/3] h-full w-full object-cover transition-transform hover:scale-105"
                        objectPosition={objectPositionOf(photo.focus)}
                      />
                    </a>
                    {photo.caption && (
                      <figcaption className="mt-1.5 text-sm text-slate-700">
                        {photo.caption}
                      </figcaption>
                    )}
                  </figure>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <dialog
        ref={dialog}
        aria-label={viewer.label}
        onClose={() => setOpen(null)}
        className="m-auto max-h-[100dvh] w-full max-w-5xl touch-pan-y bg-transparent p-2 backdrop:bg-black/85"
      >
        {current && (
          <figure className="flex flex-col items-center">
            <MediaPicture
              image={current.image}
              alt={current.caption}
              sizes="100vw"
              priority
              className="max-h-[80dvh] w-auto rounded-lg object-contain"
            />
            <figcaption className="mt-2 text-center text-white">
              {current.caption}{" "}
              <span className="text-white/70" data-testid="viewer-position">
                (
                {fillTemplate(viewer.position, {
                  n: String(open! + 1),
                  total: String(photos.length),
                })}
                )
              </span>
            </figcaption>
          </figure>
        )}
        <div className="mt-3 flex justify-center gap-3">
          {photos.length > 1 && (
            <button
              type="button"
              onClick={() => step(-1)}
              className="rounded-full bg-white px-4 py-2 font-semibold text-slate-900"
            >
              {viewer.previous}
            </button>
          )}
          <button
            type="button"
            onClick={() => setOpen(null)}
            autoFocus
            className="rounded-full bg-white px-4 py-2 font-semibold text-slate-900"
          >
            {viewer.close}
          </button>
          {photos.length > 1 && (
            <button
              type="button"
              onClick={() => step(1)}
              className="rounded-full bg-white px-4 py-2 font-semibold text-slate-900"
            >
              {viewer.next}
            </button>
          )}
        </div>
      </dialog>
    </>
  );
}
