import type { MediaImage } from "~/content/media-image";
import { href } from "react-router";

export type UploadAnswer =
  | { ok: true; id: string; image: MediaImage }
  | { ok: false; error: "TOO_LARGE" | "NOT_AN_IMAGE" | "TOO_SMALL" | "EMPTY" | "network" };

const CODES = ["TOO_LARGE", "NOT_AN_IMAGE", "TOO_SMALL", "EMPTY"] as const;

/**
 * Sends a picture to the media library, reporting progress (a phone photo on a slow connection
 * takes a while). The server knows a file by its bytes, so a retry never stores it twice.
 */
export function uploadPicture(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", href("/admin/media"));
    request.setRequestHeader("accept", "application/json");
    request.responseType = "json";
    request.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    request.onerror = () => resolve({ ok: false, error: "network" });
    request.onload = () => {
      const body = request.response as Record<string, unknown> | null;
      if (request.status === 200 && body?.ok && typeof body.id === "string") {
        const width = Number(body.width);
        resolve({
          ok: true,
          id: body.id,
          image: {
            id: body.id,
            src: String(body.url),
            webp: String(body.srcset),
            avif: "",
            width,
            height: Number(body.height),
          },
        });
        return;
      }
      const code = CODES.find((c) => c === body?.error);
      resolve({ ok: false, error: request.status === 413 ? "TOO_LARGE" : (code ?? "network") });
    };
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}

/** The media library's latest pictures, and how many it holds in all. */
export async function fetchLibrary(): Promise<{
  pictures: { id: string; image: MediaImage; name: string }[];
  total: number;
}> {
  const response = await fetch(href("/admin/media"), { headers: { accept: "application/json" } });
  if (!response.ok) return { pictures: [], total: 0 };
  const body = (await response.json()) as {
    media?: { id: string; image: MediaImage; name: string }[];
    total?: number;
  };
  const pictures = body.media ?? [];
  return { pictures, total: body.total ?? pictures.length };
}
