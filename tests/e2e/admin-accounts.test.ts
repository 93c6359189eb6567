import { describe, expect } from "vitest";
import { adminWords, words } from "~/i18n/words/admin";
import { uiWords } from "~/i18n/words/ui";
import { DEFAULT_COMPANY } from "~/content/company";
import { waitForHydration } from "../helpers/browser";
import { signInCookie } from "../helpers/auth";
import { it } from "../helpers/fixtures";
import { href } from "react-router";

/** Team accounts: invitations by e-mail, display names, sessions in words. */
describe.each(["fr", "en"] as const)("team accounts (%s)", (locale) => {
  const t = words(locale, adminWords);
  const q = locale === "en" ? "?lng=en" : "";

  it("invites a new member by e-mail: a single-use link to choose a password", async ({
    server,
    database,
    adminPage,
    openPage,
    allowErrors,
  }) => {
    const email = `invited-${locale}@africaclean.tg`;
    await adminPage.goto(`${server.url}/admin/accounts${q}`);
    await waitForHydration(adminPage);
    await adminPage.getByLabel(t.accounts.email).fill(email);
    await adminPage.getByLabel(t.accounts.name, { exact: true }).fill("Kossi Invité");
    // No password typed: an invitation goes out instead.
    await adminPage.getByRole("button", { name: t.accounts.create }).last().click();
    // Without a sending server (SMTP_URL) the page says so and hands over the link itself.
    await adminPage.getByRole("status").filter({ hasText: t.accounts.invitedToFile }).waitFor();
    const handed = await adminPage.getByLabel(t.accounts.invitationLink).inputValue();
    const mail = await database.db
      .selectFrom("email_outbox")
      .select(["kind", "subject", "text_body"])
      .where("to_address", "=", email)
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe("account-invitation");
    expect(mail.text_body).toContain("7");
    const link = /(https?:\/\/\S+\/auth\/reset\?token=\S+)/.exec(mail.text_body)![1]!;
    expect(handed).toBe(link);
    const token = new URL(link).searchParams.get("token")!;
    // The invited person chooses a password on the site (whatever PUBLIC_URL says).
    const page = await openPage();
    await page.goto(
      `${server.url}/auth/reset?token=${encodeURIComponent(token)}${q.replace("?", "&")}`,
    );
    await waitForHydration(page);
    const login = words(locale, uiWords, DEFAULT_COMPANY.name).pages.login;
    await page.getByLabel(login.resetPassword).fill("a password of my own 42");
    await page.getByRole("button", { name: login.resetSubmit }).click();
    await page.getByText(login.resetDone).waitFor();
    expect(await signInCookie(server.url, email, "a password of my own 42")).toBeTruthy();
    // The link works once.
    allowErrors(/status of 400/);
    const again = await openPage();
    await again.goto(
      `${server.url}/auth/reset?token=${encodeURIComponent(token)}${q.replace("?", "&")}`,
    );
    await again.getByLabel(login.resetPassword).fill("another password 4242");
    await again.getByRole("button", { name: login.resetSubmit }).click();
    await again.getByText(login.resetInvalid).waitFor();
  });

  it("lets a member change their display name, and shows sessions as devices in words", async ({
    server,
    editor,
    openPage,
  }) => {
    // Signed in through the login form, by the test browser (Chrome on an Android phone).
    const page = await openPage();
    const login = words(locale, uiWords, DEFAULT_COMPANY.name).pages.login;
    await page.goto(`${server.url}/auth/login${q}`);
    await waitForHydration(page);
    await page.getByLabel(login.email).fill(editor.email);
    await page.getByLabel(login.password).fill(editor.password);
    await page.getByRole("button", { name: login.submit }).click();
    await page.waitForURL((url) => url.pathname === href("/admin"));
    await page.goto(`${server.url}/admin/account${q}`);
    await waitForHydration(page);
    const name = `Edem ${locale.toUpperCase()}`;
    await page.getByLabel(t.account.name).fill(name);
    await page.getByRole("button", { name: t.account.saveName }).click();
    await page.getByRole("status").filter({ hasText: t.account.nameSaved }).waitFor();
    // The action's answer shows at once; the frame's data follows with the page's refresh.
    await expect.poll(() => page.getByTestId("admin-user").textContent()).toBe(name);
    const sessions = (await page.locator("main li").allTextContents()).join("\n");
    const here = locale === "fr" ? "Chrome sur Android" : "Chrome on Android";
    expect(sessions).toContain(`${here} · ${t.account.lastActive.replace(" {when}", "")}`);
    expect(sessions).not.toMatch(/Mozilla|AppleWebKit/);
    // No session token in the page: a session is closed by its id.
    expect(await page.content()).not.toMatch(/name="token"/);
  });
});
