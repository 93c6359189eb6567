import { useContext, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  redirect,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import type { Refusal } from "~/features/auth/index.server";
import stylesheet from "./app.css?url";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locale";
import { getLocale } from "~/lib/locale.server";
import { uiWords, words } from "~/i18n/words/ui";
import {
  documentHasInlineCss,
  formSubmissionContext,
  INLINE_CSS_MARKER,
  InlineCssContext,
  NonceContext,
} from "~/lib/contexts";
import { jsonLdScript, localBusinessJsonLd } from "~/lib/structured-data";
import { withoutTrackingParams } from "~/lib/tracking-params";
import { RootDataContext, type RootData } from "~/lib/root-data";
import { isMenuPage, menuLinks } from "~/content/menus";
import { iconPath } from "~/content/brand";
import { largestWebp } from "~/content/media-image";
import { languageRedirect, visitCookies } from "~/features/leads/index.server";
import { getSiteData, type BrandPictures } from "~/features/company/index.server";
import { addressParts, formatAddress } from "~/features/company";
import { foundingYear } from "~/features/pages/index.server";
import { hoursLines } from "~/content/opening-hours";
import { getRuntime } from "~/runtime/runtime.server";
import { CachePolicy } from "~/lib/http-cache";
import { IslandDocumentContext, IslandScripts, type IslandsHandle } from "~/islands";
import { islandLoader } from "~/islands/islands.server";

export const links: Route.LinksFunction = () => [{ rel: "manifest", href: "/site.webmanifest" }];

/**
 * Every request: make sure the process's services are up, remember a language chosen in the URL
 * (`?lng=`) in a cookie so the next visit starts in it, and note where a visit came from (for leads).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (request.method !== "GET" && request.method !== "HEAD")
      context.set(formSubmissionContext, true);
    const { config } = await getRuntime();
    const response = await next();
    if (!(response instanceof Response)) return response;
    const cookies = visitCookies(request, config.PUBLIC_URL.startsWith("https:"));
    for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
    // An answer that sets a cookie is one visitor's: no shared cache may keep it (a public JSON
    // answer or feed, as the page cache decides for pages).
    if (cookies.length && /\bpublic\b/.test(response.headers.get("Cache-Control") ?? ""))
      response.headers.set("Cache-Control", CachePolicy.privatePage);
    return response;
  },
];

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { config, database } = await getRuntime();
  // The page's language is its address's (`?lng=`, else French).
  const locale = getLocale(request);
  // An English reader arriving on a French URL is sent to the English URL. Never the answer to a
  // form: it is shown in the language of the form's page. `url` is the page's address without
  // React Router's `.data` details: redirecting to the raw request URL sent English visitors to
  // `/services.data?lng=en`, a 404.
  const target = context.get(formSubmissionContext) ? undefined : languageRedirect(request, url);
  if (target) throw redirect(target, 302);
  const site = await getSiteData(database);
  const ui = words(locale, uiWords, site.company.name);
  return {
    locale,
    ui,
    publicUrl: config.PUBLIC_URL,
    pathname: url.pathname,
    // Campaign tags were recorded on arrival; the page cache keeps one copy without them.
    search: withoutTrackingParams(url.search),
    year: new Date().getFullYear(),
    siteName: site.company.name,
    company: site.company,
    openingHours: hoursLines(site.company.openingHours, locale, ui.footer.closed),
    address: formatAddress(site.company.address),
    brand: { logo: site.brand.logo, icon: site.brand.icon?.id ?? null },
    share: shareOf(site.brand, url.pathname, locale),
    menus: {
      header: menuLinks(site.menus.header, locale, ui.pageNames),
      footer: menuLinks(site.menus.footer, locale, ui.pageNames),
    },
    islandLoader: islandLoader(),
    businessJsonLd: jsonLdScript(
      localBusinessJsonLd(
        config.PUBLIC_URL,
        locale,
        site.company,
        site.prices,
        foundingYear(site.pages.figures),
        addressParts(site.company.address).street.join(", "),
        {
          logo: site.brand.logo && largestWebp(site.brand.logo),
          image: site.brand.share && largestWebp(site.brand.share),
        },
      ),
    ),
  } satisfies RootData;
}

/** The company's share pictures for this address: the page's own, and the site's. */
function shareOf(brand: BrandPictures, pathname: string, locale: Locale): RootData["share"] {
  const own = isMenuPage(pathname) ? brand.pageShare[pathname] : undefined;
  const alt = brand.settings.shareAlt;
  return {
    page: own ? largestWebp(own) : null,
    site: brand.share ? largestWebp(brand.share) : null,
    siteAlt: alt[locale] || alt.fr,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const nonce = useContext(NonceContext);
  const inlineCss = useContext(InlineCssContext);
  // A public page served as a document with islands: no router in the browser (decision 037).
  const islands = useMatches().some((m) => (m.handle as IslandsHandle | undefined)?.islands)
    ? (data?.islandLoader ?? null)
    : null;
  return (
    <html lang={data?.locale ?? DEFAULT_LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#166534" />
        <Meta />
        {inlineCss || documentHasInlineCss ? (
          // The server puts this page's first-paint rules here once the page is rendered; the
          // browser keeps them: React does not rewrite the element while hydrating.
          <style
            data-inline-css=""
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: inlineCss ? INLINE_CSS_MARKER : "" }}
          />
        ) : (
          <link rel="stylesheet" href={stylesheet} />
        )}
        <Links />
        {data?.brand.icon ? (
          <>
            <link rel="icon" type="image/png" sizes="32x32" href={iconPath(32, data.brand.icon)} />
            <link rel="apple-touch-icon" href={iconPath(180, data.brand.icon)} />
          </>
        ) : (
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        )}
        {data?.businessJsonLd && (
          <script
            type="application/ld+json"
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: data.businessJsonLd }}
          />
        )}
      </head>
      <body className="min-h-screen bg-white text-slate-800 antialiased">
        <RootDataContext.Provider value={data}>
          <IslandDocumentContext.Provider value={Boolean(islands)}>
            {children}
          </IslandDocumentContext.Provider>
        </RootDataContext.Provider>
        {(inlineCss || documentHasInlineCss) && !islands && (
          // The whole stylesheet, shared by every page and cached for a year, for what scripts
          // add later; at the end, so it never delays the first paint. A document with islands
          // has every rule its HTML uses inline: its loader links the rest when an island wakes.
          <link rel="stylesheet" href={stylesheet} />
        )}
        {islands && data ? (
          <IslandScripts loader={islands} stylesheet={stylesheet} data={data} nonce={nonce} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React is in charge: tests (and curious people) can wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const location = useLocation();
  // A private screen's role refused a staff member before any loader ran: React Router then
  // shows its error here, at the top, and the refusal carries its own words.
  const refusal = isRouteErrorResponse(error) ? refusalOf(error.data) : undefined;
  const ui = data?.ui ?? uiFallback;
  const way = refusal ?? { back: ui.error.retry, home: location.pathname + location.search };
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-green-800">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{refusal?.title ?? ui.error.title}</h1>
      <p className="mt-2 text-slate-600">{refusal?.text ?? ui.error.message}</p>
      <a
        href={way.home}
        className="mt-6 inline-block rounded-full bg-green-800 px-6 py-3 font-semibold text-white"
      >
        {way.back}
      </a>
    </main>
  );
}

/** The words a refusal of a private screen sends (features/auth/screen-role.server.ts). */
function refusalOf(body: unknown): Refusal["refusal"] | undefined {
  const refusal = (body as { refusal?: unknown } | null)?.refusal;
  return refusal && typeof refusal === "object" && "title" in refusal
    ? (refusal as Refusal["refusal"])
    : undefined;
}

// The error screen may render before the root loader ran; French is the default language.
const uiFallback = {
  error: {
    title: "Une erreur est survenue",
    message: "Veuillez réessayer dans un instant.",
    retry: "Réessayer",
  },
};
