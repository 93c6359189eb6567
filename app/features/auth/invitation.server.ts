import { randomBytes } from "node:crypto";
import { queueEmail } from "~/features/mail/index.server";
import { getSiteData } from "~/features/company/index.server";
import { getRuntime } from "~/runtime/runtime.server";
import { createAccount, findUserByEmail } from "./accounts.server";
import { invitationEmail } from "./emails";
import { getAuth } from "./session.server";

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/**
 * Creates a team member's account and e-mails them a single-use link to choose their password
 * (docs/product/screens.md): the account gets a random password nobody knows, and the link is a
 * password-reset token made by better-auth's own store, so /auth/reset accepts it and spends it
 * once. "exists" when the address already has an account (nothing is sent). Without a sending
 * server the e-mail only reaches a file: the link is then handed back for the administrator to
 * pass on another way.
 */
export async function inviteAccount(invite: {
  email: string;
  name: string;
  role: "admin" | "editor";
  invitedBy: string;
}): Promise<
  | { outcome: "invited"; toFile: false }
  | { outcome: "invited"; toFile: true; link: string }
  | { outcome: "exists" }
> {
  const { config, database, outbox, transport } = await getRuntime();
  if (await findUserByEmail(database, invite.email)) return { outcome: "exists" };
  const user = await createAccount({
    email: invite.email,
    name: invite.name,
    role: invite.role,
    password: randomBytes(32).toString("base64url"),
  });
  const context = await (await getAuth()).$context;
  const token = randomBytes(24).toString("base64url");
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 3600 * 1000),
  });
  const { company } = await getSiteData(database);
  const link = `${config.PUBLIC_URL}/auth/reset?token=${encodeURIComponent(token)}`;
  await queueEmail(database.db, {
    kind: "account-invitation",
    to: user.email,
    ...invitationEmail(link, company.name, invite.invitedBy, INVITATION_DAYS),
    relatedType: "user",
    relatedId: user.id,
  });
  outbox.kick();
  return transport.kind === "file"
    ? { outcome: "invited", toFile: true, link }
    : { outcome: "invited", toFile: false };
}
