import { expect, it } from "vitest";
import { invalidateSiteData } from "~/features/company/site-data.server";
import { readSettings, saveSettings } from "~/features/company/settings.server";
import type { AppRuntime } from "~/runtime/runtime.server";
import { forEachRuntime } from "../../../tests/helpers/runtime";
import { createAuth } from "./auth.server";

/**
 * The company's name in what the sign-in machinery sends and shows outside the site: the
 * password-reset e-mail and the authenticator app's label. Both follow a rename in the settings
 * at once, on a better-auth instance that was built under the previous name.
 */
const ACCOUNT = { email: "ama@example.tg", password: "a-long-enough-password" };

async function rename(runtime: AppRuntime, name: string) {
  const settings = (await readSettings(runtime.database))!;
  await saveSettings(runtime.database, { ...settings, name }, null);
  invalidateSiteData(runtime.database);
}

forEachRuntime((runtime) => {
  it("names the current company in the reset e-mail and as the authenticator's issuer", async () => {
    const auth = createAuth(runtime(), "Africa Clean");
    await auth.api.createUser({ body: { ...ACCOUNT, name: "Ama", role: "admin" } });
    await rename(runtime(), "Ébène Hygiène Services");

    await auth.api.requestPasswordReset({
      body: { email: ACCOUNT.email, redirectTo: "/auth/reset" },
    });
    const mail = await runtime()
      .database.db.selectFrom("email_outbox")
      .select(["subject", "text_body"])
      .where("kind", "=", "password-reset")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(
      "Ébène Hygiène Services — réinitialisation du mot de passe / password reset",
    );
    expect(mail.text_body).toContain("votre compte Ébène Hygiène Services a été demandée");
    expect(mail.text_body).toContain("your Ébène Hygiène Services account");
    expect(`${mail.subject}\n${mail.text_body}`).not.toContain("Africa Clean");

    const signedIn = await auth.api.signInEmail({ body: ACCOUNT, asResponse: true });
    const headers = new Headers({
      cookie: signedIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
    });
    const issuerOf = async (body: { password: string; issuer?: string }) => {
      const { totpURI } = (await auth.api.enableTwoFactor({ body, headers })) as {
        totpURI: string;
      };
      const uri = new URL(totpURI);
      // otpauth://totp/{issuer}:{account}?secret=…&issuer={issuer}
      const label = decodeURIComponent(uri.pathname).replace(/^\//, "");
      return { issuer: uri.searchParams.get("issuer"), label };
    };
    // A name chosen by the caller is not taken either.
    expect(await issuerOf({ password: ACCOUNT.password, issuer: "Someone Else" })).toEqual({
      issuer: "Ébène Hygiène Services",
      label: `Ébène Hygiène Services:${ACCOUNT.email}`,
    });
    // Set up again after another rename (not confirmed yet, so allowed): no restart needed.
    await rename(runtime(), "Propreté Plus");
    expect((await issuerOf({ password: ACCOUNT.password })).issuer).toBe("Propreté Plus");
  });
});
