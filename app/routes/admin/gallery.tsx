import { data, Form, useNavigation } from "react-router";
import { adminAction, orderedRows } from "~/features/admin/index.server";
import type { Route } from "./+types/gallery";
import { MediaPicture } from "~/components/media-picture";
import {
  useAdmin,
  BilingualField,
  OrderedRowsTop,
  ProblemList,
  RowActions,
  useOrderedRows,
} from "~/features/admin";
import { galleryForm } from "./gallery.server";
import { requireRole } from "~/features/auth/index.server";
import { storeUpload } from "~/features/media/index.server";
import {
  addAlbum,
  addPhotos,
  listAlbums,
  photoAlbum,
  removeAlbum,
  removePhoto,
  updateAlbum,
  updatePhoto,
  type GalleryAlbum,
} from "~/features/company/index.server";
import type { FieldProblems } from "~/features/forms";
import { getRuntime } from "~/runtime/runtime.server";

/** The gallery's albums and photos: editors and administrators. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "editor");
  const { database } = await getRuntime();
  return { albums: await listAlbums(database.db) };
}

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, { role: "editor", form: galleryForm }, async (user, form) => {
    const { database } = await getRuntime();
    const input = form.data;
    const target = input.intent === "add" || input.intent === "upload" ? "album" : input.target;
    const rows = orderedRows(database, user, {
      action: `gallery.${target}`,
      type: `gallery_${target}`,
    });
    if (input.intent === "remove") {
      const id = input.id;
      return rows.remove(
        id,
        target === "photo" ? removePhoto(database, id) : removeAlbum(database, id),
      );
    }
    if (input.intent === "up" || input.intent === "down") {
      if (target === "album") return rows.move("gallery_albums", input.id, input.intent);
      // Photos move within their album.
      const album = await photoAlbum(database.db, input.id);
      const scope = album ? { column: "album_id" as const, value: album } : undefined;
      return rows.move("gallery_photos", input.id, input.intent, scope);
    }
    if (input.intent === "save" && input.target === "photo") {
      const caption = { captionFr: input.captionFr, captionEn: input.captionEn };
      return rows.update(input.id, updatePhoto(database, input.id, caption), caption);
    }
    if (input.intent === "upload") {
      const stored: string[] = [];
      for (const file of input.photos) {
        const result = await storeUpload(database, file, user.id);
        // One bad file refuses the batch: nothing half-added to the album.
        if (typeof result === "string") return rows.refuse(input.id, { photos: "IMAGE" });
        stored.push(result.id);
      }
      const caption = { captionFr: input.captionFr, captionEn: input.captionEn };
      const photos = stored.map((mediaId) => ({ mediaId, ...caption }));
      if (!(await addPhotos(database, input.id, photos))) throw data(null, { status: 404 });
      return rows.finish("upload", input.id, { photos: stored.length, ...caption });
    }
    const texts = {
      titleFr: input.titleFr,
      titleEn: input.titleEn,
      descriptionFr: input.descriptionFr,
      descriptionEn: input.descriptionEn,
    };
    if (input.intent === "add") return rows.finish("add", await addAlbum(database, texts), texts);
    return rows.update(input.id, updateAlbum(database, input.id, texts), texts);
  });
}

export default function Gallery({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdmin();
  const g = t.site.gallery;
  const { message, refusal, problemsOf, freshKey } = useOrderedRows(actionData, {
    upload: g.added,
    add: g.created,
    remove: g.removed,
  });
  return (
    <>
      <OrderedRowsTop title={g.title} intro={g.intro} message={message} refusal={refusal} />
      {loaderData.albums.length === 0 && <p className="mt-6 text-slate-600">{g.none}</p>}
      {loaderData.albums.map((album) => (
        <AlbumEditor
          key={album.id}
          album={album}
          problemsOf={problemsOf}
          uploadKey={freshKey("upload", album.id)}
        />
      ))}
      <h2 className="mt-10 text-xl font-semibold">{g.newAlbum}</h2>
      <Form
        key={freshKey("add")}
        method="post"
        noValidate
        className="mt-3 rounded-xl border border-slate-200 bg-white p-5"
      >
        <AlbumFields problems={problemsOf("")} />
        <button
          name="intent"
          value="add"
          className="mt-3 rounded-full bg-green-800 px-5 py-2 font-semibold text-white"
        >
          {g.createAlbum}
        </button>
      </Form>
    </>
  );
}

function AlbumFields({ album, problems }: { album?: GalleryAlbum; problems: FieldProblems }) {
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

function AlbumEditor({
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
      </Form>
      {album.photos.length === 0 ? (
        <p className="mt-4 text-sm text-amber-800">{g.noPhotos}</p>
      ) : (
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {album.photos.map((photo, index) => (
            <li key={photo.id} data-admin-photo={photo.id} className="rounded-lg border p-3">
              <MediaPicture
                image={photo.image}
                alt={inLocale(photo.captionFr, photo.captionEn)}
                sizes="(min-width: 1024px) 30vw, 100vw"
                className="aspect-[4/3] w-full rounded object-cover"
              />
              <Form method="post" noValidate className="mt-2">
                <input type="hidden" name="id" value={photo.id} />
                <input type="hidden" name="target" value="photo" />
                <BilingualField
                  name="caption"
                  label={g.caption}
                  fr={photo.captionFr}
                  en={photo.captionEn}
                  maxLength={200}
                />
                <RowActions
                  what={
                    inLocale(photo.captionFr, photo.captionEn) ||
                    g.photoWhat.replace("{n}", String(index + 1)).replace("{album}", title)
                  }
                />
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
