import { useEffect, useRef, useState } from "react";
import { MAX_UPLOAD_BYTES, uploadPicture, percentText, UploadProgress } from "~/features/media";
import { useAdmin } from "./admin-data";

/**
 * A photo input that, with JavaScript, sends the chosen photo at once with its progress and puts
 * the stored picture's id in `{name}MediaId`: the form then carries a few bytes, not megabytes,
 * and a submit made while the photo is on its way waits for it (sent once, never twice). Without
 * JavaScript it is a plain file input, as before.
 */
export function PhotoUploadField({ name, label }: { name: string; label: string }) {
  const { t, locale } = useAdmin();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [picture, setPicture] = useState<{ id: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);
  // A tap on the form's button while the photo is on its way: sent once the photo is stored.
  const waiting = useRef<HTMLElement | null | undefined>(undefined);
  const uploading = progress !== null;

  useEffect(() => {
    const form = input.current?.form;
    if (!form || !uploading) return;
    const hold = (e: SubmitEvent) => {
      e.preventDefault();
      e.stopImmediatePropagation();
      waiting.current = e.submitter;
    };
    form.addEventListener("submit", hold, { capture: true });
    return () => form.removeEventListener("submit", hold, { capture: true });
  }, [uploading]);

  // Once the picture's id is in the form, a held submit goes out (with the button it came from).
  useEffect(() => {
    const form = input.current?.form;
    if (!picture || waiting.current === undefined || !form) return;
    const submitter = waiting.current;
    waiting.current = undefined;
    form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : undefined);
  }, [picture]);

  async function send(field: HTMLInputElement) {
    const file = field.files?.[0];
    if (!file || uploading) return;
    setFailed(false);
    if (file.size > MAX_UPLOAD_BYTES) return setFailed(true);
    setProgress(0);
    const answer = await uploadPicture(file, setProgress);
    setProgress(null);
    if (!answer.ok) {
      waiting.current = undefined;
      return setFailed(true);
    }
    // Sent: the file input is emptied, so the form does not send the bytes a second time.
    field.value = "";
    setPicture({ id: answer.id, src: answer.image.src });
  }

  return (
    <div>
      <label className="block text-sm font-semibold">
        {label}
        <input
          ref={input}
          type="file"
          name={name}
          accept="image/jpeg,image/png,image/webp,image/avif"
          disabled={uploading}
          onChange={(e) => send(e.currentTarget)}
          className="mt-1 block"
        />
      </label>
      {picture && (
        <>
          <input type="hidden" name={`${name}MediaId`} value={picture.id} />
          <img src={picture.src} alt="" className="mt-2 h-20 w-auto rounded" data-uploaded="" />
        </>
      )}
      {uploading && (
        <UploadProgress
          fraction={progress}
          label={t.posts.editor.uploading.replace("{percent}", percentText(progress, locale))}
          processingLabel={t.posts.editor.processing}
        />
      )}
      {failed && (
        <p role="alert" className="mt-1 text-sm font-semibold text-red-800">
          {t.site.problems.IMAGE}
        </p>
      )}
    </div>
  );
}
