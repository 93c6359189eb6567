import logoSvg from "../../../public/logo.svg?raw";

// The drawing inside the file's <svg>, without its title: beside the company's name it is
// decoration, and the file stays the one source (the devis PDF and the structured data use it too).
const drawing = logoSvg
  .replace(/^[\s\S]*?<svg[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "")
  .replace(/<title>[\s\S]*?<\/title>/, "");

/**
 * The logo drawn inline. As an <img>, an SVG is a document of its own that the phone loads and
 * lays out apart from the page; inline it costs a few hundred bytes of the compressed page.
 */
export function SiteLogo() {
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
