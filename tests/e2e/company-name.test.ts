import { describe, expect } from "vitest";
import { waitForHydration } from "../helpers/browser";
import { it, type E2eServer } from "../helpers/fixtures";

/**
 * The company's name is a setting, not a word of the code: once the owner renames the company in
 * the admin, every page, feed and file a visitor or a phone reads names the new company, in
 * French and in English, and the install's name is gone.
 */
const NAME = "Ébène Hygiène Services";
const OLD = "Africa Clean";

/** What a reader sees of markup: entities and no-break spaces as plain characters. */
const plain = (text: string) =>
  text
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/[\u00a0\u202f]/g, " ");
const read = async (server: E2eServer, path: string) => {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return plain(await response.text());
};

const expected = {
  fr: {
    q: "",
    chat: `Bonjour ${NAME}, j'aimerais avoir des informations.`,
    blogHeading: `Le blog ${NAME}`,
    byline: `Par Équipe ${NAME}`,
    rssTitle: `<title>Blog ${NAME}</title>`,
    signIn: `Espace réservé à l'équipe ${NAME}.`,
    about: `À propos d'${NAME}`,
  },
  en: {
    q: "?lng=en",
    chat: `Hello ${NAME}, I would like some information.`,
    blogHeading: `The ${NAME} blog`,
    byline: `By The ${NAME} team`,
    rssTitle: `<title>${NAME} blog</title>`,
    signIn: `For the ${NAME} team only.`,
    about: `About ${NAME}`,
  },
} as const;

const PAGES = [
  "/",
  "/a-propos",
  "/produits",
  "/services",
  "/galeries",
  "/contact",
  "/quote",
  "/blog",
  "/mentions-legales",
  "/confidentialite",
  "/auth/login",
  "/blog/rss.xml",
];

describe("a company renamed in the admin", () => {
  it("is named everywhere with its new name, in both languages, and never with the install's", async ({
    server,
    database,
    adminPage: p,
  }) => {
    // The install's name is there to begin with: its absence later means something.
    expect(await read(server, "/")).toContain(OLD);

    await p.goto(`${server.url}/admin/settings`);
    await waitForHydration(p);
    await p.getByLabel("Nom de l'entreprise", { exact: true }).fill(NAME);
    await p.getByRole("button", { name: "Enregistrer", exact: true }).first().click();
    await p.getByText("Modifications enregistrées : le site les affiche déjà.").first().waitFor();

    const blog = await read(server, "/blog");
    const article = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
    expect(article).toBeTruthy();

    for (const [locale, words] of Object.entries(expected)) {
      const q = words.q;
      for (const path of [...PAGES, article!]) {
        const text = await read(server, `${path}${q}`);
        expect(text, `${locale} ${path}`).not.toContain(OLD);
        expect(text, `${locale} ${path}`).toContain(NAME);
      }

      const home = await read(server, `/${q}`);
      expect(home).toMatch(new RegExp(`<title>[^<]+ \\| ${NAME}</title>`));
      expect(home).toContain(`<meta property="og:site_name" content="${NAME}"/>`);
      const chat = /<a href="([^"]+)"[^>]*data-testid="chat-link"/.exec(home)?.[1];
      expect(new URL(chat!).searchParams.get("text")).toBe(words.chat);

      const list = await read(server, `/blog${q}`);
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(list)?.[1]).toBe(words.blogHeading);
      // The demo articles are signed by the team, under its current name.
      expect(list.replaceAll("<!-- -->", "")).toContain(words.byline);
      expect(await read(server, `/blog/rss.xml${q}`)).toContain(words.rssTitle);
      expect(await read(server, `/auth/login${q}`)).toContain(words.signIn);
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(await read(server, `/a-propos${q}`))?.[1]).toBe(
        words.about,
      );
    }

    // The editor shows a demo article's signature as readers see it.
    const demo = await database.db
      .selectFrom("blog_posts")
      .select("id")
      .where("is_demo", "=", 1)
      .where("locale", "=", "fr")
      .executeTakeFirstOrThrow();
    await p.goto(`${server.url}/admin/posts/${demo.id}`);
    expect(await p.locator('input[name="author"]').first().inputValue()).toBe(`Équipe ${NAME}`);

    // What a phone shows for the site added to its home screen.
    const manifest = await fetch(`${server.url}/site.webmanifest`);
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toMatchObject({ name: NAME, short_name: NAME, lang: "fr" });
  });
});
