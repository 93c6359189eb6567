import { data, Form } from "react-router";
import { adminAction, orderedRows } from "~/features/admin/index.server";
import type { Route } from "./+types/gallery";
import { useAdmin, OrderedRowsTop, useOrderedRows } from "~/features/admin";
import { AlbumEditor, AlbumFields } from "./gallery-album";
import { galleryForm } from "./gallery.server";
import { screenRole, staffUser } from "~/features/auth/index.server";
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
} from "~/features/company/index.server";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("editor")];

/** The gallery's albums and photos: editors and administrators. */
export async function loader({ context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  return { albums: await listAlbums(database.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return adminAction({ request, context }, { form: galleryForm }, async (user, form) => {
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
      const photo = {
        captionFr: input.captionFr,
        captionEn: input.captionEn,
        focus: { x: input.focusX, y: input.focusY },
      };
      return rows.update(input.id, updatePhoto(database, input.id, photo), photo);
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
