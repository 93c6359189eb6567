/** Where link previews fetch a page's picture as JPEG (served by server/preview-image.ts). */
export const PREVIEW_IMAGE_PATH = "/og-image.jpg";
/** The site's own pictures a preview may show: built-in ones and uploads, as WebP or AVIF. */
export const PREVIEW_SOURCE = /^\/(img|media)\/([A-Za-z0-9][A-Za-z0-9._-]{0,120}\.(?:webp|avif))$/;

/**
 * The page's picture as a link preview can use it. WhatsApp, which brings many of the site's
 * visitors, shows JPEG or PNG under 300 KB, not the WebP/AVIF the pages use: a WebP or AVIF
 * picture of the site is announced through its JPEG copy (1200×630, about 100 KB).
 */
export function previewImagePath(image: string): string {
  return PREVIEW_SOURCE.test(image)
    ? `${PREVIEW_IMAGE_PATH}?src=${encodeURIComponent(image)}`
    : image;
}
