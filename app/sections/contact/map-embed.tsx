import { ExternalLink, MapPin } from "~/components/icons";
import { useEffect, useRef, useState } from "react";
import { mapEmbedUrl } from "~/content/company";
import { useRootData } from "~/lib/root-data";
import type { ContactContent } from "~/content/types";

/**
 * The OpenStreetMap of the head office, loaded only when the visitor asks: until then there is
 * no iframe and no request to a third party (data costs and privacy). Same box before and after,
 * so nothing moves when the map appears.
 */
export function MapEmbed({ map }: { map: ContactContent["map"] }) {
  const { company } = useRootData();
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    // The button that had the focus is gone: give it to the map that replaced it.
    if (shown) frame.current?.focus();
  }, [shown]);

  return (
    <section
      aria-labelledby="map-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="map-title" className="text-2xl font-bold text-slate-900">
        {map.title}
      </h2>
      <p className="mt-2 text-slate-700">{map.text}</p>
      <div className="relative mt-4 aspect-square overflow-hidden rounded-xl bg-green-50 ring-1 ring-green-100 sm:aspect-[16/9]">
        {shown ? (
          // NOTE: no sandbox, like OpenStreetMap's own share snippet: its map needs scripts on its own
          // origin, and a sandbox with both would protect nothing. The CSP's frame-src admits only
          // www.openstreetmap.org.
          // oxlint-disable-next-line react/iframe-missing-sandbox
          <iframe
            ref={frame}
            src={mapEmbedUrl(company)}
            title={map.iframeTitle}
            className="absolute inset-0 h-full w-full border-0"
          />
        ) : (
          <div className="absolute inset-0 flex items-center justify-center p-4">
            <MapGrid />
            <div className="relative flex max-w-md flex-col items-center gap-3 rounded-xl bg-white/95 p-4 text-center shadow-md">
              <MapPin aria-hidden="true" className="h-8 w-8 text-green-800" />
              <p className="text-sm text-slate-700">{map.notice}</p>
              <button
                type="button"
                onClick={() => setShown(true)}
                className="inline-flex min-h-11 items-center justify-center rounded-full bg-green-800 px-6 py-2.5 font-semibold text-white hover:bg-green-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
              >
                {map.showButton}
              </button>
            </div>
          </div>
        )}
      </div>
      <a
        href={map.openExternal.href}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-green-800 underline underline-offset-4 hover:text-green-900"
      >
        {map.openExternal.label}
        <ExternalLink aria-hidden="true" className="h-4 w-4" />
      </a>
    </section>
  );
}

/** A faint street grid behind the button, drawn in CSS: a hint of a map at no cost. */
function MapGrid() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 opacity-60"
      style={{
        backgroundImage:
          "linear-gradient(#bbf7d0 1px, transparent 1px), linear-gradient(90deg, #bbf7d0 1px, transparent 1px), linear-gradient(35deg, transparent 48%, #86efac 48%, #86efac 52%, transparent 52%)",
        backgroundSize: "32px 32px, 32px 32px, 100% 100%",
      }}
    />
  );
}
