import { data, Form, useNavigation } from "react-router";
import { adminAction } from "~/features/admin/index.server";
import type { Route } from "./+types/gallery";
import { MediaPicture } from "~/components/media-picture";
import { useAdmin, RefusalNotice, BilingualField, ProblemList, RowActions } from "~/features/admin";
import { isRefusal, rowProblems } from "~/features/forms";
import { galleryForm } from "./gallery.server";
import { audit, requireRole } from "~/features/auth/index.server";
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
  invalidateSiteData,
  moveRow,
} from "~/features/company/index.server";
import type { FieldProblems } from "~/features/forms";
import { getRuntime } from "~/runtime/runtime.server";

/** The gallery's albums and photos: editors and administrators. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "editor");
  const { database } = await getRuntime();
  return { albums: await listAlbums(database.db) };
}

type Outcome = { done: string | undefined; id: string; problems: FieldProblems };

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, { role: "editor", form: galleryForm }, async (user, form) => {
    const { database } = await getRuntime();
    const input = form.data;
    const id = input.intent === "add" ? "" : input.id;
    const target = input.intent === "add" || input.intent === "upload" ? "album" : input.target;
    const refuse = (problems: FieldProblems) =>
      data({ done: undefined, id, problems } satisfies Outcome, { status: 400 });
    const finish = async (done: string, targetId: string, details?: unknown) => {
      invalidateSiteData(database);
      await audit(
        user,
        `gallery.${target}.${done}`,
        { type: `gallery_${target}`, id: targetId },
        details,
      );
      return { done, id: targetId, problems: {} } satisfies Outcome;
    };

    if (input.intent === "remove") {
      const ok =
        target === "photo" ? await removePhoto(database, id) : await removeAlbum(database, id);
      if (!ok) throw data(null, { status: 404 });
      return finish("remove", id);
    }
    if (input.intent === "up" || input.intent === "down") {
      const table = target === "photo" ? "gallery_photos" : "gallery_albums";
      const album = target === "photo" ? await photoAlbum(database.db, id) : null;
      await moveRow(
        database.db,
        table,
        id,
        input.intent,
        album ? { column: "album_id", value: album } : undefined,
      );
      return finish(`move-${input.intent}`, id);
    }
    if (input.intent === "save" && input.target === "photo") {
      const caption = { captionFr: input.captionFr, captionEn: input.captionEn };
      if (!(await updatePhoto(database, id, caption))) throw data(null, { status: 404 });
      return finish("update", id, caption);
    }
    if (input.intent === "upload") {
      const stored: string[] = [];
      for (const file of input.photos) {
        const result = await storeUpload(database, file, user.id);
        // One bad file refuses the batch: nothing half-added to the album.
        if (typeof result === "string") return refuse({ photos: "IMAGE" });
        stored.push(result.id);
      }
      const caption = { captionFr: input.captionFr, captionEn: input.captionEn };
      const added = await addPhotos(
        database,
        id,
        stored.map((mediaId) => ({ mediaId, ...caption })),
      );
      if (!added) throw data(null, { status: 404 });
      return finish("upload", id, { photos: stored.length, ...caption });
    }
    const texts = {
      titleFr: input.titleFr,
      titleEn: input.titleEn,
      descriptionFr: input.descriptionFr,
      descriptionEn: input.descriptionEn,
    };
    if (input.intent === "add") return finish("add", await addAlbum(database, texts), texts);
    if (!(await updateAlbum(database, id, texts))) throw data(null, { status: 404 });
    return finish("update", id, texts);
  });
}

export default function Gallery({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdmin();
  const g = t.site.gallery;
  const refusal = isRefusal(actionData) ? actionData : undefined;
  const outcome = isRefusal(actionData) ? undefined : actionData;
  const done = outcome?.done;
  const message = done
    ? (({ upload: g.added, add: g.created, remove: g.removed } as Record<string, string>)[done] ??
      t.site.saved)
    : undefined;
  const problemsOf = (id: string) => rowProblems(actionData, id);
  return (
    <>
      <h1 className="text-2xl font-bold">{g.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{g.intro}</p>
      {message && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-900">
          {message}
        </p>
      )}
      {/* Typed values to correct show beside their fields, in their form. */}
      <RefusalNotice answer={refusal?.refused === "fields" ? undefined : refusal} />
      {loaderData.albums.length === 0 && <p className="mt-6 text-slate-600">{g.none}</p>}
      {loaderData.albums.map((album) => (
        <AlbumEditor key={album.id} album={album} problemsOf={problemsOf} />
      ))}
      <h2 className="mt-10 text-xl font-semibold">{g.newAlbum}</h2>
      <Form
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
}: {
  album: GalleryAlbum;
  problemsOf: (id: string) => FieldProblems;
}) {
  const { t } = useAdmin();
  const g = t.site.gallery;
  // While this album's photos are being sent, a second tap cannot send them again.
  const pending = useNavigation().formData;
  const uploading = pending?.get("intent") === "upload" && pending.get("id") === album.id;
  return (
    <section
      data-album={album.titleFr}
      className="mt-8 rounded-xl border border-slate-300 bg-white p-5"
      aria-label={album.titleFr}
    >
      <Form method="post" noValidate>
        <input type="hidden" name="id" value={album.id} />
        <input type="hidden" name="target" value="album" />
        <AlbumFields album={album} problems={problemsOf(album.id)} />
        <RowActions />
      </Form>
      <Form
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
          {album.photos.map((photo) => (
            <li key={photo.id} data-admin-photo={photo.id} className="rounded-lg border p-3">
              <MediaPicture
                image={photo.image}
                alt={photo.captionFr}
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
                <RowActions />
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
