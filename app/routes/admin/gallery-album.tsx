import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { MediaPicture } from "~/components/media-picture";
import { objectPositionOf } from "~/content/media-image";
import {
  useAdmin,
  BilingualField,
  FocusPicker,
  FocusSliders,
  ProblemList,
  RowActions,
} from "~/features/admin";
import type { GalleryAlbum, GalleryPhoto } from "~/features/company/index.server";
import type { FieldProblems } from "~/features/forms";

// The gallery screen's parts: an album's texts, its upload form and its photos.

export function AlbumFields({
  album,
  problems,
}: {
  album?: GalleryAlbum;
  problems: FieldProblems;
}) {
  const { t } = useAdmin();
  const g = t.site.gallery;
  return (
    <div className="grid gap-3">
      <BilingualField
        name="title"
        label={g.albumTitle}
        fr={album?.titleFr ?? ""}
        en={album?.titleEn ?? ""}
        problems={problems}
        required
        maxLength={120}
      />
      <BilingualField
        name="description"
        label={g.albumDescription}
        fr={album?.descriptionFr ?? ""}
        en={album?.descriptionEn ?? ""}
        problems={problems}
        maxLength={500}
        multiline
      />
      <ProblemList problems={problems} />
    </div>
  );
}

export function AlbumEditor({
  album,
  problemsOf,
  uploadKey,
}: {
  album: GalleryAlbum;
  problemsOf: (id: string) => FieldProblems;
  /** Changes after each upload to this album: the upload form starts empty again. */
  uploadKey: string;
}) {
  const { t, locale } = useAdmin();
  const g = t.site.gallery;
  // Named in the staff member's language, the French standing in for a missing English.
  const inLocale = (fr: string, en: string) => (locale === "en" && en) || fr;
  const title = inLocale(album.titleFr, album.titleEn);
  // While this album's photos are being sent, a second tap cannot send them again.
  const pending = useNavigation().formData;
  const uploading = pending?.get("intent") === "upload" && pending.get("id") === album.id;
  return (
    <section
      data-album={album.titleFr}
      className="mt-8 rounded-xl border border-slate-300 bg-white p-5"
      aria-label={title}
    >
      <Form method="post" noValidate>
        <input type="hidden" name="id" value={album.id} />
        <input type="hidden" name="target" value="album" />
        <AlbumFields album={album} problems={problemsOf(album.id)} />
        <RowActions what={title} />
      </Form>
      <Form
        key={uploadKey}
        method="post"
        encType="multipart/form-data"
        noValidate
        className="mt-5 rounded-lg bg-slate-50 p-4"
      >
        <input type="hidden" name="id" value={album.id} />
        <input type="hidden" name="target" value="album" />
        <label className="block text-sm font-semibold">
          {g.photos}
          <input
            type="file"
            name="photos"
            multiple
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="mt-1 block"
          />
        </label>
        <div className="mt-3">
          <BilingualField name="caption" label={g.caption} fr="" en="" maxLength={200} />
        </div>
        <button
          name="intent"
          value="upload"
          disabled={uploading}
          className="mt-3 rounded-full bg-green-800 px-5 py-2 font-semibold text-white disabled:opacity-60"
        >
          {g.upload}
        </button>
        {uploading && (
          <p role="status" className="mt-2 text-sm text-slate-700" data-upload-progress="album">
            {g.uploadingPhotos}
          </p>
        )}
      </Form>
      {album.photos.length === 0 ? (
        <p className="mt-4 text-sm text-amber-800">{g.noPhotos}</p>
      ) : (
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {album.photos.map((photo, index) => (
            <li key={photo.id} data-admin-photo={photo.id} className="rounded-lg border p-3">
              <PhotoEditor
                photo={photo}
                what={
                  inLocale(photo.captionFr, photo.captionEn) ||
                  g.photoWhat.replace("{n}", String(index + 1)).replace("{album}", title)
                }
                alt={inLocale(photo.captionFr, photo.captionEn)}
                problems={problemsOf(photo.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A photo of an album as the gallery crops it, its caption, and its focal point (folded away
 * until asked for: most photos are fine cropped around their centre).
 */
function PhotoEditor({
  photo,
  what,
  alt,
  problems,
}: {
  photo: GalleryPhoto;
  what: string;
  alt: string;
  problems: FieldProblems;
}) {
  const { t } = useAdmin();
  const g = t.site.gallery;
  const [focus, setFocus] = useState(photo.focus);
  return (
    <Form method="post" noValidate>
      <MediaPicture
        image={photo.image}
        alt={alt}
        sizes="(min-width: 1024px) 30vw, 100vw"
        className="aspect-[4/3] w-full rounded object-cover"
        objectPosition={objectPositionOf(focus)}
      />
      <input type="hidden" name="id" value={photo.id} />
      <input type="hidden" name="target" value="photo" />
      <details className="mt-2 rounded border border-slate-200 p-2" data-photo-focus="">
        <summary className="min-h-10 cursor-pointer py-2 text-sm font-semibold">
          {g.framing}
        </summary>
        <div className="grid gap-3 pt-2">
          <FocusPicker src={photo.image.src} focus={focus} onChange={setFocus} />
          <FocusSliders focus={focus} onChange={setFocus} names={{ x: "focusX", y: "focusY" }} />
        </div>
      </details>
      <div className="mt-2">
        <BilingualField
          name="caption"
          label={g.caption}
          fr={photo.captionFr}
          en={photo.captionEn}
          maxLength={200}
        />
      </div>
      <ProblemList problems={problems} />
      <RowActions what={what} />
    </Form>
  );
}
