import { describe, expect } from "vitest";
import { clients, DEMO_LEADER } from "~/content/demo";
import { openDatabase } from "~/db/db.server";
import { DEMO_POSTS } from "~/features/blog/demo-posts.server";
import { adminPost, signInCookie } from "../helpers/auth";
import { waitForHydration } from "../helpers/browser";
import { ADMIN, it, type E2eServer, type OpenPage, keptPlace } from "../helpers/fixtures";
import { guardFields, postForm } from "../helpers/forms";
import { href } from "react-router";

const html = async (server: E2eServer, p: string) => (await fetch(`${server.url}${p}`)).text();

/** Signs in as the administrator through `server`'s login form, in a watched page. */
async function signIn(openPage: OpenPage, server: E2eServer, lng = "") {
  const page = await openPage();
  await page.goto(`${server.url}/auth/login${lng}`);
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.locator('button[type="submit"]').first().click();
  await page.waitForURL(/\/admin/);
  return page;
}

const demoTitle = DEMO_POSTS[0]!.title;

describe.each([
  {
    locale: "fr",
    q: "",
    notice: "Du contenu de démonstration est affiché sur le site",
    remove: "Retirer tout le contenu de démonstration",
    confirm: "Oui, retirer ce contenu",
    counts: "5 témoignages, 8 articles",
    removed: "Contenu de démonstration retiré.",
  },
  {
    locale: "en",
    q: "?lng=en",
    notice: "Demo content is shown on the site",
    remove: "Remove all demo content",
    confirm: "Yes, remove this content",
    counts: "5 testimonials, 8 posts",
    removed: "Demo content removed.",
  },
])("demo content ($locale)", ({ q, notice, remove, confirm, counts, removed }) => {
  it("is shown on a fresh start, removed in one action, and never comes back", async ({
    databaseKind,
    launchServer,
    openPage,
  }) => {
    const place = await keptPlace(databaseKind);
    try {
      let server = await launchServer(place.env);
      let database = openDatabase(server.databaseOptions);
      try {
        expect(await html(server, "/blog")).toContain(demoTitle);
        expect(await html(server, "/")).toContain(clients[0]);
        expect(await html(server, "/a-propos")).toContain(DEMO_LEADER.name);

        // The removal without its confirmation (a replayed or forged post) removes nothing.
        const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
        const unconfirmed = await adminPost(server.url, `${href("/admin")}?index`, cookie, {
          intent: "remove-demo",
        });
        expect(unconfirmed.status).toBe(400);
        expect(await html(server, "/blog")).toContain(demoTitle);

        const page = await signIn(openPage, server, q);
        await page.goto(`${server.url}/admin${q}`);
        await waitForHydration(page);
        await page.getByText(notice).waitFor();
        // First what will go, with its counts; nothing is removed before the second tap.
        await page.getByText(remove).click();
        const confirmation = page.locator("[data-demo-confirm]");
        expect(await confirmation.textContent()).toContain(counts);
        expect(await database.db.selectFrom("testimonials").select("id").execute()).not.toEqual([]);
        await page.getByRole("button", { name: confirm }).click();
        await page.getByText(removed).first().waitFor();
        // The action's answer shows at once; the dashboard's data follows with its refresh.
        await page.getByTestId("demo-notice").waitFor({ state: "detached", timeout: 5_000 });
        await page.context().close();

        expect(await html(server, "/blog")).not.toContain(demoTitle);
        const home = await html(server, "/");
        expect(home).not.toContain(clients[0]);
        expect(home).not.toContain("Afi K.");
        expect(await html(server, "/a-propos")).not.toContain(DEMO_LEADER.name);
        const audit = await database.db
          .selectFrom("audit_log")
          .select("action")
          .where("action", "=", "demo.remove")
          .execute();
        expect(audit).toHaveLength(1);
      } finally {
        await database.close();
        await server.stop();
      }

      // A restart on the same database adds nothing back.
      server = await launchServer(place.env);
      database = openDatabase(server.databaseOptions);
      try {
        expect(server.output()).not.toContain("demo content seeded");
        expect(await html(server, "/blog")).not.toContain(demoTitle);
        expect(await html(server, "/")).not.toContain(clients[0]);
        expect(
          await database.db
            .selectFrom("testimonials")
            .select("id")
            .where("is_demo", "=", 1)
            .execute(),
        ).toEqual([]);
      } finally {
        await database.close();
        await server.stop();
      }
    } finally {
      await place.remove();
    }
  });
});

