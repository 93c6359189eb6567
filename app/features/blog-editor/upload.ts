export type UploadResult =
  { ok: true; url: string; width: number; height: number } | { ok: false; error: string };

/** Sends a picture to the media library; the server checks, resizes and strips it. */
export async function uploadImage(file: File): Promise<UploadResult> {
  const body = new FormData();
  body.append("file", file);
  try {
    const res = await fetch("/admin/media", {
      method: "POST",
      body,
      headers: { accept: "application/json" },
    });
    const json = (await res.json()) as UploadResult;
    return res.ok ? json : { ok: false, error: "error" in json ? json.error : String(res.status) };
  } catch (error) {
    return { ok: false, error: String(error) };
  }
}
