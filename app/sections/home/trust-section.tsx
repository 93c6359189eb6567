import { MediaPicture } from "~/components/media-picture";
import type { HomeContent } from "~/content/types";
import type { TickerEntry } from "~/features/company";

/**
 * Section 5: a client ticker (11 names, one loop every 15 s), a partner ticker (5 names, 20 s),
 * then the figures. Each list is written twice for a seamless loop; the copy is hidden from
 * assistive technology so every name is read once. Hovering a ticker stops it; visitors who
 * prefer reduced motion get the names wrapped on several lines instead.
 */
export function TrustSection({
  trust,
  clients,
  partners,
}: {
  trust: HomeContent["trust"];
  clients: TickerEntry[];
  partners: TickerEntry[];
}) {
  return (
    <section
      aria-labelledby="trust-title"
      className="overflow-hidden bg-green-950 px-4 py-16 text-white sm:px-6 sm:py-24"
    >
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto mb-12 max-w-3xl text-center">
          <h2 id="trust-title" className="text-3xl font-bold sm:text-4xl">
            {trust.title}
          </h2>
          <p className="mt-4 text-lg text-green-100/90">{trust.subtitle}</p>
        </div>
        {clients.length > 0 && (
          <Ticker
            id="clients"
            title={trust.clientsTitle}
            entries={clients}
            animation="animate-ticker-15"
          />
        )}
        {partners.length > 0 && (
          <Ticker
            id="partners"
            title={trust.partnersTitle}
            entries={partners}
            animation="animate-ticker-20"
            reverse
            className="mt-10"
          />
        )}
        <h3 className="mt-16 text-center text-xl font-semibold text-green-100">
          {trust.statsTitle}
        </h3>
        <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4 lg:gap-6">
          {trust.stats
            // A stat whose key figure was removed from the key figures is left out.
            .filter((stat) => stat.figure)
            .map((stat) => (
              <div
                key={stat.id}
                className="flex flex-col-reverse items-center rounded-3xl bg-white/5 px-4 py-7 text-center ring-1 ring-white/10"
              >
                <dt className="mt-2 text-green-100/90">{stat.label}</dt>
                <dd className="bg-gradient-to-br from-amber-200 to-amber-400 bg-clip-text text-4xl font-extrabold text-transparent tabular-nums sm:text-5xl">
                  {stat.figure}
                </dd>
              </div>
            ))}
        </dl>
      </div>
    </section>
  );
}

function Ticker({
  id,
  title,
  entries,
  animation,
  reverse = false,
  className = "",
}: {
  id: string;
  title: string;
  entries: TickerEntry[];
  animation: string;
  reverse?: boolean;
  className?: string;
}) {
  const titleId = `ticker-${id}-title`;
  const list = (copy: boolean) => (
    <ul
      aria-labelledby={copy ? undefined : titleId}
      aria-hidden={copy || undefined}
      data-ticker={copy ? undefined : id}
      className={`flex shrink-0 gap-4 pr-4 ${copy ? "motion-reduce:hidden" : "motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0"}`}
    >
      {entries.map(({ id: key, name, logo, url }) => (
        <li
          key={key}
          className="flex shrink-0 items-center gap-3 rounded-full bg-white/8 py-2 pr-5 pl-2 ring-1 ring-white/10"
        >
          {logo ? (
            <MediaPicture
              image={logo}
              alt=""
              sizes="128px"
              // At its own shape: a wide logo squeezed into a circle cannot be read.
              className="h-9 w-auto max-w-32 rounded-md bg-white object-contain p-0.5"
            />
          ) : (
            <span
              aria-hidden="true"
              className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-green-700 text-sm font-bold text-white"
            >
              {initials(name)}
            </span>
          )}
          {url ? (
            <a
              href={url}
              rel="noopener noreferrer"
              target="_blank"
              tabIndex={copy ? -1 : undefined}
              className="font-medium whitespace-nowrap text-green-50 underline-offset-4 hover:underline"
            >
              {name}
            </a>
          ) : (
            <span className="font-medium whitespace-nowrap text-green-50">{name}</span>
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <div className={className}>
      <h3
        id={titleId}
        className="mb-4 text-center text-sm font-bold tracking-wider text-amber-200 uppercase"
      >
        {title}
      </h3>
      <div className="group/ticker relative overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]">
        <div
          data-ticker-track={id}
          className={`flex w-max ${animation} group-hover/ticker:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none ${reverse ? "[animation-direction:reverse]" : ""}`}
        >
          {list(false)}
          {list(true)}
        </div>
      </div>
    </div>
  );
}

/** "Clinique Horizon Santé" → "CH": a monogram standing in for the client's logo. */
function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\s'-]/gu, " ")
    .split(/[\s'-]+/)
    .filter((w) => w.length > 2 && w[0] === w[0]!.toUpperCase());
  return (
    words
      .slice(0, 2)
      .map((w) => w[0])
      .join("") || name.slice(0, 2).toUpperCase()
  );
}
