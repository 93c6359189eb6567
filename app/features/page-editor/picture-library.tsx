import { useEffect, useRef, useState } from "react";
import type { MediaImage } from "~/content/media-image";
import { useEditorContext } from "./editor-context";
import { fetchLibrary } from "~/features/media";
import { formatNumber, plural } from "~/lib/plural";

type Picked = { id: string; image: MediaImage; name: string };

/** The media library as a dialog of thumbnails: a picture already uploaded can be used again. */
export function PictureLibrary({
  onClose,
  onChoose,
}: {
  onClose: () => void;
  onChoose: (p: Picked) => void;
}) {
  const { t, locale } = useEditorContext();
  const dialog = useRef<HTMLDialogElement>(null);
  const [library, setLibrary] = useState<{ pictures: Picked[]; total: number } | null>(null);
  const pictures = library?.pictures;
  useEffect(() => {
    dialog.current?.showModal();
    let live = true;
    fetchLibrary().then((found) => live && setLibrary(found));
    return () => {
      live = false;
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="library-title"
      className="m-auto w-[min(56rem,95vw)] rounded-xl p-4 backdrop:bg-black/50"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="library-title" className="text-lg font-bold">
          {t.picture.libraryTitle}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="min-h-9 rounded-full border border-slate-400 px-3 text-sm"
        >
          {t.picture.close}
        </button>
      </div>
      {pictures?.length === 0 && <p className="mt-4">{t.picture.libraryEmpty}</p>}
      {library && library.total > library.pictures.length && (
        <p className="mt-4 text-slate-700">
          {plural(locale, library.total, t.picture.libraryShown, {
            shown: formatNumber(locale, library.pictures.length),
          })}
        </p>
      )}
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {pictures?.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              onClick={() => onChoose(p)}
              className="block w-full text-left"
              data-library-picture={p.id}
            >
              <img
                src={p.image.src}
                alt=""
                className="aspect-square w-full rounded-lg object-cover"
                loading="lazy"
              />
              <span className="mt-1 block truncate text-xs">
                {t.picture.choose} : {p.name}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
