import { useRef, useState } from "react";
import type { Focus } from "~/content/media-image";
import { FocusPicker, FocusSliders, inputClass } from "~/features/admin";
import { imageUrl } from "~/components/picture";
import {
  MAX_UPLOAD_BYTES,
  uploadPicture,
  UploadProgress,
  type UploadAnswer,
} from "~/features/media";
import type { Field, PictureValue } from "~/features/pages";
import { getAt, type Path } from "./doc-state";
import { useEditorContext } from "./editor-context";
import { PictureLibrary } from "./picture-library";
import { idOf, invalidProps, Problem } from "./problem";
import { numberFormat } from "~/i18n/formats";

type PictureField = Extract<Field, { kind: "picture" }>;

/**
 * A picture slot: the current picture cropped as the page will crop it, an upload with its
 * progress, a choice from the media library, the focal point, and the description in both
 * languages (French required).
 */
export function PictureInput({ field, path }: { field: PictureField; path: Path }) {
  const { t, locale, doc, media, addMedia, update, problems } = useEditorContext();
  const value = getAt(doc, path) as PictureValue;
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<Exclude<UploadAnswer, { ok: true }>["error"]>();
  const [library, setLibrary] = useState(false);
  // Set when a new picture took the slot: its descriptions were cleared and the French one is asked.
  const [describe, setDescribe] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const image = value.media ? media[value.media] : undefined;
  const src = image ? image.src : value.art ? imageUrl(value.art, 400) : undefined;
  const focus = value.focus ?? { x: 50, y: 50 };
  const id = idOf(path);
  const percent = numberFormat(locale, { style: "percent" });

  /**
   * Another picture in the slot: the descriptions were written for the old one, so both are
   * cleared and the French one (required) is asked for at once.
   */
  const choose = (mediaId: string) => {
    if (mediaId === value.media) return;
    update([...path, "media"], mediaId);
    update([...path, "alt"], { fr: "", en: "" });
    setDescribe(true);
    requestAnimationFrame(() => document.getElementById(`${id}-alt-fr`)?.focus());
  };
  async function upload(chosen: File | undefined) {
    if (!chosen || progress !== null) return;
    setError(undefined);
    // Told at once, instead of after sending megabytes over a slow connection for nothing.
    if (chosen.size > MAX_UPLOAD_BYTES) return setError("TOO_LARGE");
    setProgress(0);
    const answer = await uploadPicture(chosen, setProgress);
    setProgress(null);
    if (file.current) file.current.value = "";
    if (!answer.ok) return setError(answer.error);
    addMedia(answer.id, answer.image);
    choose(answer.id);
  }
  const setFocus = (next: Focus) => update([...path, "focus"], next);

  return (
    <fieldset
      className="grid gap-3 rounded-lg border border-slate-200 p-3 md:grid-cols-[minmax(0,16rem)_1fr]"
      data-picture={id}
    >
      <legend className="px-1 text-sm font-semibold text-slate-800">{field.label[locale]}</legend>
      <div className="grid gap-2">
        {src && <FocusPicker src={src} focus={focus} onChange={setFocus} />}
        {src && (
          <div>
            <p className="text-xs text-slate-600">{t.picture.cropPreview}</p>
            <img
              src={src}
              alt=""
              style={{
                aspectRatio: String(field.aspect),
                objectPosition: `${focus.x}% ${focus.y}%`,
              }}
              className="w-full rounded-lg object-cover ring-1 ring-slate-300"
              data-crop-preview=""
            />
          </div>
        )}
        <p
          className={`text-sm font-semibold ${image ? "text-green-900" : "text-amber-800"}`}
          data-picture-state={image ? "company" : "artwork"}
        >
          {image ? t.picture.uploaded : t.picture.artwork}
        </p>
      </div>
      <div className="grid content-start gap-3">
        <div className="flex flex-wrap gap-2">
          <label className="inline-flex min-h-10 cursor-pointer items-center rounded-full bg-green-800 px-4 text-sm font-semibold text-white has-[:disabled]:opacity-60">
            {image ? t.picture.replace : t.picture.upload}
            <input
              ref={file}
              type="file"
              accept="image/*"
              className="sr-only"
              disabled={progress !== null}
              onChange={(e) => upload(e.currentTarget.files?.[0])}
              {...invalidProps(problems, [...path, "media"])}
            />
          </label>
          <button
            type="button"
            onClick={() => setLibrary(true)}
            className="min-h-10 rounded-full border border-slate-400 px-4 text-sm"
          >
            {t.picture.library}
          </button>
        </div>
        {progress !== null && (
          <UploadProgress
            fraction={progress}
            label={t.picture.uploading.replace("{percent}", percent.format(progress))}
            processingLabel={t.picture.processing}
          />
        )}
        {error && (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {t.picture.errors[error]}
          </p>
        )}
        <Problem path={[...path, "media"]} />
        <FocusSliders focus={focus} onChange={setFocus} />
        <div className="grid gap-2 sm:grid-cols-2">
          {(["fr", "en"] as const).map((lang) => (
            <div key={lang}>
              <label htmlFor={`${id}-alt-${lang}`} className="block text-sm">
                {t.picture.alt} ({lang === "fr" ? t.editor.french : t.editor.english})
              </label>
              <input
                id={`${id}-alt-${lang}`}
                value={value.alt[lang]}
                maxLength={300}
                placeholder={lang === "en" ? value.alt.fr : undefined}
                onChange={(e) => update([...path, "alt", lang], e.currentTarget.value)}
                className={inputClass}
                {...invalidProps(problems, [...path, "alt", lang])}
              />
              <Problem path={[...path, "alt", lang]} />
            </div>
          ))}
          {describe && !value.alt.fr.trim() ? (
            <p role="status" className="text-sm font-semibold text-amber-800 sm:col-span-2">
              {t.picture.describeNew}
            </p>
          ) : (
            <p className="text-xs text-slate-600 sm:col-span-2">{t.picture.altHint}</p>
          )}
        </div>
      </div>
      {library && (
        <PictureLibrary
          onClose={() => setLibrary(false)}
          onChoose={(picked) => {
            addMedia(picked.id, picked.image);
            choose(picked.id);
            setLibrary(false);
          }}
        />
      )}
    </fieldset>
  );
}
