import logoSvg from "../../../public/logo.svg?raw";
import { MediaPicture } from "~/components/media-picture";
import { useRootData } from "~/lib/root-data";

// The drawing inside the file's <svg>, without its title: beside the company's name it is
// decoration, and the file stays the one source (the devis PDF and the structured data use it too).
const drawing = logoSvg
  .replace(/^[\s\S]*?<svg[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "")
  .replace(/<title>[\s\S]*?<\/title>/, "");

/**
 * The company's uploaded logo (admin: Logo et partage), 36 px high at the width its shape needs;
 * else the site's own, drawn inline. As an <img>, an SVG is a document of its own that the phone
 * loads and lays out apart from the page; inline it costs a few hundred bytes of the page.
 */
export function SiteLogo({ onDark = false }: { onDark?: boolean }) {
  const { logo } = useRootData().brand;
  if (logo) {
    const width = Math.ceil((36 * logo.width) / logo.height);
    return (
      <MediaPicture
        image={logo}
        alt=""
        sizes={`${width}px`}
        // A dark logo would vanish on the footer's green: it gets a light ground there.
        className={`h-9 w-auto shrink-0 ${onDark ? "rounded bg-white p-0.5" : ""}`}
      />
    );
  }
  return (
    <svg
      viewBox="0 0 256 256"
      width="36"
      height="36"
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
      // The markup is the repository's own file, read at build time: no input reaches it.
      dangerouslySetInnerHTML={{ __html: drawing }}
    />
  );
}
