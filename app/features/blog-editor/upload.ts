import { uploadPicture } from "~/features/media";

export type UploadResult =
  { ok: true; url: string; width: number; height: number } | { ok: false; error: string };

/**
 * Sends a picture to the media library; the server checks, resizes and strips it, and knows a
 * file it already has by its bytes. `onProgress` follows the sending (0 to 1).
 */
export async function uploadImage(
  file: File,
  onProgress: (fraction: number) => void = () => {},
): Promise<UploadResult> {
  const answer = await uploadPicture(file, onProgress);
  if (!answer.ok) return { ok: false, error: answer.error };
  return {
    ok: true,
    url: answer.image.src,
    width: answer.image.width,
    height: answer.image.height,
  };
}