describe("SEED_DEMO=0", () => {
  it("starts with the company's grid and identity and no invented content", async ({
    launchServer,
    openPage,
  }) => {
    const server = await launchServer({ SEED_DEMO: "0" });
    expect(server.output()).toContain("without demo content (SEED_DEMO=0)");
    const blog = await html(server, "/blog");
    expect(blog).not.toContain(demoTitle);
    const home = await html(server, "/");
    expect(home).not.toContain(clients[0]);
    expect(home).not.toContain("Afi K.");
    expect(await html(server, "/a-propos")).not.toContain(DEMO_LEADER.name);
    expect(await html(server, "/quote")).toContain("NETTOYAGE (50 - 650)");
    const page = await signIn(openPage, server);
    await page.goto(`${server.url}/admin`);
    await waitForHydration(page);
    await page.getByTestId("launch-checklist").waitFor();
    expect(await page.getByTestId("demo-notice").count()).toBe(0);
    expect(await page.locator('[data-step="demo"]').getAttribute("data-done")).toBe("true");
    expect(await page.locator('[data-step="phone"]').getAttribute("data-done")).toBe("false");
  });
});

describe("first run", () => {
  it("says in the start log how to create the first administrator", async ({ launchServer }) => {
    // Empty values count as unset: no administrator account is created at start.
    const server = await launchServer({ ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
    expect(server.output()).toContain("no administrator yet");
    expect(server.output()).toContain("npm run admin -- create");
    expect(server.output()).toContain("ADMIN_EMAIL and ADMIN_PASSWORD");
  });
});

describe("testimonial moderation", () => {
  it("publishes the text, display fields and language the moderator typed", async ({
    server,
    database,
    adminPage: page,
    allowErrors,
  }) => {
    // The empty text is refused with a 400, which the console reports.
    allowErrors(/status of 400/);
    await postForm(server.url, "/api/testimonials", {
      name: "Yao Amegah",
      email: "yao@example.tg",
      rating: "5/5 ★★★★★",
      testimonial: "Tres bon travial, merci",
      ...guardFields(),
    });
    await page.goto(`${server.url}/admin/testimonials`);
    await waitForHydration(page);
    const card = page.locator('[data-testimonial="Yao Amegah"]');
    await card.getByLabel("Texte du témoignage").fill("Very good work, thank you.");
    await card.getByLabel("Langue du texte").selectOption("en");
    await card.getByLabel("Entreprise").fill("Hôtel Sarakawa");
    await card.getByLabel("Lieu").fill("Lomé");
    await card.getByRole("button", { name: "Approuver" }).click();
    await page.getByText("Témoignage publié sur l'accueil.").first().waitFor();
    const home = await html(server, "/");
    expect(
      await database.db
        .selectFrom("testimonials")
        .select(["content", "locale", "status"])
        .where("name", "=", "Yao Amegah")
        .execute(),
    ).toEqual([{ content: "Very good work, thank you.", locale: "en", status: "approved" }]);
    expect(home).toContain("Very good work, thank you.");
    expect(home).not.toContain("Tres bon travial");
    expect(home).toContain("Hôtel Sarakawa");
    expect(home).toMatch(/lang="en"[^>]*>(<p>)?Very good work/);

    // An empty text is refused with a message, and nothing changes.
    await page.goto(`${server.url}/admin/testimonials?status=approved`);
    await waitForHydration(page);
    const approved = page.locator('[data-testimonial="Yao Amegah"]');
    await approved.getByLabel("Texte du témoignage").fill(" ");
    await approved.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Ce champ est obligatoire.").waitFor();
    expect(await html(server, "/")).toContain("Very good work, thank you.");
  });
});
