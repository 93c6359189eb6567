import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { Locale } from "~/i18n/locale";
import { href } from "react-router";

/**
 * The client's private link, /devis/{token} (docs/decisions/036-devis-documents.md): 192 random
 * bits. The database keeps the token's SHA-256, to find the devis, and the token sealed with the
 * site's signing secret, so staff can share the link again; neither gives the link away alone.
 */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export interface DevisLink {
  token: string;
  hash: string;
  sealed: string;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const key = (secret: string) => createHash("sha256").update(`devis-link\0${secret}`).digest();

export function newDevisLink(secret: string): DevisLink {
  const token = randomBytes(24).toString("base64url");
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(secret), iv);
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return {
    token,
    hash: hashToken(token),
    sealed: Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url"),
  };
}

/** The token back from its sealed form; undefined when the secret changed since it was sent. */
export function unsealToken(sealed: string | null, secret: string): string | undefined {
  if (!sealed) return undefined;
  try {
    const bytes = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const token = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    return token.toString("utf8");
  } catch {
    return undefined;
  }
}

/** The page's address on this site, in the client's language (`?lng=en` keeps it English). */
export function devisPath(token: string, locale: Locale): string {
  return `${href("/devis/:token", { token })}${locale === "en" ? "?lng=en" : ""}`;
}

/** The link as the client gets it by e-mail or WhatsApp. */
export function devisUrl(publicUrl: string, token: string, locale: Locale): string {
  return new URL(devisPath(token, locale), publicUrl).toString();
}
