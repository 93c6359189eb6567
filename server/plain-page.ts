import { html } from "hono/html";
import type { Locale } from "~/i18n/locale";

/**
 * A small, self-contained HTML page for answers the server gives before React Router runs (a
 * body over the size limit is refused without being read). No scripts, no external files;
 * `html` escapes every value. Its own CSP allows nothing but the inline style.
 */
export function plainPage({
  locale,
  siteName,
  status,
  title,
  message,
  link,
}: {
  locale: Locale;
  /** The company's name as set in the admin, after the title; none if it could not be read. */
  siteName: string | undefined;
  status: number;
  title: string;
  message: string;
  link: { href: string; label: string };
}): ReturnType<typeof html> {
  return html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${siteName ? `${title} | ${siteName}` : title}</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            color: #1e293b;
            margin: 0;
          }
          main {
            max-width: 36rem;
            margin: 0 auto;
            padding: 6rem 1rem;
            text-align: center;
          }
          p.status {
            font-size: 3.75rem;
            font-weight: 700;
            color: #166534;
            margin: 0;
          }
          a {
            display: inline-block;
            margin-top: 1.5rem;
            padding: 0.75rem 1.5rem;
            border-radius: 9999px;
            background: #166534;
            color: #fff;
            font-weight: 600;
            text-decoration: none;
          }
        </style>
      </head>
      <body>
        <main>
          <p class="status">${status}</p>
          <h1>${title}</h1>
          <p>${message}</p>
          <a href="${link.href}">${link.label}</a>
        </main>
      </body>
    </html> `;
}

export const PLAIN_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
