import type { SocialNetworkName } from "~/content/types";

/** Small hand-drawn glyphs for the social networks (our own drawings, not the brands' files). */
const glyphs: Record<SocialNetworkName, React.ReactNode> = {
  facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z" />
  ),
  instagram: (
    <path d="M8 3h8a5 5 0 015 5v8a5 5 0 01-5 5H8a5 5 0 01-5-5V8a5 5 0 015-5zm0 2a3 3 0 00-3 3v8a3 3 0 003 3h8a3 3 0 003-3V8a3 3 0 00-3-3zm4 3.5a3.5 3.5 0 110 7 3.5 3.5 0 010-7zm0 2a1.5 1.5 0 100 3 1.5 1.5 0 000-3zM16.8 6a1.2 1.2 0 110 2.4 1.2 1.2 0 010-2.4z" />
  ),
  linkedin: (
    <path d="M5 9h3v11H5zM6.5 4a1.8 1.8 0 110 3.6 1.8 1.8 0 010-3.6zM10 9h2.9v1.5c.4-.8 1.4-1.7 3-1.7 3.1 0 3.6 2 3.6 4.7V20h-3v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V20H10z" />
  ),
  x: <path d="M4 4h4.5l3.7 5.2L16.6 4H19l-5.6 6.5L20 20h-4.5l-4-5.6L6.6 20H4.2l6-6.9z" />,
  tiktok: (
    <path d="M14 3h2.8c.2 1.9 1.6 3.4 3.4 3.6v2.8c-1.3 0-2.5-.4-3.4-1v6.4a5.2 5.2 0 11-5.2-5.2h.4v2.9h-.4a2.3 2.3 0 102.4 2.3z" />
  ),
  youtube: (
    <path d="M21 8.2c-.2-1.4-1-2.3-2.4-2.5C16.4 5.4 12 5.4 12 5.4s-4.4 0-6.6.3C4 5.9 3.2 6.8 3 8.2 2.8 9.5 2.8 12 2.8 12s0 2.5.2 3.8c.2 1.4 1 2.3 2.4 2.5 2.2.3 6.6.3 6.6.3s4.4 0 6.6-.3c1.4-.2 2.2-1.1 2.4-2.5.2-1.3.2-3.8.2-3.8s0-2.5-.2-3.8zM10.2 15V9l5 3z" />
  ),
};

export function SocialIcon({
  network,
  className = "h-5 w-5",
}: {
  network: SocialNetworkName;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`fill-current ${className}`}>
      {glyphs[network]}
    </svg>
  );
}
