/**
 * A picture that cannot load (a broken upload, a lost connection) shows its fallback: in a page
 * the router hydrates, <Picture> does it; in a document with islands, this does, for every
 * `img[data-fallback]`, including those that failed before the loader ran.
 */
export function watchPictureFallbacks(): void {
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) fallBack(event.target);
    },
    true,
  );
  for (const img of document.querySelectorAll<HTMLImageElement>("img[data-fallback]"))
    if (img.complete && img.naturalWidth === 0) fallBack(img);
}

function fallBack(img: HTMLImageElement) {
  const fallback = img.dataset.fallback;
  if (!fallback) return;
  delete img.dataset.fallback;
  for (const source of img.closest("picture")?.querySelectorAll("source") ?? []) source.remove();
  img.removeAttribute("srcset");
  img.src = fallback;
}
